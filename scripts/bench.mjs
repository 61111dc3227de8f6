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
//   2b. the returning visitor who types: 'usdc' typed with key events as soon as the box takes
//      text, Search pressed the moment it is enabled, on a repeat and an offline visit, against
//      the seed-flow page's typed repeat visit; Search pressed -> results
//   2c. 15 queries typed and submitted with Enter on a page in use: Enter -> outcome in the DOM,
//      per query and p50/p95, 1x and 10x (2b and 2c: --against DIR adds a build beside this one)
//   3. search: Enter -> outcome in the DOM p50/p95 at 1x and 10x data (and to the next paint),
//      main-thread long tasks
//   4. search on a slowed CPU (DevTools throttling): Enter's interaction to next paint (Event
//      Timing) at 4x, worst of 8 searches; Enter -> first visible sign of the search at 20x
//   5. worker: index build, index import, query time at 1x and 10x (node, fake-indexeddb), and a
//      repeat visit's worker CPU before its first answer, per protocol and per step
//   6. bytes: initial JS, worker, lazy chunks, precache
//   7. the baseline (seed flow: sequential fetches on every load, main-thread filter), plain DOM
//      and tiny React variants, for the same visits
//   then Lighthouse (scripts/lighthouse.mjs, median of 5) unless --no-lighthouse.
//
// Options: --runs N (3), --passes N (search passes, 3), --lighthouse-runs N (5), --no-lighthouse,
// --no-baseline-search, --no-10x-visits, --force-build, --dist DIR (measure an existing build
// of the app instead of building this checkout: for A/B runs), --against DIR (a second build in
// the returning visitor's rows, adjacent pairs), --only LIST (comma-separated parts: visits,
// returning, search, throttled, worker, lighthouse), --report FILE (print a saved run's
// report again, measuring nothing). Environment: CHROMIUM_PATH, BENCH_DATA_DIR. The settings and
// targets are in bench/settings.mjs, the printed report in bench/report.mjs.
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
  pickSources,
} from './bench/build.mjs';
import { analyseDist, KB, sourceBytes } from './bench/bytes.mjs';
import { bundleWorkerBench, measureRepeatCpuScale, measureWorkerScale } from './bench/worker.mjs';
import { tapServer } from './bench/tap.mjs';
import { warmServer } from './lib/warm-server.mjs';
import {
  CHROMIUM_PATH,
  launchChromium,
  newProbedContext,
  queryMix,
  routeSearches,
  searchLatency,
  throttledSearches,
  visit,
  waitWarm,
} from './bench/browser.mjs';
import { PARSERS as BASELINE_PARSERS, searchBridges, foundText } from './bench/baseline/flow.js';
import { printLighthouse, runLighthouse } from './lighthouse.mjs';

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
const AGAINST = stringOption('against', null);
const ONLY = new Set(
  (stringOption('only', 'visits,returning,route,search,throttled,worker,lighthouse') ?? '')
    .split(',')
    .filter(Boolean),
);
const part = (name) => ONLY.has(name) && !(name === 'lighthouse' && flag('no-lighthouse'));

/** The slow mobile link: 150 ms per request, 1.6 Mbit/s shared across connections. */
import {
  FACTOR,
  FIRST_SIGN_CPU_RATE,
  INTERACTION_CPU_RATE,
  LINK,
  medianOf,
  MIX_QUERIES,
  MIX_WARM_UP,
  QUERIES,
  QUERY,
  TARGETS,
  THROTTLED_QUERIES,
  ROUTE,
} from './bench/settings.mjs';
import { printReport, printTargets } from './bench/report.mjs';
const log = (...args) => console.log('[bench]', ...args);

// ---- data -----------------------------------------------------------------------------------------

