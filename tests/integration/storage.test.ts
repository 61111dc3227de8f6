// Storage trouble never costs the visitor their search: no IndexedDB, a full disk, a newer
// schema, or another tab upgrading all leave the worker answering from memory (persisted: false).
import Dexie from 'dexie';
import { IDBKeyRange, IDBObjectStore } from 'fake-indexeddb';
import { afterEach, describe, expect, test } from 'vitest';
import type { SourceStatus } from '../../src/shared/contract';
import type { Protocol } from '../../src/shared/tokens';
import { PROTOCOL_IDS } from '../../src/shared/protocol-registry.mjs';
import { BridgeDb, LATEST_SCHEMA_VERSION } from '../../workers/storage/db';
import { isQuotaExceeded } from '../../workers/storage/store';
import {
  Clock,
  FakeSources,
  offline,
  ok,
  payload,
  Profile,
  statusOf,
  URLS,
  visit,
  waitForStatus,
} from './harness';
import { perProtocol } from '../fixtures/protocols';

const allSettled = (statuses: SourceStatus[]) => statuses.every((s) => !s.loading);

function quotaExceeded(): Promise<never> {
  return Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'));
}

describe('storage', () => {
  test('without IndexedDB the sources still load and answer, reported as not persisted', async () => {
    const engine = visit(new Profile(), new FakeSources(), new Clock(), {
      openDb: () => {
        throw new Error('indexedDB is not defined');
      },
    });
    const started = await engine.api.start({ urls: URLS });
    expect(started.every((s) => !s.persisted && s.storage === 'unavailable')).toBe(true);
    const statuses = await waitForStatus(engine, allSettled);
    expect(
      statuses.every(
        (s) => s.hasData && !s.persisted && s.storage === 'unavailable' && s.error === null,
      ),
    ).toBe(true);
    expect((await engine.api.search({ query: 'usdc' })).total).toBeGreaterThan(2);
  });

  test('when the disk is full the data stays in memory, searchable, and the next visit starts empty', async () => {
    const profile = new Profile();
    const engine = visit(profile, new FakeSources(), new Clock(), {
      openDb: () => {
        const db = profile.open();
        db.sources.put = quotaExceeded as unknown as typeof db.sources.put;
        db.searchIndex.put = quotaExceeded as unknown as typeof db.searchIndex.put;
        return db;
      },
    });
    await engine.api.start({ urls: URLS });
    const statuses = await waitForStatus(engine, allSettled);
    await engine.idle();
    expect(statuses.every((s) => s.hasData && !s.persisted)).toBe(true);
    expect(engine.matcherKind('Stargate')).toBe('index');
    expect(
      (await engine.api.search({ query: 'usdc' })).options
        .slice(0, PROTOCOL_IDS.length)
        .map((o) => o.id),
    ).toEqual(PROTOCOL_IDS.map((protocol) => `${protocol}:USDC`));

    const next = visit(profile, new FakeSources());
    expect((await next.api.start({ urls: URLS })).every((s) => !s.hasData)).toBe(true);
  });

  test('a database left by a newer release that kept our tables is used as it is', async () => {
    const profile = new Profile();
    const newer = new Dexie(profile.name, { indexedDB: profile.indexedDB, IDBKeyRange });
    newer
      .version(LATEST_SCHEMA_VERSION + 1)
      .stores({ sources: 'protocol', searchIndex: 'protocol', snapshots: 'key', future: 'id' });
    await newer.open();
    newer.close();

    const engine = visit(profile, new FakeSources());
    await engine.api.start({ urls: URLS });
    const statuses = await waitForStatus(engine, allSettled);
    expect(statuses.every((s) => s.hasData && s.persisted)).toBe(true);
  });

  test('a database left by a newer release with other tables is adapted, and the data persists', async () => {
    const profile = new Profile();
    const newer = new Dexie(profile.name, { indexedDB: profile.indexedDB, IDBKeyRange });
    newer.version(LATEST_SCHEMA_VERSION + 1).stores({ tokens: 'id' });
    await newer.open();
    newer.close();

    const engine = visit(profile, new FakeSources());
    await engine.api.start({ urls: URLS });
    await waitForStatus(engine, allSettled);
    await engine.idle();
    const offlineSources = new FakeSources();
    offlineSources.handlers = perProtocol(() => offline);
    const next = visit(profile, offlineSources);
    expect((await next.api.start({ urls: URLS })).every((s) => s.hasData && s.persisted)).toBe(
      true,
    );
  });

  test('when the browser refuses to open IndexedDB the worker runs from memory', async () => {
    const refusing = {
      open: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      deleteDatabase: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
      databases: async () => [],
      cmp: (a: unknown, b: unknown) => (a === b ? 0 : String(a) < String(b) ? -1 : 1),
    } as unknown as IDBFactory;
    const engine = visit(new Profile(), new FakeSources(), new Clock(), {
      openDb: () => new BridgeDb('refused', { indexedDB: refusing, IDBKeyRange }),
    });
    expect((await engine.api.start({ urls: URLS })).every((s) => !s.persisted)).toBe(true);
    const statuses = await waitForStatus(engine, allSettled);
    expect(statuses.every((s) => s.hasData && !s.persisted && s.storage === 'unavailable')).toBe(
      true,
    );
    expect((await engine.api.search({ query: 'usdc' })).total).toBeGreaterThan(2);
  });

  test('a refresh after another tab upgraded the schema keeps answering and still reports the newer version', async () => {
    const profile = new Profile();
    const sources = new FakeSources();
    const clock = new Clock();
    const engine = visit(profile, sources, clock);
    await engine.api.start({ urls: URLS });
    await waitForStatus(engine, allSettled);
    const otherTab = new Dexie(profile.name, { indexedDB: profile.indexedDB, IDBKeyRange });
    otherTab.version(LATEST_SCHEMA_VERSION + 1).stores({ future: 'id' });
    await otherTab.open();
    otherTab.close();

    clock.time += 60_000;
    sources.handlers.Stargate = ok([...(payload('Stargate') as unknown[]), FULL_DISK_TOKEN]);
    await engine.api.refresh({ protocol: 'Stargate' });
    const statuses = await waitForStatus(engine, allSettled);
    expect(statusOf(statuses, 'Stargate')).toMatchObject({
      hasData: true,
      storage: 'newer-version',
      updatedAt: clock.time,
    });
    expect((await engine.api.search({ query: 'diskfull' })).total).toBe(1);
  });

  test('steps aside when another tab upgrades the schema, and says the data is no longer persisted', async () => {
    const profile = new Profile();
    const engine = visit(profile, new FakeSources());
    await engine.api.start({ urls: URLS });
    await waitForStatus(engine, allSettled);
    await engine.idle();
    expect((await engine.api.getStatus()).every((s) => s.persisted)).toBe(true);

    const pushed = waitForStatus(engine, (statuses) =>
      statuses.every((s) => !s.persisted && s.storage === 'newer-version'),
    );
    const otherTab = new Dexie(profile.name, { indexedDB: profile.indexedDB, IDBKeyRange });
    otherTab.version(LATEST_SCHEMA_VERSION + 1).stores({ future: 'id' });
    // Resolves only if this worker closed its connection instead of blocking the upgrade.
    await otherTab.open();
    await pushed;
    otherTab.close();
    expect((await engine.api.search({ query: 'usdc' })).total).toBeGreaterThan(2);
  });
});

