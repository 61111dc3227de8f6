import { IDBFactory } from 'fake-indexeddb';
import { describe, expect, test, vi } from 'vitest';
import { createDatabaseLoader, hasDatabase } from '../../../../workers/storage/database-loader';
import type { BridgeDb } from '../../../../workers/storage/db';

const turns = async (count = 5) => {
  for (let turn = 0; turn < count; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
};

function fakeDatabase() {
  const db = { open: vi.fn(async () => db) };
  return db;
}

describe('createDatabaseLoader', () => {
  test('with the database in the browser, loads and opens it before the engine asks', async () => {
    const db = fakeDatabase();
    const create = vi.fn(async () => db as unknown as BridgeDb);
    const loader = createDatabaseLoader({ exists: async () => true, create });
    await turns();
    expect(create).toHaveBeenCalledTimes(1);
    expect(db.open).toHaveBeenCalledTimes(1);
    expect(await loader.isFirstVisit()).toBe(false);
    // The engine's own call gets the same database, created once.
    expect(await loader.open()).toBe(db);
    expect(create).toHaveBeenCalledTimes(1);
  });

  test('on a first visit, loads nothing until the engine asks', async () => {
    const db = fakeDatabase();
    const create = vi.fn(async () => db as unknown as BridgeDb);
    const loader = createDatabaseLoader({ exists: async () => false, create });
    await turns();
    expect(create).not.toHaveBeenCalled();
    expect(await loader.isFirstVisit()).toBe(true);
    expect(await loader.open()).toBe(db);
    expect(db.open).not.toHaveBeenCalled(); // the engine opens it
  });

  test('an open that fails early is left to the engine, which tries again and reports it', async () => {
    const db = { open: vi.fn(async () => Promise.reject(new Error('blocked'))) };
    const loader = createDatabaseLoader({
      exists: async () => true,
      create: async () => db as unknown as BridgeDb,
    });
    await turns();
    expect(db.open).toHaveBeenCalledTimes(1);
    expect(await loader.open()).toBe(db);
  });

  test('a browser that cannot tell counts as holding the database', async () => {
    const loader = createDatabaseLoader({
      exists: async () => Promise.reject(new Error('no databases()')),
      create: async () => fakeDatabase() as unknown as BridgeDb,
    });
    expect(await loader.isFirstVisit()).toBe(false);
    // Even when asking throws at once (reading `indexedDB` itself can, with storage blocked).
    const throwing = createDatabaseLoader({
      exists: () => {
        throw new Error('SecurityError');
      },
      create: async () => fakeDatabase() as unknown as BridgeDb,
    });
    expect(await throwing.isFirstVisit()).toBe(false);
  });
});

describe('hasDatabase', () => {
  test('tells whether the factory holds a database of that name', async () => {
    const factory = new IDBFactory();
    expect(await hasDatabase(factory, 'bridge-please')).toBe(false);
    await new Promise<void>((resolve, reject) => {
      const request = factory.open('bridge-please', 1);
      request.onsuccess = () => {
        request.result.close();
        resolve();
      };
      request.onerror = () => reject(request.error);
    });
    expect(await hasDatabase(factory, 'bridge-please')).toBe(true);
  });

  test('unknown (no IndexedDB, or databases() failing) counts as yes', async () => {
    expect(await hasDatabase(undefined, 'bridge-please')).toBe(true);
    const failing = {
      databases: () => Promise.reject(new Error('SecurityError')),
    } as unknown as IDBFactory;
    expect(await hasDatabase(failing, 'bridge-please')).toBe(true);
  });
});