/** The baseline's answer count: each source it reads, parsed by its own parser. */
function baselineCount(dataDir, query) {
  const read = (n) => JSON.parse(fs.readFileSync(path.join(dataDir, `${n}.json`), 'utf8'));
  const data = Object.fromEntries(
    Object.entries(BASELINE_PARSERS).map(([key, parse]) => [key, parse(read(key))]),
  );
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
    firstKeyMs: result.marks?.firstKey ?? null,
    typedMs: result.marks?.typed ?? null,
    searchEnabledMs: result.marks?.enabled ?? null,
    clickedMs: result.marks?.clicked ?? null,
    clickToFirstMs:
      result.firstMs != null && result.marks?.clicked != null
        ? result.firstMs - result.marks.clicked
        : null,
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

/**
 * A cold visit, then (service worker and stored data warm) a repeat and an offline one. `type`:
 * the visitor types the query with key events as soon as the box takes text; else the probe
 * fills it.
 */
async function ourRun(browser, server, tap, expectedText, { distDir = appDist, type = null } = {}) {
  prepare(server, distDir, LINK);
  const url = `${server.url}/`;
  const context = await newProbedContext(browser, { auto: QUERY, typed: type !== null });
  try {
    tap.clear();
    const cold = await visit(context, url, {
      expectedText,
      keepOpen: true,
      timeoutMs: 60_000,
      type,
      queryInUrl: true,
    });
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
    const repeat = summariseVisit(
      await visit(context, url, { expectedText, type, queryInUrl: true }),
      tap,
    );
    await context.setOffline(true);
    server.control({ offline: true });
    tap.clear();
    const offline = summariseVisit(
      await visit(context, url, { expectedText, timeoutMs: 30_000, type, queryInUrl: true }),
      tap,
    );
    return { cold: coldSummary, warm, repeat, offline };
  } finally {
    await context.close();
    server.reset();
  }
}

/** The seed-flow page's visits; `type` as in `ourRun`. Without `offline`, no offline visit. */
async function baselineRun(
  browser,
  server,
  tap,
  pagePath,
  expectedText,
  { type = null, offline: withOffline = true } = {},
) {
  prepare(server, BASELINE_DIST, LINK);
  const url = `${server.url}${pagePath}`;
  const context = await newProbedContext(browser, { auto: QUERY, typed: type !== null });
  try {
    tap.clear();
    const cold = summariseVisit(
      await visit(context, url, { expectedText, timeoutMs: 60_000, type }),
      tap,
    );
    if (cold.failed)
      return {
        cold,
        repeat: { ...cold, failed: 'cold visit failed' },
        offline: { ...cold, failed: 'cold visit failed' },
      };
    tap.clear();
    const repeat = summariseVisit(await visit(context, url, { expectedText, type }), tap);
    if (!withOffline) return { cold, repeat, offline: null };
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

/**
 * A shared link opened on the slow link, cold and then again (service worker and storage warm),
 * in a context of its own: navigation -> the first count line painted.
 */
async function linkRun(browser, server, tap, distDir, pagePath) {
  prepare(server, distDir, LINK);
  const context = await newProbedContext(browser, { auto: null, link: true });
  try {
    tap.clear();
    const cold = await visit(context, `${server.url}${pagePath}`, {
      keepOpen: true,
      timeoutMs: 60_000,
    });
    const coldSummary = summariseVisit(cold, tap);
    if (cold.page) await waitWarm(cold.page);
    await cold.page?.close();
    tap.clear();
    const repeat = summariseVisit(await visit(context, `${server.url}${pagePath}`), tap);
    return { cold: coldSummary, repeat };
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

// ---- main ------------------------------------------------------------------------------------------

async function main() {
  const started = Date.now();
  const loadAtStart = os.loadavg();
  fs.mkdirSync(BENCH_DIR, { recursive: true });
  log(
    `load average at start: ${loadAtStart.map((l) => l.toFixed(2)).join(', ')} (1, 5, 15 min) on ${os.cpus().length} cores; parts: ${[...ONLY].join(', ')}; app: ${path.relative(ROOT, appDist)}`,
  );
  const { dir: sourceDir, picked: sourceOrigins } = pickSources();
  const data1x = path.join(BENCH_DIR, 'data-1x');
  const data10x = path.join(BENCH_DIR, 'data-10x');
  await inflateDir(sourceDir, data1x, 1);
  await inflateDir(sourceDir, data10x, FACTOR);
  log(
    `data ${Object.entries(sourceOrigins)
      .map(([n, d]) => `${n} from ${d}`)
      .join(', ')} -> .bench/data-1x, .bench/data-10x (${FACTOR}x)`,
  );

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
    // Where a repeat visit's worker CPU goes before its first answer, per protocol and per step.
    log('worker CPU of a repeat visit before its first answer, in node (1x, 10x) ...');
    worker.repeatCpu = {
      '1x': await measureRepeatCpuScale(data1x, QUERY).catch(
        (e) => (log('repeat CPU 1x failed:', e.message), null),
      ),
      '10x': await measureRepeatCpuScale(data10x, QUERY).catch(
        (e) => (log('repeat CPU 10x failed:', e.message), null),
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
  // The builds the returning visitor's rows compare: this one and, with --against, another.
  const builds = [{ key: 'app', dist: appDist }];
  if (AGAINST) builds.push({ key: 'against', dist: path.resolve(AGAINST) });
  // Everything compressed once before the first measured load (scripts/lib/warm-server.mjs).
  for (const dist of [BASELINE_DIST, ...builds.map((b) => b.dist)]) {
    s1.control({ distDir: dist });
    await warmServer(s1, dist);
  }
  for (const { dist } of builds) {
    s10.control({ distDir: dist });
    await warmServer(s10, dist);
  }
  const tap1 = tapServer(s1);
  const tap10 = tapServer(s10);
  const browser = await launchChromium();
  browserVersion = `${browser.version()} (${CHROMIUM_PATH})`;
  const runs = { ours: [], baselinePlain: [], baselineReact: [], ours10x: [] };
  const search = {};
  const throttled = {};
  const returning = {
    builds: Object.fromEntries(builds.map((b) => [b.key, path.relative(ROOT, b.dist)])),
    runs: { seedPlain: [], ...Object.fromEntries(builds.map((b) => [b.key, []])) },
    mix: {},
  };
  const route = {
    builds: Object.fromEntries(builds.map((b) => [b.key, path.relative(ROOT, b.dist)])),
    links: {},
    searches: {},
  };
  const latency = (passes) => (page) => searchLatency(page, QUERIES, { passes });
  /**
   * `measure` on a page in use, per build, at 1x and then 10x data (the builds in the other order
   * at 10x, so neither is always first): results by build, then scale.
   */
  const onPagesInUse = async (what, measure) => {
    const byBuild = {};
    for (const [scale, server, tap] of [
      ['1x', s1, tap1],
      ['10x', s10, tap10],
    ]) {
      for (const b of scale === '1x' ? builds : [...builds].reverse()) {
        log(`${what}, ${b.key} ${scale} ...`);
        (byBuild[b.key] ??= {})[scale] = await measureOn(browser, server, tap, b.dist, '/', {
          waitIndex: true,
          measure,
        });
      }
    }
    return byBuild;
  };
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
    if (part('returning')) {
      // Adjacent A/B pairs, the order swapped every run, so the machine's load falls on both.
      for (let i = 0; i < RUNS; i++) {
        for (const b of i % 2 ? [...builds].reverse() : builds) {
          log(`returning visitor, typed visits, ${b.key}, run ${i + 1}/${RUNS} ...`);
          returning.runs[b.key].push(
            await ourRun(browser, s1, tap1, null, { distDir: b.dist, type: QUERY }),
          );
        }
        log(`returning visitor, typed visits, seed-flow page, run ${i + 1}/${RUNS} ...`);
        returning.runs.seedPlain.push(
          await baselineRun(browser, s1, tap1, '/', null, { type: QUERY, offline: false }),
        );
      }
      returning.mix = await onPagesInUse('returning visitor, query mix on a page in use', (page) =>
        queryMix(page, MIX_QUERIES, { warmUp: MIX_WARM_UP, passes: PASSES }),
      );
    }
    if (part('route')) {
      for (let i = 0; i < RUNS; i++) {
        for (const b of i % 2 ? [...builds].reverse() : builds) {
          for (const [key, link] of [
            ['link', ROUTE.link],
            ['searchLink', ROUTE.searchLink],
          ]) {
            log(`route, ${key} ${link} cold and repeat, ${b.key}, run ${i + 1}/${RUNS} ...`);
            ((route.links[b.key] ??= {})[key] ??= []).push(
              await linkRun(browser, s1, tap1, b.dist, link),
            );
          }
        }
      }
      route.searches = await onPagesInUse('route searches on a page in use', (page) =>
        routeSearches(page, { ...ROUTE, passes: PASSES }),
      );
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

  // The returning visitor: medians per build and visit kind.
  returning.visits = {};
  for (const [key, list] of Object.entries(returning.runs)) {
    if (list.length === 0) continue;
    returning.visits[key] = {};
    for (const kind of ['cold', 'repeat', 'offline']) {
      const items = list.map((run) => run[kind]).filter(Boolean);
      if (items.length === 0) continue;
      const ok = items.filter((it) => !it.failed);
      const pick = (k) => medianOf(ok.map((it) => it[k]));
      returning.visits[key][kind] = {
        runs: items.length,
        failedRuns: items.length - ok.length,
        failures: [...new Set(items.map((it) => it.failed).filter(Boolean))],
        resultsMs: pick('firstMs'),
        resultsAll: ok.map((it) => it.firstMs),
        text: ok.at(-1)?.firstText ?? null,
        clickToResultsMs: pick('clickToFirstMs'),
        clickToResultsAll: ok.map((it) => it.clickToFirstMs),
        fcpMs: pick('fcpMs'),
        inputMs: pick('inputMs'),
        firstKeyMs: pick('firstKeyMs'),
        typedMs: pick('typedMs'),
        searchEnabledMs: pick('searchEnabledMs'),
        clickedMs: pick('clickedMs'),
        // The first run's requests: the cold visit's waterfall in the report.
        requests: ok[0]?.requests ?? [],
        firstRun: ok[0]
          ? {
              inputMs: ok[0].inputMs,
              firstKeyMs: ok[0].firstKeyMs,
              searchEnabledMs: ok[0].searchEnabledMs,
              clickedMs: ok[0].clickedMs,
              firstMs: ok[0].firstMs,
              longTasks: ok[0].longTasks,
            }
          : null,
      };
    }
  }
  const rv = returning.visits;
  const seedCold = rv.seedPlain?.cold?.resultsMs;
  const seedRepeat = rv.seedPlain?.repeat?.resultsMs;
  const typedWithin = (kind) => {
    const it = rv.app?.[kind];
    if (!it) return null;
    return it.failedRuns === 0 && it.resultsMs <= TARGETS.typedRepeatPlainRatio * seedRepeat;
  };

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
    typedCold: rv.app?.cold
      ? rv.app.cold.failedRuns === 0 &&
        rv.app.cold.resultsMs <= TARGETS.typedColdPlainRatio * seedCold
      : null,
    typedRepeat: typedWithin('repeat'),
    typedOffline: typedWithin('offline'),
    clickToResults: rv.app?.repeat
      ? rv.app.repeat.clickToResultsMs <= TARGETS.clickToResultsMs
      : null,
    mix1x: searchOk(returning.mix.app?.['1x'], TARGETS.mixP95Ms1x),
    mix10x: searchOk(returning.mix.app?.['10x'], TARGETS.mixP95Ms10x),
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
      mixWarmUp: MIX_WARM_UP.join(', '),
      route: ROUTE,
      baseline: 'React page (scripts/bench/baseline/react.html); plain DOM page for reference',
    },
    queries: QUERIES,
    mixQueries: MIX_QUERIES,
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
    returning,
    route,
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

let browserVersion = null;
const REPORT = stringOption('report', null);
/** Prints the report of a saved run again (`--report .bench/runs/<run>.json`), measuring nothing. */
function reprint(file) {
  const results = JSON.parse(fs.readFileSync(file, 'utf8'));
  printReport(results);
  if (results.lighthouse && !results.lighthouse.error) printLighthouse(results.lighthouse);
  printTargets(results);
}
(REPORT ? Promise.resolve().then(() => reprint(REPORT)) : main()).catch((error) => {
  console.error(error?.stack ?? error);
  process.exit(1);
});
