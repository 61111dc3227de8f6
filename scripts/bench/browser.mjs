// The browser flows of the benchmark, in headless system Chromium driven by Playwright:
// a visit (navigation -> 'usdc' results painted) cold, repeat and offline, search latency
// (Enter -> outcome in the DOM, and painted) over a fixed list of queries with the main thread's
// long tasks, and searches on a CPU slowed by DevTools (Emulation.setCPUThrottlingRate): the
// Enter key's interaction to next paint (Event Timing) and its first visible sign.
/* global window, indexedDB, requestAnimationFrame -- this code runs in the page */
import { chromium } from '@playwright/test';
import { CHROMIUM_HARNESS_FLAGS } from '../lib/chromium-flags.mjs';
import { probe } from './probe.mjs';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** The harness flags, and no throttling of a tab the bench is not looking at. */
export const CHROMIUM_ARGS = [
  ...CHROMIUM_HARNESS_FLAGS,
  '--disable-default-apps',
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-backgrounding-occluded-windows',
];

export async function launchChromium() {
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS });
}

/** A phone-sized page with a phone's user agent (a headless UA may be treated as a crawler). */
export function mobileContextOptions(browserVersion) {
  const major = String(browserVersion).split('.')[0] || '150';
  return {
    viewport: { width: 412, height: 915 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    userAgent: `Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${major}.0.0.0 Mobile Safari/537.36`,
    serviceWorkers: 'allow',
  };
}

/** `typed`: the visit types `auto` with real key events (see `visit`'s `type`). */
export async function newProbedContext(browser, { auto, typed = false, link = false }) {
  const context = await browser.newContext(mobileContextOptions(browser.version()));
  await context.addInitScript(probe, { auto, typed, link });
  return context;
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One visit in a new tab of `context`: navigates, lets the probe type `query` and press Search
 * as soon as allowed, and waits for the count line. `expectedText` is the count line once every
 * source is in (the first line may come from the first source alone). With `type`, the visitor
 * types that query with real key events as soon as the box takes text (a context made with
 * `typed: true`), and the probe presses Search the moment it is enabled with the whole query in;
 * with `queryInUrl` (a page whose address carries its search), a visit whose address ends up
 * with another query fails.
 */
export async function visit(
  context,
  url,
  { expectedText, timeoutMs = 90_000, keepOpen = false, type = null, queryInUrl = false } = {},
) {
  const page = await context.newPage();
  const result = { url, failed: null };
  try {
    await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
  } catch (error) {
    result.failed = String(error?.message ?? error).split('\n')[0];
    await page.close();
    return result;
  }
  const typing =
    type === null
      ? Promise.resolve()
      : page
          .getByPlaceholder(/^Search tokens/)
          .pressSequentially(type, { timeout: timeoutMs })
          .catch((error) => {
            result.failed ??= `typing: ${String(error?.message ?? error).split('\n')[0]}`;
          });
  try {
    await page.waitForFunction(
      () => window.__bench?.counts.some((c) => c.painted !== null),
      undefined,
      {
        timeout: timeoutMs,
        polling: 25,
      },
    );
  } catch {
    result.failed = 'no results within the time limit';
  }
  if (!result.failed && expectedText) {
    try {
      await page.waitForFunction(
        (text) => window.__bench.counts.some((c) => c.text === text && c.painted !== null),
        expectedText,
        { timeout: timeoutMs, polling: 25 },
      );
    } catch {
      result.incomplete = true;
    }
  }
  await typing;
  // The search that was timed is the one typed: the address carries the query searched once its
  // answer is painted. A press that submitted other text (a key the app had not yet taken) would
  // otherwise time another search's answer.
  if (!result.failed && type !== null && queryInUrl) {
    const searched = () => new URL(page.url()).searchParams.get('q');
    await page
      .waitForURL((url) => url.searchParams.get('q') === type, { timeout: 10_000 })
      .catch(() => {
        result.failed = `searched '${searched()}', not the typed '${type}'`;
      });
  }
  const snapshot = await page
    .evaluate(() => ({
      timeOrigin: performance.timeOrigin,
      marks: window.__bench?.marks ?? {},
      counts: window.__bench?.counts ?? [],
      longtasks: window.__bench?.longtasks ?? [],
      nav: (() => {
        const n = performance.getEntriesByType('navigation')[0];
        return n
          ? {
              responseStart: n.responseStart,
              domContentLoaded: n.domContentLoadedEventEnd,
              load: n.loadEventEnd,
            }
          : null;
      })(),
      controlled: Boolean(navigator.serviceWorker?.controller),
    }))
    .catch(() => null);
  Object.assign(result, snapshot ?? {});
  if (snapshot) {
    const first = snapshot.counts.find((c) => c.painted !== null);
    const complete = expectedText
      ? snapshot.counts.find((c) => c.text === expectedText && c.painted !== null)
      : first;
    result.firstMs = first?.painted ?? null;
    result.firstText = first?.text ?? null;
    result.completeMs = complete?.painted ?? null;
    result.lastText = snapshot.counts.at(-1)?.text ?? null;
  }
  if (keepOpen) result.page = page;
  else await page.close();
  return result;
}

/** Rows in the app's IndexedDB search-index table (-1: not there yet). */
export async function persistedIndexRows(page) {
  return page
    .evaluate(async () => {
      const dbs = (await indexedDB.databases?.()) ?? [];
      if (!dbs.some((d) => d.name === 'bridge-please')) return -1;
      return new Promise((resolve) => {
        const request = indexedDB.open('bridge-please');
        request.onupgradeneeded = () => {
          request.transaction.abort();
          resolve(-1);
        };
        request.onerror = () => resolve(-1);
        request.onsuccess = () => {
          const db = request.result;
          try {
            const count = db
              .transaction(['searchIndex'], 'readonly')
              .objectStore('searchIndex')
              .count();
            count.onsuccess = () => {
              resolve(count.result);
              db.close();
            };
            count.onerror = () => {
              resolve(-1);
              db.close();
            };
          } catch {
            db.close();
            resolve(-1);
          }
        };
      });
    })
    .catch(() => -1);
}

/** Waits until the service worker controls the page and the worker has persisted every index. */
export async function waitWarm(page, { indexRows = 3, timeoutMs = 60_000 } = {}) {
  const deadline = Date.now() + timeoutMs;
  const out = { serviceWorker: false, indexRows: -1, waitedMs: 0 };
  const t0 = Date.now();
  try {
    await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
      timeout: timeoutMs,
      polling: 100,
    });
    out.serviceWorker = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return registration.active?.state === 'activated';
    });
  } catch {
    out.serviceWorker = false;
  }
  while (Date.now() < deadline) {
    out.indexRows = await persistedIndexRows(page);
    if (out.indexRows >= indexRows) break;
    await sleep(200);
  }
  out.waitedMs = Date.now() - t0;
  return out;
}

