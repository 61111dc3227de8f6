#!/usr/bin/env node
// Where a returning visitor's time goes: Chromium traces of builds side by side, each run an
// adjacent pair. Per build and run, a typed repeat visit (navigation -> 'usdc' results painted)
// and one search on a page in use ('usdc' after three others, Enter -> outcome painted) are
// traced; each is summarised per thread (page, data worker, service worker) as busy time by
// trace event, and the JS profiler's samples by source file when the build has source maps
// (`vite build --sourcemap`). Not part of `npm run bench`: a diagnosis aid.
//
//   node scripts/bench/trace.mjs --dist A_DIR --dist B_DIR [--runs 3] [--out .bench/traces]
//   node scripts/bench/trace.mjs --tree ../base-8ad690f --tree . [--runs 3] [--cold]
//
// `--tree DIR` builds that checkout as the bench does (its own scripts' variables), with source
// maps, into .bench/trace-dist/<name of DIR>, and traces that build.
//
// Traces are written as <out>/<build>-<run>-{visit,search}.json (open them in DevTools'
// Performance panel); the summaries as <out>/summary.json and printed.
/* global window, requestAnimationFrame -- the flows' callbacks run in the page */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from '../source-server.mjs';
import { warmServer } from '../lib/warm-server.mjs';
import { BENCH_DIR, pickDataDir } from './build.mjs';
import { inflateDir } from './inflate.mjs';
import { launchChromium, newProbedContext, visit, waitWarm } from './browser.mjs';
import { LINK, medianOf, QUERY } from './settings.mjs';
import { sourceLookup } from './source-map.mjs';

const argv = process.argv.slice(2);
const values = (name) => argv.flatMap((a, i) => (a === `--${name}` ? [argv[i + 1]] : []));
const TREES = values('tree').map((d) => path.resolve(d));
const DISTS = [
  ...values('dist').map((d) => path.resolve(d)),
  ...TREES.map((tree) => path.join(BENCH_DIR, 'trace-dist', path.basename(tree))),
];
const RUNS = Number(values('runs')[0] ?? 3);
/** With --cold, the traced visit is the first one (slow link, nothing cached), not the repeat. */
const COLD = argv.includes('--cold');
const OUT = path.resolve(values('out')[0] ?? path.join(BENCH_DIR, 'traces'));
const USED_PAGE_SEARCHES = ['eth', 'wbtc', 'sol'];
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'v8.execute',
  'v8',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
  'toplevel',
].join(',');
const log = (...args) => console.log('[trace]', ...args);
const label = (dist) => path.basename(path.dirname(dist)) + '/' + path.basename(dist);

// ---- summary of one trace -----------------------------------------------------------------------

/** The probe's `bench:*` marks and the navigation's start, in trace microseconds. */
function marksOf(events) {
  const marks = {};
  for (const e of events) {
    if (e.cat?.includes('blink.user_timing') && e.name?.startsWith('bench:'))
      marks[e.name.slice(6)] ??= e.ts;
    if (e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame) marks.navigation ??= e.ts;
  }
  return marks;
}

/**
 * Per thread: busy wall time and thread (CPU) time of the top-level tasks within [from, to], and
 * the self time of each trace event name (microseconds). CPU time is what a build costs; wall
 * time on a loaded machine also holds the waits for a core.
 */
function selfTimes(events, pid, from, to) {
  const byThread = new Map();
  for (const e of events) {
    if (e.pid !== pid || e.ph !== 'X' || !e.dur) continue;
    if (e.ts + e.dur < from || e.ts > to) continue;
    if (!byThread.has(e.tid)) byThread.set(e.tid, []);
    byThread.get(e.tid).push(e);
  }
  const out = new Map();
  for (const [tid, list] of byThread) {
    list.sort((a, b) => a.ts - b.ts || b.dur - a.dur);
    const stack = [];
    const self = new Map();
    let busy = 0;
    let cpu = 0;
    const clip = (e) => Math.max(0, Math.min(e.ts + e.dur, to) - Math.max(e.ts, from));
    for (const e of list) {
      while (stack.length && stack.at(-1).ts + stack.at(-1).dur <= e.ts) stack.pop();
      const parent = stack.at(-1);
      const d = clip(e);
      if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - d);
      else {
        busy += d;
        if (e.tdur) cpu += e.dur ? (e.tdur * d) / e.dur : 0;
      }
      self.set(e.name, (self.get(e.name) ?? 0) + d);
      stack.push(e);
    }
    out.set(tid, { busy, cpu, self });
  }
  return out;
}

