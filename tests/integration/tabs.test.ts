// Many tabs, one profile: tabs opened together download each source once (a Web Lock
// per source, then the stored row is adopted), and a tab that stores a new download tells the
// others over a BroadcastChannel, so their searches answer the new data without fetching it.
import { afterEach, describe, expect, test } from 'vitest';
import type { SourceStatus, StartOptions } from '../../src/shared/contract';
import { PROTOCOLS } from '../../src/shared/tokens';
import { SHARED_DOWNLOAD_FRESH_MS, type BridgeDataEngine } from '../../workers/api/api';
import {
  Clock,
  FakeLocks,
  FakeSources,
  ok,
  payload,
  Profile,
  statusOf,
  tabBroadcast,
  URLS,
  visit,
  waitForStatus,
} from './harness';

const allSettled = (statuses: SourceStatus[]) => statuses.every((s) => !s.loading);

const channels: Array<{ close(): void }> = [];
afterEach(() => {
  channels.splice(0).forEach((channel) => channel.close());
});

/** One browser profile with its tabs: shared database, locks, source server and clock. */
class Browser {
  readonly profile = new Profile();
  readonly sources = new FakeSources();
  readonly locks = new FakeLocks();
  readonly clock = new Clock();
  readonly channelName = `bridge-please:test:${Math.random()}`;

  /** A tab (or a reload of one, given the same id), started. */
  async openTab(tabId: string): Promise<BridgeDataEngine> {
    const broadcast = tabBroadcast(this.channelName);
    channels.push(broadcast);
    const engine = visit(this.profile, this.sources, this.clock, { locks: this.locks, broadcast });
    await engine.api.start({ urls: URLS, tabId });
    return engine;
  }

  /**
   * A first visit's tab as the page starts it: the worker found no database when it started
   * (whatever tabs opened together have stored since). With `shipped`, the build's catalogue
   * answers first.
   */
  async openFirstVisitTab(
    tabId: string,
    shipped?: { snapshots: StartOptions['snapshots']; fetch: typeof fetch },
  ): Promise<BridgeDataEngine> {
    const broadcast = tabBroadcast(this.channelName);
    channels.push(broadcast);
    const engine = visit(this.profile, this.sources, this.clock, {
      locks: this.locks,
      broadcast,
      databaseExists: async () =>
        (await this.profile.indexedDB.databases()).some((db) => db.name === this.profile.name),
      ...(shipped ? { fetch: shipped.fetch } : {}),
    });
    await engine.api.start({
      urls: URLS,
      tabId,
      firstVisit: true,
      ...(shipped ? { snapshots: shipped.snapshots } : {}),
    });
    // The page has painted (main.tsx): the database may open once the first results are in.
    await engine.api.pageReady();
    return engine;
  }

  requestCounts(): number[] {
    return PROTOCOLS.map((protocol) => this.sources.requestsFor(protocol).length);
  }
}

const NEW_STARGATE_TOKEN = {
  chainKey: 'base',
  address: '0x0000000000000000000000000000000000000b0b',
  decimals: 18,
  symbol: 'TABCOIN',
  name: 'Tab Coin',
  isBridgeable: true,
};

