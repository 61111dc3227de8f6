#!/usr/bin/env node
// `npm run bench`: what a visitor waits for, measured in headless system Chromium against local
// servers, with the seed's data flow as the baseline in the same run. Prints every target of the
// performance table (docs: the target, the figure, PASS/FAIL) with the machine's load average,
// and writes .bench/results.json plus a copy of every run's raw figures in .bench/runs/. Not part
// of CI (timings vary on shared machines); the size budgets are enforced by `npm run size`.
//
//   1. cold first visit on a slow mobile link (150 ms per request, 1.6 Mbit/s shared by all
//      connections, slowed by the server so page, worker and service worker are slowed alike):
//      navigation -> 'usdc' results painted; against the plain seed-flow page
//   2. repeat visit on that link (service worker + IndexedDB warm) and offline
//   3. search: Enter -> outcome in the DOM p50/p95 at 1x and 10x data (and to the next paint),
//      main-thread long tasks
//   4. search on a slowed CPU (DevTools throttling): Enter's interaction to next paint (Event
//      Timing) at 4x, worst of 8 searches; Enter -> first visible sign of the search at 20x
//   5. worker: index build, index import, query time at 1x and 10x (node, fake-indexeddb)
//   6. bytes: initial JS, worker, lazy chunks, precache
//   7. the baseline (seed flow: sequential fetches on every load, main-thread filter), plain DOM
//      and tiny React variants, for the same visits
//   then Lighthouse (scripts/lighthouse.mjs, median of 5) unless --no-lighthouse.
//
// Options: --runs N (3), --passes N (search passes, 3), --lighthouse-runs N (5), --no-lighthouse,
// --no-baseline-search, --no-10x-visits, --force-build, --dist DIR (measure an existing build
// of the app instead of building this checkout: for A/B runs), --only LIST (comma-separated
// parts: visits, search, throttled, worker, lighthouse). Environment: CHROMIUM_PATH,
// BENCH_DATA_DIR.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/build.mjs';
import { SOURCE_KEYS } from '../src/shared/protocol-registry.mjs';
import { startServer } from './source-server.mjs';
import { inflateDir } from './bench/inflate.mjs';
import {
  APP_DIST,
  BASELINE_DIST,
  BENCH_DIR,
  buildAppForBench,
  buildBaseline,
  pickDataDir,
} from './bench/build.mjs';
import { analyseDist, KB, sourceBytes } from './bench/bytes.mjs';
import { bundleWorkerBench, measureWorkerScale } from './bench/worker.mjs';
import { tapServer } from './bench/tap.mjs';
import { warmServer } from './lib/warm-server.mjs';
import {
  CHROMIUM_PATH,
  launchChromium,
  newProbedContext,
  searchLatency,
  throttledSearches,
  visit,
  waitWarm,
} from './bench/browser.mjs';
import {
  parseOrbiter,
  parseStargate,
  parseWormhole,
  searchBridges,
  foundText,
} from './bench/baseline/flow.js';
import {
  LIGHTHOUSE_METRIC_TARGETS,
  LIGHTHOUSE_TARGETS,
  printLighthouse,
  runLighthouse,
} from './lighthouse.mjs';

// ---- settings -----------------------------------------------------------------------------------

const argv = process.argv.slice(2);
const flag = (name) => argv.includes(`--${name}`);
const stringOption = (name, fallback) => {
  const i = argv.findIndex((a) => a === `--${name}` || a.startsWith(`--${name}=`));
  if (i < 0) return fallback;
  const a = argv[i];
  return a.includes('=') ? a.slice(a.indexOf('=') + 1) : argv[i + 1];
};
const option = (name, fallback) => {
  const value = stringOption(name, null);
  return value === null ? fallback : Number(value);
};
const RUNS = option('runs', 3);
const PASSES = option('passes', 3);
const LIGHTHOUSE_RUNS = option('lighthouse-runs', 5);
const DIST = stringOption('dist', null);
const ONLY = new Set(
  (stringOption('only', 'visits,search,throttled,worker,lighthouse') ?? '')
    .split(',')
    .filter(Boolean),
);
const part = (name) => ONLY.has(name) && !(name === 'lighthouse' && flag('no-lighthouse'));

/** The slow mobile link: 150 ms per request, 1.6 Mbit/s shared across connections. */
const LINK = { latencyMs: 150, bytesPerSecond: 200_000, scope: 'all' };
const QUERY = 'usdc';
/** From one letter to full symbols; a few match nothing at 1x. */
const QUERIES = [
  'u',
  'us',
  'usd',
  'usdc',
  'e',
  'et',
  'eth',
  'weth',
  'wbtc',
  'dai',
  'a',
  's',
  'o',
  'arb',
  'op',
  'link',
  'sol',
  'bnb',
  'usdt',
  'btc',
  'matic',
  'avax',
  'steth',
  'pepe',
];
const FACTOR = 10;
/** The searches made on a slowed CPU: from one letter (many cards) to full symbols. */
const THROTTLED_QUERIES = ['usdc', 'u', 'eth', 'usdt', 'a', 'dai', 'wbtc', 'link'];
const INTERACTION_CPU_RATE = 4;
const FIRST_SIGN_CPU_RATE = 20;

/** The performance targets; each row of the report is one of them. */
const TARGETS = {
  /** Cold visit -> first results, as a fraction of the plain seed-flow page's time. */
  coldPlainRatio: 0.9,
  repeatMs: 200,
  offlineMs: 200,
  /** Enter -> outcome in the DOM, p95. */
  searchP95Ms1x: 8,
  searchP95Ms10x: 16,
  /** Enter's interaction to next paint on a CPU 4x slower, worst of 8 searches. */
  inp4xMs: 40,
  /** Enter -> 'Searching...', skeletons or the results visible on a CPU 20x slower. */
  firstSign20xMs: 150,
  initialJsKb: 90,
  workerKb: 45,
};

