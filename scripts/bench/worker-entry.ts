// Worker figures measured in node: the engine factory (workers/api/api.ts) on fake-indexeddb with a
// fetch that answers from memory, so the numbers are the worker's own work (parse, store, index
// build, index import, query) without the network. Bundled by scripts/bench/worker.mjs.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { SourceKey, SourceStatus, SourceUrls } from '../../src/shared/contract';
import { SOURCE_KEYS } from '../../src/shared/protocol-registry.mjs';
import { createBridgeDataEngine, type BridgeDataEngine } from '../../workers/api/api';
import { BridgeDb } from '../../workers/storage/db';
import { resolveChain } from '../../src/shared/chains';
import type { Protocol, Token } from '../../src/shared/tokens';
import { createCatalog } from '../../workers/search/catalog';
import { computeAgreement } from '../../workers/trust/agreement';
import { loadIssuerContracts } from '../../workers/trust/known-contracts';
import { buildVariantContext } from '../../workers/trust/variant-context';
import { runSearch } from '../../workers/search/search';
import { withTokenNames } from '../../workers/search/titles';
import { ASSET_FACTS } from '../../workers/trust/assets';
import { createTrustNotes } from '../../workers/trust/trust-notes';
import { trustInputsOf } from '../../workers/trust/compiled-trust';
import { TRUST_KEY } from '../../workers/storage/db';

/** Each source's payload, by source key. */
export type Payloads = Record<SourceKey, string>;

const URLS = Object.fromEntries(
  SOURCE_KEYS.map((key) => [key, `https://bench.test/${key}.json`]),
) as SourceUrls;

function fakeFetch(payloads: Payloads): typeof fetch {
  const byUrl = new Map<string, { body: string; etag: string }>(
    (Object.keys(URLS) as Array<keyof SourceUrls>).map((name) => [
      URLS[name],
      { body: payloads[name], etag: `"${name}-${payloads[name].length}"` },
    ]),
  );
  return (async (input: RequestInfo | URL, init?: RequestInit) => {
    const entry = byUrl.get(String(input));
    if (!entry) return new Response('', { status: 404 });
    const headers = new Headers(init?.headers);
    if (headers.get('If-None-Match') === entry.etag)
      return new Response(null, { status: 304, headers: { ETag: entry.etag } });
    return new Response(entry.body, {
      status: 200,
      headers: { ETag: entry.etag, 'Content-Type': 'application/json' },
    });
  }) as typeof fetch;
}

function waitFor(
  engine: BridgeDataEngine,
  predicate: (s: SourceStatus[]) => boolean,
): Promise<SourceStatus[]> {
  return new Promise((resolve) => {
    let done = false;
    const check = (statuses: SourceStatus[]) => {
      if (done || !predicate(statuses)) return;
      done = true;
      resolve(statuses);
    };
    void engine.api.subscribe({ listener: check });
    void engine.api.getStatus().then(check);
  });
}

const allData = (s: SourceStatus[]) => s.length > 0 && s.every((x) => x.hasData);
const allSettled = (s: SourceStatus[]) => s.length > 0 && s.every((x) => !x.loading);

export interface VisitFigures {
  /** start() to every source searchable (first visit: downloaded and parsed; repeat: read from the store). */
  dataMs: number;
  /** start() to every download, store write and index task finished. */
  idleMs: number;
  index: Array<{ protocol: string; kind: string; ms: number; documents: number }>;
  matcher: Record<string, string>;
  tokenCounts: Record<string, number>;
}