describe('many tabs', () => {
  test('three tabs opened at once download each source once, and all three answer', async () => {
    const browser = new Browser();
    const tabs = await Promise.all(['a', 'b', 'c'].map((id) => browser.openTab(id)));
    const settled = await Promise.all(tabs.map((tab) => waitForStatus(tab, allSettled)));

    expect(browser.requestCounts()).toEqual(PROTOCOLS.map(() => 1));
    for (const statuses of settled) {
      expect(statuses.every((s) => s.hasData && s.error === null && s.persisted)).toBe(true);
    }
    const totals = await Promise.all(
      tabs.map(async (tab) => (await tab.api.search({ query: 'usdc' })).total),
    );
    expect(totals[0]).toBeGreaterThan(2);
    expect(totals).toEqual([totals[0], totals[0], totals[0]]);
  });

  test('three first-visit tabs opened at once: the first to take a lock downloads, the others adopt its copy', async () => {
    const browser = new Browser();
    const tabs = await Promise.all(['a', 'b', 'c'].map((id) => browser.openFirstVisitTab(id)));
    const settled = await Promise.all(tabs.map((tab) => waitForStatus(tab, allSettled)));

    expect(browser.requestCounts()).toEqual(PROTOCOLS.map(() => 1));
    for (const statuses of settled) {
      expect(statuses.every((s) => s.hasData && s.error === null)).toBe(true);
    }
    const totals = await Promise.all(
      tabs.map(async (tab) => (await tab.api.search({ query: 'usdc' })).total),
    );
    expect(totals).toEqual([totals[0], totals[0], totals[0]]);
  });

  test('a first-visit tab that starts after another stored every source adopts them instead of downloading', async () => {
    const browser = new Browser();
    await waitForStatus(await browser.openFirstVisitTab('a'), allSettled);
    expect(browser.requestCounts()).toEqual(PROTOCOLS.map(() => 1));

    const late = await browser.openFirstVisitTab('b');
    const statuses = await waitForStatus(late, allSettled);
    expect(browser.requestCounts()).toEqual(PROTOCOLS.map(() => 1));
    expect(statuses.every((s) => s.hasData && s.error === null && s.origin === 'live')).toBe(true);
  });

  test("a first-visit tab's shipped snapshot, saved once its database opens, never replaces another tab's download", async () => {
    const browser = new Browser();
    await waitForStatus(await browser.openFirstVisitTab('a'), allSettled);
    const takenAt = browser.clock.time - 30 * 24 * 3_600_000;
    const snapshots = Object.fromEntries(
      PROTOCOLS.map((protocol) => [protocol, { url: `/catalogue/${protocol}.json`, takenAt }]),
    );
    const shipped = (async (input: RequestInfo | URL, init?: RequestInit) => {
      const protocol = PROTOCOLS.find((p) => String(input) === `/catalogue/${p}.json`);
      return protocol ? ok(payload(protocol))({ headers: {} }) : browser.sources.fetch(input, init);
    }) as typeof fetch;

    browser.clock.time += 60_000;
    const late = await browser.openFirstVisitTab('b', { snapshots, fetch: shipped });
    await waitForStatus(late, allSettled);
    await late.idle();
    expect(browser.requestCounts()).toEqual(PROTOCOLS.map(() => 1));
    const stored = await browser.profile.open().sources.toArray();
    expect(stored.map((row) => [row.savedByTab, row.origin])).toEqual(
      PROTOCOLS.map(() => ['a', undefined]),
    );
  });

  test('a tab opened minutes after another adopts its download; a reload of that same tab revalidates', async () => {
    const browser = new Browser();
    const first = await browser.openTab('a');
    await waitForStatus(first, allSettled);
    expect(browser.requestCounts()).toEqual(PROTOCOLS.map(() => 1));

    browser.clock.time += SHARED_DOWNLOAD_FRESH_MS - 60_000;
    const second = await browser.openTab('b');
    const statuses = await waitForStatus(second, allSettled);
    expect(browser.requestCounts()).toEqual(PROTOCOLS.map(() => 1));
    expect(statuses.every((s) => s.hasData && s.error === null)).toBe(true);

    // A reload keeps the tab's id: the visitor asked for fresh data, so it is revalidated.
    const reloaded = await browser.openTab('a');
    await waitForStatus(reloaded, allSettled);
    expect(browser.requestCounts()).toEqual(PROTOCOLS.map(() => 2));
  });

  test('a download another tab stored longer ago than the freshness window is fetched again', async () => {
    const browser = new Browser();
    await waitForStatus(await browser.openTab('a'), allSettled);
    browser.clock.time += SHARED_DOWNLOAD_FRESH_MS;
    await waitForStatus(await browser.openTab('b'), allSettled);
    expect(browser.requestCounts()).toEqual(PROTOCOLS.map(() => 2));
  });

  test('a tab that stores a new download tells the others, whose searches answer it without fetching', async () => {
    const browser = new Browser();
    const [a, b] = await Promise.all([browser.openTab('a'), browser.openTab('b')]);
    await Promise.all([waitForStatus(a, allSettled), waitForStatus(b, allSettled)]);
    expect((await b.api.search({ query: 'tabcoin' })).total).toBe(0);

    browser.clock.time += SHARED_DOWNLOAD_FRESH_MS + 60_000;
    browser.sources.handlers.Stargate = ok([
      ...(payload('Stargate') as unknown[]),
      NEW_STARGATE_TOKEN,
    ]);
    const heard = waitForStatus(
      b,
      (statuses) => statusOf(statuses, 'Stargate').updatedAt === browser.clock.time,
    );
    await a.api.refresh({ protocol: 'Stargate' });
    const statuses = await heard;

    expect(browser.sources.requestsFor('Stargate')).toHaveLength(2);
    expect(statusOf(statuses, 'Stargate')).toMatchObject({
      hasData: true,
      persisted: true,
      storage: 'ok',
    });
    expect((await b.api.search({ query: 'tabcoin' })).options.map((o) => o.id)).toEqual([
      'Stargate:TABCOIN',
    ]);
  });

  test('a message that is not ours, or names no source, is ignored', async () => {
    const browser = new Browser();
    const tab = await browser.openTab('a');
    await waitForStatus(tab, allSettled);
    const stranger = tabBroadcast(browser.channelName);
    channels.push(stranger);
    // Cast: hostile or other-release messages reach the listener untyped.
    for (const message of [
      null,
      'hello',
      { type: 'source-saved', protocol: 'Nope', updatedAt: 1 },
    ]) {
      stranger.post(message as never);
    }
    await tab.idle();
    expect((await tab.api.getStatus()).every((s) => s.hasData && s.error === null)).toBe(true);
  });
});