/** The JS profiler's samples within [from, to] per thread: self time by source file. */
function profileTimes(events, pid, from, to, lookupFor) {
  const profiles = new Map();
  for (const e of events) {
    if (e.pid !== pid) continue;
    if (e.name === 'Profile')
      profiles.set(e.id, {
        tid: e.tid,
        start: e.args.data.startTime,
        nodes: new Map(),
        samples: [],
      });
    if (e.name !== 'ProfileChunk') continue;
    const p = profiles.get(e.id);
    if (!p) continue;
    const cpu = e.args.data.cpuProfile ?? {};
    for (const n of cpu.nodes ?? []) p.nodes.set(n.id, n);
    let t = p.last ?? p.start;
    (cpu.samples ?? []).forEach((id, i) => {
      t += e.args.data.timeDeltas[i];
      p.samples.push([id, t]);
    });
    p.last = t;
  }
  const out = new Map();
  for (const p of profiles.values()) {
    const files = new Map();
    const ours = new Map();
    for (let i = 0; i + 1 < p.samples.length; i++) {
      const [id, t] = p.samples[i];
      if (t < from || t > to) continue;
      const d = p.samples[i + 1][1] - t;
      const node = p.nodes.get(id);
      const where = (n) => {
        const f = n?.callFrame;
        if (!f?.url) return f?.functionName ? `(${f.functionName.replace(/[()]/g, '')})` : null;
        const mapped = lookupFor(f.url)?.(f.lineNumber, f.columnNumber);
        if (!mapped) return path.basename(new URL(f.url).pathname);
        // The app's own files by their path in the repository, whichever tree was built.
        return mapped.startsWith('node_modules/')
          ? mapped
          : (/(?:^|\/)((?:src|workers)\/.*)$/.exec(mapped)?.[1] ?? mapped);
      };
      const self = where(node)?.replace(/:\d+$/, '') ?? '(unknown)';
      files.set(self, (files.get(self) ?? 0) + d);
      // The nearest app file up the stack: whose code asked for this work.
      let n = node;
      let app = null;
      while (n && !app) {
        const w = where(n);
        if (w && /^(src|workers)\//.test(w)) app = w;
        n = p.nodes.get(n.parent);
      }
      if (app) ours.set(app, (ours.get(app) ?? 0) + d);
    }
    out.set(p.tid, { files, ours });
  }
  return out;
}

function summarise(file, from, to, lookupFor) {
  const { traceEvents } = JSON.parse(fs.readFileSync(file, 'utf8'));
  const events = traceEvents;
  const marks = marksOf(events);
  const markEvent = events.find(
    (e) => e.name?.startsWith('bench:') && e.cat?.includes('user_timing'),
  );
  const pid = markEvent?.pid;
  const threadNames = new Map(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.pid === pid)
      .map((e) => [e.tid, e.args.name]),
  );
  const start = marks[from];
  const end = marks[to];
  if (pid === undefined || start === undefined || end === undefined)
    return { error: `marks missing (${from}: ${start}, ${to}: ${end})`, marks };
  const self = selfTimes(events, pid, start, end);
  const prof = profileTimes(events, pid, start, end, lookupFor);
  const threads = {};
  for (const [tid, { busy, cpu, self: names }] of self) {
    const name = threadNames.get(tid) ?? String(tid);
    if (!/CrRendererMain|DedicatedWorker|ServiceWorker/.test(name) || busy < 1000) continue;
    const top = (map, n) =>
      Object.fromEntries(
        [...map]
          .filter(([, v]) => v >= 500)
          .sort((a, b) => b[1] - a[1])
          .slice(0, n)
          .map(([k, v]) => [k, Math.round(v / 100) / 10]),
      );
    threads[`${name} ${tid}`] = {
      busyMs: Math.round(busy / 100) / 10,
      cpuMs: Math.round(cpu / 100) / 10,
      events: top(names, 14),
      files: prof.get(tid) ? top(prof.get(tid).files, 16) : {},
      appCallers: prof.get(tid) ? top(prof.get(tid).ours, 12) : {},
    };
  }
  const rel = (k) => (marks[k] === undefined ? null : Math.round((marks[k] - start) / 100) / 10);
  // Each stretch between two of the marks: wall time, and the page's and the worker's CPU in it.
  const ordered = Object.entries(marks)
    .filter(([, ts]) => ts >= start && ts <= end)
    .sort((a, b) => a[1] - b[1]);
  const segments = {};
  for (let i = 0; i + 1 < ordered.length; i++) {
    const [a, ta] = ordered[i];
    const [b, tb] = ordered[i + 1];
    const cpu = {};
    for (const [tid, t] of selfTimes(events, pid, ta, tb)) {
      const name = threadNames.get(tid) ?? '';
      const key = /CrRendererMain/.test(name)
        ? 'page'
        : /DedicatedWorker/.test(name)
          ? 'worker'
          : null;
      if (key) cpu[key] = Math.round(((cpu[key] ?? 0) + t.cpu) / 100) / 10;
    }
    segments[`${a} -> ${b}`] = { wallMs: Math.round((tb - ta) / 100) / 10, cpuMs: cpu };
  }
  return {
    windowMs: Math.round((end - start) / 100) / 10,
    segments,
    moments: Object.fromEntries(Object.keys(marks).map((k) => [k, rel(k)])),
    threads,
  };
}

