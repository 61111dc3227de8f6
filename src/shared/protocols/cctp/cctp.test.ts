// Circle CCTP, from Circle's own published data: the list the build generates from the pinned
// @circle-fin/bridge-kit chain definitions, the parser on a hand-made payload with hostile rows
// (kept under the one-third rule, so a refresh takes the payload), the adapter's prefilled link
// (Portal Bridge's documented query parameters) and a route that includes CCTP with what arrives.
import * as kitChains from '@circle-fin/bridge-kit/chains';
import { chains as sdkChains, circle } from '@wormhole-foundation/sdk-base';
import { describe, expect, it } from 'vitest';
import { chainDefinitions, generateCctp } from './generator.mjs';
import { resolveChain } from '../../chains';
import { cctp, PORTAL_CCTP_CHAINS, type CctpToken } from './adapter';
import { tooManyDropped } from '../../../../workers/sources';
import { cctpSource } from './source';
import { runSearch } from '../../../../workers/search/search';
import { createTrustNotes } from '../../../../workers/trust/trust-notes';
import { loadFixture } from '../../../../tests/fixtures/sources';
import { catalogsOf, fixtureTokens } from '../../../../tests/unit/workers/catalogs';

function parsed(json: unknown): { tokens: CctpToken[]; skipped: number; reasons: string[] } {
  const result = cctpSource.parse(json);
  if (!result.ok) throw new Error(result.error.message);
  return {
    tokens: result.tokens,
    skipped: result.skipped,
    reasons: result.drops.map((drop) => drop.reason),
  };
}

const mainnets = chainDefinitions(kitChains).filter((chain) => !chain.isTestnet);

