// Storage trouble never costs the visitor their search: no IndexedDB, a full disk, a newer
// schema, or another tab upgrading all leave the worker answering from memory (persisted: false).
import Dexie from 'dexie';
import { IDBKeyRange } from 'fake-indexeddb';
import { describe, expect, test } from 'vitest';
import type { SourceStatus } from '../../src/shared/contract';
import { BridgeDb, LATEST_SCHEMA_VERSION } from '../../workers/db';
import { Clock, FakeSources, offline, Profile, URLS, visit, waitForStatus } from './harness';

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
    expect(started.every((s) => !s.persisted)).toBe(true);
    const statuses = await waitForStatus(engine, allSettled);
    expect(statuses.every((s) => s.hasData && !s.persisted && s.error === null)).toBe(true);
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
    expect((await engine.api.search({ query: 'usdc' })).options.slice(0, 3).map((o) => o.id)).toEqual([
      'Wormhole:USDC',
      'Stargate:USDC',
      'Orbiter:USDC',
    ]);

    const next = visit(profile, new FakeSources());
    expect((await next.api.start({ urls: URLS })).every((s) => !s.hasData)).toBe(true);
  });

  test('a database left by a newer release that kept our tables is used as it is', async () => {
    const profile = new Profile();
    const newer = new Dexie(profile.name, { indexedDB: profile.indexedDB, IDBKeyRange });
    newer.version(LATEST_SCHEMA_VERSION + 1).stores({ sources: 'protocol', searchIndex: 'protocol', snapshots: 'key', future: 'id' });
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
    offlineSources.handlers = { Wormhole: offline, Stargate: offline, Orbiter: offline };
    const next = visit(profile, offlineSources);
    expect((await next.api.start({ urls: URLS })).every((s) => s.hasData && s.persisted)).toBe(true);
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
    expect(statuses.every((s) => s.hasData && !s.persisted)).toBe(true);
    expect((await engine.api.search({ query: 'usdc' })).total).toBeGreaterThan(2);
  });

  test('steps aside when another tab upgrades the schema, and says the data is no longer persisted', async () => {
    const profile = new Profile();
    const engine = visit(profile, new FakeSources());
    await engine.api.start({ urls: URLS });
    await waitForStatus(engine, allSettled);
    await engine.idle();
    expect((await engine.api.getStatus()).every((s) => s.persisted)).toBe(true);

    const pushed = waitForStatus(engine, (statuses) => statuses.every((s) => !s.persisted));
    const otherTab = new Dexie(profile.name, { indexedDB: profile.indexedDB, IDBKeyRange });
    otherTab.version(LATEST_SCHEMA_VERSION + 1).stores({ future: 'id' });
    // Resolves only if this worker closed its connection instead of blocking the upgrade.
    await otherTab.open();
    await pushed;
    otherTab.close();
    expect((await engine.api.search({ query: 'usdc' })).total).toBeGreaterThan(2);
  });
});