const percentile = (values, p) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};
export { percentile };

/** One search as a visitor makes it: fill the box, let the page settle, press Enter (a real key event). */
function searcher(page, { settleMs = 120, timeoutMs = 15_000, type = false } = {}) {
  const input = page.getByPlaceholder(/^Search tokens/);
  const settle = () =>
    page.evaluate(
      (ms) =>
        new Promise((resolve) =>
          requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, ms))),
        ),
      settleMs,
    );
  return async (query) => {
    if (type) {
      // As a visitor replaces the query: select it and type over it, one key event per letter.
      await input.selectText({ timeout: timeoutMs });
      await input.pressSequentially(query, { timeout: timeoutMs });
    } else await input.fill(query, { timeout: timeoutMs });
    await settle();
    await page.evaluate(() => window.__bench.arm());
    await input.press('Enter');
    const r = await page.evaluate((ms) => window.__bench.wait(ms), timeoutMs);
    await settle();
    return { query, ...r };
  };
}

/**
 * Searches with the page's CPU slowed `rate` times (DevTools' CPU throttling): per search, the
 * Enter key's interaction to next paint (the longest Event Timing entry of its interaction;
 * entries under 16 ms are not reported, so 16 stands for 'at most 16') and Enter -> the first
 * visible sign of the search ('Searching...', skeletons or the outcome), painted.
 */
