// Worker-side timings on the real-data snapshots (../shared/fixtures/sources), at 1x and inflated
// 10x and 24x: catalogue preparation, index build / export / import, search (match + group + rank),
// trust notes (once per data change, then a lookup per returned option), change snapshots and
// suggestions. Not part of `npm test` (timings vary by machine). Run:
//   npx vitest bench --project node --run tests/integration/worker.bench.ts
import { bench, describe } from 'vitest';
import type { Protocol, Token } from '../../src/shared/tokens';
import { createCatalog, type Catalog } from '../../workers/search/catalog';
import { runSearch } from '../../workers/search/search';
import { collectSymbols, suggestSymbols } from '../../workers/search/suggest';
import { didYouMean } from '../../workers/search/did-you-mean';
import { SubstringIndex } from '../../workers/search/substring-index';
import { createTrustNotes } from '../../workers/trust/trust-notes';
import { ASSET_FACTS } from '../../workers/trust/assets';
import { withTokenNames } from '../../workers/search/titles';
import { describeChanges, chainNamer } from '../../workers/changes/catalogue-changes';
import { listedSnapshot } from '../../workers/changes/snapshot';
import { SOURCES } from '../../workers/sources';
import { perProtocol } from '../fixtures/protocols';
import { loadFixture, SHARED_FIXTURES_AVAILABLE } from '../fixtures/sources';
import { PROTOCOL_IDS, PROTOCOL_SOURCES } from '../../src/shared/protocol-registry.mjs';
import { sharedFixtureTokens } from '../unit/workers/catalogs';

const PROTOCOLS = PROTOCOL_IDS;

function parse(protocol: Protocol, json: unknown): Token[] {
  const result = SOURCES[protocol].parse(json);
  return result.ok ? result.tokens : [];
}

function realTokens(): Record<Protocol, Token[]> {
  if (!SHARED_FIXTURES_AVAILABLE) {
    console.warn(
      '../shared/fixtures/sources not found: measuring the small hand-made fixtures instead',
    );
    return perProtocol((protocol) => parse(protocol, loadFixture(PROTOCOL_SOURCES[protocol].key)));
  }
  return sharedFixtureTokens();
}

/** Copy i > 0 gets distinct symbols, keys and names (`USDC` -> `USDC7`), so groups grow 10x too. */
function inflate(tokens: Token[], times: number): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < times; i++) {
    const suffix = i === 0 ? '' : String(i);
    for (const token of tokens) {
      const copy = { ...token, symbol: token.symbol + suffix } as Token;
      // Whatever names a token besides its symbol (a key, a name) grows the suffix too.
      if ('key' in copy && typeof copy.key === 'string') copy.key += suffix;
      else if ('name' in copy && typeof copy.name === 'string') copy.name += suffix;
      out.push(copy);
    }
  }
  return out;
}

interface Setup {
  label: string;
  tokens: Record<Protocol, Token[]>;
  catalogs: Catalog[];
  exports: ReturnType<SubstringIndex['export']>[];
}

async function setup(times: number): Promise<Setup> {
  const real = realTokens();
  const tokens = Object.fromEntries(PROTOCOLS.map((p) => [p, inflate(real[p], times)])) as Record<
    Protocol,
    Token[]
  >;
  const catalogs = PROTOCOLS.map((p) => createCatalog(p, tokens[p]));
  const exports = [];
  for (const catalog of catalogs) {
    const index = await SubstringIndex.build(catalog.table);
    catalog.matcher = index;
    exports.push(index.export());
  }
  const count = PROTOCOLS.reduce((n, p) => n + tokens[p].length, 0);
  const bytes = exports.flat().reduce((n, [, data]) => n + data.length, 0);
  console.log(`${times}x: ${count} tokens, exported index ${(bytes / 1024).toFixed(0)} KB`);
  return { label: `${times}x (${count} tokens)`, tokens, catalogs, exports };
}

const QUERIES = [
  'usdc',
  'eth',
  'u',
  'e',
  'usd',
  'wbtc',
  'bridged',
  'usd₮0',
  'zzzz',
  '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
];

