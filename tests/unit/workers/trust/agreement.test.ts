import { describe, expect, it } from 'vitest';
import type { OrbiterToken } from '../../../../src/shared/protocols';
import type { Token } from '../../../../src/shared/tokens';
import { PROTOCOLS } from '../../../../src/shared/tokens';
import { agreementFor, computeAgreement } from '../../../../workers/trust/agreement';
import { summarizeAgreement } from '../../../../workers/trust/agreement-summary';
import { optionIdOf } from '../../../../src/shared/trust';
import { loadFixture } from '../../../fixtures/sources';
import { SOURCES } from '../../../../workers/sources';
import { PROTOCOL_SOURCES } from '../../../../src/shared/protocol-registry.mjs';
import { stargate, wormhole } from '../search/tokens';

// Real mainnet addresses; FAKE_USDC is one character off the real Arbitrum USDC.
const ARB_USDC = '0xaf88d065e77c8cC2239327C5EDb3A432268e5831';
const FAKE_USDC = '0xaf88d065e77c8cC2239327C5EDb3A432268e5832';
const ETH_USDT = '0xdAC17F958D2ee523a2206206994597C13D831ec7';

function orbiter(
  symbol: string,
  chainName: string,
  address: string,
  isNative = false,
): OrbiterToken {
  return { protocol: 'Orbiter', symbol, address, decimals: 18, chainName, chainId: '', isNative };
}

