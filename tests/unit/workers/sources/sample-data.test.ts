import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { datasetFile } from '../../../../scripts/lib/protocol-files.mjs';
import { resolveChain } from '../../../../src/shared/chains';
import { PROTOCOL_SOURCES } from '../../../../src/shared/protocol-registry.mjs';
import { PROTOCOLS, type Protocol, type Token } from '../../../../src/shared/tokens';
import { tokenAddress, tokenChain } from '../../../../src/shared/protocols/token-facts';
import { adapterOf } from '../../../../src/shared/protocols';
import { SOURCES } from '../../../../workers/sources';
import { chainIdentifiersOf } from '../../../fixtures/protocols';

// The offline demo dataset served by `npm start` (each protocol's sample-data.json): it must be
// clean, real-looking data.
function loadSample(protocol: Protocol): unknown {
  const file = datasetFile('sample-data', `${PROTOCOL_SOURCES[protocol].key}.json`);
  if (!file) throw new Error(`${protocol} has no sample data`);
  return JSON.parse(readFileSync(file, 'utf8')) as unknown;
}

function parseSample(protocol: Protocol): Token[] {
  const result = SOURCES[protocol].parse(loadSample(protocol));
  if (!result.ok) throw new Error(result.error.detail);
  expect(result.skipped).toBe(0);
  return result.tokens;
}

describe.each(PROTOCOLS)('the %s demo dataset', (protocol) => {
  it('parses with no skipped entries and at least twenty tokens', () => {
    // Twenty, not thirty: a protocol's whole list may be that short (Circle's CCTP moves one
    // token, USDC, on each of its 26 chains).
    expect(parseSample(protocol).length).toBeGreaterThanOrEqual(20);
  });

  it('has USDC on at least five chains', () => {
    // Counting the forms the protocol's own data names as USDC's asset: a rollup's bridge delivers
    // Ethereum's USDC as its bridged form (USDbC on Base, USDC.e on OP Mainnet), never as 'USDC'.
    const tokens = parseSample(protocol);
    const assetOf = (t: Token) => adapterOf(t).assetOf?.(t);
    const usdcAssets = new Set(tokens.filter((t) => t.symbol === 'USDC').map(assetOf));
    usdcAssets.delete(undefined);
    const chains = new Set(
      tokens.filter((t) => t.symbol === 'USDC' || usdcAssets.has(assetOf(t))).map(tokenChain),
    );
    expect(chains.size).toBeGreaterThanOrEqual(5);
  });

  it('names only chains the chain table or the protocol registry knows', () => {
    // Every chain a token names (its own, its other deployments', where it comes from, a chain
    // id): an id that resolves through neither src/shared/chains.ts nor the registry entry's
    // chainOverrides would show as an unknown chain.
    const unknown = parseSample(protocol)
      .flatMap(chainIdentifiersOf)
      .filter((raw) => !resolveChain(raw, protocol).known);
    expect([...new Set(unknown)]).toEqual([]);
  });

  it('contains no markup-like strings and no duplicate (chain, address) rows', () => {
    const raw = JSON.stringify(loadSample(protocol));
    expect(raw).not.toMatch(/[<>]/);
    expect(raw).not.toMatch(/javascript:/i);
    const tokens = parseSample(protocol).filter((t) => tokenAddress(t) !== '');
    // Wormhole gas tokens share their chain with the wrapped form; Orbiter natives use the zero address per chain.
    const keys = tokens.map((t) => `${tokenChain(t)}|${tokenAddress(t).toLowerCase()}|${t.symbol}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
