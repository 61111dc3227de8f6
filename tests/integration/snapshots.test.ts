// The catalogue shipped with the build answers a source that has no data yet; the live download
// replaces it when it arrives, and a live failure leaves it answering with the error beside it.
import { describe, expect, test } from 'vitest';
import type { ShippedSnapshot, SourceStatus } from '../../src/shared/contract';
import type { Protocol } from '../../src/shared/tokens';
import { PROTOCOL_SOURCES } from '../../src/shared/protocol-registry.mjs';
import { perProtocol, withOthers } from '../fixtures/protocols';
import {
  Clock,
  FakeSources,
  gate,
  offline,
  ok,
  payload,
  Profile,
  serverError,
  statusOf,
  URLS,
  visit,
  waitForStatus,
} from './harness';

const TAKEN_AT = Date.parse('2026-11-20T00:00:00Z');
const SNAPSHOTS: Record<Protocol, ShippedSnapshot> = perProtocol((protocol) => ({
  url: `/catalogue/${PROTOCOL_SOURCES[protocol].key}.json`,
  takenAt: TAKEN_AT,
}));
const PROTOCOL_OF_SNAPSHOT = new Map(
  Object.entries(SNAPSHOTS).map(([protocol, s]) => [s.url, protocol as Protocol]),
);

/** The shipped files, served like the live ones (any handler), every request counted. */
class Shipped {
  readonly requested: Protocol[] = [];
  handlers: Record<Protocol, () => Response | Promise<Response>> = withOthers(
    // A list that differs from the live one, so a test can tell which one answers.
    { Stargate: () => ok((payload('Stargate') as unknown[]).slice(0, 5))({ headers: {} }) },
    (protocol) => () => ok(payload(protocol))({ headers: {} }),
  );
  wrap(live: typeof fetch): typeof fetch {
    return (async (input: RequestInfo | URL, init?: RequestInit) => {
      const protocol = PROTOCOL_OF_SNAPSHOT.get(String(input));
      if (!protocol) return live(input, init);
      this.requested.push(protocol);
      return this.handlers[protocol]();
    }) as typeof fetch;
  }
}

function engineWith(sources: FakeSources, shipped: Shipped, profile = new Profile()) {
  const clock = new Clock(Date.UTC(2026, 10, 25, 12));
  const engine = visit(profile, sources, clock, { fetch: shipped.wrap(sources.fetch) });
  return { engine, clock, profile };
}

const stargate = (statuses: SourceStatus[]) => statusOf(statuses, 'Stargate');