describe('computeAgreement', () => {
  it('reports agreement when sources give the same EVM address in different case', () => {
    const agreement = computeAgreement([
      wormhole('USDC', 'Arbitrum', ARB_USDC),
      stargate('USDC', 'arbitrum', ARB_USDC.toLowerCase()),
    ]);
    const expected = {
      agreeing: [{ chain: 'arbitrum', chainName: 'Arbitrum', protocols: ['Wormhole', 'Stargate'] }],
      conflicts: [],
      confirmed: [],
    };
    expect(agreement.get('Wormhole:USDC')).toEqual(expected);
    expect(agreement.get('Stargate:USDC')).toEqual(expected);
  });

  it("warns only the option whose contract differs from Circle's, and confirms the others", () => {
    const agreement = computeAgreement([
      wormhole('USDC', 'Arbitrum', ARB_USDC),
      stargate('USDC', 'arbitrum', ARB_USDC),
      orbiter('USDC', 'Arbitrum', FAKE_USDC),
    ]);
    const entries = [
      { protocol: 'Wormhole', address: ARB_USDC },
      { protocol: 'Stargate', address: ARB_USDC },
      { protocol: 'Orbiter', address: FAKE_USDC },
    ];
    const orbiterNote = agreement.get('Orbiter:USDC')!;
    expect(orbiterNote.conflicts).toHaveLength(1);
    expect(orbiterNote.conflicts[0]).toMatchObject({
      chain: 'arbitrum',
      entries,
      own: [{ protocol: 'Orbiter', address: FAKE_USDC }],
      reference: { kind: 'official', address: ARB_USDC, protocols: ['Wormhole', 'Stargate'] },
    });
    expect(orbiterNote.confirmed).toEqual([]);
    // The cards that carry Circle's own contract get no warning about it.
    for (const id of ['Wormhole:USDC', 'Stargate:USDC']) {
      const note = agreement.get(id)!;
      expect(note.conflicts).toEqual([]);
      expect(note.confirmed).toMatchObject([
        {
          chain: 'arbitrum',
          reference: { kind: 'official', address: ARB_USDC },
          others: [{ protocol: 'Orbiter', address: FAKE_USDC }],
        },
      ]);
    }
  });

  it('without an issuer list, judges against the contract most sources list', () => {
    const token = '0x1111111111111111111111111111111111111111';
    const other = '0x2222222222222222222222222222222222222222';
    const agreement = computeAgreement([
      wormhole('ZRO', 'Arbitrum', token),
      stargate('ZRO', 'arbitrum', token),
      orbiter('ZRO', 'Arbitrum', other),
    ]);
    expect(agreement.get('Orbiter:ZRO')?.conflicts[0]?.reference).toMatchObject({
      kind: 'majority',
      protocols: ['Wormhole', 'Stargate'],
    });
    expect(agreement.get('Stargate:ZRO')?.conflicts).toEqual([]);
    expect(agreement.get('Stargate:ZRO')?.confirmed).toHaveLength(1);
  });

  it('warns every side alike when two sources disagree with no evidence either way', () => {
    const agreement = computeAgreement([
      stargate('ZRO', 'arbitrum', '0x1111111111111111111111111111111111111111'),
      orbiter('ZRO', 'Arbitrum', '0x2222222222222222222222222222222222222222'),
    ]);
    for (const id of ['Stargate:ZRO', 'Orbiter:ZRO']) {
      expect(agreement.get(id)?.conflicts[0]?.reference).toBeNull();
      expect(agreement.get(id)?.confirmed).toEqual([]);
    }
  });

  it('does not annotate a symbol that only one protocol lists on a chain', () => {
    const agreement = computeAgreement([
      stargate('USDC', 'arbitrum', ARB_USDC),
      orbiter('USDC', 'Ethereum', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'),
      stargate('STG', 'ethereum', '0xAf5191B0De278C7286d6C7CC6ab6BB8A73bA2Cd6'),
    ]);
    expect(agreement.size).toBe(0);
    expect(agreementFor(agreement, 'Stargate:STG')).toEqual({
      agreeing: [],
      conflicts: [],
      confirmed: [],
    });
  });

  it('compares symbols exactly, so USDT and USDt on one chain are never compared', () => {
    const agreement = computeAgreement([
      stargate('USDT', 'avalanche', '0x9702230A8Ea53601f5cD2dc00fDBc13d4dF4A8c7'),
      orbiter('USDt', 'Avalanche', '0x1111111111111111111111111111111111111111'),
    ]);
    expect(agreement.size).toBe(0);
  });

  it('matches each source’s own chain spelling to one canonical chain', () => {
    const agreement = computeAgreement([
      wormhole('USDT', 'Ethereum', ETH_USDT),
      stargate('USDT', 'ethereum', ETH_USDT),
      { ...orbiter('USDT', 'Ethereum Mainnet', ETH_USDT), chainId: '1' },
    ]);
    expect(agreement.get('Orbiter:USDT')?.agreeing).toEqual([
      { chain: 'ethereum', chainName: 'Ethereum', protocols: ['Wormhole', 'Stargate', 'Orbiter'] },
    ]);
  });

  it('leaves native sentinels and empty addresses out of the comparison', () => {
    const agreement = computeAgreement([
      wormhole('ETH', 'Arbitrum'), // gas token: no tokenId, empty address
      stargate('ETH', 'arbitrum', '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'),
      orbiter('ETH', 'Arbitrum', '0x0000000000000000000000000000000000000000', true),
    ]);
    expect(agreement.size).toBe(0);
  });

  it('treats Move coin types with the same hex in a different case or padding as the same address', () => {
    const agreement = computeAgreement([
      wormhole('SUI', 'Sui', '0x2::sui::SUI'),
      orbiter(
        'SUI',
        'Sui',
        '0x0000000000000000000000000000000000000000000000000000000000000002::sui::SUI',
        true,
      ),
    ]);
    expect(agreement.get('Wormhole:SUI')?.agreeing).toHaveLength(1);
    expect(agreement.get('Wormhole:SUI')?.conflicts).toEqual([]);
  });

  it('compares base58 addresses exactly, so a different case is a conflict', () => {
    const mint = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
    const agreement = computeAgreement([
      wormhole('USDC', 'Solana', mint),
      orbiter('USDC', 'Solana', mint.toLowerCase()),
    ]);
    expect(agreement.get('Orbiter:USDC')?.conflicts).toHaveLength(1);
  });

  it('ignores Wormhole foreign assets, which are Wormhole-wrapped copies with their own address', () => {
    const usdc = wormhole('USDC', 'Ethereum', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', {
      foreignAssets: [
        { chainName: 'Arbitrum', address: '0xC96F2715E2a242d50D1b0bC923dbe1740b8eCf18' },
      ],
    });
    const agreement = computeAgreement([usdc, stargate('USDC', 'arbitrum', ARB_USDC)]);
    expect(agreement.size).toBe(0);
  });

  it('includes every contract when one source lists two for the symbol on a chain another source also lists', () => {
    const agreement = computeAgreement([
      stargate('USDC', 'arbitrum', ARB_USDC),
      stargate('USDC', 'arbitrum', FAKE_USDC),
      orbiter('USDC', 'Arbitrum', ARB_USDC),
    ]);
    // Stargate's second contract is the one in question: its card is warned, Orbiter's is not.
    expect(agreement.get('Orbiter:USDC')?.conflicts).toEqual([]);
    expect(agreement.get('Stargate:USDC')?.conflicts[0]?.own).toEqual([
      { protocol: 'Stargate', address: FAKE_USDC },
    ]);
    expect(agreement.get('Stargate:USDC')?.conflicts[0]?.entries).toEqual([
      { protocol: 'Stargate', address: ARB_USDC },
      { protocol: 'Orbiter', address: ARB_USDC },
      { protocol: 'Stargate', address: FAKE_USDC },
    ]);
  });

  it('does not compare one source with itself', () => {
    const agreement = computeAgreement([
      stargate('USDC', 'arbitrum', ARB_USDC),
      stargate('USDC', 'arbitrum', FAKE_USDC),
    ]);
    expect(agreement.size).toBe(0);
  });

  it('annotates without changing the tokens it was given', () => {
    const tokens: Token[] = [
      wormhole('USDC', 'Arbitrum', ARB_USDC),
      orbiter('USDC', 'Arbitrum', FAKE_USDC),
    ];
    const before = structuredClone(tokens);
    computeAgreement(tokens);
    expect(tokens).toEqual(before);
  });

  it('keys results by the bridge option id', () => {
    expect(optionIdOf('Stargate', 'USDC.e')).toBe('Stargate:USDC.e');
  });
});

