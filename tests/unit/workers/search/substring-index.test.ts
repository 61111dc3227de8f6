import { describe, expect, test } from 'vitest';
import {
  FieldTable,
  linearMatcher,
  MAX_INDEXED_FIELD_CHARS,
  SubstringIndex,
} from '../../../../workers/search/substring-index';

async function indexOf(docs: string[][]): Promise<SubstringIndex> {
  return SubstringIndex.build(new FieldTable(docs));
}

describe('SubstringIndex', () => {
  test('matches case-insensitive substrings of any field, including across punctuation and spaces', async () => {
    const index = await indexOf([
      ['USDC.e', 'USD Coin (Bridged)'],
      ['ETH', 'Ether'],
      ['USD₮0', 'USDT0'],
    ]);
    expect(index.match('c.e')).toEqual([0]);
    expect(index.match('d c')).toEqual([0]);
    expect(index.match('n (b')).toEqual([0]);
    expect(index.match('₮')).toEqual([2]);
    expect(index.match('usd')).toEqual([0, 2]);
    expect(index.match('dc e')).toEqual([]);
  });

  test('does not merge repeated letters or split digits, unlike the default encoders', async () => {
    const index = await indexOf([['Wrapped'], ['Wraped'], ['ABC1234']]);
    expect(index.match('pp')).toEqual([0]);
    expect(index.match('rap')).toEqual([0, 1]);
    expect(index.match('234')).toEqual([2]);
    expect(index.match('c12')).toEqual([2]);
  });

  test('never matches across two fields of one token', async () => {
    const index = await indexOf([['USDC', 'Coin']]);
    expect(index.match('dcc')).toEqual([]);
    expect(index.match('co')).toEqual([0]);
  });

  test('returns every match, not FlexSearch default 100', async () => {
    const docs = Array.from({ length: 500 }, (_, i) => [`TOKEN${i}`, 'shared name']);
    expect((await indexOf(docs)).match('shared')).toHaveLength(500);
  });

  test('finds text beyond the indexed prefix of a long field, and queries longer than the bound', async () => {
    const long = `${'x'.repeat(MAX_INDEXED_FIELD_CHARS)}needle${'y'.repeat(9_000)}`;
    const index = await indexOf([
      ['LONG', long],
      ['SHORT', 'needle'],
    ]);
    expect(index.match('needle')).toEqual([0, 1]);
    const longQuery = `xx${'needle'}${'y'.repeat(MAX_INDEXED_FIELD_CHARS)}`;
    expect(index.match(longQuery)).toEqual([0]);
    expect(index.match('y'.repeat(MAX_INDEXED_FIELD_CHARS + 1))).toEqual([0]);
  });

  test('folds case the same way for fields and queries, even when lower-casing changes the length', async () => {
    // 'İ' lower-cases to 'i' + U+0307: two code units.
    const index = await indexOf([['İSTANBUL'], ['istanbul']]);
    const linear = linearMatcher(new FieldTable([['İSTANBUL'], ['istanbul']]));
    for (const query of ['i', 'i̇', 'i̇s', 'is', 'stan'])
      expect(index.match(query)).toEqual(linear.match(query));
  });

  test('answers an empty query with nothing', async () => {
    expect((await indexOf([['A']])).match('')).toEqual([]);
  });

  test('answers the same after export and import', async () => {
    const table = new FieldTable([
      ['USDC', 'USD Coin'],
      ['WETH', 'Wrapped Ether'],
      ['USD₮0', ''],
    ]);
    const built = await SubstringIndex.build(table);
    const imported = SubstringIndex.import(table, built.export());
    expect(imported).not.toBeNull();
    for (const query of ['u', 'usd', 'er', '₮0', 'coin', 'zzz'])
      expect(imported!.match(query)).toEqual(built.match(query));
  });

  test('refuses a corrupt export instead of answering wrongly', () => {
    const table = new FieldTable([['USDC']]);
    expect(SubstringIndex.import(table, [['1.map', '{not json']])).toBeNull();
  });

  test('yields to the event loop while building a large table', async () => {
    const docs = Array.from({ length: 2_000 }, (_, i) => [
      `SYM${i}`,
      `A fairly long token name ${i}`,
    ]);
    let yields = 0;
    let clock = 0;
    const index = await SubstringIndex.build(new FieldTable(docs), {
      yieldFn: async () => {
        yields++;
      },
      now: () => (clock += 1),
      sliceMs: 8,
    });
    expect(yields).toBeGreaterThan(0);
    expect(index.match('name 1999')).toEqual([1999]);
  });
});