describe('the shipped catalogue', () => {
  test('answers at once while the live source is slow, then the live list replaces it', async () => {
    const sources = new FakeSources();
    const held = gate();
    sources.handlers.Stargate = held.handler;
    const shipped = new Shipped();
    const { engine, clock } = engineWith(sources, shipped);
    await engine.api.start({ urls: URLS, snapshots: SNAPSHOTS });

    const first = stargate(await waitForStatus(engine, (s) => stargate(s).hasData));
    expect(first).toMatchObject({ origin: 'snapshot', updatedAt: TAKEN_AT, tokenCount: 5 });
    expect(first.loading).toBe(true);
    const fromSnapshot = await engine.api.search({ query: 'usdc', protocol: 'Stargate' });
    expect(fromSnapshot.options.length).toBeGreaterThan(0);

    held.release(ok(payload('Stargate')));
    const live = stargate(await waitForStatus(engine, (s) => stargate(s).origin === 'live'));
    expect(live.updatedAt).toBe(clock.time);
    expect(live.tokenCount).toBeGreaterThan(5);
    expect(live.error).toBeNull();
  });

  test('keeps answering when the live source fails, with the error beside it', async () => {
    const sources = new FakeSources();
    sources.handlers.Stargate = serverError;
    const { engine } = engineWith(sources, new Shipped());
    await engine.api.start({ urls: URLS, snapshots: SNAPSHOTS });
    await engine.idle();
    const status = stargate(await engine.api.getStatus());
    expect(status).toMatchObject({ hasData: true, origin: 'snapshot', loading: false });
    expect(status.error?.message).toBe('Failed to fetch Stargate data');
    const list = await engine.api.listTokens({ protocol: 'Stargate' });
    expect(list.ok).toBe(true);
  });

  test('is not asked for when the stored copy answers', async () => {
    const profile = new Profile();
    const first = engineWith(new FakeSources(), new Shipped(), profile);
    await first.engine.api.start({ urls: URLS });
    await first.engine.idle();

    const sources = new FakeSources();
    sources.handlers.Stargate = offline;
    const shipped = new Shipped();
    const again = engineWith(sources, shipped, profile);
    await again.engine.api.start({ urls: URLS, snapshots: SNAPSHOTS });
    await again.engine.idle();
    expect(shipped.requested).toEqual([]);
    expect(stargate(await again.engine.api.getStatus())).toMatchObject({
      origin: 'live',
      hasData: true,
    });
  });

  test("replaces a saved copy older than itself: an older deployment's snapshot", async () => {
    const profile = new Profile();
    const offlineStargate = new FakeSources();
    offlineStargate.handlers.Stargate = offline;
    const older = {
      ...SNAPSHOTS,
      Stargate: { ...SNAPSHOTS.Stargate, takenAt: TAKEN_AT - 86_400_000 },
    };
    const first = engineWith(offlineStargate, new Shipped(), profile);
    await first.engine.api.start({ urls: URLS, snapshots: older });
    await first.engine.idle();
    expect(stargate(await first.engine.api.getStatus()).updatedAt).toBe(TAKEN_AT - 86_400_000);

    const shipped = new Shipped();
    const again = engineWith(offlineStargate, shipped, profile);
    await again.engine.api.start({ urls: URLS, snapshots: SNAPSHOTS });
    await again.engine.idle();
    expect(shipped.requested).toEqual(['Stargate']);
    expect(stargate(await again.engine.api.getStatus())).toMatchObject({
      origin: 'snapshot',
      updatedAt: TAKEN_AT,
    });
  });

  test('answers a first visit before the database opens, which waits for the page to be ready', async () => {
    const sources = new FakeSources();
    sources.handlers.Orbiter = offline;
    const profile = new Profile();
    let opens = 0;
    const engine = visit(profile, sources, new Clock(), {
      fetch: new Shipped().wrap(sources.fetch),
      openDb: () => {
        opens += 1;
        return profile.open();
      },
    });
    await engine.api.start({ urls: URLS, snapshots: SNAPSHOTS, firstVisit: true });
    const answered = await waitForStatus(engine, (all) => all.every((s) => s.hasData));
    expect(statusOf(answered, 'Orbiter').origin).toBe('snapshot');
    expect(opens).toBe(0);
    await engine.api.pageReady();
    await engine.idle();
    expect(opens).toBe(1);
    const saved = await engine.api.getStatus();
    expect(saved.every((s) => s.persisted && s.savedAt !== null)).toBe(true);
  });

  // The page's `start` does not wait to find out: the worker asks the browser itself.
  test("a start that does not say whether it is a first visit follows the worker's own check", async () => {
    for (const firstVisit of [true, false]) {
      const sources = new FakeSources();
      const profile = new Profile();
      let opens = 0;
      const engine = visit(profile, sources, new Clock(), {
        fetch: new Shipped().wrap(sources.fetch),
        openDb: () => {
          opens += 1;
          return profile.open();
        },
        isFirstVisit: async () => firstVisit,
      });
      await engine.api.start({ urls: URLS, snapshots: SNAPSHOTS });
      await waitForStatus(engine, (all) => all.every((s) => s.hasData));
      // A first visit answers from its snapshots with the database still closed; any other
      // visit opens the database before anything else.
      expect(opens).toBe(firstVisit ? 0 : 1);
      await engine.api.pageReady();
      await engine.idle();
      expect(opens).toBe(1);
    }
  });

  test('on a first visit, a live download starts once its snapshot has answered', async () => {
    const sources = new FakeSources();
    const shipped = new Shipped();
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const answer = shipped.handlers.Stargate;
    shipped.handlers.Stargate = async () => {
      await held;
      return answer();
    };
    const { engine } = engineWith(sources, shipped);
    await engine.api.start({ urls: URLS, snapshots: SNAPSHOTS, firstVisit: true });
    // Orbiter's live answer (its list is the shipped one, so it stays dated as the snapshot).
    await waitForStatus(
      engine,
      (all) => sources.requestsFor('Orbiter').length > 0 && !statusOf(all, 'Orbiter').loading,
    );
    expect(sources.requestsFor('Stargate')).toHaveLength(0);
    release();
    const live = await waitForStatus(engine, (all) => stargate(all).origin === 'live');
    expect(sources.requestsFor('Stargate')).toHaveLength(1);
    expect(stargate(live).error).toBeNull();
  });

  test('on a first visit, a snapshot request that never answers times out and the live download still runs', async () => {
    const sources = new FakeSources();
    const shipped = new Shipped();
    shipped.handlers.Stargate = () => new Promise<Response>(() => {});
    const clock = new Clock(Date.UTC(2026, 10, 25, 12));
    const engine = visit(new Profile(), sources, clock, {
      fetch: shipped.wrap(sources.fetch),
      fetchTimeoutMs: 50,
    });
    await engine.api.start({ urls: URLS, snapshots: SNAPSHOTS, firstVisit: true });
    const live = await waitForStatus(engine, (all) => stargate(all).origin === 'live');
    expect(sources.requestsFor('Stargate')).toHaveLength(1);
    expect(stargate(live)).toMatchObject({ hasData: true, error: null });
  });

  test('is the source itself when the live URL is the shipped file, dated as a snapshot', async () => {
    const sources = new FakeSources();
    const shipped = new Shipped();
    const { engine } = engineWith(sources, shipped);
    await engine.api.start({
      urls: { ...URLS, wormhole: SNAPSHOTS.Wormhole.url },
      snapshots: SNAPSHOTS,
    });
    await engine.idle();
    const wormhole = statusOf(await engine.api.getStatus(), 'Wormhole');
    expect(wormhole).toMatchObject({ origin: 'snapshot', updatedAt: TAKEN_AT, error: null });
    // Downloaded once, as the source; not a second time as its snapshot.
    expect(shipped.requested.filter((p) => p === 'Wormhole')).toEqual(['Wormhole']);
  });

  test("keeps its data's date when the live source answers the same list: after the refresh, a reload and offline", async () => {
    const profile = new Profile();
    const first = engineWith(new FakeSources(), new Shipped(), profile);
    await first.engine.api.start({ urls: URLS, snapshots: SNAPSHOTS });
    await first.engine.idle();
    // Orbiter's live list is the shipped one: the live answer confirms the snapshot's data.
    const refreshed = statusOf(await first.engine.api.getStatus(), 'Orbiter');
    expect(refreshed).toMatchObject({ origin: 'snapshot', updatedAt: TAKEN_AT, error: null });
    // Stargate's live list differs from the shipped one: live data, dated by its download.
    expect(stargate(await first.engine.api.getStatus())).toMatchObject({
      origin: 'live',
      updatedAt: first.clock.time,
    });

    // A reload a day later: the saved copy is restored, then confirmed by the live source again.
    const again = engineWith(new FakeSources(), new Shipped(), profile);
    again.clock.time += 86_400_000;
    await again.engine.api.start({ urls: URLS, snapshots: SNAPSHOTS });
    await again.engine.idle();
    expect(statusOf(await again.engine.api.getStatus(), 'Orbiter')).toMatchObject({
      origin: 'snapshot',
      updatedAt: TAKEN_AT,
    });

    // Offline: the saved copy alone answers, with the same date.
    const unreachable = new FakeSources();
    unreachable.handlers.Orbiter = offline;
    const away = engineWith(unreachable, new Shipped(), profile);
    await away.engine.api.start({ urls: URLS, snapshots: SNAPSHOTS });
    await away.engine.idle();
    expect(statusOf(await away.engine.api.getStatus(), 'Orbiter')).toMatchObject({
      origin: 'snapshot',
      updatedAt: TAKEN_AT,
      hasData: true,
    });
  });

  test('changes nothing when it cannot be read: the spec error state stays', async () => {
    const sources = new FakeSources();
    sources.handlers.Orbiter = serverError;
    const shipped = new Shipped();
    shipped.handlers.Orbiter = () => new Response('not found', { status: 404 });
    const { engine } = engineWith(sources, shipped);
    await engine.api.start({ urls: URLS, snapshots: SNAPSHOTS });
    await engine.idle();
    const orbiter = statusOf(await engine.api.getStatus(), 'Orbiter');
    expect(orbiter).toMatchObject({ hasData: false, origin: null });
    expect(orbiter.error?.message).toBe('Failed to fetch Orbiter data');
  });
});