function medianOf(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
const log = (...args) => console.log('[bench]', ...args);

// ---- data -----------------------------------------------------------------------------------------

function baselineCount(dataDir, query) {
  const read = (n) => JSON.parse(fs.readFileSync(path.join(dataDir, `${n}.json`), 'utf8'));
  const data = {
    wormhole: parseWormhole(read('wormhole')),
    stargate: parseStargate(read('stargate')),
    orbiter: parseOrbiter(read('orbiter')),
  };
  return searchBridges(data, query).length;
}

// ---- visits ---------------------------------------------------------------------------------------

const SOURCE_PATH = new RegExp(`^/sources/(${SOURCE_KEYS.join('|')})\\.json`);

/** What went over the link during a visit, relative to the page's navigation start. */
function waterfall(tap, result) {
  if (!result.timeOrigin) return [];
  return tap.since(result.timeOrigin).map((e) => ({
    url: e.url,
    status: e.status,
    encoding: e.encoding,
    bytes: e.bytes,
    startMs: Math.round(e.at),
    endMs: e.end === null ? null : Math.round(e.end),
    conditional: e.conditional,
  }));
}

function summariseVisit(result, tap) {
  const requests = waterfall(tap, result);
  const sources = requests.filter((r) => SOURCE_PATH.test(r.url));
  const before = (ms) => requests.filter((r) => r.endMs !== null && ms !== null && r.endMs <= ms);
  return {
    failed: result.failed,
    incomplete: result.incomplete ?? false,
    firstMs: result.firstMs ?? null,
    firstText: result.firstText ?? null,
    completeMs: result.completeMs ?? null,
    lastText: result.lastText ?? null,
    fcpMs: result.marks?.fcp ?? null,
    inputMs: result.marks?.input ?? null,
    searchEnabledMs: result.marks?.enabled ?? null,
    sourcesDoneMs: sources.length ? Math.max(...sources.map((s) => s.endMs ?? Infinity)) : null,
    sourceEnds: Object.fromEntries(sources.map((s) => [SOURCE_PATH.exec(s.url)[1], s.endMs])),
    bytesBeforeComplete: before(result.completeMs ?? null).reduce((n, r) => n + r.bytes, 0),
    controlled: result.controlled ?? null,
    longTasks: (result.longtasks ?? []).map((t) => Math.round(t.duration)),
    requests,
  };
}

/** Serves `distDir` on `server`, with the slow link or none; nothing else from earlier runs. */
function prepare(server, distDir, throttle) {
  server.reset();
  server.control({ distDir, throttle: throttle ?? null, offline: false });
}

/** The app build measured: this checkout's (built for the bench) or --dist's. */
const appDist = DIST ? path.resolve(DIST) : APP_DIST;

async function ourRun(browser, server, tap, expectedText) {
  prepare(server, appDist, LINK);
  const url = `${server.url}/`;
  const context = await newProbedContext(browser, { auto: QUERY });
  try {
    tap.clear();
    const cold = await visit(context, url, { expectedText, keepOpen: true, timeoutMs: 60_000 });
    if (cold.failed) {
      const failed = summariseVisit(cold, tap);
      return {
        cold: failed,
        warm: null,
        repeat: { ...failed, failed: 'cold visit failed' },
        offline: { ...failed, failed: 'cold visit failed' },
      };
    }
    const coldSummary = summariseVisit(cold, tap);
    const warm = cold.page ? await waitWarm(cold.page) : null;
    // Let the first tab's remaining work (precache, analytics) end before the repeat visit.
    await cold.page?.close();
    tap.clear();
    const repeat = summariseVisit(await visit(context, url, { expectedText }), tap);
    await context.setOffline(true);
    server.control({ offline: true });
    tap.clear();
    const offline = summariseVisit(
      await visit(context, url, { expectedText, timeoutMs: 30_000 }),
      tap,
    );
    return { cold: coldSummary, warm, repeat, offline };
  } finally {
    await context.close();
    server.reset();
  }
}

async function baselineRun(browser, server, tap, pagePath, expectedText) {
  prepare(server, BASELINE_DIST, LINK);
  const url = `${server.url}${pagePath}`;
  const context = await newProbedContext(browser, { auto: QUERY });
  try {
    tap.clear();
    const cold = summariseVisit(
      await visit(context, url, { expectedText, timeoutMs: 60_000 }),
      tap,
    );
    if (cold.failed)
      return {
        cold,
        repeat: { ...cold, failed: 'cold visit failed' },
        offline: { ...cold, failed: 'cold visit failed' },
      };
    tap.clear();
    const repeat = summariseVisit(await visit(context, url, { expectedText }), tap);
    await context.setOffline(true);
    server.control({ offline: true });
    tap.clear();
    const offline = summariseVisit(
      await visit(context, url, { expectedText, timeoutMs: 15_000 }),
      tap,
    );
    return { cold, repeat, offline };
  } finally {
    await context.close();
    server.reset();
  }
}

/** Loads the page with every source in (and, ours, the index stored), then runs `measure(page)`. */
async function measureOn(
  browser,
  server,
  tap,
  distDir,
  pagePath,
  { waitIndex, measure, cpuRate = 1 },
) {
  prepare(server, distDir, null);
  const context = await newProbedContext(browser, { auto: null });
  try {
    const page = await context.newPage();
    // A phone slow from the start: the page loads and starts on the slowed CPU too.
    if (cpuRate !== 1)
      await (
        await context.newCDPSession(page)
      ).send('Emulation.setCPUThrottlingRate', {
        rate: cpuRate,
      });
    tap.clear();
    await page.goto(`${server.url}${pagePath}`, { waitUntil: 'load', timeout: 60_000 });
    // Everything downloaded and (ours) the index built and persisted: the steady state.
    const deadline = Date.now() + 60_000;
    while (Date.now() < deadline) {
      const done = tap.log.filter((e) => SOURCE_PATH.test(e.url) && e.end !== null).length;
      if (done >= 3) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    const warm = waitIndex ? await waitWarm(page, { timeoutMs: 60_000 }) : null;
    await page.getByPlaceholder(/^Search tokens/).fill(QUERY);
    await page.getByRole('button', { name: 'Search', exact: true }).waitFor({ state: 'visible' });
    await page.waitForFunction(
      () =>
        [...globalThis.document.querySelectorAll('button')].some(
          (b) => b.textContent.trim() === 'Search' && !b.disabled,
        ),
      undefined,
      { timeout: 60_000 },
    );
    const result = await measure(page);
    return { ...result, warm };
  } finally {
    await context.close();
  }
}

// ---- report ---------------------------------------------------------------------------------------

const ms = (v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : 'n/a');
const ms1 = (v) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : 'n/a');
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;
const x = (v) => (Number.isFinite(v) ? `${v.toFixed(2)}x` : 'n/a');
const mark = (ok) => (ok === null ? '' : ok ? 'PASS' : 'FAIL');
const pad = (s, n) => String(s).padEnd(n);
const lpad = (s, n) => String(s).padStart(n);

function table(rows, widths, align) {
  return rows
    .map((row) =>
      row.map((c, i) => (align?.[i] === 'r' ? lpad(c, widths[i]) : pad(c, widths[i]))).join('  '),
    )
    .join('\n');
}

function printReport(r) {
  const out = [];
  const v = r.visits;
  const b = (variant, kind, key) => v[variant]?.[kind]?.[key];
  const fails = (variant, kind) => v[variant]?.[kind]?.failedRuns === v[variant]?.[kind]?.runs;
  const cell = (variant, kind, key) =>
    fails(variant, kind) ? 'n/a (fails)' : ms(b(variant, kind, key));
  const ratio = (ours, variant, kind) =>
    fails(variant, kind) ? 'inf' : x(b(variant, kind, 'completeMs') / ours);
  const floor = r.floor.ms;

  out.push('');
  out.push(
    `Bridge, please! benchmark  ${r.at}  (${r.machine.cpus} cores, 1-min load average ${r.machine.loadAverage1m.atStart.toFixed(1)} at start, ${r.machine.loadAverage1m.atEnd.toFixed(1)} at end: other work on the machine slows every row alike)`,
  );
  out.push(
    `data: ${r.data.dir} (1x: ${r.data.tokens1x} tokens, 10x: ${r.data.tokens10x}); link: ${LINK.latencyMs} ms per request, ` +
      `${(LINK.bytesPerSecond * 8) / 1e6} Mbit/s shared, slowed by the server; ${r.settings.runs} run(s), medians; Chromium ${r.browser}; 412x915 mobile viewport`,
  );
  out.push('');
  if (v.ours) {
    out.push(
      `1-2. Visits: navigation -> '${QUERY}' typed, Search pressed as soon as enabled -> count line painted`,
    );
    out.push(
      `     baseline = the seed's flow (3 sequential fetches on every load, main-thread filter) in a tiny React page;`,
    );
    out.push(
      `     'plain' = the same flow with no framework at all (lower bound, for reference). speedup = baseline / ours`,
    );
    const rows = [['', 'ours', 'baseline', 'speedup', 'target', '', 'plain', 'speedup']];
    const coldFirst = b('ours', 'cold', 'firstMs');
    const coldAll = b('ours', 'cold', 'completeMs');
    rows.push([
      'cold, first results',
      ms(coldFirst),
      cell('baselineReact', 'cold', 'completeMs'),
      ratio(coldFirst, 'baselineReact', 'cold'),
      `<= ${TARGETS.coldPlainRatio}x plain`,
      mark(r.targets.coldFirst),
      cell('baselinePlain', 'cold', 'completeMs'),
      ratio(coldFirst, 'baselinePlain', 'cold'),
    ]);
    rows.push([
      'cold, all sources in',
      ms(coldAll),
      '',
      ratio(coldAll, 'baselineReact', 'cold'),
      '(info)',
      '',
      '',
      ratio(coldAll, 'baselinePlain', 'cold'),
    ]);
    rows.push([`  floor: 2 RTT + ${kb(r.floor.bytes)} gz`, ms(floor), '', '', '', '', '', '']);
    rows.push([
      '  ours / floor (first, all)',
      `${x(coldFirst / floor)}, ${x(coldAll / floor)}`,
      '',
      '',
      '',
      '',
      '',
      '',
    ]);
    /** The sub-rows of one visit kind: the same milestones for us and (unless off) the baselines. */
    const pushDetailRows = (kind, milestones, { baselines = true } = {}) => {
      for (const [label, key] of milestones) {
        const baseline = (variant) => (baselines ? ms(b(variant, kind, key)) : '');
        rows.push([
          label,
          ms(b('ours', kind, key)),
          baseline('baselineReact'),
          '',
          '',
          '',
          baseline('baselinePlain'),
          '',
        ]);
      }
    };
    pushDetailRows('cold', [
      ['  first contentful paint', 'fcpMs'],
      ['  search box rendered', 'inputMs'],
      ['  Search enabled', 'searchEnabledMs'],
      ['  last source byte', 'sourcesDoneMs'],
    ]);
    const rep = b('ours', 'repeat', 'completeMs');
    rows.push([
      'repeat, slow link',
      ms(rep),
      cell('baselineReact', 'repeat', 'completeMs'),
      ratio(rep, 'baselineReact', 'repeat'),
      `<= ${TARGETS.repeatMs} ms`,
      mark(r.targets.repeat),
      cell('baselinePlain', 'repeat', 'completeMs'),
      ratio(rep, 'baselinePlain', 'repeat'),
    ]);
    pushDetailRows('repeat', [
      ['  search box rendered', 'inputMs'],
      ['  Search enabled', 'searchEnabledMs'],
    ]);
    const off = fails('ours', 'offline') ? NaN : b('ours', 'offline', 'completeMs');
    rows.push([
      'repeat, offline',
      fails('ours', 'offline') ? 'n/a (fails)' : ms(off),
      cell('baselineReact', 'offline', 'completeMs'),
      ratio(off, 'baselineReact', 'offline'),
      `<= ${TARGETS.offlineMs} ms`,
      mark(r.targets.offline),
      cell('baselinePlain', 'offline', 'completeMs'),
      ratio(off, 'baselinePlain', 'offline'),
    ]);
    // The baselines never load offline, so only our figures have details.
    pushDetailRows(
      'offline',
      [
        ['  search box rendered', 'inputMs'],
        ['  Search enabled', 'searchEnabledMs'],
      ],
      { baselines: false },
    );
    if (v.ours10x) {
      for (const kind of ['cold', 'repeat', 'offline']) {
        const e = v.ours10x[kind];
        rows.push([
          `${kind}, 10x data (1 run, info)`,
          e.failedRuns ? 'n/a (fails)' : ms(e.completeMs),
          '',
          '',
          kind === 'cold' ? `first ${ms(e.firstMs)}` : `enabled ${ms(e.searchEnabledMs)}`,
          '',
          '',
          '',
        ]);
      }
    }
    out.push(table(rows, [30, 12, 12, 8, 30, 4, 12, 8], ['l', 'r', 'r', 'r', 'l', 'l', 'r', 'r']));
    out.push('');
  }

  if (r.search.ours1x || r.search.ours10x) {
    const passes = r.settings.passes;
    out.push(
      `3. Search latency: Enter (keydown) -> outcome (count line changed) in the DOM, and -> next paint; ${QUERIES.length} queries x ${passes} passes after a warm-up pass; main-thread long tasks meanwhile`,
    );
    const srows = [['', 'p50', 'p95', 'max', 'paint p95', 'long tasks', 'longest', 'target', '']];
    const srow = (label, s, target, ok) =>
      srows.push([
        label,
        ms1(s?.p50Ms),
        ms1(s?.p95Ms),
        ms1(s?.maxMs),
        ms1(s?.toPaintP95Ms),
        s ? String(s.longTasks.count) : 'n/a',
        s ? ms(s.longTasks.maxMs) : 'n/a',
        target,
        mark(ok),
      ]);
    srow('ours 1x', r.search.ours1x, `p95 <= ${TARGETS.searchP95Ms1x} ms`, r.targets.search1x);
    srow('ours 10x', r.search.ours10x, `p95 <= ${TARGETS.searchP95Ms10x} ms`, r.targets.search10x);
    if (r.search.baselinePlain1x)
      srow('plain baseline 1x', r.search.baselinePlain1x, '(reference)', null);
    if (r.search.baselinePlain10x)
      srow('plain baseline 10x', r.search.baselinePlain10x, '(reference)', null);
    out.push(
      table(
        srows,
        [20, 10, 10, 10, 10, 10, 8, 20, 4],
        ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'l', 'l'],
      ),
    );
    for (const key of ['ours1x', 'ours10x']) {
      const s = r.search[key];
      if (!s) continue;
      const slowest = Object.entries(s.perQuery)
        .sort((a, c) => c[1].p50Ms - a[1].p50Ms)
        .slice(0, 4);
      out.push(
        `  ${key} slowest (p50): ${slowest.map(([q, e]) => `'${q}' ${ms1(e.p50Ms)} (${e.text.replace(' bridge option(s)', '')})`).join(', ')}${s.timeouts ? `; ${s.timeouts} timed out` : ''}`,
      );
    }
    out.push('');
  }

  const t = r.throttled;
  if (t.inp4x || t.sign20x) {
    out.push(
      `4. Search on a slowed CPU (DevTools CPU throttling), ${THROTTLED_QUERIES.length} searches each: ${THROTTLED_QUERIES.join(', ')}`,
    );
    const trows = [['', 'worst', 'median', 'target', '']];
    if (t.inp4x)
      trows.push([
        `Enter -> next paint (Event Timing), ${t.inp4x.rate}x`,
        ms(t.inp4x.worstInpMs),
        ms(medianOf(t.inp4x.perSearch.map((p) => p.inpMs))),
        `worst <= ${TARGETS.inp4xMs} ms`,
        mark(r.targets.inp4x),
      ]);
    if (t.sign20x) {
      trows.push([
        `Enter -> first sign visible, ${t.sign20x.rate}x`,
        ms(t.sign20x.worstSignMs),
        ms(t.sign20x.medianSignMs),
        `<= ${TARGETS.firstSign20xMs} ms`,
        mark(r.targets.sign20x),
      ]);
      trows.push([
        `  Enter -> outcome painted, ${t.sign20x.rate}x`,
        ms(t.sign20x.worstOutcomeMs),
        ms(medianOf(t.sign20x.perSearch.map((p) => p.outcomePaintedMs))),
        '(info)',
        '',
      ]);
    }
    if (t.sign20xFromStart)
      trows.push([
        `  first ${t.sign20xFromStart.searches} of a visit, ${t.sign20xFromStart.rate}x from the start`,
        ms(t.sign20xFromStart.worstSignMs),
        ms(t.sign20xFromStart.medianSignMs),
        '(info)',
        '',
      ]);
    out.push(table(trows, [44, 10, 10, 20, 4], ['l', 'r', 'r', 'l', 'l']));
    for (const [key, e] of Object.entries(t))
      out.push(
        `  ${key} per search: ${e.perSearch.map((p) => `'${p.query}' ${ms(p.inpMs)}/${ms(p.signMs)}/${ms(p.outcomePaintedMs)}`).join(', ')} (interaction/first sign/outcome)`,
      );
    out.push('');
  }

  if (r.worker) {
    const w1 = r.worker['1x'];
    const w10 = r.worker['10x'];
    out.push(
      '5. Worker: the engine (workers/api.ts) in node 20 on fake-indexeddb, sources from memory',
    );
    const sumKind = (w, kind) =>
      w
        ? w[kind === 'built' ? 'first' : 'repeat'].index
            .filter((i) => i.kind === kind)
            .reduce((n, i) => n + i.ms, 0)
        : NaN;
    const perSource = (w, kind) =>
      w
        ? w[kind === 'built' ? 'first' : 'repeat'].index
            .filter((i) => i.kind === kind)
            .map((i) => `${i.protocol} ${Math.round(i.ms)}`)
            .join(', ')
        : '';
    const wrows = [['', '1x', '10x', 'per source at 10x']];
    wrows.push([
      'first visit: all data searchable',
      ms(w1?.first.dataMs),
      ms(w10?.first.dataMs),
      '',
    ]);
    wrows.push([
      'index build (sum)',
      ms(sumKind(w1, 'built')),
      ms(sumKind(w10, 'built')),
      perSource(w10, 'built'),
    ]);
    wrows.push([
      'first visit: stored and indexed',
      ms(w1?.first.idleMs),
      ms(w10?.first.idleMs),
      '',
    ]);
    wrows.push([
      'repeat: data read from the store',
      ms(w1?.repeat.dataMs),
      ms(w10?.repeat.dataMs),
      '',
    ]);
    wrows.push([
      'index import from the store (sum)',
      ms(sumKind(w1, 'imported')),
      ms(sumKind(w10, 'imported')),
      perSource(w10, 'imported'),
    ]);
    wrows.push(['repeat: idle', ms(w1?.repeat.idleMs), ms(w10?.repeat.idleMs), '']);
    wrows.push([
      'query p50 / p95',
      `${ms1(w1?.query.p50Ms)} / ${ms1(w1?.query.p95Ms)}`,
      `${ms1(w10?.query.p50Ms)} / ${ms1(w10?.query.p95Ms)}`,
      '',
    ]);
    wrows.push([
      'stored index export',
      `${((w1?.indexExportChars ?? 0) / 1e6).toFixed(2)} M chars`,
      `${((w10?.indexExportChars ?? 0) / 1e6).toFixed(2)} M chars`,
      '',
    ]);
    out.push(table(wrows, [36, 18, 18, 40], ['l', 'r', 'r', 'l']));
    out.push('');
  }

  const by = r.bytes;
  out.push(
    '6. Bytes (gzip -9, KB = 1024 bytes; the local server actually sends brotli when asked)',
  );
  const brows = [['', 'gzip', 'raw', 'target', '']];
  brows.push([
    `initial main-thread JS (${by.ours.initialJs.files.length} file(s))`,
    kb(by.ours.initialJs.gzip),
    kb(by.ours.initialJs.raw),
    `<= ${TARGETS.initialJsKb} KB`,
    mark(r.targets.initialJs),
  ]);
  brows.push([
    '  mixpanel-browser in it',
    by.ours.mixpanelInInitial ? 'yes' : 'no',
    '',
    'no',
    mark(!by.ours.mixpanelInInitial),
  ]);
  brows.push(['CSS files', kb(by.ours.css.gzip), kb(by.ours.css.raw), '', '']);
  brows.push([
    'worker JS',
    kb(by.ours.worker.gzip),
    kb(by.ours.worker.raw),
    `<= ${TARGETS.workerKb} KB`,
    mark(r.targets.worker),
  ]);
  for (const f of by.ours.lazy.files)
    brows.push([`lazy: ${f.file.replace(/^assets\//, '')}`, kb(f.gzip), kb(f.raw), '', '']);
  if (by.ours.precache)
    brows.push([
      `precache total (${by.ours.precache.entries} entries)`,
      kb(by.ours.precache.gzip),
      kb(by.ours.precache.raw),
      '',
      '',
    ]);
  brows.push(['index.html', kb(by.ours.html.gzip), kb(by.ours.html.raw), '', '']);
  for (const [name, s] of Object.entries(by.sources1x))
    brows.push([
      `source ${name} 1x (10x)`,
      `${kb(s.gzip)}`,
      `${kb(s.raw)}`,
      `(${kb(by.sources10x[name].gzip)} gz)`,
      '',
    ]);
  brows.push([
    'baseline (React): JS + CSS',
    kb(by.baselineReact.initialJs.gzip + by.baselineReact.css.gzip),
    kb(by.baselineReact.initialJs.raw + by.baselineReact.css.raw),
    '',
    '',
  ]);
  brows.push([
    'plain baseline: JS + CSS',
    kb(by.baselinePlain.initialJs.gzip + by.baselinePlain.css.gzip),
    kb(by.baselinePlain.initialJs.raw + by.baselinePlain.css.raw),
    '',
    '',
  ]);
  out.push(table(brows, [40, 10, 10, 14, 4], ['l', 'r', 'r', 'l', 'l']));
  out.push('');

  for (const kind of ['cold', 'repeat']) {
    const visitRun = r.runs.ours[0]?.[kind];
    if (!visitRun || visitRun.failed) continue;
    out.push(`${kind} visit, ours, run 1: requests (ms from navigation start; bytes as sent)`);
    for (const q of visitRun.requests) {
      out.push(
        `  ${lpad(q.startMs, 6)} -> ${lpad(q.endMs ?? '...', 6)}  ${lpad(q.bytes, 8)} B  ${pad(q.encoding ?? '-', 4)} ${q.status}${q.conditional ? ' (conditional)' : ''}  ${q.url.length > 60 ? `${q.url.slice(0, 60)}...` : q.url}`,
      );
    }
    out.push(
      `  box ${ms(visitRun.inputMs)}, Search enabled ${ms(visitRun.searchEnabledMs)}, first '${visitRun.firstText}' ${ms(visitRun.firstMs)}, '${visitRun.lastText}' ${ms(visitRun.completeMs)}; main-thread long tasks: ${visitRun.longTasks.join(', ') || 'none'} ms`,
    );
    out.push('');
  }
  console.log(out.join('\n'));
}

