// Playwright fixtures: one source server per worker (own port, own faults), reset before every
// test; every test gets a fresh browser context, so IndexedDB and the service worker start empty.
import { test as base, expect, type Page } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  startServer,
  type CapturedEvent,
  type ControlCommand,
  type SourceRequest,
  type StartedServer,
} from '../../scripts/source-server.mjs';
import { dataFile as playedFile } from '../../scripts/lib/protocol-files.mjs';
import { PROTOCOL_IDS, PROTOCOL_REGISTRY } from '../../src/shared/protocol-registry.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
export const DIST_DIR = path.resolve(process.env.E2E_DIST_DIR ?? path.join(ROOT, 'dist-e2e'));
/** The build with the project's defaults, as a deployment gets it (scripts/e2e.mjs). */
export const DEFAULT_DIST_DIR = path.resolve(
  process.env.E2E_DEFAULT_DIST_DIR ?? path.join(ROOT, 'dist-e2e-default'),
);
/** The build with the spec's three protocols (VITE_PROTOCOLS, scripts/e2e.mjs). */
export const THREE_DIST_DIR = path.resolve(
  process.env.E2E_THREE_DIST_DIR ?? path.join(ROOT, 'dist-e2e-three'),
);
/** A folder of `{key}.json` files played instead of each protocol's fixture.json, when set. */
export const DATA_DIR = process.env.E2E_DATA_DIR ? path.resolve(process.env.E2E_DATA_DIR) : null;

/** The file the server plays as /sources/{name} ('orbiter.json', 'wormhole-legacy.json'). */
export function dataFile(name: string): string {
  const file = playedFile({ dir: DATA_DIR, kind: 'fixture' }, name);
  if (!file) throw new Error(`No e2e data file named ${name}`);
  return file;
}

/** Drives the worker's source server: faults, captured analytics, request log. */
export class Harness {
  constructor(readonly server: StartedServer) {}

  get url(): string {
    return this.server.url;
  }

  /** Same command set as POST /__control. */
  control(command: ControlCommand): void {
    this.server.control(command);
  }

  fail(source: string | string[], status = 503): void {
    this.control({ source, status });
  }

  events(name?: string): CapturedEvent[] {
    return this.server.state.events.filter(
      (e) => e.endpoint === 'track' && (!name || e.event === name),
    );
  }

  clearEvents(): void {
    this.control({ clearEvents: true });
  }

  requests(source?: string): SourceRequest[] {
    return this.server.state.requests.filter((r) => !source || r.source === source);
  }

  /** Waits until the capture server has received a matching event (mixpanel batches every few s). */
  async waitForEvent(
    name: string,
    match: (properties: Record<string, unknown>) => boolean = () => true,
    timeout = 20_000,
  ): Promise<CapturedEvent> {
    let found: CapturedEvent | undefined;
    await expect
      .poll(
        () => {
          found = this.events(name).find((e) => match(e.properties ?? {}));
          return Boolean(found);
        },
        { message: `analytics event '${name}' captured`, timeout, intervals: [250, 500, 1000] },
      )
      .toBe(true);
    return found as CapturedEvent;
  }
}

type WorkerFixtures = { sourceServer: StartedServer };
type TestFixtures = { harness: Harness };

export const test = base.extend<TestFixtures, WorkerFixtures>({
  sourceServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, provide) => {
      if (!fs.existsSync(path.join(DIST_DIR, 'index.html'))) {
        throw new Error(`No build at ${DIST_DIR}: run the suite with \`npm run test:e2e\``);
      }
      const server = await startServer({
        port: 0,
        host: '127.0.0.1',
        distDir: DIST_DIR,
        ...(DATA_DIR ? { dataDir: DATA_DIR } : {}),
        dataset: 'fixture',
        quiet: true,
      });
      await provide(server);
      await server.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ sourceServer }, provide) => {
    await provide(sourceServer.url);
  },
  harness: async ({ sourceServer }, provide) => {
    sourceServer.reset();
    sourceServer.control({ clearEvents: true, clearRequests: true });
    await provide(new Harness(sourceServer));
    sourceServer.reset();
  },
  page: async ({ page }, provide, testInfo) => {
    // A hostile string must never run script: any dialog fails the test.
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(`${dialog.type()}: ${dialog.message()}`);
      void dialog.dismiss();
    });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await provide(page);
    if (errors.length > 0) await testInfo.attach('page errors', { body: errors.join('\n') });
    expect(dialogs, 'no dialog may open').toEqual([]);
  },
});