const FULL_DISK_TOKEN = {
  chainKey: 'base',
  address: '0x00000000000000000000000000000000000d15c0',
  decimals: 18,
  symbol: 'DISKFULL',
  name: 'Disk Full Coin',
  isBridgeable: true,
};

/**
 * Makes every write to `sources` fail as a full disk does in a browser: the put runs, then its
 * transaction aborts with QuotaExceededError and IndexedDB rolls the write back.
 * fake-indexeddb's `_abort(name)` is its own implementation of the spec's "abort a transaction".
 */
function diskFullAtIndexedDb(): () => void {
  const original = IDBObjectStore.prototype.put;
  IDBObjectStore.prototype.put = function put(
    this: IDBObjectStore,
    ...args: Parameters<IDBObjectStore['put']>
  ) {
    const request = original.apply(this, args);
    if (this.name === 'sources') {
      (this.transaction as unknown as { _abort(name: string): void })._abort('QuotaExceededError');
    }
    return request;
  } as typeof original;
  return () => {
    IDBObjectStore.prototype.put = original;
  };
}

/** Dexie's table put rejects with the error Dexie maps a full disk to. */
function diskFullAtDexie(db: BridgeDb): void {
  const refuse = () =>
    Promise.reject(
      new Dexie.AbortError(
        'Transaction aborted',
        new DOMException('The quota has been exceeded.', 'QuotaExceededError'),
      ),
    );
  db.sources.put = refuse as unknown as typeof db.sources.put;
  db.sources.update = refuse as unknown as typeof db.sources.update;
}