async function runVisit(
  factory: IDBFactory,
  payloads: Payloads,
  buildId?: string,
): Promise<{ engine: BridgeDataEngine; figures: VisitFigures }> {
  const engine = createBridgeDataEngine({
    fetch: fakeFetch(payloads),
    openDb: () => new BridgeDb('bench', { indexedDB: factory, IDBKeyRange }),
    ...(buildId === undefined ? {} : { buildId }),
  });
  const t0 = performance.now();
  await engine.api.start({ urls: URLS });
  const statuses = await waitFor(engine, allData);
  const dataMs = performance.now() - t0;
  await waitFor(engine, allSettled);
  await engine.idle();
  const idleMs = performance.now() - t0;
  const protocols = statuses.map((s) => s.protocol);
  return {
    engine,
    figures: {
      dataMs,
      idleMs,
      index: engine.indexTimings.map((t) => ({ ...t })),
      matcher: Object.fromEntries(protocols.map((p) => [p, engine.matcherKind(p)])),
      tokenCounts: Object.fromEntries(statuses.map((s) => [s.protocol, s.tokenCount])),
    },
  };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[
    Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  ]!;
}

export async function measureWorker(options: {
  payloads: Payloads;
  queries: string[];
  reps?: number;
}) {
  const factory = new IDBFactory();
  const first = await runVisit(factory, options.payloads);
  const repeat = await runVisit(factory, options.payloads);

  // Exported index size as stored.
  const db = new BridgeDb('bench', { indexedDB: factory, IDBKeyRange });
  await db.open();
  const indexRows = await db.searchIndex.toArray();
  const indexChars = indexRows.reduce(
    (n, row) => n + row.chunks.reduce((m, [k, d]) => m + k.length + d.length, 0),
    0,
  );
  db.close();

  // Query time on the imported index (repeat visit), warm: one pass to warm up, then `reps`.
  const api = repeat.engine.api;
  for (const query of options.queries) await api.search({ query });
  const reps = options.reps ?? 5;
  const wall: number[] = [];
  const took: number[] = [];
  const perQuery: Record<string, { total: number; p50Ms: number }> = {};
  for (const query of options.queries) {
    const mine: number[] = [];
    let total = 0;
    for (let i = 0; i < reps; i++) {
      const t0 = performance.now();
      const response = await api.search({ query });
      const ms = performance.now() - t0;
      wall.push(ms);
      mine.push(ms);
      took.push(response.tookMs);
      total = response.total;
    }
    perQuery[query] = { total, p50Ms: percentile(mine, 50) };
  }
  return {
    first: first.figures,
    repeat: repeat.figures,
    indexExportChars: indexChars,
    query: {
      samples: wall.length,
      p50Ms: percentile(wall, 50),
      p95Ms: percentile(wall, 95),
      maxMs: Math.max(...wall),
      tookP50Ms: percentile(took, 50),
      tookP95Ms: percentile(took, 95),
      perQuery,
    },
  };
}

/** The worker build the repeat-visit figures key their kept trust passes by. */
const BENCH_BUILD = 'bench';

/** Median of `reps` runs of `task`, in ms. */
function medianMs(reps: number, task: () => unknown): number {
  const times: number[] = [];
  for (let i = 0; i < reps; i++) {
    const t0 = performance.now();
    task();
    times.push(performance.now() - t0);
  }
  return percentile(times, 50);
}

export interface RepeatCpuFigures {
  /** Per protocol: its stored row's copy (what IndexedDB's read costs the worker, roughly), its
   * catalogue, and the trust notes' two eager passes over its tokens alone. */
  perProtocol: Record<
    string,
    {
      tokens: number;
      cloneMs: number;
      catalogMs: number;
      agreementMs: number;
      variantContextMs: number;
    }
  >;
  /** The same passes over every protocol's tokens at once (what the first search builds). */
  all: { agreementMs: number; variantContextMs: number };
  /**
   * The first answer's steps once, in a process that has run none of them (so with the engine's
   * first-run costs, as a visit pays them): every catalogue, the search, the titles, the trust
   * notes (their eager passes) and the annotation of the options found.
   */
  firstAnswer: {
    catalogsMs: number;
    searchMs: number;
    titlesMs: number;
    trustNotesMs: number;
    annotateMs: number;
    /** The trust notes built on the passes the first visit kept, their read included. */
    keptTrustMs: number;
  };
  /** A repeat visit through the engine (fake-indexeddb): start() to the stored rows installed,
   * then the first search's answer (its trust notes built), then the same search again. */
  engine: { startMs: number; firstSearchMs: number; secondSearchMs: number };
}

