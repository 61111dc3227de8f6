// The oracle: thousands of generated queries prove that the FlexSearch-backed answer equals a
// plain linear scan written straight from the product's matching rule, over the hand-made
// fixtures, the 10,000-character names and (when present) the real-data snapshots.
import { describe, expect, test } from 'vitest';
import type { BridgeOption, MatchReason, Protocol, Token } from '../../../src/shared/tokens';
import { createCatalog, type Catalog } from '../../../workers/search/catalog';
import { fullGroup, groupMatches } from '../../../workers/search/group';
import { rankOptions } from '../../../workers/search/rank';
import { runSearch, searchableQuery } from '../../../workers/search/search';
import { foldCase, linearMatcher, SubstringIndex } from '../../../workers/search/substring-index';
import { foldSymbol } from '../../../workers/trust/trust-keys';
import {
  FIXTURE_PROTOCOL,
  LONG_NAME,
  loadFixture,
  loadSharedFixture,
  orbiterWithLongName,
  SHARED_FIXTURE_FILES,
  SHARED_FIXTURES_AVAILABLE,
  stargateWithLongName,
  wormholeWithLongKey,
  type SharedFixtureName,
} from '../../fixtures/sources';
import { perProtocol } from '../../fixtures/protocols';
import { parseOrThrow } from './catalogs';
import { PROTOCOL_IDS, PROTOCOL_SOURCES } from '../../../src/shared/protocol-registry.mjs';

const PROTOCOLS = PROTOCOL_IDS;

/** Payloads beyond each protocol's own fixture: older formats and over-long strings. */
const EXTRA_PAYLOADS: Partial<Record<Protocol, () => unknown[]>> = {
  Wormhole: () => [loadFixture('wormhole-legacy'), wormholeWithLongKey()],
  Stargate: () => [loadFixture('stargate-v1'), stargateWithLongName()],
  Orbiter: () => [orbiterWithLongName()],
};

function allTokens(): Record<Protocol, Token[]> {
  const shared = (name: SharedFixtureName, protocol: Protocol) =>
    SHARED_FIXTURES_AVAILABLE ? parseOrThrow(protocol, loadSharedFixture(name)) : [];
  const sharedNames = Object.keys(SHARED_FIXTURE_FILES) as SharedFixtureName[];
  return perProtocol((protocol) => [
    ...parseOrThrow(protocol, loadFixture(PROTOCOL_SOURCES[protocol].key)),
    ...(EXTRA_PAYLOADS[protocol]?.() ?? []).flatMap((json) => parseOrThrow(protocol, json)),
    ...sharedNames
      .filter((name) => FIXTURE_PROTOCOL[name] === protocol)
      .flatMap((name) => shared(name, protocol)),
  ]);
}

/** A protocol the oracle has no rule for does not compile. */
function unknownProtocol(token: never): never {
  throw new Error(`the oracle has no rule for ${(token as Token).protocol}`);
}

/**
 * The product's matching rule, written independently of the worker: which listed tokens a query
 * matches.
 */
function specMatches(tokens: Token[], query: string): Token[] {
  const q = query.toLowerCase();
  const has = (field: string | undefined) => (field ?? '').toLowerCase().includes(q);
  return tokens.filter((token) => {
    switch (token.protocol) {
      case 'Wormhole':
        return has(token.symbol) || has(token.key);
      case 'Stargate':
        return token.isBridgeable === true && (has(token.symbol) || has(token.name));
      case 'Orbiter':
        return has(token.symbol) || has(token.name) || has(token.coinKey);
      case 'Across':
        return has(token.symbol) || has(token.name) || has(token.key);
      case 'CCTP':
      case 'OPStack':
        return has(token.symbol) || has(token.name);
      default:
        return unknownProtocol(token);
    }
  });
}

/** The fields besides the symbol the rule reads, in the order a reason names them. */
function specFields(token: Token): Array<['name' | 'key' | 'coinKey', string | undefined]> {
  switch (token.protocol) {
    case 'Wormhole':
      return [['key', token.key]];
    case 'Stargate':
      return [['name', token.name]];
    case 'Orbiter':
      return [
        ['name', token.name],
        ['coinKey', token.coinKey],
      ];
    case 'Across':
      return [
        ['name', token.name],
        ['key', token.key],
      ];
    case 'CCTP':
    case 'OPStack':
      return [['name', token.name]];
    default:
      return unknownProtocol(token);
  }
}

/** From the rule's fields: the first field other than the symbol that contains the query. */
function specReason(token: Token, folded: string): MatchReason {
  const hit = specFields(token).find(([, value]) => (value ?? '').toLowerCase().includes(folded));
  if (!hit) throw new Error(`no field of ${token.symbol} contains ${folded}`);
  return { field: hit[0], value: hit[1]! };
}