// ---- main ------------------------------------------------------------------------------------------

async function main() {
  const started = Date.now();
  const loadAtStart = os.loadavg();
  fs.mkdirSync(BENCH_DIR, { recursive: true });
  log(
    `load average at start: ${loadAtStart.map((l) => l.toFixed(2)).join(', ')} (1, 5, 15 min) on ${os.cpus().length} cores; parts: ${[...ONLY].join(', ')}; app: ${path.relative(ROOT, appDist)}`,
  );
  const sourceDir = pickDataDir();
  const data1x = path.join(BENCH_DIR, 'data-1x');
  const data10x = path.join(BENCH_DIR, 'data-10x');
  inflateDir(sourceDir, data1x, 1);
  inflateDir(sourceDir, data10x, FACTOR);
  log(`data ${path.relative(ROOT, sourceDir)} -> .bench/data-1x, .bench/data-10x (${FACTOR}x)`);

  if (!DIST) await buildAppForBench({ force: flag('force-build') });
  await buildBaseline({ force: flag('force-build') });

  const bytes = {
    ours: analyseDist(appDist),
    baselinePlain: analyseDist(BASELINE_DIST, 'index.html'),
    baselineReact: analyseDist(BASELINE_DIST, 'react.html'),
    sources1x: sourceBytes(data1x),
    sources10x: sourceBytes(data10x),
  };
  const floorBytes =
    bytes.ours.html.gzip +
    bytes.ours.initialJs.gzip +
    bytes.ours.css.gzip +
    bytes.ours.worker.gzip +
    bytes.ours.resultsChunk.gzip +
    Object.values(bytes.sources1x).reduce((n, s) => n + s.gzip, 0);
  const floor = {
    bytes: floorBytes,
    ms: 2 * LINK.latencyMs + (floorBytes / LINK.bytesPerSecond) * 1000,
  };

  let worker = null;
  if (part('worker')) {
    log('worker figures in node (1x, 10x) ...');
    await bundleWorkerBench();
    worker = {
      '1x': await measureWorkerScale(data1x, QUERIES).catch(
        (e) => (log('worker 1x failed:', e.message), null),
      ),
      '10x': await measureWorkerScale(data10x, QUERIES).catch(
        (e) => (log('worker 10x failed:', e.message), null),
      ),
    };
  }
  const oursTotal = worker?.['1x']?.query.perQuery[QUERY]?.total;
  const oursTotal10x = worker?.['10x']?.query.perQuery[QUERY]?.total;
  const expected = {
    ours: Number.isFinite(oursTotal) ? foundText(oursTotal) : null,
    ours10x: Number.isFinite(oursTotal10x) ? foundText(oursTotal10x) : null,
    baseline: foundText(baselineCount(data1x, QUERY)),
  };

  const s1 = await startServer({
    port: 0,
    host: '127.0.0.1',
    distDir: appDist,
    dataDir: data1x,
    quiet: true,
  });
  const s10 = await startServer({
    port: 0,
    host: '127.0.0.1',
    distDir: appDist,
    dataDir: data10x,
    quiet: true,
  });
  // Everything compressed once before the first measured load (scripts/lib/warm-server.mjs).
  for (const dist of [BASELINE_DIST, appDist]) {
    s1.control({ distDir: dist });
    await warmServer(s1, dist);
  }
  await warmServer(s10, appDist);
  const tap1 = tapServer(s1);
  const tap10 = tapServer(s10);
  const browser = await launchChromium();
  browserVersion = `${browser.version()} (${CHROMIUM_PATH})`;
  const runs = { ours: [], baselinePlain: [], baselineReact: [], ours10x: [] };
  const search = {};
  const throttled = {};
  const latency = (passes) => (page) => searchLatency(page, QUERIES, { passes });
  try {
    if (part('visits')) {
      for (let i = 0; i < RUNS; i++) {
        log(`visits, run ${i + 1}/${RUNS} ...`);
        runs.ours.push(await ourRun(browser, s1, tap1, expected.ours));
        runs.baselinePlain.push(await baselineRun(browser, s1, tap1, '/', expected.baseline));
        runs.baselineReact.push(
          await baselineRun(browser, s1, tap1, '/react.html', expected.baseline),
        );
      }
      if (!flag('no-10x-visits')) {
        log('visits at 10x data (1 run, for information) ...');
        runs.ours10x.push(await ourRun(browser, s10, tap10, expected.ours10x));
      }
    }
    if (part('search')) {
      log('search latency, ours 1x ...');
      search.ours1x = await measureOn(browser, s1, tap1, appDist, '/', {
        waitIndex: true,
        measure: latency(PASSES),
      });
      log('search latency, ours 10x ...');
      search.ours10x = await measureOn(browser, s10, tap10, appDist, '/', {
        waitIndex: true,
        measure: latency(PASSES),
      });
      if (!flag('no-baseline-search')) {
        log('search latency, baseline plain 1x and 10x ...');
        for (const [key, server, tap] of [
          ['baselinePlain1x', s1, tap1],
          ['baselinePlain10x', s10, tap10],
        ])
          search[key] = await measureOn(browser, server, tap, BASELINE_DIST, '/', {
            waitIndex: false,
            measure: latency(Math.min(PASSES, 2)),
          });
      }
    }
    if (part('throttled')) {
      for (const [key, rate] of [
        ['inp4x', INTERACTION_CPU_RATE],
        ['sign20x', FIRST_SIGN_CPU_RATE],
      ]) {
        log(`searches on a CPU ${rate}x slower ...`);
        throttled[key] = await measureOn(browser, s1, tap1, appDist, '/', {
          waitIndex: true,
          measure: (page) => throttledSearches(page, THROTTLED_QUERIES, { rate, warmUp: 'weth' }),
        });
      }
      // The searches above follow a warm-up on a fast CPU, as if the phone slowed down after it.
      // A phone is slow from the start: its first searches, the page loaded on the slowed CPU.
      log(`first searches of a visit on a CPU ${FIRST_SIGN_CPU_RATE}x slower from the start ...`);
      throttled.sign20xFromStart = await measureOn(browser, s1, tap1, appDist, '/', {
        waitIndex: true,
        cpuRate: FIRST_SIGN_CPU_RATE,
        measure: (page) =>
          throttledSearches(page, THROTTLED_QUERIES.slice(0, 3), {
            rate: FIRST_SIGN_CPU_RATE,
            warmUp: null,
          }),
      });
    }
  } finally {
    await browser.close();
    await s1.close();
    await s10.close();
  }

  // Medians per variant and visit kind.
  const visits = {};
  for (const [variant, list] of Object.entries(runs)) {
    if (list.length === 0) continue;
    visits[variant] = {};
    for (const kind of ['cold', 'repeat', 'offline']) {
      const items = list.map((run) => run[kind]);
      const pick = (key) => medianOf(items.filter((it) => !it.failed).map((it) => it[key]));
      visits[variant][kind] = {
        runs: items.length,
        failedRuns: items.filter((it) => it.failed).length,
        failures: [...new Set(items.map((it) => it.failed).filter(Boolean))],
        firstMs: pick('firstMs'),
        completeMs: pick('completeMs'),
        fcpMs: pick('fcpMs'),
        inputMs: pick('inputMs'),
        searchEnabledMs: pick('searchEnabledMs'),
        sourcesDoneMs: pick('sourcesDoneMs'),
        bytesBeforeComplete: pick('bytesBeforeComplete'),
      };
    }
  }

  const o = visits.ours;
  const within = (kind, limit) => {
    if (!o) return null;
    const ours = o[kind].failedRuns ? NaN : o[kind].completeMs;
    return Number.isFinite(ours) && ours <= limit;
  };
  const searchOk = (s, limit) => (s ? s.p95Ms <= limit && s.timeouts === 0 : null);
  const plainCold = visits.baselinePlain?.cold;
  const targets = {
    coldFirst: o
      ? Number.isFinite(o.cold.firstMs) &&
        o.cold.firstMs <= TARGETS.coldPlainRatio * plainCold.completeMs
      : null,
    repeat: within('repeat', TARGETS.repeatMs),
    offline: within('offline', TARGETS.offlineMs),
    search1x: searchOk(search.ours1x, TARGETS.searchP95Ms1x),
    search10x: searchOk(search.ours10x, TARGETS.searchP95Ms10x),
    inp4x: throttled.inp4x
      ? throttled.inp4x.worstInpMs <= TARGETS.inp4xMs && throttled.inp4x.timeouts === 0
      : null,
    sign20x: throttled.sign20x ? throttled.sign20x.worstSignMs <= TARGETS.firstSign20xMs : null,
    initialJs:
      bytes.ours.initialJs.gzip <= TARGETS.initialJsKb * KB && !bytes.ours.mixpanelInInitial,
    worker: bytes.ours.worker.gzip <= TARGETS.workerKb * KB,
  };

  const results = {
    at: new Date().toISOString(),
    browser: browserVersion,
    link: LINK,
    app: path.relative(ROOT, appDist),
    machine: {
      cpus: os.cpus().length,
      loadAverage: { atStart: loadAtStart, atEnd: os.loadavg() },
      loadAverage1m: { atStart: loadAtStart[0], atEnd: os.loadavg()[0] },
    },
    settings: {
      runs: RUNS,
      passes: PASSES,
      parts: [...ONLY],
      baseline: 'React page (scripts/bench/baseline/react.html); plain DOM page for reference',
    },
    queries: QUERIES,
    throttledQueries: THROTTLED_QUERIES,
    data: {
      dir: path.relative(ROOT, sourceDir) || sourceDir,
      tokens1x: worker?.['1x']
        ? Object.values(worker['1x'].first.tokenCounts).reduce((a, c) => a + c, 0)
        : null,
      tokens10x: worker?.['10x']
        ? Object.values(worker['10x'].first.tokenCounts).reduce((a, c) => a + c, 0)
        : null,
      expected,
    },
    floor,
    targets,
    visits,
    search,
    throttled,
    worker,
    bytes,
    runs,
  };
  printReport(results);

  if (part('lighthouse')) {
    log(`Lighthouse (mobile preset), ${LIGHTHOUSE_RUNS} runs ...`);
    try {
      results.lighthouse = await runLighthouse({
        distDir: appDist,
        dataDir: data1x,
        runs: LIGHTHOUSE_RUNS,
      });
      printLighthouse(results.lighthouse);
    } catch (error) {
      log('Lighthouse failed:', error?.message ?? error);
      results.lighthouse = { error: String(error?.message ?? error) };
    }
  }
  results.machine.loadAverage.atEnd = os.loadavg();
  printTargets(results);
  fs.writeFileSync(path.join(BENCH_DIR, 'results.json'), JSON.stringify(results, null, 2));
  // Every run's raw figures are kept, to compare runs taken under the same load.
  const runsDir = path.join(BENCH_DIR, 'runs');
  fs.mkdirSync(runsDir, { recursive: true });
  const runFile = path.join(runsDir, `${results.at.replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(runFile, JSON.stringify(results, null, 2));
  log(
    `written to .bench/results.json and ${path.relative(ROOT, runFile)} in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}

/** Every target of the performance table: the figure, the target and PASS/FAIL (blank: not measured). */
function printTargets(r) {
  const v = r.visits;
  const lh = r.lighthouse && !r.lighthouse.error ? r.lighthouse : null;
  const plain = v.baselinePlain?.cold?.completeMs;
  const coldFirst = v.ours?.cold?.firstMs;
  const load = r.machine.loadAverage;
  const rows = [['measure', 'figure', 'target', '']];
  const add = (label, figure, target, ok) =>
    rows.push([label, figure, target, ok === null || ok === undefined ? 'not run' : mark(ok)]);
  add(
    'Enter -> outcome in the DOM, p95, 1x',
    ms1(r.search.ours1x?.p95Ms),
    `<= ${TARGETS.searchP95Ms1x} ms`,
    r.targets.search1x,
  );
  add(
    'Enter -> outcome in the DOM, p95, 10x',
    ms1(r.search.ours10x?.p95Ms),
    `<= ${TARGETS.searchP95Ms10x} ms`,
    r.targets.search10x,
  );
  add(
    `Enter, CPU ${INTERACTION_CPU_RATE}x: interaction to next paint, worst of ${THROTTLED_QUERIES.length}`,
    ms(r.throttled.inp4x?.worstInpMs),
    `<= ${TARGETS.inp4xMs} ms`,
    r.targets.inp4x,
  );
  add(
    `CPU ${FIRST_SIGN_CPU_RATE}x: Enter -> 'Searching...', skeletons or results seen`,
    ms(r.throttled.sign20x?.worstSignMs),
    `<= ${TARGETS.firstSign20xMs} ms`,
    r.targets.sign20x,
  );
  add(
    'Cold visit -> first results, slow link',
    v.ours ? `${ms(coldFirst)} (${x(coldFirst / plain)} plain ${ms(plain)})` : 'n/a',
    `<= ${TARGETS.coldPlainRatio}x plain`,
    r.targets.coldFirst,
  );
  add(
    'Repeat visit -> results, slow link',
    ms(v.ours?.repeat?.completeMs),
    `<= ${TARGETS.repeatMs} ms`,
    r.targets.repeat,
  );
  add(
    'Repeat visit offline -> results',
    ms(v.ours?.offline?.completeMs),
    `<= ${TARGETS.offlineMs} ms`,
    r.targets.offline,
  );
  const lhRuns = lh ? ` (median of ${lh.runs})` : '';
  for (const [category, min] of Object.entries(LIGHTHOUSE_TARGETS))
    add(
      `Lighthouse ${category}${lhRuns}`,
      lh ? String((lh.medianScores ?? lh.scores)[category]) : 'n/a',
      `>= ${min}`,
      lh ? (lh.medianScores ?? lh.scores)[category] >= min : null,
    );
  for (const [metric, { max, label, unit }] of Object.entries(LIGHTHOUSE_METRIC_TARGETS)) {
    const value = lh?.medianMetrics?.[metric];
    add(
      `Lighthouse ${label}${lhRuns}`,
      value === undefined || value === null ? 'n/a' : unit === 'ms' ? ms(value) : value.toFixed(3),
      `<= ${unit === 'ms' ? `${max} ms` : max}`,
      lh ? value !== null && value <= max : null,
    );
  }
  add(
    'initial JS (gzip)',
    kb(r.bytes.ours.initialJs.gzip),
    `<= ${TARGETS.initialJsKb} KB`,
    r.bytes.ours.initialJs.gzip <= TARGETS.initialJsKb * KB,
  );
  add(
    'analytics in the initial JS',
    r.bytes.ours.mixpanelInInitial ? 'yes' : 'no',
    'no',
    !r.bytes.ours.mixpanelInInitial,
  );
  add(
    'worker JS (gzip)',
    kb(r.bytes.ours.worker.gzip),
    `<= ${TARGETS.workerKb} KB`,
    r.targets.worker,
  );
  console.log(
    `\nTargets (${r.app}; load average ${load.atStart.map((l) => l.toFixed(2)).join(', ')} at start, ${load.atEnd.map((l) => l.toFixed(2)).join(', ')} at end; figures taken under load are not comparable with quiet-machine ones)`,
  );
  console.log(table(rows, [58, 30, 18, 7], ['l', 'r', 'l', 'l']));
}

let browserVersion = null;
main().catch((error) => {
  console.error(error?.stack ?? error);
  process.exit(1);
});
