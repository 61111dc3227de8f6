// Storage and worker faults in the real browser: IndexedDB refused, the data worker's
// script failing to load, another tab opening a newer database version, and several tabs
// opened at once. Faults are injected at the browser's edges (the network, a browser API in the
// worker), never by replacing our own code.
import type { BrowserContext, Page, Route } from '@playwright/test';
import {
  allSourcesAnswered,
  allSourcesStored,
  expect,
  foundCount,
  foundLine,
  search,
  searchBox,
  searchButton,
  test,
  protocolsShown,
} from './fixtures';
import { PROTOCOL_IDS, SOURCE_KEYS } from '../../src/shared/protocol-registry.mjs';

/** The data worker's script in the build (vite names it data.worker-{hash}.js). */
const WORKER_SCRIPT = /\/assets\/data\.worker-[^/]*\.js$/;

const STORAGE_UNAVAILABLE = 'Offline copy unavailable: this browser is not letting us store data.';
const WORKER_FAILED = 'Search stopped working in this tab.';
const NEWER_VERSION =
  'A newer version of Bridge, please! is open in another tab. Reload to update.';

/**
 * Serves the worker script with IndexedDB refused inside it, as a browser that blocks storage
 * does (private modes, a site-data policy). The worker is where the app opens the database.
 */
async function refuseIndexedDbInWorker(context: BrowserContext): Promise<void> {
  await context.route(WORKER_SCRIPT, async (route: Route) => {
    // Playwright's own fetch can meet a keep-alive socket the test server just closed
    // (ECONNRESET under load). That is the harness's network, so it is asked again.
    const response = await route.fetch().catch(() => route.fetch());
    const refuse =
      "IDBFactory.prototype.open = function () { throw new DOMException('The user denied permission to access the database.', 'SecurityError'); };\n";
    await route.fulfill({ response, body: refuse + (await response.text()) });
  });
}

/**
 * With results on screen, the folded data line says nothing is stored, in place; the sentence is
 * in the polite live region.
 */
async function expectNothingStored(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: /^Data: no offline copy · / })).toBeVisible();
  await expect(page.getByRole('status').getByText(STORAGE_UNAVAILABLE)).toBeAttached();
}

test.describe('storage faults', () => {
  test('with IndexedDB refused, searches still work from the network and the page says nothing is stored', async ({
    page,
    context,
    harness,
  }) => {
    await page.addInitScript(() => {
      IDBFactory.prototype.open = () => {
        throw new DOMException(
          'The user denied permission to access the database.',
          'SecurityError',
        );
      };
    });
    await refuseIndexedDbInWorker(context);
    await page.goto('/');
    await search(page, 'USDC');
    await expect(foundLine(page)).toBeVisible();
    await expect.poll(() => protocolsShown(page)).toEqual([...PROTOCOL_IDS]);
    await expectNothingStored(page);
    expect(harness.requests('stargate').length).toBeGreaterThan(0);

    // Nothing was stored, so a reload downloads again and still answers.
    await page.reload();
    await search(page, 'USDC');
    await expect.poll(() => protocolsShown(page)).toEqual([...PROTOCOL_IDS]);
    await expectNothingStored(page);
  });

  test('when another tab opens a newer database version, this tab offers a reload', async ({
    page,
    context,
    harness,
  }) => {
    await page.goto('/');
    await search(page, 'USDC');
    await allSourcesAnswered(harness);
    await allSourcesStored(page);
    await expect(page.getByText(NEWER_VERSION)).toHaveCount(0);

    // "Another tab" of a later release: opens the app's database at a higher version. It only
    // succeeds if this tab's worker closes its connection instead of blocking the upgrade.
    const other = await context.newPage();
    await other.goto('/robots.txt');
    await other.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const request = indexedDB.open('bridge-please', 1000);
          request.onupgradeneeded = () => request.result.createObjectStore('future');
          request.onsuccess = () => {
            request.result.close();
            resolve();
          };
          request.onerror = () => reject(request.error);
        }),
    );
    await other.close();

    const prompt = page.getByRole('status').filter({ hasText: NEWER_VERSION });
    await expect(prompt).toBeVisible();
    // This tab still answers meanwhile, from memory.
    await search(page, 'USDT');
    await expect(foundLine(page)).toBeVisible();

    await Promise.all([
      page.waitForEvent('load'),
      prompt.getByRole('button', { name: 'Reload' }).click(),
    ]);
    await expect(searchBox(page)).toBeVisible();
  });
});