export async function throttledSearches(
  page,
  queries,
  { rate, warmUp, settleMs = 300, timeoutMs = 60_000 },
) {
  const cdp = await page.context().newCDPSession(page);
  const one = searcher(page, { settleMs, timeoutMs });
  // Warm-up, unthrottled, with a query not measured: a search for the query already on screen
  // leaves the count line as it was, and its outcome would not be seen. `warmUp: null` measures
  // from the first search (a page throttled from the start).
  if (warmUp !== null) await one(warmUp);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  const samples = [];
  try {
    for (const query of queries) samples.push(await one(query));
  } finally {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  }
  const events = await page.evaluate(() => window.__bench.events);
  const perSearch = samples.map((s) => {
    // The keydown's own entry carries the interaction's id (its start is the event's timeStamp).
    const key = events.find(
      (e) => e.name === 'keydown' && Math.abs(e.start - s.keyTimeStamp) < 1 && e.interactionId,
    );
    const interaction = key ? events.filter((e) => e.interactionId === key.interactionId) : [];
    return {
      query: s.query,
      text: s.text,
      inpMs: interaction.length ? Math.max(...interaction.map((e) => e.duration)) : 16,
      signMs: s.signPainted !== null && s.t0 !== null ? s.signPainted - s.t0 : NaN,
      outcomePaintedMs: s.painted !== null && s.t0 !== null ? s.painted - s.t0 : NaN,
    };
  });
  await cdp.detach();
  const worst = (key) =>
    Math.max(...perSearch.map((p) => (Number.isFinite(p[key]) ? p[key] : Infinity)));
  return {
    rate,
    searches: perSearch.length,
    timeouts: samples.filter((s) => s.painted === null).length,
    worstInpMs: worst('inpMs'),
    worstSignMs: worst('signMs'),
    medianSignMs: percentile(
      perSearch.map((p) => p.signMs),
      50,
    ),
    worstOutcomeMs: worst('outcomePaintedMs'),
    perSearch,
  };
}

/**
 * Search latency on a loaded page: for each query, fill the box, press Enter (a real key event),
 * and time keydown -> count line changed in the DOM (the outcome), and -> the next paint. One
 * warm-up pass, then `passes` passes.
 */
export async function searchLatency(
  page,
  queries,
  { passes = 3, settleMs = 120, timeoutMs = 15_000 } = {},
) {
  const one = searcher(page, { settleMs, timeoutMs });
  for (const query of queries) await one(query); // warm-up
  const windowStart = await page.evaluate(() => performance.now());
  const samples = [];
  for (let pass = 0; pass < passes; pass++)
    for (const query of queries) samples.push(await one(query));
  const windowEnd = await page.evaluate(() => performance.now());
  const longtasks = (await page.evaluate(() => window.__bench.longtasks)).filter(
    (t) => t.start >= windowStart && t.start <= windowEnd,
  );
  const ok = samples.filter((s) => s.t0 !== null && s.painted !== null);
  // The outcome in the DOM: what the page's work costs, without the wait for the next frame.
  const latencies = ok.map((s) => s.done - s.t0);
  const painted = ok.map((s) => s.painted - s.t0);
  const byQuery = {};
  for (const s of ok) (byQuery[s.query] ??= { text: s.text, ms: [] }).ms.push(s.done - s.t0);
  return {
    samples: samples.length,
    timeouts: samples.length - ok.length,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    maxMs: latencies.length ? Math.max(...latencies) : NaN,
    toPaintP50Ms: percentile(painted, 50),
    toPaintP95Ms: percentile(painted, 95),
    perQuery: Object.fromEntries(
      Object.entries(byQuery).map(([q, v]) => [
        q,
        { text: v.text, p50Ms: percentile(v.ms, 50), maxMs: Math.max(...v.ms) },
      ]),
    ),
    longTasks: {
      count: longtasks.length,
      over50: longtasks.filter((t) => t.duration > 50).length,
      maxMs: longtasks.length ? Math.max(...longtasks.map((t) => t.duration)) : 0,
      totalMs: longtasks.reduce((n, t) => n + t.duration, 0),
    },
  };
}

