// The OP Stack Standard Bridge, from the Superchain Token List: the list the build generates from
// the pinned @eth-optimism/tokenlist, the parser on a hand-made payload with hostile rows (kept
// under the one-third rule), the adapter's prefilled link (Superbridge's chain ids), and routes:
// between Ethereum and a rollup it is listed with what arrives, between two rollups it is not.
import tokenList from '@eth-optimism/tokenlist';
import { describe, expect, it } from 'vitest';
import { generateOpStack, TEST_NETWORKS } from './generator.mjs';
import { resolveChain } from '../../chains';
import { hubAllows } from '../../protocols/adapter';
import { opStack, type OpStackToken } from './adapter';
import { tooManyDropped } from '../../../../workers/sources';
import { opStackSource } from './source';
import { runSearch } from '../../../../workers/search/search';
import { ASSET_FACTS } from '../../../../workers/trust/assets';
import { createTrustNotes } from '../../../../workers/trust/trust-notes';
import { loadFixture } from '../../../../tests/fixtures/sources';
import { catalogsOf, fixtureTokens } from '../../../../tests/unit/workers/catalogs';

const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';
const CIRCLE_USDC_ETHEREUM = '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48';

function parsed(json: unknown): { tokens: OpStackToken[]; skipped: number; reasons: string[] } {
  const result = opStackSource.parse(json);
  if (!result.ok) throw new Error(result.error.message);
  return {
    tokens: result.tokens,
    skipped: result.skipped,
    reasons: result.drops.map((drop) => drop.reason),
  };
}

type ListToken = (typeof tokenList.tokens)[number];
const extensionsOf = (token: ListToken) => (token.extensions ?? {}) as Record<string, unknown>;

describe('the Standard Bridge list generated from @eth-optimism/tokenlist', () => {
  const generated = generateOpStack(tokenList);
  const rows = generated.tokens;
  const on = (opTokenId: string, chainId: string) =>
    rows.filter((row) => row.opTokenId === opTokenId && row.chainId === chainId);

  it('lands every Ethereum token a bridge carries with its counterpart on that chain, and nothing else', () => {
    // The chains the list's bridge prefixes name, read from the rollups' own rows.
    const prefixChain = new Map<string, number>();
    for (const token of tokenList.tokens) {
      if (token.chainId === 1 || TEST_NETWORKS.has(token.chainId)) continue;
      for (const name of Object.keys(extensionsOf(token)))
        if (name.endsWith('BridgeAddress')) prefixChain.set(name.slice(0, -13), token.chainId);
    }
    const expected = new Set<string>();
    for (const token of tokenList.tokens) {
      const id = extensionsOf(token).opTokenId;
      if (token.chainId !== 1 || id === 'ETH' || typeof id !== 'string') continue;
      for (const name of Object.keys(extensionsOf(token))) {
        const chainId = prefixChain.get(name.slice(0, -13));
        if (!name.endsWith('BridgeAddress') || chainId === undefined) continue;
        const counterpart = tokenList.tokens.find(
          (other) => other.chainId === chainId && extensionsOf(other).opTokenId === id,
        );
        if (!counterpart) continue;
        expected.add(`${id}@1@${token.address.toLowerCase()}`);
        expected.add(`${id}@${chainId}@${counterpart.address.toLowerCase()}`);
      }
    }
    const landed = new Set(
      rows
        .filter((row) => row.opTokenId !== 'ETH')
        .map((row) => `${row.opTokenId}@${row.chainId}@${row.address.toLowerCase()}`),
    );
    expect([...landed].sort()).toEqual([...expected].sort());
    expect(rows.length).toBeGreaterThan(500);
  });

  it('leaves out test networks and tokens no bridge carries', () => {
    for (const chainId of TEST_NETWORKS)
      expect(rows.some((row) => row.chainId === String(chainId))).toBe(false);
    // Circle's own USDC on Base (opTokenId USDC) is minted by CCTP, not carried by this bridge.
    expect(on('USDC', '8453')).toEqual([]);
    expect(rows.filter((row) => row.chainId === '1' && row.symbol === 'USDC')).toHaveLength(1);
  });

  it("carries Ethereum's USDC as the list's bridged forms: USDbC on Base, USDC.e on OP Mainnet", () => {
    expect(on('BridgedUSDC', '1')).toEqual([
      expect.objectContaining({ symbol: 'USDC', address: CIRCLE_USDC_ETHEREUM, decimals: 6 }),
    ]);
    expect(on('BridgedUSDC', '8453')).toEqual([
      expect.objectContaining({
        symbol: 'USDbC',
        address: '0xd9aAEc86B65D86f6A7B5B1b0c42FFA531710b6CA',
      }),
    ]);
    expect(on('BridgedUSDC', '10')[0]?.symbol).toBe('USDC.e');
  });

  it('writes ETH as the native coin on Ethereum and on each chain whose bridge the list proves, Celo aside', () => {
    const ethChains = rows.filter((row) => row.opTokenId === 'ETH').map((row) => row.chainId);
    expect(ethChains).toEqual(
      expect.arrayContaining(['1', '10', '8453', '130', '34443', '1135', '1868', '480', '57073']),
    );
    // Celo pays its fees in CELO: ETH is not its coin.
    expect(ethChains).not.toContain('42220');
    for (const row of rows.filter((r) => r.opTokenId === 'ETH')) expect(row.address).toBe(NATIVE);
  });

  it('parses whole with our parser, every chain known to the chain table', () => {
    const { tokens, skipped } = parsed(generated);
    expect(skipped).toBe(0);
    expect(tokens).toHaveLength(rows.length);
    const unknown = tokens.filter((token) => !resolveChain(token.chainId, 'OPStack').known);
    expect(unknown.map((token) => token.chainId)).toEqual([]);
  });
});