test.describe('worker faults', () => {
  test.use({ serviceWorkers: 'block' });

  test("when the worker's script fails to load the page says so, and 'Try again' brings search back", async ({
    page,
    context,
  }) => {
    await context.route(WORKER_SCRIPT, (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'server error' }),
    );
    await page.goto('/');
    const prompt = page.getByRole('status').filter({ hasText: WORKER_FAILED });
    await expect(prompt).toBeVisible();
    // Not 'loading' forever: the sources read as failed (the generic failure message).
    await expect(page.getByTestId('source-ages')).toContainText('Failed: An error occurred');

    await context.unroute(WORKER_SCRIPT);
    await prompt.getByRole('button', { name: 'Try again' }).click();
    await expect(prompt).toHaveCount(0);
    await search(page, 'USDC');
    await expect.poll(() => protocolsShown(page)).toEqual([...PROTOCOL_IDS]);
    expect(await foundCount(page)).toBeGreaterThan(2);
    await expect(searchButton(page)).toBeEnabled();
  });
});

test.describe('many tabs', () => {
  test('three tabs opened at once fetch each source once, and all of them answer searches', async ({
    page,
    context,
    harness,
  }) => {
    const pages = [page, await context.newPage(), await context.newPage()];
    await Promise.all(pages.map((tab) => tab.goto('/')));
    for (const tab of pages) {
      await search(tab, 'USDC');
      // A tab that found a source's download taken shows that source once the first tab has
      // downloaded and stored it and released its lock: seconds on a loaded machine (once over
      // the default 10 s, in a full local run at load 12).
      await expect.poll(() => protocolsShown(tab), { timeout: 30_000 }).toEqual([...PROTOCOL_IDS]);
    }
    // Every tab has asked for its refresh locks by the time it shows data; once none is held or
    // waiting, no tab has a download left to make.
    await expect.poll(() => refreshLocksInUse(page)).toBe(0);
    for (const source of SOURCE_KEYS) {
      expect(harness.requests(source), `${source} requests`).toHaveLength(1);
    }
    const counts = await Promise.all(pages.map((tab) => foundCount(tab)));
    expect(counts).toEqual([counts[0], counts[0], counts[0]]);
  });

  test('five tabs opened in the same moment on a first visit download each source once', async ({
    page,
    context,
    harness,
  }) => {
    // Five pages starting together load slowly on a busy machine.
    test.slow();
    const pages = [page, ...(await Promise.all([1, 2, 3, 4].map(() => context.newPage())))];
    // Every navigation is asked for in one turn of the event loop, before any page has loaded.
    await Promise.all(pages.map((tab) => tab.goto('/')));
    for (const tab of pages) {
      await tab.bringToFront();
      await searchBox(tab).fill('USDC');
      // Enabled once this tab's worker holds data, downloaded or adopted.
      await expect(searchButton(tab)).toBeEnabled({ timeout: 60_000 });
      await searchButton(tab).click();
      await expect.poll(() => protocolsShown(tab), { timeout: 30_000 }).toEqual([...PROTOCOL_IDS]);
    }
    // Once no tab holds or waits for a source's lock, no tab has a download left to make.
    await expect.poll(() => refreshLocksInUse(page)).toBe(0);
    const perSource = Object.fromEntries(
      SOURCE_KEYS.map((source) => [source, harness.requests(source).length]),
    );
    expect(perSource).toEqual(Object.fromEntries(SOURCE_KEYS.map((source) => [source, 1])));
  });
});

/** How many of the sources' refresh locks any tab holds or waits for. */
function refreshLocksInUse(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const { held = [], pending = [] } = await navigator.locks.query();
    return [...held, ...pending].filter((lock) => lock.name?.startsWith('bridge-please:refresh:'))
      .length;
  });
}
