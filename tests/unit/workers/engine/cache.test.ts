import { describe, expect, test, vi } from 'vitest';
import type { SourceRow } from '../../../../workers/storage/db';
import {
  afterFirstResults,
  createCache,
  FIRST_VISIT_STORE_WAIT_MS,
  rowOf,
  storageStateOf,
  type CacheParts,
} from '../../../../workers/engine/cache';
import {
  createSourceStates,
  markInstalled,
  type SourceState,
} from '../../../../workers/engine/source-state';
import { createEngineEvents } from '../../../../workers/engine/events';
import type { Timers } from '../../../../workers/net/fetch-source';
import { freshDb, loadedStargate } from './fixtures';

function cacheOver(
  openDb: ReturnType<typeof freshDb>,
  tabId: string | null = 'tab-a',
  more: Pick<CacheParts, 'loadStore'> & { logged?: string[] } = {},
) {
  const states = createSourceStates();
  const installed: SourceRow[] = [];
  const saved: Array<[string, number]> = [];
  const events = createEngineEvents();
  events.on('source-saved', ({ protocol, updatedAt }) => saved.push([protocol, updatedAt]));
  const cache = createCache({
    openDb,
    runtime: { log: (event) => more.logged?.push(event) },
    states,
    config: () => ({ tabId }),
    events,
    notify: () => {},
    ...(more.loadStore ? { loadStore: more.loadStore } : {}),
  });
  const installStored = (s: SourceState, row: SourceRow) => {
    installed.push(row);
    markInstalled(s, { ...loadedStargate(row.updatedAt, row.tokens), dataHash: row.dataHash });
  };
  const load = (after?: Promise<void>) => cache.load({ after, installStored });
  return { states, cache, load, installed, saved };
}

describe('createCache', () => {
  test('a saved source comes back on the next open, marked as persisted', async () => {
    const openDb = freshDb();
    const first = cacheOver(openDb);
    await first.load();
    const s = first.states.get('Stargate');
    await first.cache.save(s, loadedStargate(1000));
    expect(s).toMatchObject({ persisted: true, storage: 'ok', savedAt: 1000 });
    expect(first.saved).toEqual([['Stargate', 1000]]);

    const second = cacheOver(openDb);
    await second.load();
    expect(second.installed.map((row) => [row.protocol, row.savedByTab])).toEqual([
      ['Stargate', 'tab-a'],
    ]);
    expect(second.states.get('Stargate')).toMatchObject({ persisted: true, savedAt: 1000 });
    expect(second.states.get('Wormhole')).toMatchObject({ persisted: true, storage: 'ok' });
  });

  test('a confirmed download only renews the saved row', async () => {
    const openDb = freshDb();
    const { cache, load, states } = cacheOver(openDb);
    await load();
    const s = states.get('Stargate');
    await cache.save(s, loadedStargate(1000));
    await cache.saveConfirmed(s, {
      ...loadedStargate(2000),
      validators: { etag: '"v2"', lastModified: null },
    });
    const row = await (await cache.opened()).loadSource('Stargate');
    expect(row).toMatchObject({ updatedAt: 2000, etag: '"v2"' });
    expect(s.savedAt).toBe(2000);
  });

  test('without a database, writes are skipped and the source says storage is unavailable', async () => {
    const { cache, load, states, saved } = cacheOver(() => {
      throw new Error('no IndexedDB');
    });
    await load();
    const s = states.get('Stargate');
    await cache.save(s, loadedStargate());
    expect(s).toMatchObject({ persisted: false, storage: 'unavailable' });
    expect(cache.storageState()).toBe('unavailable');
    expect(saved).toEqual([]);
  });

  test("without the store's code (its chunk did not load), the source says storage is unavailable", async () => {
    const openDb = freshDb();
    const previous = cacheOver(openDb);
    await previous.load();
    await previous.cache.save(previous.states.get('Stargate'), loadedStargate(1000));

    const logged: string[] = [];
    const { cache, load, states, installed } = cacheOver(openDb, 'tab-a', {
      loadStore: async () => {
        throw new Error('Failed to fetch dynamically imported module');
      },
      logged,
    });
    await load();
    expect(logged).toEqual(['storage-error']);
    expect(installed).toEqual([]);
    const s = states.get('Stargate');
    // The data in memory still answers; it is only not saved, and the status says why.
    markInstalled(s, loadedStargate(2000));
    await cache.save(s, loadedStargate(2000));
    expect(s).toMatchObject({ persisted: false, storage: 'unavailable' });
    // What the database held is untouched for a later visit.
    const later = cacheOver(openDb);
    await later.load();
    expect(later.installed.map((row) => row.updatedAt)).toEqual([1000]);
  });

  test('reads wait for the open that `load` starts after its precondition', async () => {
    const { cache, load } = cacheOver(freshDb());
    let go = () => {};
    const loading = load(new Promise<void>((resolve) => (go = resolve)));
    let opened = false;
    void cache.opened().then(() => (opened = true));
    // Every queued task runs first (no wall-clock wait): the open still waits for `go`.
    for (let turn = 0; turn < 10; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(opened).toBe(false);
    go();
    await loading;
    await Promise.resolve();
    expect(opened).toBe(true);
  });
});

test('rowOf marks a snapshot and the tab that saved it', () => {
  const loaded = { ...loadedStargate(5), origin: 'snapshot' as const };
  expect(rowOf({ protocol: 'Stargate' }, loaded, 'tab-b')).toMatchObject({
    origin: 'snapshot',
    savedByTab: 'tab-b',
    updatedAt: 5,
  });
  expect(rowOf({ protocol: 'Stargate' }, loadedStargate(5), null)).not.toHaveProperty('savedByTab');
});

test('storageStateOf names what the store state means for the page', () => {
  expect(storageStateOf({ state: 'open' })).toBe('ok');
  expect(storageStateOf({ state: 'closed-for-upgrade' })).toBe('newer-version');
  expect(storageStateOf({ state: 'unavailable' })).toBe('unavailable');
});

describe('afterFirstResults', () => {
  test('waits for every source and the page, at most FIRST_VISIT_STORE_WAIT_MS', async () => {
    vi.useFakeTimers();
    try {
      const timers: Timers = {
        setTimeout: (callback, ms) => setTimeout(callback, ms),
        clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      };
      const states = createSourceStates();
      let done = false;
      void afterFirstResults(states, new Promise(() => {}), timers).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(FIRST_VISIT_STORE_WAIT_MS - 1);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  test('settles as soon as every source has an outcome and the page is ready', async () => {
    const states = createSourceStates();
    const timers: Timers = { setTimeout: () => 0, clearTimeout: () => {} };
    for (const s of states.all) s.firstOutcome.resolve();
    await expect(afterFirstResults(states, Promise.resolve(), timers)).resolves.toBeUndefined();
  });
});