describe('summarizeAgreement', () => {
  it('says how many sources agree on a single chain', () => {
    const summary = summarizeAgreement(
      computeAgreement([
        wormhole('USDC', 'Arbitrum', ARB_USDC),
        stargate('USDC', 'arbitrum', ARB_USDC),
      ]).get('Stargate:USDC')!,
    );
    expect(summary).toEqual({
      tone: 'agree',
      headline: 'Sources agree on Arbitrum (2 of 2)',
      details: ['Arbitrum: 2 of 2 sources agree (Wormhole, Stargate)'],
    });
  });

  it('names the chain and the shortened differing addresses on a mismatch, grouping sources that agree', () => {
    const agreement = computeAgreement([
      wormhole('USDC', 'Arbitrum', ARB_USDC),
      stargate('USDC', 'arbitrum', ARB_USDC),
      orbiter('USDC', 'Arbitrum', FAKE_USDC),
      wormhole('USDC', 'Base', '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'),
      stargate('USDC', 'base', '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'),
    ]);
    // The card with Circle's contract says so, quietly, in one line with the agreement.
    expect(summarizeAgreement(agreement.get('Wormhole:USDC')!)).toEqual({
      tone: 'agree',
      headline: "Circle's USDC on Arbitrum; sources agree on Base (2 of 2)",
      details: [
        "Arbitrum: Circle's USDC 0xaf88…5831; Orbiter Finance 0xaf88…5832",
        'Base: 2 of 2 sources agree (Wormhole, Stargate)',
      ],
    });
    // The card with the one-character-off contract carries the warning, naming both.
    const summary = summarizeAgreement(agreement.get('Orbiter:USDC')!);
    expect(summary.tone).toBe('conflict');
    expect(summary.headline).toBe("Not Circle's USDC on Arbitrum: Orbiter Finance 0xaf88…5832");
    expect(summary.details).toEqual([
      "Arbitrum: Orbiter Finance 0xaf88…5832; Circle's USDC is 0xaf88…5831",
    ]);
  });

  it('lists the chains when addresses differ on several', () => {
    const agreement = computeAgreement([
      stargate('USDC', 'arbitrum', ARB_USDC),
      orbiter('USDC', 'Arbitrum', FAKE_USDC),
      stargate('USDC', 'base', '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'),
      orbiter('USDC', 'Base', '0xd9aAEc86B65D86f6A7B5B1b0c42FFA531710b6CA'),
    ]);
    expect(summarizeAgreement(agreement.get('Orbiter:USDC')!).headline).toBe(
      "Not Circle's USDC on Arbitrum and Base",
    );
    expect(summarizeAgreement(agreement.get('Stargate:USDC')!).tone).toBe('agree');
  });

  it('names a known bridged contract a source lists under the plain symbol', () => {
    const agreement = computeAgreement([
      wormhole('USDC', 'Arbitrum', ARB_USDC),
      stargate('USDC', 'arbitrum', ARB_USDC),
      orbiter('USDC', 'Arbitrum', '0xFF970A61A04b1cA14834A43f5dE4533eBDDB5CC8'),
      wormhole('USDT', 'Base', '0xfde4C96c8593536E31F229EA8f37b2ADa2699bb2'),
      orbiter('USDT', 'Base', '0x2222222222222222222222222222222222222222'),
    ]);
    expect(summarizeAgreement(agreement.get('Orbiter:USDC')!)).toMatchObject({
      headline: 'Orbiter Finance lists bridged USDC.e 0xFF97…5CC8 as USDC on Arbitrum',
      details: [
        "Arbitrum: Orbiter Finance lists bridged USDC.e 0xFF97…5CC8 as USDC; Circle's USDC is 0xaf88…5831",
      ],
    });
    // Base has no Tether USDT: two different contracts and no evidence, so both sides are named.
    expect(summarizeAgreement(agreement.get('Orbiter:USDT')!).details).toEqual([
      'Base: Wormhole 0xfde4…9bb2 (bridged USDT) vs Orbiter Finance 0x2222…2222',
    ]);
  });

  it('counts the chains where evidence backs a spelling as agreement', () => {
    const backed = [
      { chain: 'avalanche', chainName: 'Avalanche', text: "Same contract as Wormhole's USDT" },
      { chain: 'kava', chainName: 'Kava', text: "Tether's own USDt contract" },
    ];
    expect(summarizeAgreement({ agreeing: [], conflicts: [], confirmed: [] }, backed)).toEqual({
      tone: 'agree',
      headline: 'Contract checked on 2 chains',
      details: ["Avalanche: Same contract as Wormhole's USDT", "Kava: Tether's own USDt contract"],
    });
    expect(
      summarizeAgreement({ agreeing: [], conflicts: [], confirmed: [] }, backed.slice(0, 1))
        .headline,
    ).toBe("Same contract as Wormhole's USDT on Avalanche");
  });

  it('counts chains when sources agree on several', () => {
    const agreement = computeAgreement([
      wormhole('USDT', 'Ethereum', ETH_USDT),
      stargate('USDT', 'ethereum', ETH_USDT),
      wormhole('USDT', 'Optimism', '0x94b008aA00579c1307B0EF2c499aD98a8ce58e58'),
      stargate('USDT', 'optimism', '0x94b008aA00579c1307B0EF2c499aD98a8ce58e58'),
    ]);
    expect(summarizeAgreement(agreement.get('Wormhole:USDT')!).headline).toBe(
      'Sources agree on Ethereum and Optimism (2 of 2)',
    );
  });

  it('has nothing to say when there is no agreement information', () => {
    expect(summarizeAgreement({ agreeing: [], conflicts: [], confirmed: [] })).toEqual({
      tone: 'none',
      headline: '',
      details: [],
    });
  });
});

describe('address agreement on the hand-made source fixtures', () => {
  const tokens = PROTOCOLS.flatMap((protocol): Token[] => {
    const result = SOURCES[protocol].parse(loadFixture(PROTOCOL_SOURCES[protocol].key));
    if (!result.ok) throw new Error(`${protocol} fixture did not parse`);
    return result.tokens;
  });
  const agreement = computeAgreement(tokens);

  it('flags the deliberate fake Orbiter USDC on Arbitrum', () => {
    const conflicts = agreement.get('Orbiter:USDC')?.conflicts ?? [];
    expect(conflicts.map((c) => c.chain)).toEqual(['arbitrum']);
    expect(conflicts[0]?.entries.find((e) => e.protocol === 'Orbiter')?.address).toBe(FAKE_USDC);
  });

  it('accepts Orbiter’s lower-case Ethereum USDC as the same contract', () => {
    const ethereum = agreement.get('Orbiter:USDC')?.agreeing.find((a) => a.chain === 'ethereum');
    // Every protocol's fixture lists Circle's USDC on Ethereum.
    expect(ethereum?.protocols).toEqual([...PROTOCOLS]);
  });
});
