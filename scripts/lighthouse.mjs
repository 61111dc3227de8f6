#!/usr/bin/env node
// `npm run lighthouse`: Lighthouse (the npm package, default config = mobile preset with simulated
// slow 4G and 4x CPU slowdown) in the system Chromium against the production build served
// locally with the source snapshots. Prints the four category scores and every audit that is
// not passing, and writes .bench/lighthouse.json (summary), .bench/lighthouse-report.{json,html}.
// Its figures swing between runs: the targets are judged on the median of each score and metric
// over the runs (5 by default), and the median performance run's report is kept.
//
// Options: --runs N (5), --force-build.
// Environment: CHROMIUM_PATH (/usr/bin/chromium), BENCH_DATA_DIR.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { startServer } from './source-server.mjs';
import { CHROMIUM_HARNESS_FLAGS } from './lib/chromium-flags.mjs';
import { warmServer } from './lib/warm-server.mjs';
import { APP_DIST, BENCH_DIR, buildAppForBench, pickDataDir } from './bench/build.mjs';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_HARNESS_FLAGS, '--disable-default-apps'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
export const LIGHTHOUSE_TARGETS = {
  performance: 99,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
/** Upper bounds on the median run metrics (summary.medianMetrics keys). */
export const LIGHTHOUSE_METRIC_TARGETS = {
  lcpMs: { max: 1500, label: 'LCP', unit: 'ms' },
  tbtMs: { max: 100, label: 'TBT', unit: 'ms' },
  cls: { max: 0.02, label: 'CLS', unit: '' },
};

function median(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Audits of a category that do not pass (scored below 1), with what they say. */
function failingAudits(lhr, categoryId) {
  const category = lhr.categories[categoryId];
  const out = [];
  for (const ref of category.auditRefs) {
    const audit = lhr.audits[ref.id];
    if (!audit || audit.score === null || audit.score >= 1) continue;
    if (['notApplicable', 'informative', 'manual'].includes(audit.scoreDisplayMode)) continue;
    const items = audit.details?.items ?? [];
    out.push({
      id: audit.id,
      title: audit.title,
      score: audit.score,
      weight: ref.weight,
      displayValue: audit.displayValue ?? null,
      // A few of the offending items (nodes, URLs), enough to find the code.
      items: items.slice(0, 5).map((item) => ({
        url: item.url ?? item.source?.url ?? undefined,
        node: item.node?.snippet ?? undefined,
        selector: item.node?.selector ?? undefined,
        label: item.node?.nodeLabel ?? item.description ?? undefined,
        wastedBytes: item.wastedBytes ?? undefined,
        wastedMs: item.wastedMs ?? undefined,
      })),
      explanation: audit.explanation ?? audit.errorMessage ?? undefined,
    });
  }
  return out.sort((a, b) => b.weight - a.weight || a.score - b.score);
}

function summarise(lhr) {
  const metric = (id) => lhr.audits[id]?.numericValue ?? null;
  return {
    url: lhr.finalDisplayedUrl ?? lhr.finalUrl,
    lighthouseVersion: lhr.lighthouseVersion,
    userAgent: lhr.environment?.hostUserAgent,
    scores: Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ),
    metrics: {
      fcpMs: metric('first-contentful-paint'),
      lcpMs: metric('largest-contentful-paint'),
      tbtMs: metric('total-blocking-time'),
      cls: metric('cumulative-layout-shift'),
      speedIndexMs: metric('speed-index'),
      ttiMs: metric('interactive'),
    },
    failing: Object.fromEntries(CATEGORIES.map((c) => [c, failingAudits(lhr, c)])),
    runWarnings: lhr.runWarnings ?? [],
  };
}

/**
 * Serves `distDir` with `dataDir` on 127.0.0.1 (no slowdown: Lighthouse simulates the mobile
 * link itself), runs Lighthouse `runs` times and returns the summary of the median run.
 */
export async function runLighthouse({
  distDir = APP_DIST,
  dataDir,
  runs = 1,
  writeReports = true,
} = {}) {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const server = await startServer({
    port: 0,
    host: '127.0.0.1',
    distDir,
    dataDir: dataDir ?? pickDataDir(),
    quiet: true,
  });
  await warmServer(server, distDir);
  const results = [];
  try {
    for (let i = 0; i < runs; i++) {
      const chrome = await chromeLauncher.launch({
        chromePath: CHROMIUM_PATH,
        chromeFlags: CHROME_FLAGS,
        logLevel: 'silent',
      });
      try {
        const result = await lighthouse(`${server.url}/`, {
          port: chrome.port,
          output: ['json', 'html'],
          logLevel: 'error',
          onlyCategories: CATEGORIES,
        });
        if (!result) throw new Error('Lighthouse returned no result');
        results.push(result);
      } finally {
        await chrome.kill();
      }
    }
  } finally {
    await server.close();
  }
  results.sort(
    (a, b) =>
      (a.lhr.categories.performance?.score ?? 0) - (b.lhr.categories.performance?.score ?? 0),
  );
  const chosen = results[Math.floor(results.length / 2)];
  const all = results.map((r) => summarise(r.lhr));
  const summary = {
    ...summarise(chosen.lhr),
    runs,
    // Each score and metric's median over the runs: what the targets are judged on.
    medianScores: Object.fromEntries(
      CATEGORIES.map((c) => [c, median(all.map((one) => one.scores[c]))]),
    ),
    medianMetrics: Object.fromEntries(
      Object.keys(all[0].metrics).map((m) => [m, median(all.map((one) => one.metrics[m]))]),
    ),
    perRun: all.map((one) => ({ scores: one.scores, metrics: one.metrics })),
    performanceScores: results.map((r) =>
      Math.round((r.lhr.categories.performance?.score ?? 0) * 100),
    ),
  };
  if (writeReports) {
    fs.mkdirSync(BENCH_DIR, { recursive: true });
    const [json, html] = chosen.report;
    fs.writeFileSync(path.join(BENCH_DIR, 'lighthouse-report.json'), json);
    fs.writeFileSync(path.join(BENCH_DIR, 'lighthouse-report.html'), html);
    fs.writeFileSync(path.join(BENCH_DIR, 'lighthouse.json'), JSON.stringify(summary, null, 2));
  }
  return summary;
}

export function printLighthouse(summary) {
  const out = [];
  out.push('');
  out.push(
    `Lighthouse ${summary.lighthouseVersion} (mobile preset, simulated throttling) ${summary.url}`,
  );
  const scores = summary.medianScores ?? summary.scores;
  for (const c of CATEGORIES) {
    const score = scores[c];
    const target = LIGHTHOUSE_TARGETS[c];
    out.push(
      `  ${c.padEnd(15)} ${String(score).padStart(3)}   target >= ${target}  ${score >= target ? 'PASS' : 'FAIL'}`,
    );
  }
  if (summary.runs > 1)
    out.push(
      `  performance over ${summary.runs} runs: ${summary.performanceScores.join(', ')} (median run shown)`,
    );
  const m = summary.medianMetrics ?? summary.metrics;
  const ms = (v) => (v === null ? 'n/a' : `${Math.round(v)} ms`);
  if (summary.runs > 1) out.push(`  medians over ${summary.runs} runs:`);
  out.push(
    `  FCP ${ms(m.fcpMs)}, LCP ${ms(m.lcpMs)}, TBT ${ms(m.tbtMs)}, CLS ${m.cls?.toFixed(3) ?? 'n/a'}, Speed Index ${ms(m.speedIndexMs)}, TTI ${ms(m.ttiMs)}`,
  );
  for (const c of CATEGORIES) {
    const failing = summary.failing[c];
    if (failing.length === 0) continue;
    out.push(`  not passing in ${c}:`);
    for (const a of failing) {
      out.push(
        `    - ${a.id}: ${a.title}${a.displayValue ? ` (${a.displayValue})` : ''} [score ${a.score}, weight ${a.weight}]`,
      );
      for (const item of a.items.slice(0, 3)) {
        const what = item.selector ?? item.url;
        if (what)
          out.push(
            `        ${what}${item.wastedBytes ? ` (${Math.round(item.wastedBytes / 1024)} KB)` : ''}`,
          );
      }
    }
  }
  for (const w of summary.runWarnings) out.push(`  warning: ${w}`);
  console.log(out.join('\n'));
}

const isMain =
  process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  const argv = process.argv.slice(2);
  const runsAt = argv.findIndex((a) => a === '--runs' || a.startsWith('--runs='));
  const runs =
    runsAt < 0
      ? 5
      : Number(argv[runsAt].includes('=') ? argv[runsAt].split('=')[1] : argv[runsAt + 1]);
  try {
    await buildAppForBench({ force: argv.includes('--force-build') });
    const summary = await runLighthouse({ runs });
    printLighthouse(summary);
    console.log('\nwritten to .bench/lighthouse.json and .bench/lighthouse-report.html');
  } catch (error) {
    console.error(error?.stack ?? error);
    process.exit(1);
  }
}