export { expect };

// ---- app helpers (accessible locators, the product's texts) -------------------------------------

export const TEXT = {
  title: 'Bridge, please!',
  tagline: 'Cross-chain token bridge discovery',
  homeTitle: 'Find Your Bridge',
  emptyQuery: 'Please enter a token name or symbol',
  noResults: 'No bridges found',
  loadingTokens: 'Loading tokens...',
  copied: 'Address copied to clipboard',
  notFound: 'Oops! Page not found',
} as const;

/**
 * Failures a visitor can see: uncaught errors and console errors of the app's own. Not the
 * browser's lines for failed or cut-off requests, nor the analytics client's debug output (the
 * spec turns debug on) when it finds its local-storage queue's lock held too long: a reload, or a
 * page slowed down on a loaded machine, leaves it held; the library clears the lock itself.
 */
export function watchAppErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (/^Failed to load resource\b/.test(text) || /net::ERR_/.test(text)) return;
    if (/^Mixpanel error: \[lock\] Timeout waiting for mutex/.test(text)) return;
    errors.push(`console: ${text}`);
  });
  return errors;
}

export function searchBox(page: Page) {
  return page.getByPlaceholder(/^Search tokens \(e\.g\. USDC, ETH/);
}

export function searchButton(page: Page) {
  return page.getByRole('button', { name: /^(Search|Searching\.\.\.)$/ });
}

export function foundLine(page: Page) {
  return page.getByText(/^Found \d+ bridge option\(s\)$/).first();
}

/** The number in 'Found {n} bridge option(s)'. */
export async function foundCount(page: Page): Promise<number> {
  const text = (await foundLine(page).textContent()) ?? '';
  return Number(/Found (\d+)/.exec(text)?.[1] ?? NaN);
}

export function bridgeNowButtons(page: Page) {
  return page
    .getByRole('button', { name: /Bridge Now/ })
    .or(page.getByRole('link', { name: /Bridge Now/ }));
}

/** Waits until the Search button can be used (token data ready), then searches. */
export async function search(page: Page, query: string): Promise<void> {
  await searchBox(page).fill(query);
  await expect(searchButton(page)).toBeEnabled({ timeout: 30_000 });
  await searchButton(page).click();
}

/** Waits until every source has answered 200 (so the worker has stored all of them). */
export async function allSourcesAnswered(harness: Harness): Promise<void> {
  await expect
    .poll(
      () =>
        new Set(
          harness
            .requests()
            .filter((r) => r.status === 200)
            .map((r) => r.source),
        ).size,
    )
    .toBe(PROTOCOL_IDS.length);
}

/**
 * How many records the app's IndexedDB database holds in `store` (with `key`: 1 if that record is
 * there). 0 while the database or the store does not exist yet, -1 if it could not be read.
 */
export function countStored(page: Page, store: string, key?: string): Promise<number> {
  return page.evaluate(
    async ({ store, key }) => {
      // Opening a database that does not exist would create it under the app: ask first.
      const known = await indexedDB.databases();
      if (!known.some((database) => database.name === 'bridge-please')) return 0;
      return new Promise<number>((resolve) => {
        const open = indexedDB.open('bridge-please');
        open.onerror = () => resolve(-1);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(store)) {
            db.close();
            return resolve(0);
          }
          const objects = db.transaction(store).objectStore(store);
          const count = key === undefined ? objects.count() : objects.count(key);
          count.onsuccess = () => {
            db.close();
            resolve(count.result);
          };
          count.onerror = () => {
            db.close();
            resolve(-1);
          };
        };
      });
    },
    { store, key },
  );
}

/**
 * Waits until the data worker has stored every source in IndexedDB (a first visit stores them
 * once the page is ready, after they are searchable), so a reload finds them there.
 */
