import { describe, expect, it } from 'vitest';
import type { StargateToken } from './adapter';
import { parseStargate, stargateSource } from './source';
import { MAX_NAME_LENGTH } from '../../text';
import { LONG_NAME, loadFixture, stargateWithLongName } from '../../../../tests/fixtures/sources';

function parseOk(json: unknown): { tokens: StargateToken[]; skipped: number } {
  const result = parseStargate(json);
  if (!result.ok) throw new Error(`expected ok, got ${result.error.detail}`);
  return result;
}

function find(tokens: StargateToken[], chainKey: string, symbol: string): StargateToken {
  const token = tokens.find((t) => t.chainKey === chainKey && t.symbol === symbol);
  if (!token) throw new Error(`no ${symbol} on ${chainKey}`);
  return token;
}

describe('Stargate parse, bare array (/api/tokens)', () => {
  const { tokens, skipped } = parseOk(loadFixture('stargate'));

  it('reads every well-formed row and counts the rows the row rules drop as skipped', () => {
    expect(tokens).toHaveLength(27);
    expect(skipped).toBe(11);
    expect(tokens.every((t) => t.protocol === 'Stargate')).toBe(true);
  });

  it('maps chainKey, address, symbol, name, decimals, flags, icon and tags', () => {
    expect(find(tokens, 'ethereum', 'USDC')).toEqual({
      protocol: 'Stargate',
      chainKey: 'ethereum',
      address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
      symbol: 'USDC',
      name: 'USD Coin',
      decimals: 6,
      isBridgeable: true,
      isVerified: true,
      logoURI: 'https://icons-ckg.pages.dev/stargate-light/tokens/usdc.svg',
      tags: ['stablecoin', 'pool'],
    });
  });

  it('takes logoURI from the icon field and leaves it out when there is no icon', () => {
    expect(find(tokens, 'ethereum', 'USDT').logoURI).toBe(
      'https://icons-ckg.pages.dev/stargate-light/tokens/usdt.svg',
    );
    expect(find(tokens, 'optimism', 'USDC')).not.toHaveProperty('logoURI');
  });

  it('drops icons that are not http(s) URLs, such as javascript: and data:', () => {
    expect(find(tokens, 'base', 'DATA')).not.toHaveProperty('logoURI');
  });

  it('defaults decimals to 18 when missing, reads a digit string, and drops impossible ones', () => {
    expect(find(tokens, 'hyperliquid', 'UBTC').decimals).toBe(18);
    expect(tokens.some((t) => t.symbol === 'LUSD')).toBe(false);
    expect(find(tokens, 'ethereum', 'DAI').decimals).toBe(18);
    expect(find(tokens, 'bsc', 'USDC').decimals).toBe(18);
    expect(find(tokens, 'arbitrum', 'USDC').decimals).toBe(6);
  });

  it('keeps isBridgeable false rows, and treats a non-boolean isBridgeable or isVerified as false', () => {
    expect(find(tokens, 'base', 'USDbC').isBridgeable).toBe(false);
    expect(find(tokens, 'ethereum', 'PEPE').isBridgeable).toBe(false);
  });

  it('defaults isVerified to false and keeps true when given', () => {
    expect(find(tokens, 'avalanche', 'USDC').isVerified).toBe(false);
    expect(find(tokens, 'ethereum', 'PEPE').isVerified).toBe(true);
  });

  it('keeps only non-empty string tags, and gives [] when tags are missing or not an array', () => {
    expect(find(tokens, 'arbitrum', 'PENDLE').tags).toEqual(['defi', 'governance']);
    expect(find(tokens, 'avalanche', 'USDC').tags).toEqual([]);
  });

  it('keeps look-alike symbols apart: USDT and USDt, USD₮0 and USDT0, USDC, USDC.e, USDbC and USCD', () => {
    const symbols = new Set(tokens.map((t) => t.symbol));
    for (const s of ['USDT', 'USDt', 'USD₮0', 'USDT0', 'USDC', 'USDC.e', 'USDbC', 'USCD'])
      expect(symbols).toContain(s);
  });

  it('keeps one symbol on many chains as separate rows', () => {
    expect(tokens.filter((t) => t.symbol === 'USDC').map((t) => t.chainKey)).toEqual([
      'ethereum',
      'arbitrum',
      'base',
      'optimism',
      'polygon',
      'avalanche',
      'bsc',
      'sonic',
    ]);
  });

  it('trims symbol, chainKey, address and name', () => {
    const padded = find(tokens, 'linea', 'USDC.e');
    expect(padded.address).toBe('0x176211869cA2b568f2A7D4EE941E073a821EE1ff');
    expect(padded.name).toBe('Bridged USDC');
  });

  it('keeps curly quotes, and drops the row whose symbol is markup', () => {
    expect(find(tokens, 'arbitrum', 'PENDLE').name).toBe('“Pendle” ‘Governance’ Token');
    expect(tokens.some((t) => t.symbol.includes('<') || t.name?.includes('<'))).toBe(false);
  });

  it('skips rows without a string symbol, chainKey or address', () => {
    const symbols = tokens.map((t) => t.symbol);
    for (const s of ['NOCHAIN', 'NOADDRESS', 'NUMCHAIN']) expect(symbols).not.toContain(s);
    expect(tokens.some((t) => t.name === 'No symbol')).toBe(false);
  });

  it('cuts a 10,000-character name to its first 199 characters and an ellipsis', () => {
    const { tokens: long } = parseOk(stargateWithLongName());
    expect(long[0]?.name).toBe(`${LONG_NAME.slice(0, MAX_NAME_LENGTH - 1).trimEnd()}…`);
    expect(long[0]?.name?.length).toBeLessThanOrEqual(MAX_NAME_LENGTH);
  });
});