/**
 * Where a repeat visit's worker CPU goes before its first answer, per protocol: every figure is
 * work that gives the same result on every visit until the data changes.
 */
export async function measureRepeatCpu(options: {
  payloads: Payloads;
  query: string;
  reps?: number;
}): Promise<RepeatCpuFigures> {
  const reps = options.reps ?? 5;
  const factory = new IDBFactory();
  // A worker build keys the trust passes the first visit keeps for the repeat one.
  const first = await runVisit(factory, options.payloads, BENCH_BUILD);
  await first.engine.idle();
  await loadIssuerContracts();
  const db = new BridgeDb('bench', { indexedDB: factory, IDBKeyRange });
  await db.open();
  const rows = await db.sources.toArray();
  const keptTrust = await db.derived.get(TRUST_KEY);
  db.close();

  const lap = (() => {
    let last = performance.now();
    return () => {
      const now = performance.now();
      const ms = now - last;
      last = now;
      return ms;
    };
  })();
  const catalogs = rows.map((row) =>
    createCatalog(row.protocol as Protocol, row.tokens, resolveChain),
  );
  const catalogsMs = lap();
  const found = runSearch(catalogs, { query: options.query }, ASSET_FACTS);
  const searchMs = lap();
  const titled = withTokenNames(found.options, catalogs);
  const titlesMs = lap();
  const notes = createTrustNotes(catalogs);
  const trustNotesMs = lap();
  notes.annotate(titled);
  const annotateMs = lap();
  // What a repeat visit does instead with the kept passes: read them (a structured copy, as
  // IndexedDB's read makes) and build the notes on them.
  let keptTrustMs = Number.NaN;
  if (keptTrust) {
    lap();
    createTrustNotes(catalogs, {}, trustInputsOf(structuredClone(keptTrust).compiled));
    keptTrustMs = lap();
  }
  const firstAnswer = { catalogsMs, searchMs, titlesMs, trustNotesMs, annotateMs, keptTrustMs };

  const perProtocol: RepeatCpuFigures['perProtocol'] = {};
  const everyToken: Token[] = [];
  for (const row of rows) {
    const catalog = createCatalog(row.protocol as Protocol, row.tokens, resolveChain);
    everyToken.push(...catalog.tokens);
    perProtocol[row.protocol] = {
      tokens: row.tokens.length,
      cloneMs: medianMs(reps, () => structuredClone(row)),
      catalogMs: medianMs(reps, () =>
        createCatalog(row.protocol as Protocol, row.tokens, resolveChain),
      ),
      agreementMs: medianMs(reps, () => computeAgreement(catalog.tokens)),
      variantContextMs: medianMs(reps, () => buildVariantContext(catalog.tokens)),
    };
  }
  const all = {
    agreementMs: medianMs(reps, () => computeAgreement(everyToken)),
    variantContextMs: medianMs(reps, () => buildVariantContext(everyToken)),
  };

  const engine = createBridgeDataEngine({
    fetch: fakeFetch(options.payloads),
    openDb: () => new BridgeDb('bench', { indexedDB: factory, IDBKeyRange }),
    buildId: BENCH_BUILD,
  });
  const t0 = performance.now();
  await engine.api.start({ urls: URLS });
  await waitFor(engine, allData);
  const startMs = performance.now() - t0;
  const t1 = performance.now();
  await engine.api.search({ query: options.query });
  const firstSearchMs = performance.now() - t1;
  const t2 = performance.now();
  await engine.api.search({ query: options.query });
  const secondSearchMs = performance.now() - t2;
  await engine.idle();
  return { perProtocol, all, firstAnswer, engine: { startMs, firstSearchMs, secondSearchMs } };
}