describe('a full disk on a repeat visit', () => {
  const restore: Array<() => void> = [];
  afterEach(() => restore.splice(0).forEach((undo) => undo()));

  test.each([
    ['the transaction aborts with QuotaExceededError', 'indexeddb'],
    ["Dexie's put rejects with an AbortError wrapping QuotaExceededError", 'dexie'],
  ] as const)(
    'when %s, the saved copy is kept for the next visit, the status says so, and searches answer the new data',
    async (_, where) => {
      const profile = new Profile();
      const clock = new Clock();
      const first = visit(profile, new FakeSources(), clock);
      await first.api.start({ urls: URLS });
      await waitForStatus(first, allSettled);
      await first.idle();
      const savedAt = clock.time;

      clock.time += 86_400_000;
      const sources = new FakeSources();
      sources.handlers.Stargate = ok([...(payload('Stargate') as unknown[]), FULL_DISK_TOKEN]);
      const second = visit(profile, sources, clock, {
        openDb: () => {
          const db = profile.open();
          if (where === 'dexie') diskFullAtDexie(db);
          return db;
        },
      });
      if (where === 'indexeddb') restore.push(diskFullAtIndexedDb());
      await second.api.start({ urls: URLS });
      const statuses = await waitForStatus(second, allSettled);
      await second.idle();

      // The new list is shown and answers searches...
      expect(statusOf(statuses, 'Stargate')).toMatchObject({
        hasData: true,
        error: null,
        updatedAt: clock.time,
        persisted: false,
        storage: 'full',
        savedAt,
      });
      expect((await second.api.search({ query: 'diskfull' })).options.map((o) => o.id)).toEqual([
        'Stargate:DISKFULL',
      ]);
      // ...and a source whose (unchanged) metadata could not be saved says so too.
      for (const protocol of ['Wormhole', 'Orbiter'] as Protocol[]) {
        expect(statusOf(statuses, protocol)).toMatchObject({
          hasData: true,
          storage: 'full',
          savedAt,
        });
      }
      restore.splice(0).forEach((undo) => undo());

      // The next visit, offline, gets the copy saved before the disk filled up: nothing was lost.
      const offlineSources = new FakeSources();
      offlineSources.handlers = perProtocol(() => offline);
      const third = visit(profile, offlineSources, clock);
      const next = await third.api.start({ urls: URLS });
      expect(next.every((s) => s.hasData && s.persisted && s.updatedAt === savedAt)).toBe(true);
      expect((await third.api.search({ query: 'usdc' })).total).toBeGreaterThan(2);
      expect((await third.api.search({ query: 'diskfull' })).total).toBe(0);
    },
  );

  test('a later save that fits clears the note', async () => {
    const profile = new Profile();
    const clock = new Clock();
    const sources = new FakeSources();
    const restoreDisk = diskFullAtIndexedDb();
    restore.push(restoreDisk);
    const engine = visit(profile, sources, clock);
    await engine.api.start({ urls: URLS });
    const full = await waitForStatus(engine, allSettled);
    expect(full.every((s) => s.storage === 'full' && s.savedAt === null && s.hasData)).toBe(true);

    restoreDisk();
    clock.time += 60_000;
    await engine.api.refresh({});
    const statuses = await waitForStatus(
      engine,
      (all) => allSettled(all) && all.every((s) => s.storage === 'ok'),
    );
    expect(statuses.every((s) => s.persisted && s.savedAt === clock.time)).toBe(true);
  });
});

describe('isQuotaExceeded', () => {
  test('recognises a full disk however it is wrapped, and nothing else', () => {
    const quota = new DOMException('full', 'QuotaExceededError');
    expect(isQuotaExceeded(quota)).toBe(true);
    expect(isQuotaExceeded(new Dexie.QuotaExceededError('full', quota))).toBe(true);
    expect(isQuotaExceeded(new Dexie.AbortError('aborted', quota))).toBe(true);
    expect(isQuotaExceeded(new Error('aborted', { cause: quota }))).toBe(true);
    expect(
      isQuotaExceeded(
        new Dexie.ModifyError('modify failed', [new Dexie.AbortError('aborted', quota)]),
      ),
    ).toBe(true);
    expect(isQuotaExceeded(new Dexie.AbortError('aborted'))).toBe(false);
    expect(isQuotaExceeded(new DOMException('closed', 'InvalidStateError'))).toBe(false);
    expect(isQuotaExceeded(null)).toBe(false);
  });
});
