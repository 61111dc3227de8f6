import { describe, expect, it } from 'vitest';
import type { OrbiterToken } from './adapter';
import { orbiterSource, parseOrbiter } from './source';
import { MAX_NAME_LENGTH } from '../../text';
import { LONG_NAME, loadFixture, orbiterWithLongName } from '../../../../tests/fixtures/sources';

function parseOk(json: unknown): { tokens: OrbiterToken[]; skipped: number } {
  const result = parseOrbiter(json);
  if (!result.ok) throw new Error(`expected ok, got ${result.error.detail}`);
  return result;
}

function find(tokens: OrbiterToken[], chainId: string, symbol: string): OrbiterToken {
  const token = tokens.find((t) => t.chainId === chainId && t.symbol === symbol);
  if (!token) throw new Error(`no ${symbol} on ${chainId}`);
  return token;
}

describe('Orbiter parse, {status, message, result} envelope', () => {
  const { tokens, skipped } = parseOk(loadFixture('orbiter'));

  it('flattens the token lists of every chain and counts malformed chains and tokens as skipped', () => {
    expect(tokens).toHaveLength(38);
    // 6 bad tokens on Linea, plus a nameless chain, a chain with non-array tokens, null and 7.
    expect(skipped).toBe(11);
    expect(tokens.every((t) => t.protocol === 'Orbiter')).toBe(true);
  });

  it('maps symbol, name, address, decimals, chain name and id, logoURI, coinKey and isNative', () => {
    expect(find(tokens, '1', 'USDC')).toEqual({
      protocol: 'Orbiter',
      symbol: 'USDC',
      name: 'USD Coin',
      address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
      decimals: 6,
      chainName: 'Ethereum',
      chainId: '1',
      logoURI: 'https://static.orbiter.finance/currency/usdc.svg',
      coinKey: 'USDC',
      isNative: false,
    });
  });

  it('takes chainName from the chain chainName field, else from its name', () => {
    expect(find(tokens, '42161', 'ETH').chainName).toBe('Arbitrum');
    expect(find(tokens, '42170', 'ETH').chainName).toBe('Arbitrum Nova');
    expect(find(tokens, 'zksync', 'ETH').chainName).toBe('ZKSync Lite');
    expect(find(tokens, '324', 'ETH').chainName).toBe('ZKSync Era');
  });

  it('keeps non-numeric chain ids as strings and turns a numeric chainId into a string', () => {
    const ids = new Set(tokens.map((t) => t.chainId));
    for (const id of ['SN_MAIN', 'SOLANA_MAIN', 'TON', 'SUI_MAIN', 'zksync', '728126428'])
      expect(ids).toContain(id);
    expect(find(tokens, '59144', 'ETH').chainName).toBe('Linea');
  });

  it('defaults decimals to 18 when missing and reads a digit string', () => {
    expect(find(tokens, '59144', 'WETH').decimals).toBe(18);
    expect(find(tokens, '59144', 'USDC.e').decimals).toBe(6);
  });

  it('defaults isNative to false, keeps true, and treats a non-boolean as false', () => {
    expect(find(tokens, '1', 'WBTC').isNative).toBe(false);
    expect(find(tokens, '1', 'ETH').isNative).toBe(true);
    expect(find(tokens, '59144', 'USDC.e').isNative).toBe(false);
  });

  it('leaves coinKey and logoURI out when the token has none', () => {
    const wbtc = find(tokens, '1', 'WBTC');
    expect(wbtc).not.toHaveProperty('coinKey');
    expect(wbtc).not.toHaveProperty('logoURI');
  });

  it('keeps non-EVM addresses exactly: Starknet, Solana, TON, Tron and Sui', () => {
    expect(find(tokens, 'SN_MAIN', 'USDC').address).toBe(
      '0x053c91253bc9682c04929ca02ed00b3e423f6710d2ee7e0d5ebb06f3ecf368a8',
    );
    expect(find(tokens, 'SOLANA_MAIN', 'USDC').address).toBe(
      'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
    );
    expect(find(tokens, 'TON', 'USD₮').address).toBe(
      'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs',
    );
    expect(find(tokens, '728126428', 'USDT').address).toBe('TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t');
    expect(find(tokens, 'SUI_MAIN', 'USDC').address).toBe(
      '0xdba34672e30cb065b1f93e3ab55318768fd6fef66c15942c9f7cb846e2f900e7::usdc::USDC',
    );
  });

  it('trims symbol, address and chain name, and keeps curly quotes in names', () => {
    const padded = find(tokens, '59144', 'USDC.e');
    expect(padded.address).toBe('0x176211869ca2b568f2a7d4ee941e073a821ee1ff');
    expect(padded.chainName).toBe('Linea');
    expect(padded.name).toBe('“Bridged” USDC ‘Linea’');
  });

  it('drops the token whose symbol is markup', () => {
    expect(tokens.some((t) => t.symbol.includes('<') || t.name?.includes('<'))).toBe(false);
  });

  it('skips tokens without a symbol or address, and chains without a name or a tokens array', () => {
    const symbols = tokens.map((t) => t.symbol);
    expect(symbols).not.toContain('NOADDR');
    expect(symbols).not.toContain('ORPH');
    expect(tokens.some((t) => t.name === 'Missing symbol')).toBe(false);
    expect(tokens.some((t) => t.chainId === '99998')).toBe(false);
  });

  it('keeps one symbol on many chains as separate tokens', () => {
    expect(tokens.filter((t) => t.symbol === 'USDC').length).toBeGreaterThanOrEqual(8);
  });

  it('cuts a 10,000-character name to its first 199 characters and an ellipsis', () => {
    const { tokens: long } = parseOk(orbiterWithLongName());
    expect(long[0]?.name).toBe(`${LONG_NAME.slice(0, MAX_NAME_LENGTH - 1).trimEnd()}…`);
    expect(long[0]?.name?.length).toBeLessThanOrEqual(MAX_NAME_LENGTH);
  });
});

