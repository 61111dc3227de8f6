// Worker figures measured in node: the engine factory (workers/api/api.ts) on fake-indexeddb with a
// fetch that answers from memory, so the numbers are the worker's own work (parse, store, index
// build, index import, query) without the network. Bundled by scripts/bench/worker.mjs.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { SourceKey, SourceStatus, SourceUrls } from '../../src/shared/contract';
import { SOURCE_KEYS } from '../../src/shared/protocol-registry.mjs';
import { createBridgeDataEngine, type BridgeDataEngine } from '../../workers/api/api';
import { BridgeDb } from '../../workers/storage/db';

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
): Promise<{ engine: BridgeDataEngine; figures: VisitFigures }> {
  const engine = createBridgeDataEngine({
    fetch: fakeFetch(payloads),
    openDb: () => new BridgeDb('bench', { indexedDB: factory, IDBKeyRange }),
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