/** mulberry32: small, seeded, reproducible. */
function rng(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function generateQueries(fields: string[], count: number, seed: number): string[] {
  const random = rng(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const extras = [
    ' ',
    '.',
    '-',
    '_',
    '(',
    ')',
    '₮',
    '’',
    '“',
    'İ',
    'ß',
    'é',
    'e\u0301',
    '😀',
    '\u0000',
    '%',
    '*',
    '?',
    '[',
    '\\',
    '$',
    '/',
    'Σ',
    'ς',
  ];
  const alphabet = [...new Set([...fields.join('')]), ...extras];
  const queries: string[] = [];
  while (queries.length < count) {
    const length = 1 + Math.floor(random() * 5);
    if (random() < 0.4) {
      let query = '';
      for (let i = 0; i < length; i++) query += pick(alphabet);
      queries.push(query);
    } else {
      // A real substring with random case: guaranteed to hit something.
      const field = pick(fields);
      if (field.length === 0) continue;
      const start = Math.floor(random() * field.length);
      const slice = field.slice(start, start + length);
      queries.push(
        [...slice].map((c) => (random() < 0.5 ? c.toUpperCase() : c.toLowerCase())).join(''),
      );
    }
  }
  return queries;
}

/** Thousands of queries three ways: seconds on a busy 2-core machine, well past vitest's 5 s default. */
const ORACLE_TIMEOUT_MS = 60_000;

describe('search oracle', () => {
  const tokens = allTokens();
  const fields = PROTOCOLS.flatMap((p) =>
    tokens[p].flatMap((t) => [
      t.symbol,
      ...('key' in t ? [t.key] : []),
      ...('name' in t && t.name ? [t.name] : []),
    ]),
  );
  const queries = [
    ...generateQueries(fields, 4_000, 20251122),
    // Longer than the indexed prefix: only a linear check can answer these.
    // (Names are kept to their first MAX_NAME_LENGTH characters, so the slices stay within them.)
    ...Array.from({ length: 40 }, (_, i) => LONG_NAME.slice(i * 3, i * 3 + 33 + (i % 20))),
    'Long',
    '“',
    '‘x’',
    '<b>',
    'ZZZZ',
  ];

  async function catalogs(): Promise<{
    indexed: Catalog[];
    linear: Catalog[];
    imported: Catalog[];
  }> {
    const indexed = PROTOCOLS.map((p) => createCatalog(p, tokens[p]));
    const linear = PROTOCOLS.map((p) => createCatalog(p, tokens[p]));
    const imported = PROTOCOLS.map((p) => createCatalog(p, tokens[p]));
    for (let i = 0; i < indexed.length; i++) {
      const built = await SubstringIndex.build(indexed[i]!.table);
      indexed[i]!.matcher = built;
      imported[i]!.matcher = SubstringIndex.import(imported[i]!.table, built.export())!;
      linear[i]!.matcher = linearMatcher(linear[i]!.table);
    }
    return { indexed, linear, imported };
  }

  test(
    'the index, a re-imported index and a linear scan of the rule match the same tokens for every query',
    async () => {
      const { indexed, imported } = await catalogs();
      let queriesWithHits = 0;
      let queriesWithoutHits = 0;
      for (const query of queries) {
        let hits = 0;
        for (const [i, protocol] of PROTOCOLS.entries()) {
          const expected = specMatches(tokens[protocol], query);
          const catalog = indexed[i]!;
          const actual = catalog.matcher
            .match(foldCase(query))
            .map((ordinal) => catalog.tokens[ordinal]);
          if (
            actual.length !== expected.length ||
            actual.some((token, k) => token !== expected[k])
          ) {
            expect.fail(
              `${protocol}: query ${JSON.stringify(query)} gave ${actual.length} tokens, the scan ${expected.length}`,
            );
          }
          const fromImport = imported[i]!.matcher.match(foldCase(query)).map(
            (ordinal) => imported[i]!.tokens[ordinal],
          );
          expect(fromImport.length, `${protocol} imported: ${JSON.stringify(query)}`).toBe(
            expected.length,
          );
          hits += expected.length;
        }
        if (hits > 0) queriesWithHits++;
        else queriesWithoutHits++;
      }
      // Guard against a vacuous oracle: both outcomes must be well represented.
      expect(queriesWithHits).toBeGreaterThan(2_000);
      expect(queriesWithoutHits).toBeGreaterThan(200);
    },
    ORACLE_TIMEOUT_MS,
  );

  test(
    'grouped and ranked answers are identical with the index and with the linear scan',
    async () => {
      const { indexed, linear } = await catalogs();
      for (const query of queries.slice(0, 1_500)) {
        expect(runSearch(indexed, { query }), JSON.stringify(query)).toEqual(
          runSearch(linear, { query }),
        );
      }
    },
    ORACLE_TIMEOUT_MS,
  );

  test(
    'every spec match is shown, in its tier: symbol matches first (exact, prefix, inside), then readings, then name or key matches marked with the field',
    async () => {
      const { indexed } = await catalogs();
      const tiers = { symbol: 0, other: 0, meanings: 0 };
      for (const query of queries.slice(0, 1_500)) {
        // The query as the search cleans it (control and bidi formatting characters removed).
        const folded = foldCase(searchableQuery(query));
        if (folded === '') continue;
        // The spec's set, grouped afresh (no reuse of whole-symbol options) and ranked.
        const expected = rankOptions(
          indexed.flatMap((catalog) =>
            groupMatches(catalog, catalog.matcher.match(folded)).map((g) => g.option),
          ),
          folded,
        );
        const inSymbol = (o: BridgeOption) => o.token.symbol.toLowerCase().includes(folded);
        const symbolTier = expected.filter(inSymbol);
        // A protocol's token is one story: a match through a field only some of its tokens have
        // still shows the whole symbol group, marked with what the matched token had.
        const whole = (o: BridgeOption) => {
          const catalog = indexed.find((c) => c.protocol === o.protocol)!;
          const group = catalog.groups.findIndex((g) => g.symbol === o.token.symbol);
          return fullGroup(catalog, group).option;
        };
        const otherTier = expected
          .filter((o) => !inSymbol(o))
          .map((o) => ({ ...whole(o), matchedBy: specReason(o.token, folded) }));
        const options = runSearch(indexed, { query }).options;
        const label = JSON.stringify(query);
        expect(options.slice(0, symbolTier.length), label).toEqual(symbolTier);
        let next = symbolTier.length;
        while (options[next]?.readsAs !== undefined) next++;
        const readings = next - symbolTier.length;
        // A query that matched no symbol first lists what it means as a coin's name (common
        // names, CoinGecko ids); a spec match that is also meant is among those, whole.
        const rest = options.slice(next);
        const isMeaning = (o: BridgeOption) =>
          o.matchedBy?.field === 'common name' || o.matchedBy?.field === 'coinGeckoId';
        const meanings = rest.filter(isMeaning);
        if (symbolTier.length + readings > 0) expect(meanings, label).toEqual([]);
        expect(rest.slice(0, meanings.length), label).toEqual(meanings);
        const meant = new Set(meanings.map((o) => o.id));
        expect(rest.slice(meanings.length), label).toEqual(
          otherTier.filter((o) => !meant.has(o.id)),
        );
        tiers.symbol += symbolTier.length;
        tiers.other += otherTier.length;
        tiers.meanings += meanings.length;
      }
      // Both tiers must be well represented, or the ordering is not proven.
      expect(tiers.symbol).toBeGreaterThan(1_000);
      expect(tiers.other).toBeGreaterThan(50);
    },
    ORACLE_TIMEOUT_MS,
  );

  test(
    'a plain-letter query also finds, after the spec’s matches, every symbol whose reading contains it',
    async () => {
      const { indexed } = await catalogs();
      const plain = [
        ...queries.filter((query) => /^[\x20-\x7e]+$/.test(query)).slice(0, 1_500),
        'usdt',
        'usdt0',
        'USDT0',
        'sdt0',
      ];
      let withReadings = 0;
      for (const query of plain) {
        const folded = foldCase(searchableQuery(query));
        if (folded === '') continue;
        const options = runSearch(indexed, { query }).options;
        const direct = options.filter((o) => o.readsAs === undefined);
        const readings = options.filter((o) => o.readsAs !== undefined);
        // Written from the rule, not from the worker: symbols of listed tokens whose look-alike
        // reading contains the query, that the spec's substring rule did not already return.
        const directIds = new Set(direct.map((o) => o.id));
        const expected = new Set<string>();
        for (const [i, protocol] of PROTOCOLS.entries()) {
          for (const token of indexed[i]!.tokens) {
            const reading = foldSymbol(token.symbol);
            if (reading === token.symbol.trim().toUpperCase()) continue;
            const id = `${protocol}:${token.symbol}`;
            if (reading.toLowerCase().includes(folded) && !directIds.has(id)) expected.add(id);
          }
        }
        expect(new Set(readings.map((o) => o.id)), JSON.stringify(query)).toEqual(expected);
        for (const option of readings) {
          expect(option.readsAs, option.id).toBe(foldSymbol(option.token.symbol));
        }
        if (readings.length > 0) withReadings++;
      }
      expect(withReadings).toBeGreaterThan(20);
    },
    ORACLE_TIMEOUT_MS,
  );

  test('usdt and usdt0 find Stargate’s USD₮0, after the direct matches, marked with its reading', async () => {
    const { indexed } = await catalogs();
    for (const query of ['usdt', 'usdt0', 'USDT0']) {
      const options = runSearch(indexed, { query }).options;
      const index = options.findIndex((o) => o.id === 'Stargate:USD₮0');
      expect(index, query).toBeGreaterThanOrEqual(0);
      expect(options[index]!.readsAs).toBe('USDT0');
      expect(
        options.slice(0, index).every((o) => o.readsAs === undefined),
        query,
      ).toBe(true);
    }
    // A query the symbol itself matches finds it directly, unmarked.
    const direct = runSearch(indexed, { query: 'usd₮0' }).options.find(
      (o) => o.id === 'Stargate:USD₮0',
    );
    expect(direct?.readsAs).toBeUndefined();
  });
});