describe('Orbiter parse, payload shape', () => {
  it('accepts a bare array of chains', () => {
    const { tokens } = parseOk([
      {
        chainId: 'TON',
        name: 'TON',
        tokens: [
          {
            symbol: 'TON',
            address: '0x0000000000000000000000000000000000000000',
            decimals: 9,
            isNative: true,
          },
        ],
      },
    ]);
    expect(tokens).toEqual([
      {
        protocol: 'Orbiter',
        symbol: 'TON',
        address: '0x0000000000000000000000000000000000000000',
        decimals: 9,
        chainName: 'TON',
        chainId: 'TON',
        isNative: true,
      },
    ]);
  });

  it.each([
    ['null', null],
    ['a string', 'success'],
    ['a number', 0],
    ['an error envelope without result', { status: 'error', message: 'rate limited' }],
    ['an envelope whose result is null', { status: 'success', message: 'success', result: null }],
  ])('returns a shape error, not a throw, for %s', (_label, json) => {
    const result = parseOrbiter(json);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('shape');
      expect(result.error.message).toBe('An error occurred');
    }
  });

  it('mentions the envelope status in the detail of a shape error', () => {
    const result = parseOrbiter({ status: 'error', message: 'rate limited' });
    expect(result.ok ? '' : result.error.detail).toContain('status: error');
  });

  it('gives an empty chainId when a chain has none', () => {
    const { tokens } = parseOk({
      result: [{ name: 'Mystery', tokens: [{ symbol: 'M', address: 'm' }] }],
    });
    expect(tokens[0]?.chainId).toBe('');
  });

  it('is exposed as the Orbiter source module', () => {
    expect(orbiterSource.protocol).toBe('Orbiter');
    expect(orbiterSource.parse).toBe(parseOrbiter);
  });
});
