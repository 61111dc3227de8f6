// Across, from its own published data: the list the build generates from the pinned
// @across-protocol/constants, the parser on a hand-made payload with hostile rows (kept under the
// one-third rule, so a refresh takes the payload), the adapter's prefilled link (Across's Direct
// Route Linking) and a route that includes Across with what arrives.
import * as constants from '@across-protocol/constants';
import { describe, expect, it } from 'vitest';
import { generateAcross } from './generator.mjs';
import { resolveChain } from '../../chains';
import { across, type AcrossToken } from './adapter';
import { tooManyDropped } from '../../../../workers/sources';
import { acrossSource } from './source';
import { runSearch } from '../../../../workers/search/search';
import { createTrustNotes } from '../../../../workers/trust/trust-notes';
import { loadFixture } from '../../../../tests/fixtures/sources';
import { catalogsOf, fixtureTokens } from '../../../../tests/unit/workers/catalogs';

const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';

function parsed(json: unknown): { tokens: AcrossToken[]; skipped: number; reasons: string[] } {
  const result = acrossSource.parse(json);
  if (!result.ok) throw new Error(result.error.message);
  return {
    tokens: result.tokens,
    skipped: result.skipped,
    reasons: result.drops.map((drop) => drop.reason),
  };
}

describe("Across's list generated from @across-protocol/constants", () => {
  const generated = generateAcross(constants);
  const rows = generated.tokens;

  it('lands every token of the package on every production network it lists, and nothing else', () => {
    const expected = Object.entries(constants.TOKEN_SYMBOLS_MAP).flatMap(([key, token]) =>
      Object.keys(token.addresses)
        .filter((chainId) => Object.hasOwn(constants.PRODUCTION_NETWORKS, chainId))
        .map((chainId) => `${key}@${chainId}`),
    );
    expect(rows.map((row) => `${row.key}@${row.chainId}`)).toEqual(expected);
    const keys = new Set(rows.map((row) => row.key));
    for (const [key, token] of Object.entries(constants.TOKEN_SYMBOLS_MAP)) {
      const onMainnets = Object.keys(token.addresses).some((id) =>
        Object.hasOwn(constants.PRODUCTION_NETWORKS, id),
      );
      expect(keys.has(key), key).toBe(onMainnets);
    }
    // Test networks stay out (Base Sepolia's USDbC, for one).
    expect(rows.some((row) => row.chainId === '84532')).toBe(false);
  });

  it('keeps the facts: decimals, names and addresses as the package gives them', () => {
    for (const row of rows) {
      const token =
        constants.TOKEN_SYMBOLS_MAP[row.key as keyof typeof constants.TOKEN_SYMBOLS_MAP];
      expect(row.decimals).toBe(token.decimals);
      expect(row.name).toBe(token.name);
      const address = (token.addresses as Record<string, string>)[row.chainId];
      expect([address, NATIVE]).toContain(row.address);
    }
  });

  it('keeps USDC, USDC.e and USDbC apart, each at its own contract', () => {
    const on = (key: string, chainId: string) =>
      rows.find((row) => row.key === key && row.chainId === chainId);
    expect(on('USDC', '42161')).toMatchObject({
      symbol: 'USDC',
      name: 'USD Coin',
      address: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
    });
    expect(on('USDC.e', '42161')).toMatchObject({
      symbol: 'USDC.e',
      name: 'USD Coin (bridged)',
      address: '0xFF970A61A04b1cA14834A43f5dE4533eBDDB5CC8',
    });
    expect(on('USDbC', '8453')).toMatchObject({
      symbol: 'USDbC',
      address: '0xd9aAEc86B65D86f6A7B5B1b0c42FFA531710b6CA',
    });
  });

  it("writes a chain's own ETH as the native coin, not as WETH's contract", () => {
    const eth = rows.find((row) => row.key === 'ETH' && row.chainId === '1');
    const weth = rows.find((row) => row.key === 'WETH' && row.chainId === '1');
    expect(eth?.address).toBe(NATIVE);
    expect(weth?.address).toBe('0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2');
    // On BNB Chain, ETH is a token of its own (Binance-Peg ETH), not the gas coin.
    expect(rows.find((row) => row.key === 'ETH' && row.chainId === '56')?.address).not.toBe(NATIVE);
  });

  it("names the asset a token is one form of, as the package's remapping counts them", () => {
    const assetOf = (key: string) =>
      new Set(rows.filter((row) => row.key === key).map((row) => row.asset));
    for (const key of ['USDC', 'USDC.e', 'USDbC', 'USDzC', 'USDC-BNB'])
      expect(assetOf(key), key).toEqual(new Set(['USDC']));
    expect(assetOf('USDT-BNB')).toEqual(new Set(['USDT']));
    expect(assetOf('USDT')).toEqual(new Set(['USDT']));
    expect(assetOf('USDB')).toEqual(new Set(['DAI']));
    // A coin and its wrapped token stay apart (ETH is the coin, WETH a contract), and a token
    // the registry counts as no other has no asset.
    for (const key of ['ETH', 'WETH', 'BNB', 'WBNB', 'ACX'])
      expect(assetOf(key), key).toEqual(new Set([undefined]));
    // Every pair of the remapping whose tokens both land, but a coin's, is there.
    const remapping = constants.TOKEN_EQUIVALENCE_REMAPPING as Record<string, string>;
    const keys = new Set(rows.map((row) => row.key));
    for (const [key, asset] of Object.entries(remapping)) {
      if (asset === `W${key}` || !keys.has(key) || !keys.has(asset)) continue;
      expect(assetOf(key), key).toEqual(new Set([asset]));
    }
  });

  it("lists every form of an asset on Ethereum at the asset's own contract there", () => {
    const address = (key: string) =>
      rows.find((row) => row.key === key && row.chainId === '1')?.address.toLowerCase();
    const forms = rows.filter((row) => row.chainId === '1' && row.asset && row.asset !== row.key);
    expect(forms.map((row) => row.key)).toEqual(expect.arrayContaining(['USDC.e', 'USDbC']));
    for (const row of forms) expect(row.address.toLowerCase(), row.key).toBe(address(row.asset!));
  });

  it('parses whole with our parser, every chain known to the chain table or its overrides', () => {
    const { tokens, skipped } = parsed(generated);
    expect(skipped).toBe(0);
    expect(tokens).toHaveLength(rows.length);
    const unknown = tokens.filter((token) => !resolveChain(token.chainId, 'Across').known);
    expect(unknown.map((token) => token.chainId)).toEqual([]);
  });
});