describe('the Standard Bridge parser', () => {
  it('keeps the clean rows of the hand-made payload, trimmed and typed', () => {
    const { tokens } = parsed(loadFixture('opstack'));
    expect(tokens).toHaveLength(15);
    expect(tokens.filter((t) => t.symbol === 'ETH').map((t) => t.chainId)).toEqual([
      '1',
      '10',
      '8453',
      '130',
      '57073',
    ]);
    const usdt = tokens.find((t) => t.symbol === 'USDT' && t.chainId === '1');
    expect(usdt).toMatchObject({ decimals: 6, opTokenId: 'USDT' });
    const usdc = tokens.find((t) => t.symbol === 'USDC');
    expect(usdc?.address.toLowerCase()).toBe(CIRCLE_USDC_ETHEREUM);
    expect(usdc?.chainId).toBe('1');
  });

  it('drops each hostile row with its reason, and stays under the one-third rule', () => {
    const { tokens, skipped, reasons } = parsed(loadFixture('opstack'));
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
      const result = opStackSource.parse(json);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toMatchObject({ code: 'shape' });
    }
  });

  it('writes tokens back in its own format: parse(format(tokens)) gives the same tokens', () => {
    const { tokens } = parsed(loadFixture('opstack'));
    expect(parsed(opStackSource.format(tokens)).tokens).toEqual(tokens);
    const generated = parsed(generateOpStack(tokenList)).tokens;
    expect(parsed(opStackSource.format(generated)).tokens).toEqual(generated);
  });
});

describe("the Standard Bridge's link (Superbridge, prefilled by chain ids)", () => {
  const eth = parsed(loadFixture('opstack')).tokens.find((t) => t.symbol === 'ETH')!;
  const route = (departure?: string, destination?: string) => ({
    site: 'https://superbridge.app/',
    departure,
    departureContract: undefined,
    destination,
  });

  it('prefills both chains by id, as Base documents the link', () => {
    expect(opStack.deepLink(eth, route('1', '8453'))).toBe(
      'https://superbridge.app/?fromChainId=1&toChainId=8453',
    );
    expect(opStack.deepLink(eth, route('10', '1'))).toBe(
      'https://superbridge.app/?fromChainId=10&toChainId=1',
    );
  });

  it('sends a rollup to Ethereum when no destination is chosen, and Ethereum nowhere in particular', () => {
    expect(opStack.deepLink(eth, route('8453'))).toBe(
      'https://superbridge.app/?fromChainId=8453&toChainId=1',
    );
    expect(opStack.deepLink(eth, route('1'))).toBe('https://superbridge.app/?fromChainId=1');
    expect(opStack.deepLink(eth, route(' '))).toBeUndefined();
  });

  it('makes no link between two rollups: the bridge never joins them', () => {
    expect(opStack.deepLink(eth, route('8453', '10'))).toBeUndefined();
  });

  it('encodes every value: a hostile chain cannot add a parameter', () => {
    const link = new URL(opStack.deepLink(eth, route('1', '10&fromChainId=666'))!);
    expect(link.searchParams.getAll('fromChainId')).toEqual(['1']);
  });
});

