// The worker's database, created once. Its module (Dexie) is a chunk of its own: a first visit
// fetches it only after its first results (../engine/cache.ts), but a repeat visit reads the
// database before anything else. So a worker that finds the database already in the browser
// fetches the chunk and opens the database as it starts, beside the page's `start` message,
// instead of once `start` asks for it.
import type { BridgeDb } from './db';

export interface DatabaseLoader {
  /** The database, created on first call (the engine's `openDb`); the engine opens it. */
  open(): Promise<BridgeDb>;
  /** Whether no database of ours was there when the worker started (the engine's `isFirstVisit`). */
  isFirstVisit(): Promise<boolean>;
  /** Whether the browser holds the database now (the engine's `databaseExists`). */
  existsNow(): Promise<boolean>;
}

export function createDatabaseLoader(parts: {
  /** Whether the browser holds the database; unknown counts as yes (see BridgeDataDeps). */
  exists: () => Promise<boolean>;
  /** Loads the database module and creates the database, unopened. */
  create: () => Promise<BridgeDb>;
}): DatabaseLoader {
  let database: Promise<BridgeDb> | null = null;
  const open = () => (database ??= parts.create());
  // A getter that throws (storage blocked) counts as unknown, like a rejection.
  const exists = Promise.resolve()
    .then(parts.exists)
    .catch(() => true);
  void exists.then((held) => {
    if (!held) return;
    // Dexie shares one open between callers: the engine's own `open()` joins this one, and an
    // open that failed is tried again there (and reported as no storage).
    open()
      .then((db) => db.open())
      .catch(() => {});
  });
  return {
    open,
    isFirstVisit: async () => !(await exists),
    existsNow: () =>
      Promise.resolve()
        .then(parts.exists)
        .catch(() => true),
  };
}

/** Whether `factory` holds a database called `name`; unknown (no API, storage blocked): true. */
export async function hasDatabase(factory: IDBFactory | undefined, name: string): Promise<boolean> {
  try {
    if (!factory) return true;
    return (await factory.databases()).some((database) => database.name === name);
  } catch {
    return true;
  }
}