// 1x is the snapshot (~830 tokens); 24x is ~20,000 tokens, the size of the page benchmark's 10x.
for (const times of [1, 10, 24]) {
  const ready = await setup(times);
  let next = 0;
  // What the API's search uses: notes warmed in the background after the data changed.
  const notes = createTrustNotes(ready.catalogs);
  await notes.warm({
    yieldFn: async () => {},
    now: () => performance.now(),
    isCurrent: () => true,
  });

  describe(`index ${ready.label}`, () => {
    bench(
      'prepare catalogues (fold fields, chains, addresses)',
      () => {
        for (const p of PROTOCOLS) createCatalog(p, ready.tokens[p]);
      },
      { iterations: 5, time: 0 },
    );
    bench(
      'build FlexSearch index (all three sources)',
      async () => {
        for (const catalog of ready.catalogs) await SubstringIndex.build(catalog.table);
      },
      { iterations: times > 1 ? 1 : 5, time: 0 },
    );
    bench(
      'export index',
      () => {
        for (const catalog of ready.catalogs) (catalog.matcher as SubstringIndex).export();
      },
      { iterations: 5, time: 0 },
    );
    bench(
      'import index',
      () => {
        ready.catalogs.forEach((catalog, i) =>
          SubstringIndex.import(catalog.table, ready.exports[i]!),
        );
      },
      { iterations: 5, time: 0 },
    );
    bench(
      'trust notes: agreement + variant context (once per data change)',
      () => {
        createTrustNotes(ready.catalogs);
      },
      { iterations: 5, time: 0 },
    );
    bench(
      'trust notes: build + warm every option (background, once per data change)',
      async () => {
        await createTrustNotes(ready.catalogs).warm({
          yieldFn: async () => {},
          now: () => performance.now(),
          isCurrent: () => true,
        });
      },
      { iterations: 5, time: 0 },
    );
    bench(
      'change snapshot + diff against a baseline (once per data change)',
      () => {
        const baseline = listedSnapshot(ready.tokens);
        describeChanges(
          { takenAt: 0, snapshot: baseline },
          listedSnapshot(ready.tokens),
          chainNamer(new Map()),
        );
      },
      { iterations: 5, time: 0 },
    );
  });

  describe(`search ${ready.label}`, () => {
    bench(
      `search, rotating ${QUERIES.length} queries (match + group + rank, no limit)`,
      () => {
        runSearch(ready.catalogs, { query: QUERIES[next++ % QUERIES.length]! });
      },
      { time: 1_000 },
    );
    bench(
      'search "u" (broadest) + structured clone of the answer',
      () => {
        structuredClone(runSearch(ready.catalogs, { query: 'u' }));
      },
      { time: 500 },
    );
    bench(
      'search "usdc" from ethereum to arbitrum',
      () => {
        runSearch(ready.catalogs, { query: 'usdc', fromChain: 'ethereum', toChain: 'arbitrum' });
      },
      { time: 500 },
    );
    bench(
      `search with assets and titles (as the worker answers), rotating ${QUERIES.length} queries`,
      () => {
        const found = runSearch(
          ready.catalogs,
          { query: QUERIES[next++ % QUERIES.length]! },
          ASSET_FACTS,
        );
        withTokenNames(found.options, ready.catalogs);
      },
      { time: 1_000 },
    );
    bench(
      'search "usdt" from ethereum to arbitrum with assets (a route under two symbols)',
      () => {
        runSearch(
          ready.catalogs,
          { query: 'usdt', fromChain: 'ethereum', toChain: 'arbitrum' },
          ASSET_FACTS,
        );
      },
      { time: 500 },
    );
    let nextAnnotated = 0;
    bench(
      `search + trust notes, rotating ${QUERIES.length} queries`,
      () => {
        const outcome = runSearch(ready.catalogs, {
          query: QUERIES[nextAnnotated++ % QUERIES.length]!,
        });
        notes.annotate(outcome.options);
      },
      { time: 1_000 },
    );
    bench(
      'search "u" + trust notes + structured clone of the answer',
      () => {
        const outcome = runSearch(ready.catalogs, { query: 'u' });
        structuredClone({ ...outcome, annotations: notes.annotate(outcome.options) });
      },
      { time: 500 },
    );
    const symbols = collectSymbols(ready.catalogs);
    bench(
      `suggest typeahead over ${symbols.length} symbols`,
      () => {
        suggestSymbols(symbols, { query: 'us' });
      },
      { time: 500 },
    );
    bench(
      'suggest did-you-mean (fuzzy)',
      () => {
        didYouMean(symbols, { query: 'usdcc' });
      },
      { time: 500 },
    );
  });
}
