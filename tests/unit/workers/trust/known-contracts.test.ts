import { describe, expect, it, vi } from 'vitest';
import { readIssuerContracts } from '../../../../scripts/vite/issuer-contracts';
import type * as KnownContracts from '../../../../workers/trust/known-contracts';

type KnownContractsModule = typeof KnownContracts;

/** A fresh copy of the module, as a worker has it when it starts. */
async function freshModule(): Promise<KnownContractsModule> {
  vi.resetModules();
  return import('../../../../workers/trust/known-contracts');
}

describe('known contracts', () => {
  const lists = readIssuerContracts();
  // A copy the lists name by its address (some of a bridge's copies are named by type alone).
  const copy = lists.contracts.find(
    (contract) => contract.by !== 'Circle' && contract.kind && contract.address.trim() !== '',
  )!;

  it('knows the build lists only once they are loaded, the hand list at once', async () => {
    const known = await freshModule();
    // Tether's USDT on Ethereum is in the hand list.
    expect(known.knownContract('ethereum', '0xdAC17F958D2ee523a2206206994597C13D831ec7')?.by).toBe(
      'Tether',
    );
    expect(known.knownContract(copy.chain, copy.address)).toBeUndefined();
    expect(known.CCTP_CHAINS.size).toBe(0);

    await known.loadIssuerContracts();
    expect(known.knownContract(copy.chain, copy.address)).toMatchObject({
      chain: copy.chain,
      base: copy.base ?? copy.symbol,
      kind: 'bridged',
      by: copy.by,
    });
    expect([...known.CCTP_CHAINS].sort()).toEqual([...lists.cctpChains].sort());
  });

  it('loads the lists once for every caller', async () => {
    const known = await freshModule();
    const first = known.loadIssuerContracts();
    expect(known.loadIssuerContracts()).toBe(first);
    await first;
  });
});