describe('the Across parser', () => {
  it('keeps the clean rows of the hand-made payload, trimmed and typed', () => {
    const { tokens } = parsed(loadFixture('across'));
    expect(tokens).toHaveLength(15);
    expect(tokens.filter((t) => t.symbol === 'USDC').map((t) => t.chainId)).toEqual([
      '1',
      '10',
      '137',
      '8453',
      '42161',
      '59144',
    ]);
    expect(tokens.find((t) => t.chainId === '137' && t.symbol === 'USDC')?.decimals).toBe(6);
    expect(tokens.find((t) => t.symbol === 'WBTC')?.key).toBe('WBTC');
    expect(tokens.map((t) => t.symbol)).toEqual(expect.arrayContaining(['USDC.e', 'USDbC']));
  });

  it('drops each hostile row with its reason, and stays under the one-third rule', () => {
    const { tokens, skipped, reasons } = parsed(loadFixture('across'));
    expect(skipped).toBe(6);
    expect(reasons).toEqual([
      'markup',
      'markup',
      'missing address',
      'impossible decimals',
      'not an object',
      'missing chain',
    ]);
    // More than a third of rows dropped would make a refresh refuse the whole payload.
    expect(tooManyDropped(tokens.length, skipped)).toBe(false);
    expect(JSON.stringify(tokens)).not.toMatch(/[<>]/);
  });

  it('refuses a payload of the wrong shape with a shape error', () => {
    for (const json of [null, 42, 'tokens', { rows: [] }]) {
      const result = acrossSource.parse(json);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error).toMatchObject({ code: 'shape' });
    }
  });

  it('writes tokens back in its own format: parse(format(tokens)) gives the same tokens', () => {
    const { tokens } = parsed(loadFixture('across'));
    expect(parsed(acrossSource.format(tokens)).tokens).toEqual(tokens);
    const generated = parsed(generateAcross(constants)).tokens;
    expect(generated.find((t) => t.key === 'USDC.e')?.asset).toBe('USDC');
    expect(parsed(acrossSource.format(generated)).tokens).toEqual(generated);
  });

  it('reads the asset a row names, and drops a row whose asset is markup', () => {
    const row = {
      key: 'USDC.e',
      symbol: 'USDC.e',
      decimals: 6,
      chainId: 324,
      address: '0x3355df6D4c9C3035724Fd0e3914dE96A5a83aaf4',
    };
    const clean = { ...row, asset: 'USDC' };
    expect(parsed({ tokens: [clean, row] }).tokens.map((t) => t.asset)).toEqual([
      'USDC',
      undefined,
    ]);
    const hostile = { ...row, asset: '<img src=x onerror=alert(1)>' };
    expect(parsed({ tokens: [clean, clean, hostile] }).reasons).toEqual(['markup']);
  });
});