/**
 * The returning visitor's searches on a page in use: `warmUp` searches answered first, then
 * `passes` passes over `queries`, each typed with key events and submitted with Enter after a
 * short pause; Enter (keydown) -> the outcome in the DOM, per query and over all.
 */
export async function queryMix(page, queries, { warmUp, passes = 2, timeoutMs = 5_000 }) {
  const one = searcher(page, { timeoutMs, type: true });
  const warm = [];
  for (const query of warmUp) warm.push(await one(query));
  return {
    ...(await typedPasses(one, queries, passes)),
    warmUpTimeouts: warm.filter((s) => s.done === null).length,
  };
}

/**
 * `passes` passes over `queries` with `one` (a searcher): Enter -> the outcome in the DOM per
 * query (each sample, the median, and the median to the paint after it) and over all.
 */
async function typedPasses(one, queries, passes) {
  const samples = [];
  for (let pass = 0; pass < passes; pass++)
    for (const query of queries) samples.push(await one(query));
  const ok = samples.filter((s) => s.t0 !== null && s.done !== null);
  const latencies = ok.map((s) => s.done - s.t0);
  const perQuery = {};
  for (const query of queries) {
    const mine = ok.filter((s) => s.query === query);
    const ms = mine.map((s) => s.done - s.t0);
    perQuery[query] = {
      text: mine.at(-1)?.text ?? null,
      ms,
      medianMs: percentile(ms, 50),
      toPaintMs: percentile(
        mine.filter((s) => s.painted !== null).map((s) => s.painted - s.t0),
        50,
      ),
    };
  }
  return {
    samples: samples.length,
    timeouts: samples.length - ok.length,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    maxMs: latencies.length ? Math.max(...latencies) : NaN,
    perQuery,
  };
}

/**
 * A route search on a page in use, as a visitor makes one: the filters opened, `from` chosen as
 * the From chain, then `to` as the To chain (the click on its option -> the route's answer in the
 * DOM, `chooseTo`), then `queries` typed over one another and each submitted with Enter, `passes`
 * times (Enter -> the outcome in the DOM, per query and over all). A chain is chosen as the e2e
 * tests choose it: a select's option, or the combobox clicked, its name typed, its option clicked.
 */
export async function routeSearches(page, { from, to, queries, passes = 2, timeoutMs = 15_000 }) {
  const protocolSelect = page.getByLabel('Bridge Protocol', { exact: true }).first();
  if (!(await protocolSelect.isVisible()))
    await page
      .getByRole('button', { name: /filter/i })
      .first()
      .click({ timeout: timeoutMs });
  await protocolSelect.waitFor({ state: 'visible', timeout: timeoutMs });
  // With `measured`, armed just before the choice itself: opening and filtering the list search
  // nothing. From alone, with an empty box, searches nothing either: only To is timed.
  const choose = async (label, option, measured) => {
    const control = page.getByLabel(label, { exact: true }).first();
    const tag = await control.evaluate((el) => el.tagName.toLowerCase());
    const arm = () => (measured ? page.evaluate(() => window.__bench.arm('click')) : null);
    if (tag === 'select') {
      await arm();
      await control.selectOption({ label: option }, { timeout: timeoutMs });
      await control.dispatchEvent('click');
    } else {
      await control.click({ timeout: timeoutMs });
      if (tag === 'input') await control.fill(option, { timeout: timeoutMs });
      const item = page.getByRole('option', { name: option, exact: true }).first();
      await item.waitFor({ state: 'visible', timeout: timeoutMs });
      await arm();
      await item.click({ timeout: timeoutMs });
    }
    return measured ? page.evaluate((ms) => window.__bench.wait(ms), timeoutMs) : null;
  };
  await choose('From chain', from, false);
  const chooseTo = await choose('To chain', to, true);
  const passed = await typedPasses(searcher(page, { timeoutMs, type: true }), queries, passes);
  const took = (r) => ({
    ms: r.t0 !== null && r.done !== null ? r.done - r.t0 : null,
    toPaintMs: r.t0 !== null && r.painted !== null ? r.painted - r.t0 : null,
    text: r.text ?? null,
  });
  return {
    from,
    to,
    chooseTo: took(chooseTo),
    ...passed,
  };
}