describe('a route hub', () => {
  it('allows a route only with the hub at one end, once both ends are chosen', () => {
    expect(hubAllows('ethereum', 'ethereum', 'base')).toBe(true);
    expect(hubAllows('ethereum', 'base', 'ethereum')).toBe(true);
    expect(hubAllows('ethereum', 'base', 'optimism')).toBe(false);
    expect(hubAllows('ethereum', 'base', undefined)).toBe(true);
    expect(hubAllows(undefined, 'base', 'optimism')).toBe(true);
  });
});

describe('routes with the Standard Bridge', () => {
  const catalogs = catalogsOf(fixtureTokens());
  const notes = createTrustNotes(catalogs);
  const listed = (fromChain: string, toChain: string, query = '') =>
    runSearch(catalogs, { query, fromChain, toChain }, ASSET_FACTS).options.filter(
      (option) => option.protocol === 'OPStack',
    );
  const arrival = (fromChain: string, toChain: string, id: string, query = '') => {
    const { options } = runSearch(catalogs, { query, fromChain, toChain }, ASSET_FACTS);
    return notes.annotateRoute(options, fromChain, toChain)[id]?.arrival;
  };

  it('ETH from Ethereum to Base and to OP Mainnet arrives as ETH, the native coin', () => {
    for (const [toChain, name] of [
      ['base', 'Base'],
      ['optimism', 'Optimism'],
    ] as const) {
      expect(listed('ethereum', toChain).map((option) => option.id)).toContain('OPStack:ETH');
      expect(arrival('ethereum', toChain, 'OPStack:ETH')).toBe(
        `You receive ETH, the native coin of ${name}.`,
      );
    }
  });

  it('USDT from Ethereum to OP Mainnet and DAI from Ethereum to Base arrive as the listed tokens', () => {
    expect(listed('ethereum', 'optimism', 'usdt').map((o) => o.id)).toContain('OPStack:USDT');
    expect(arrival('ethereum', 'optimism', 'OPStack:USDT', 'usdt')).toBe(
      'You receive bridged USDT on Optimism (0x94b0…8e58).',
    );
    expect(listed('ethereum', 'base', 'dai').map((o) => o.id)).toContain('OPStack:DAI');
    // The Superchain Token List names Base's DAI the Base Standard Bridge's copy.
    expect(arrival('ethereum', 'base', 'OPStack:DAI', 'dai')).toBe(
      'You receive bridged DAI on Base (0x50c5…B0Cb).',
    );
  });

  it("USDC from Ethereum to Base arrives as the list's USDbC", () => {
    const option = listed('ethereum', 'base', 'usdc').find((o) => o.token.symbol === 'USDC');
    expect(option?.joined?.symbols).toEqual(['USDC', 'USDbC']);
    expect(arrival('ethereum', 'base', option!.id, 'usdc')).toBe(
      'You receive bridged USDbC on Base (0xd9aA…b6CA).',
    );
  });

  it('lists nothing from Base to OP Mainnet, where every other protocol may', () => {
    expect(listed('base', 'optimism')).toEqual([]);
    expect(listed('base', 'optimism', 'eth')).toEqual([]);
    expect(listed('base', 'optimism', 'usdc')).toEqual([]);
    // The same tokens make the route back to Ethereum.
    expect(listed('base', 'ethereum', 'eth').map((o) => o.id)).toContain('OPStack:ETH');
  });
});