export async function allSourcesStored(page: Page): Promise<void> {
  await expect
    .poll(() => countStored(page, 'sources'), {
      message: 'every source stored',
      timeout: 20_000,
    })
    .toBe(PROTOCOL_IDS.length);
}

/** Waits until the page is controlled by the service worker. */
export async function waitForServiceWorker(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
    timeout: 30_000,
  });
}

/** Opens the filter row if it is hidden. */
export async function openFilters(page: Page): Promise<void> {
  // Exact: the home screen's 'Bridge protocols' section would match a substring search.
  const protocolSelect = page.getByLabel('Bridge Protocol', { exact: true });
  if (await protocolSelect.first().isVisible()) return;
  await page
    .getByRole('button', { name: /filter/i })
    .first()
    .click();
  await expect(protocolSelect.first()).toBeVisible();
}

/** The protocols whose badge appears on a result card, in the app's order. */
export async function protocolsShown(page: Page): Promise<Array<(typeof PROTOCOL_IDS)[number]>> {
  const shown: Array<(typeof PROTOCOL_IDS)[number]> = [];
  // A badge reads the protocol's display name ('Orbiter Finance', 'Circle CCTP').
  for (const { id, displayName } of PROTOCOL_REGISTRY) {
    const badge = page
      .getByRole('list', { name: 'Bridge options' })
      .getByText(displayName, { exact: true });
    if ((await badge.count()) > 0) shown.push(id);
  }
  return shown;
}

/** Chooses an option in a labelled select, native or custom (combobox + listbox). */
export async function choose(page: Page, label: string | RegExp, option: string): Promise<void> {
  const control = page.getByLabel(label, { exact: typeof label === 'string' }).first();
  const tag = await control.evaluate((el) => el.tagName.toLowerCase());
  if (tag === 'select') {
    await control.selectOption({ label: option });
    return;
  }
  await control.click();
  if (tag === 'input') await control.fill(option);
  await page.getByRole('option', { name: option, exact: true }).first().click();
}

/** Injects axe-core and returns the violations: rule, impact and the first offending nodes. */
export async function axeViolations(page: Page): Promise<
  {
    id: string;
    impact: string | null;
    help: string;
    nodes: { target: string; html: string; summary: string }[];
  }[]
> {
  // Evaluated through DevTools, not added as an inline <script>: the build's CSP blocks those.
  await page.evaluate(
    fs.readFileSync(path.join(ROOT, 'node_modules', 'axe-core', 'axe.min.js'), 'utf8'),
  );
  return page.evaluate(async () => {
    type AxeNode = { target: string[]; html: string; failureSummary?: string };
    type AxeResult = {
      violations: { id: string; impact: string | null; help: string; nodes: AxeNode[] }[];
    };
    const axe = (
      window as unknown as { axe: { run: (ctx: Document, opts: object) => Promise<AxeResult> } }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.slice(0, 3).map((n) => ({
        target: n.target.join(' '),
        html: n.html.slice(0, 200),
        summary: (n.failureSummary ?? '').slice(0, 300),
      })),
    }));
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A toast (react-toastify renders role=status for outcomes, role=alert for errors) with exactly this text. */
export function toast(page: Page, text: string) {
  return page
    .getByRole('status')
    .or(page.getByRole('alert'))
    .filter({ hasText: new RegExp(`^\\s*${escapeRegExp(text)}\\s*$`) });
}

/** The registry's bridge sites' hosts, without a leading 'www.'. */
const BRIDGE_HOSTS = PROTOCOL_REGISTRY.map((entry) =>
  new URL(entry.bridgeSite).hostname.replace(/^www\./, '').replace(/[.]/g, '\\.'),
);

/** Answers every protocol's bridge site locally (there is no internet here). */
export async function stubBridgeSites(page: Page): Promise<void> {
  await page
    .context()
    .route(new RegExp(`^https://([\\w-]+\\.)*(${BRIDGE_HOSTS.join('|')})/`), (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>bridge site</title><p>bridge site</p>',
      }),
    );
}