describe("Across's bridge link (Direct Route Linking)", () => {
  const usdc = parsed(loadFixture('across')).tokens.find(
    (t) => t.symbol === 'USDC' && t.chainId === '1',
  )!;
  const route = (departure?: string, destination?: string) => ({
    site: 'https://app.across.to/',
    departure,
    departureContract: undefined,
    destination,
  });

  it('prefills both chains by id and the token that leaves and arrives by symbol', () => {
    expect(across.deepLink(usdc, route('1', '42161'))).toBe(
      'https://app.across.to/bridge-and-swap?from=1&to=42161&inputToken=USDC&outputToken=USDC',
    );
  });

  it('prefills the departure alone when no destination is chosen, and nothing without one', () => {
    expect(across.deepLink(usdc, route('8453'))).toBe(
      'https://app.across.to/bridge-and-swap?from=8453&inputToken=USDC',
    );
    expect(across.deepLink(usdc, route(' '))).toBeUndefined();
  });

  it('names what arrives as another form of the asset when the route arrives as one', () => {
    const bridged = { ...usdc, key: 'USDC.e', symbol: 'USDC.e', chainId: '324' };
    expect(across.deepLink(bridged, { ...route('324', '8453'), arrivingSymbol: 'USDC' })).toBe(
      'https://app.across.to/bridge-and-swap?from=324&to=8453&inputToken=USDC.e&outputToken=USDC',
    );
  });

  it('names a form of an asset on Ethereum by the asset: there it is the asset itself', () => {
    // Across's registry lists USDC.e, USDbC and USDzC on Ethereum at Circle's USDC contract (the
    // hub's token for all three), which Across's route list names USDC there: a transfer leaves
    // Ethereum as USDC and arrives on Arbitrum as USDC.e.
    const usdcE = {
      ...usdc,
      key: 'USDC.e',
      symbol: 'USDC.e',
      name: 'USD Coin (bridged)',
      asset: 'USDC',
    };
    expect(across.deepLink(usdcE, route('1', '42161'))).toBe(
      'https://app.across.to/bridge-and-swap?from=1&to=42161&inputToken=USDC&outputToken=USDC.e',
    );
    expect(across.deepLink(usdcE, route('10', '1'))).toBe(
      'https://app.across.to/bridge-and-swap?from=10&to=1&inputToken=USDC.e&outputToken=USDC',
    );
    // A token the registry counts as no other asset keeps its symbol on Ethereum.
    const weth = { ...usdc, key: 'WETH', symbol: 'WETH' };
    expect(across.deepLink(weth, route('1', '10'))).toBe(
      'https://app.across.to/bridge-and-swap?from=1&to=10&inputToken=WETH&outputToken=WETH',
    );
  });

  it('encodes every value: a hostile symbol cannot add a parameter', () => {
    const odd = { ...usdc, symbol: 'A&to=666' };
    const link = new URL(across.deepLink(odd, route('1', '10'))!);
    expect(link.searchParams.get('to')).toBe('10');
    expect(link.searchParams.get('inputToken')).toBe('A&to=666');
  });
});

describe('a route with Across', () => {
  const catalogs = catalogsOf(fixtureTokens());
  const notes = createTrustNotes(catalogs);
  const request = { query: 'usdc', fromChain: 'ethereum', toChain: 'arbitrum' };

  it('usdc from Ethereum to Arbitrum includes Across, with what arrives', () => {
    const { options } = runSearch(catalogs, request);
    const option = options.find((o) => o.id === 'Across:USDC');
    expect(option).toBeDefined();
    expect(option!.availableChains).toEqual(expect.arrayContaining(['1', '42161']));
    const note = notes.annotateRoute(options, 'ethereum', 'arbitrum')['Across:USDC'];
    expect(note?.arrival).toBe("You receive Circle's USDC on Arbitrum (0xaf88…5831).");
  });
});
