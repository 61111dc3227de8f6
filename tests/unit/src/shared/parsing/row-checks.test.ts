// The row rules, one table for every source: each bad value drops the row, with its reason, in
// Stargate's, Orbiter's and Wormhole's format alike (the worker and sources:update share them).
import { describe, expect, it } from 'vitest';
import {
  formatDrop,
  rowCollector,
  rowDrop,
  tooManyDropped,
  type DropReason,
} from '../../../../../src/shared/parsing/row-checks';
import { orbiterSource, stargateSource, wormholeSource } from '../../../../../workers/sources';

const GOOD = {
  symbol: 'USDC',
  name: 'USD Coin',
  chain: 'ethereum',
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  decimals: 6 as unknown,
};
type Row = typeof GOOD;

/** One row in each source's format. */
const FORMATS = {
  Stargate: (r: Partial<Row>) =>
    stargateSource.parse([
      {
        chainKey: r.chain,
        address: r.address,
        symbol: r.symbol,
        name: r.name,
        decimals: r.decimals,
      },
    ]),
  Orbiter: (r: Partial<Row>) =>
    orbiterSource.parse({
      result: [
        {
          chainId: '1',
          chainName: r.chain,
          tokens: [{ symbol: r.symbol, name: r.name, address: r.address, decimals: r.decimals }],
        },
      ],
    }),
  Wormhole: (r: Partial<Row>) =>
    wormholeSource.parse({
      tokens: {
        // Wormhole's key is what its cards show as the name.
        K: {
          key: r.name,
          symbol: r.symbol,
          nativeChain: r.chain,
          tokenId: { chain: r.chain, address: r.address },
          decimals: r.decimals,
        },
      },
    }),
};

const TABLE: Array<[string, Partial<Row>, DropReason]> = [
  ['markup in a symbol', { symbol: '<img src=x onerror=alert(1)>' }, 'markup'],
  ['markup in a name', { name: '<script>alert(1)</script>' }, 'markup'],
  ['markup in a chain', { chain: 'eth<b>' }, 'markup'],
  ['a control character in a symbol', { symbol: 'US\u0000DC' }, 'control characters'],
  ['an escape sequence in a name', { name: 'USD \u001b[31mCoin' }, 'control characters'],
  ['a bidi override in a symbol', { symbol: '\u202EUSDC' }, 'control characters'],
  ['a missing symbol', { symbol: undefined }, 'missing symbol'],
  ['a blank symbol', { symbol: '   ' }, 'missing symbol'],
  ['a missing chain', { chain: undefined }, 'missing chain'],
  ['an address with a space', { address: '0xA0b8 6991' }, 'malformed address'],
  ['an address with markup', { address: '<a href=x>' }, 'malformed address'],
  ['0x with no digits', { address: '0x' }, 'malformed address'],
  ['0x with non-hex digits', { address: '0xZZ' }, 'malformed address'],
  ['0x with 65 hex digits', { address: `0x${'a'.repeat(65)}` }, 'malformed address'],
  ['negative decimals', { decimals: -1 }, 'impossible decimals'],
  ['fractional decimals', { decimals: 6.5 }, 'impossible decimals'],
  ['decimals over 255', { decimals: 256 }, 'impossible decimals'],
  ['decimals as a word', { decimals: 'eighteen' }, 'impossible decimals'],
];

describe.each(Object.entries(FORMATS))('%s rows', (_, parse) => {
  it('keeps a clean row', () => {
    const result = parse(GOOD);
    expect(result.ok && [result.tokens.length, result.drops]).toEqual([1, []]);
  });

  it.each(TABLE)('drops a row with %s', (_, change, reason) => {
    const result = parse({ ...GOOD, ...change });
    expect(result.ok && result.tokens).toEqual([]);
    expect(result.ok && result.drops.map((d) => d.reason)).toEqual([reason]);
  });

  it('keeps real address forms: Move types, base58, TON, Cosmos denoms, short hex', () => {
    for (const address of [
      '0x2::sui::SUI',
      'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
      'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs',
      'ibc/27394FB092D2ECCD56123C74F36E4C1F926001CEADA9CA97EA622B25F41E5EB2',
      '0x1',
    ]) {
      const result = parse({ ...GOOD, address });
      expect(result.ok && result.tokens.length, address).toBe(1);
    }
  });
});

describe('drop reports', () => {
  it('print a hostile row as escaped ASCII with the field at fault', () => {
    const result = stargateSource.parse([
      { chainKey: 'base', address: '0x01', symbol: 'X\u001b[2J\u202E' },
    ]);
    const line = result.ok ? formatDrop(result.drops[0]!) : '';
    expect(line).toBe(
      '#0 chainKey="base" symbol="X\\u001b[2J\\u202e" address="0x01": control characters in symbol',
    );
  });

  it('refuse a payload when more than a third of its rows are dropped', () => {
    expect(tooManyDropped(2, 1)).toBe(false);
    expect(tooManyDropped(2, 2)).toBe(true);
    expect(tooManyDropped(0, 0)).toBe(false);
  });
});

describe('rowCollector', () => {
  it('keeps tokens and drops apart, in row order, and counts the drops as skipped', () => {
    const rows = rowCollector<{ protocol: string; symbol: string }>();
    rows.add({ protocol: 'P', symbol: 'A' });
    rows.add(rowDrop(1, { symbol: '<b>' }, ['symbol'], { reason: 'markup', field: 'symbol' }));
    rows.add({ protocol: 'P', symbol: 'B' });
    const result = rows.result();
    expect(result.tokens.map((token) => token.symbol)).toEqual(['A', 'B']);
    expect(result.drops.map((drop) => drop.at)).toEqual(['1']);
    expect(result.skipped).toBe(1);
  });
});