// ---- the flows ------------------------------------------------------------------------------------

async function typedSearch(page, query) {
  const input = page.getByPlaceholder(/^Search tokens/);
  await input.selectText();
  await input.pressSequentially(query);
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 120))),
      ),
  );
  await page.evaluate(() => window.__bench.arm());
  await input.press('Enter');
  return page.evaluate(() => window.__bench.wait(10_000));
}

async function traceBuild(browser, server, dist, run) {
  server.reset();
  server.control({ distDir: dist, throttle: LINK, offline: false });
  const url = `${server.url}/`;
  const context = await newProbedContext(browser, { auto: QUERY, typed: true });
  const name = `${path.basename(dist)}-${run}`;
  const files = {
    visit: path.join(OUT, `${name}-visit.json`),
    search: path.join(OUT, `${name}-search.json`),
  };
  try {
    const traced = async (flow) => {
      await browser.startTracing(undefined, {
        path: files.visit,
        categories: CATEGORIES.split(','),
      });
      const result = await flow();
      await new Promise((r) => setTimeout(r, 300));
      await browser.stopTracing();
      return result;
    };
    const coldVisit = () => visit(context, url, { keepOpen: true, type: QUERY, timeoutMs: 60_000 });
    const cold = COLD ? await traced(coldVisit) : await coldVisit();
    if (cold.page) await waitWarm(cold.page);
    await cold.page?.close();
    const repeat = COLD
      ? await visit(context, url, { keepOpen: true, type: QUERY })
      : await traced(() => visit(context, url, { keepOpen: true, type: QUERY }));
    const visited = COLD ? cold : repeat;
    const page = repeat.page;
    for (const q of USED_PAGE_SEARCHES) await typedSearch(page, q);
    await browser.startTracing(page, { path: files.search, categories: CATEGORIES.split(',') });
    // Starting the profiler holds each thread for tens of ms: not inside the measured search.
    await new Promise((r) => setTimeout(r, 500));
    const search = await typedSearch(page, QUERY);
    await new Promise((r) => setTimeout(r, 200));
    await browser.stopTracing();
    await page.close();
    return {
      visit: { resultsMs: visited.firstMs, clickedMs: visited.marks?.clicked, file: files.visit },
      search: {
        outcomeMs: search.done - search.t0,
        paintedMs: search.painted - search.t0,
        file: files.search,
      },
    };
  } finally {
    await context.close();
    server.reset();
  }
}