describe('Stargate parse, {tokens: [...]} (/api/v1/tokens)', () => {
  it('reads the tokens array of the documented API shape', () => {
    const { tokens, skipped } = parseOk(loadFixture('stargate-v1'));
    expect(tokens).toHaveLength(9);
    expect(skipped).toBe(1);
    expect(find(tokens, 'sei', 'USDC.n').decimals).toBe(6);
    expect(find(tokens, 'ethereum', 'LINK').isBridgeable).toBe(false);
    expect(find(tokens, 'arbitrum', 'USD₮0').tags).toEqual([]);
  });
});

describe('Stargate parse, payload shape', () => {
  it.each([
    ['null', null],
    ['a string', '[]'],
    ['a number', 1],
    ['an object without tokens', { data: [] }],
    ['an object whose tokens is a map', { tokens: { a: {} } }],
  ])('returns a shape error, not a throw, for %s', (_label, json) => {
    const result = parseStargate(json);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('shape');
      expect(result.error.message).toBe('An error occurred');
    }
  });

  it('accepts an empty array as zero tokens', () => {
    expect(parseStargate([])).toEqual({ ok: true, tokens: [], skipped: 0, drops: [] });
  });

  it('parses a list ten times the live size (13,000 rows)', () => {
    const row = {
      chainKey: 'arbitrum',
      address: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
      decimals: 6,
      symbol: 'USDC',
      name: 'USD Coin',
      icon: 'https://icons-ckg.pages.dev/stargate-light/tokens/usdc.svg',
      isBridgeable: true,
      isVerified: true,
      tags: ['stablecoin'],
    };
    const rows = Array.from({ length: 13_000 }, (_, i) => ({ ...row, symbol: `T${i}` }));
    // Timing belongs to `npm run bench`; here we only prove a large list parses whole.
    const { tokens } = parseOk(rows);
    expect(tokens).toHaveLength(13_000);
  });

  it('is exposed as the Stargate source module', () => {
    expect(stargateSource.protocol).toBe('Stargate');
    expect(stargateSource.parse).toBe(parseStargate);
  });
});