describe("CCTP's list generated from @circle-fin/bridge-kit", () => {
  const rows = generateCctp(kitChains).tokens;

  it("lands Circle's USDC on every mainnet chain of the package, and no test network", () => {
    expect(mainnets.length).toBeGreaterThanOrEqual(26);
    const usdc = rows.filter((row) => row.symbol === 'USDC');
    expect(usdc.map((row) => row.chain)).toEqual(mainnets.map((chain) => chain.chain));
    for (const chain of mainnets) {
      const row = usdc.find((r) => r.chain === chain.chain)!;
      expect(row.address, chain.chain).toBe(chain.usdcAddress);
      expect(row.domain, chain.chain).toBe(chain.cctp!.domain);
      expect(row.versions, chain.chain).toEqual(Object.keys(chain.cctp!.contracts ?? {}).sort());
    }
    const testnets = chainDefinitions(kitChains).filter((chain) => chain.isTestnet);
    expect(testnets.length).toBeGreaterThan(0);
    for (const chain of testnets) expect(rows.some((row) => row.chain === chain.chain)).toBe(false);
  });

  it('leaves EURC out: CCTP does not move it (Bridge Kit moves it by CCTPx, Base and Ethereum only)', () => {
    const withEurc = mainnets.filter((chain) => typeof chain.eurcAddress === 'string');
    expect(withEurc.map((chain) => chain.chain)).toEqual(
      expect.arrayContaining(['Ethereum', 'Base', 'Avalanche', 'Solana']),
    );
    expect(rows.filter((row) => row.symbol !== 'USDC')).toEqual([]);
    expect(rows).toHaveLength(mainnets.length);
  });

  it('keeps the facts: 6 decimals, the EVM chain id where there is one, Solana by name', () => {
    for (const row of rows) expect(row.decimals).toBe(6);
    expect(rows.find((row) => row.chain === 'Ethereum' && row.symbol === 'USDC')).toMatchObject({
      name: 'USD Coin',
      chainId: 1,
      domain: 0,
      versions: ['v1', 'v2'],
    });
    const solana = rows.find((row) => row.chain === 'Solana' && row.symbol === 'USDC')!;
    expect(solana).not.toHaveProperty('chainId');
    expect(solana).toMatchObject({ address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v' });
    expect(resolveChain('Solana', 'CCTP').id).toBe('solana');
  });

  it('parses whole with our parser, every chain (and chain id) known to the chain table', () => {
    const generated = generateCctp(kitChains);
    const { tokens, skipped } = parsed(generated);
    expect(skipped).toBe(0);
    expect(tokens).toHaveLength(rows.length);
    const unknown = tokens.filter((token) => !resolveChain(token.chain, 'CCTP').known);
    expect(unknown.map((token) => token.chain)).toEqual([]);
    for (const token of tokens) {
      if (token.chainId === undefined) continue;
      expect(resolveChain(token.chainId, 'CCTP').id, token.chain).toBe(
        resolveChain(token.chain, 'CCTP').id,
      );
    }
    expect(parsed(cctpSource.format(tokens)).tokens).toEqual(tokens);
  });
});

describe('the CCTP parser', () => {
  it('keeps the clean rows of the hand-made payload, trimmed and typed', () => {
    const { tokens } = parsed(loadFixture('cctp'));
    expect(tokens).toHaveLength(11);
    expect(tokens.filter((t) => t.symbol === 'USDC').map((t) => t.chain)).toEqual([
      'Ethereum',
      'Avalanche',
      'Optimism',
      'Arbitrum',
      'Solana',
      'Base',
      'Polygon',
      'World_Chain',
      'Codex',
    ]);
    const polygon = tokens.find((t) => t.chain === 'Polygon')!;
    expect(polygon).toMatchObject({
      address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359',
      chainId: '137',
      versions: ['v1', 'v2'],
    });
    expect(tokens.find((t) => t.chain === 'Optimism')).toMatchObject({
      decimals: 6,
      chainId: '10',
    });
    // A domain that is not a number and versions that are not a list are left out, not the row.
    const world = tokens.find((t) => t.chain === 'World_Chain')!;
    expect(world.domain).toBeUndefined();
    expect(world.versions).toEqual([]);
    expect(tokens.find((t) => t.chain === 'Solana')?.chainId).toBeUndefined();
    expect(tokens.filter((t) => t.symbol === 'EURC').map((t) => t.chain)).toEqual([
      'Ethereum',
      'Base',
    ]);
  });

  it('drops each hostile row with its reason, and stays under the one-third rule', () => {
    const { tokens, skipped, reasons } = parsed(loadFixture('cctp'));
    expect(skipped).toBe(5);
    expect(reasons).toEqual([
      'markup',
      'missing address',
      'impossible decimals',
      'not an object',
      'missing chain',
    ]);
    expect(tooManyDropped(tokens.length, skipped)).toBe(false);
    expect(JSON.stringify(tokens)).not.toMatch(/[<>]/);
  });

  it('refuses a payload of the wrong shape with a shape error', () => {
    for (const json of [null, 42, 'tokens', { rows: [] }]) {
      const result = cctpSource.parse(json);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toMatchObject({ code: 'shape' });
    }
  });

  it('writes tokens back in its own format: parse(format(tokens)) gives the same tokens', () => {
    const { tokens } = parsed(loadFixture('cctp'));
    expect(parsed(cctpSource.format(tokens)).tokens).toEqual(tokens);
  });
});

describe("CCTP's bridge link (Portal Bridge's documented prefill)", () => {
  const tokens = parsed(loadFixture('cctp')).tokens;
  const usdc = tokens.find((t) => t.symbol === 'USDC' && t.chain === 'Ethereum')!;
  const eurc = tokens.find((t) => t.symbol === 'EURC' && t.chain === 'Ethereum')!;
  const route = (departure?: string, destination?: string) => ({
    site: 'https://portalbridge.com/',
    departure,
    departureContract: undefined,
    destination,
  });

  it('prefills both chains and USDC at both ends', () => {
    expect(cctp.deepLink(usdc, route('Ethereum', 'Base'))).toBe(
      'https://portalbridge.com/?sourceChain=ethereum&targetChain=base&asset=USDC&targetAsset=USDC',
    );
    expect(cctp.deepLink(usdc, route('World_Chain', 'Solana'))).toBe(
      'https://portalbridge.com/?sourceChain=worldchain&targetChain=solana&asset=USDC&targetAsset=USDC',
    );
  });

  it('prefills the departure alone when no destination is chosen, and nothing without one', () => {
    expect(cctp.deepLink(usdc, route('Arbitrum'))).toBe(
      'https://portalbridge.com/?sourceChain=arbitrum&asset=USDC',
    );
    expect(cctp.deepLink(usdc, route(' '))).toBeUndefined();
  });

  it("opens the plain page for a chain Portal's CCTP route does not reach, and for EURC", () => {
    expect(cctp.deepLink(usdc, route('Codex', 'Base'))).toBeUndefined();
    expect(cctp.deepLink(usdc, route('Ethereum', 'XDC'))).toBeUndefined();
    expect(cctp.deepLink(eurc, route('Ethereum', 'Base'))).toBeUndefined();
  });

  it("Portal's chains are those whose USDC contract both Bridge Kit and Wormhole's SDK list", () => {
    // Joined by the contract itself, not by spelling: Wormhole's CCTP route moves USDC on the
    // chains whose Circle USDC its SDK lists.
    const expected: Record<string, string> = {};
    for (const chain of mainnets) {
      const named = circleChainWith(String(chain.usdcAddress).toLowerCase());
      if (named !== undefined) expected[chain.chain] = named.toLowerCase();
    }
    expect(PORTAL_CCTP_CHAINS).toEqual(expected);
  });
});

/** The Wormhole SDK's mainnet chain whose Circle USDC contract is `address`, if any. */
function circleChainWith(address: string): string | undefined {
  // HyperCore is no EVM chain: the SDK reuses Arbitrum's address for it.
  return sdkChains.find((chain) => {
    if (chain === 'HyperCore') return false;
    const listed: unknown = circle.usdcContract.get('Mainnet', chain);
    return typeof listed === 'string' && listed.toLowerCase() === address;
  });
}

describe('a route with CCTP', () => {
  const catalogs = catalogsOf(fixtureTokens());
  const notes = createTrustNotes(catalogs);
  const request = { query: 'usdc', fromChain: 'ethereum', toChain: 'base' };

  it("usdc from Ethereum to Base includes CCTP, delivering Circle's own USDC", () => {
    const { options } = runSearch(catalogs, request);
    const option = options.find((o) => o.id === 'CCTP:USDC');
    expect(option).toBeDefined();
    expect(option!.availableChains).toEqual(expect.arrayContaining(['Ethereum', 'Base']));
    const note = notes.annotateRoute(options, 'ethereum', 'base')['CCTP:USDC'];
    expect(note?.arrival).toBe("You receive Circle's USDC on Base (0x8335…2913).");
  });

  it("marks every chain Circle's own, naming Circle's list and its version once", () => {
    const { options } = runSearch(catalogs, { query: 'usdc' });
    const note = notes.annotate(options)['CCTP:USDC'];
    const marks = note?.chainMarks ?? [];
    expect(marks.length).toBe(9);
    for (const mark of marks) {
      expect(mark.kind, mark.chain).toBe('official');
      expect(mark.name, mark.chain).toBe("Circle's USDC");
    }
    const source = (chain: string) => marks.find((mark) => mark.chain === chain)?.source;
    // Codex is in Circle's Bridge Kit alone; World Chain in it and in the Wormhole SDK: one source.
    expect(source('Codex')).toMatch(/^Circle's list in Bridge Kit \d+\.\d+\.\d+$/);
    expect(source('World Chain')).toBe(source('Codex'));
  });
});