/** `tree`'s app as its own bench builds it, with source maps, into `outDir`. */
async function buildTree(tree, outDir) {
  const { APP_ENV } = await import(path.join(tree, 'scripts', 'bench', 'build.mjs'));
  const vite = path.join(tree, 'node_modules', 'vite', 'bin', 'vite.js');
  const args = [vite, 'build', '--sourcemap', '--outDir', outDir, '--emptyOutDir'];
  log(`building ${tree} with source maps into ${path.relative(process.cwd(), outDir)} ...`);
  await new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...args, '--logLevel', 'warn'], {
      cwd: tree,
      env: { ...process.env, ...APP_ENV },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`build of ${tree} failed`)),
    );
  });
}

async function main() {
  if (DISTS.length === 0) throw new Error('give at least one --dist DIR or --tree DIR');
  for (const tree of TREES)
    await buildTree(tree, path.join(BENCH_DIR, 'trace-dist', path.basename(tree)));
  fs.mkdirSync(OUT, { recursive: true });
  const load = [os.loadavg()[0]];
  const data1x = path.join(BENCH_DIR, 'data-1x');
  await inflateDir(pickDataDir(), data1x, 1);
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    distDir: DISTS[0],
    dataDir: data1x,
    quiet: true,
  });
  for (const dist of DISTS) {
    server.control({ distDir: dist });
    await warmServer(server, dist);
  }
  const browser = await launchChromium();
  const lookups = new Map();
  const lookupFor = (dist) => (url) => {
    const file = path.join(dist, new URL(url).pathname);
    if (!lookups.has(file)) lookups.set(file, sourceLookup(file));
    return lookups.get(file);
  };
  const results = Object.fromEntries(DISTS.map((d) => [label(d), []]));
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const dist of run % 2 ? [...DISTS].reverse() : DISTS) {
        log(`${label(dist)}, run ${run + 1}/${RUNS} (load ${os.loadavg()[0].toFixed(1)}) ...`);
        const r = await traceBuild(browser, server, dist, run);
        r.visit.summary = summarise(r.visit.file, 'navigation', 'results-painted', lookupFor(dist));
        r.search.summary = summarise(r.search.file, 'enter', 'outcome-painted', lookupFor(dist));
        r.load = os.loadavg()[0];
        results[label(dist)].push(r);
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  load.push(os.loadavg()[0]);
  fs.writeFileSync(path.join(OUT, 'summary.json'), JSON.stringify({ load, results }, null, 2));
  for (const [build, runs] of Object.entries(results)) {
    console.log(`\n== ${build}`);
    console.log(
      `typed ${COLD ? 'cold' : 'repeat'} visit -> results painted: ${runs.map((r) => Math.round(r.visit.resultsMs)).join(', ')} ms (median ${Math.round(medianOf(runs.map((r) => r.visit.resultsMs)))}); ` +
        `used-page '${QUERY}' Enter -> outcome ${runs.map((r) => r.search.outcomeMs.toFixed(1)).join(', ')} ms, painted ${runs.map((r) => r.search.paintedMs.toFixed(1)).join(', ')} ms`,
    );
    for (const r of runs)
      console.log(JSON.stringify({ visit: r.visit.summary, search: r.search.summary }, null, 1));
  }
  log(
    `load average ${load.map((l) => l.toFixed(2)).join(' -> ')}; written to ${path.relative(process.cwd(), OUT)}`,
  );
}

export { summarise };
if (process.argv[1] === fileURLToPath(import.meta.url))
  main().catch((error) => {
    console.error(error?.stack ?? error);
    process.exit(1);
  });
