import { describe, expect, test } from 'vitest';
import { createCatalog } from '../../../../workers/search/catalog';
import { runSearch } from '../../../../workers/search/search';
import { catalogsOf, fixtureTokens } from '../catalogs';
import { orbiter, stargate, wormhole } from './tokens';

const catalogs = catalogsOf(fixtureTokens());
const ids = (query: Parameters<typeof runSearch>[1]) => runSearch(catalogs, query).options.map((o) => o.id);

describe('runSearch over the fixtures', () => {
  test('finds a symbol in all three protocols, exact matches first in protocol order', () => {
    const result = ids({ query: 'usdc' });
    expect(result.slice(0, 3)).toEqual(['Wormhole:USDC', 'Stargate:USDC', 'Orbiter:USDC']);
    expect(result).toContain('Stargate:USDC.e');
  });

  test('trims the query and ignores case', () => {
    expect(ids({ query: '  UsDc  ' })).toEqual(ids({ query: 'usdc' }));
  });

  test('answers an empty or blank query with no options instead of throwing', () => {
    expect(runSearch(catalogs, { query: '   ' })).toEqual({ options: [], total: 0, matchedByAddress: false });
    expect(runSearch(catalogs, { query: undefined as unknown as string }).total).toBe(0);
  });

  test('restricts the answer to the chosen protocol', () => {
    const result = ids({ query: 'usd', protocol: 'Orbiter' });
    expect(result.length).toBeGreaterThan(0);
    expect(result.every((id) => id.startsWith('Orbiter:'))).toBe(true);
  });

  test('matches an unknown protocol to nothing', () => {
    expect(ids({ query: 'usdc', protocol: 'Hop' as never })).toEqual([]);
  });

  test('never matches a Stargate token that is not bridgeable', () => {
    // USCD (a typo trap) and PEPE exist in the Stargate fixture only with isBridgeable false.
    expect(ids({ query: 'uscd', protocol: 'Stargate' })).toEqual([]);
    expect(ids({ query: 'pepe', protocol: 'Stargate' })).toEqual([]);
  });

  test('matches Wormhole on key, Stargate on name and Orbiter on coinKey', () => {
    const tokens = {
      Wormhole: [wormhole('WETH', 'Ethereum', '0x1', { key: 'WETHeth' })],
      Stargate: [stargate('STG', 'ethereum', '0x2', { name: 'StargateToken' })],
      Orbiter: [orbiter('ETH', 'Ethereum', '0x3', { coinKey: 'ETHER-COIN' })],
    };
    const small = catalogsOf(tokens);
    expect(runSearch(small, { query: 'etheth' }).options.map((o) => o.id)).toEqual(['Wormhole:WETH']);
    expect(runSearch(small, { query: 'gatetok' }).options.map((o) => o.id)).toEqual(['Stargate:STG']);
    expect(runSearch(small, { query: 'r-co' }).options.map((o) => o.id)).toEqual(['Orbiter:ETH']);
  });

  test('keeps only options on the From chain, and on both chains of a route', () => {
    const fromEthereum = runSearch(catalogs, { query: 'usd', fromChain: 'ethereum' }).options;
    expect(fromEthereum.length).toBeGreaterThan(0);
    const route = runSearch(catalogs, { query: 'usd', fromChain: 'ethereum', toChain: 'sonic' }).options.map((o) => o.id);
    // Only the Stargate USDC fixture reaches Sonic.
    expect(route).toEqual(['Stargate:USDC']);
    const unfiltered = ids({ query: 'usd' });
    expect(fromEthereum.length).toBeLessThan(unfiltered.length);
  });

  test('compares chains canonically across sources (Wormhole Bsc, Stargate bsc, Orbiter BNB Chain)', () => {
    const result = ids({ query: 'usdc', fromChain: 'bsc' });
    expect(result.slice(0, 3)).toEqual(['Wormhole:USDC', 'Stargate:USDC', 'Orbiter:USDC']);
  });

  test('treats From equal to To as that one chain', () => {
    expect(ids({ query: 'usdc', fromChain: 'base' })).toContain('Stargate:USDC');
    expect(ids({ query: 'usdc', fromChain: 'base', toChain: 'base' })).toEqual(ids({ query: 'usdc', fromChain: 'base' }));
  });

  test('reports the total before the limit', () => {
    const all = runSearch(catalogs, { query: 'u' });
    const limited = runSearch(catalogs, { query: 'u', limit: 2 });
    expect(limited.options).toEqual(all.options.slice(0, 2));
    expect(limited.total).toBe(all.total);
  });
});

describe('runSearch by address', () => {
  test('finds an EVM address case-insensitively across protocols', () => {
    const result = runSearch(catalogs, { query: '0xA0B86991C6218B36C1D19D4A2E9EB0CE3606EB48' });
    expect(result.matchedByAddress).toBe(true);
    expect(result.options.map((o) => o.id)).toEqual(['Wormhole:USDC', 'Stargate:USDC', 'Orbiter:USDC']);
  });

  test('groups only the tokens at that address', () => {
    const [option] = runSearch(catalogs, { query: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831', protocol: 'Stargate' }).options;
    expect(option?.availableChains).toEqual(['arbitrum']);
  });

  test('finds a Sui coin type and a Wormhole wrapped deployment by its address', () => {
    expect(ids({ query: '0x2::sui::SUI' })).toEqual(['Wormhole:SUI', 'Orbiter:SUI']);
    const wrapped = '0xaf8cd5edc19c4512f4259f0bee101a40d41ebed738ade5874359610ef8eeced5::coin::COIN';
    expect(ids({ query: wrapped })).toEqual(['Wormhole:WETH']);
  });

  test('finds Solana and Tron addresses exactly', () => {
    expect(ids({ query: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v' })).toContain('Orbiter:USDC');
    expect(ids({ query: 'epjfwdd5aufqssqem2qn1xzybapc8g4weggkzwytdt1v' })).toEqual([]);
    expect(ids({ query: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t' })).toContain('Orbiter:USDT');
  });

  test('says the query was an address even when nothing has it', () => {
    const result = runSearch(catalogs, { query: '0x000000000000000000000000000000000000beef' });
    expect(result).toMatchObject({ matchedByAddress: true });
  });

  test('applies the protocol and chain filters to address matches too', () => {
    const query = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
    expect(ids({ query, protocol: 'Orbiter' })).toEqual(['Orbiter:USDC']);
    const catalog = createCatalog('Stargate', [stargate('USDC', 'ethereum', query)]);
    expect(runSearch([catalog], { query, fromChain: 'arbitrum' }).options).toEqual([]);
  });
});
