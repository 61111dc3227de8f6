// The repository over BridgeDb: the only code besides db.ts that touches the tables. Storage
// problems (no IndexedDB, quota exceeded, blocked by a newer version in another tab) come back
// as `false` / empty results so the worker keeps answering from memory; nothing here throws.
import { isCatalogueSnapshot } from '../src/shared/changes';
import type { Protocol } from '../src/shared/tokens';
import { BASELINE_KEY, TOKENS_FORMAT_VERSION, type BridgeDb, type SearchIndexRow, type SnapshotRow, type SourceRow } from './db';

export { TOKENS_FORMAT_VERSION };

export interface Store {
  /** False once storage is unusable; then every write is skipped and reports false. */
  readonly available: boolean;
  loadSources(): Promise<SourceRow[]>;
  saveSource(row: SourceRow): Promise<boolean>;
  /** Updates the download metadata of a row after a 304 or an unchanged body. */
  touchSource(protocol: Protocol, meta: Partial<Pick<SourceRow, 'updatedAt' | 'etag' | 'lastModified' | 'skipped'>>): Promise<boolean>;
  loadIndex(protocol: Protocol): Promise<SearchIndexRow | undefined>;
  saveIndex(row: SearchIndexRow): Promise<boolean>;
  /** The "what changed" baseline; undefined when there is none or the stored one is unreadable. */
  loadBaseline(): Promise<SnapshotRow | undefined>;
  saveBaseline(row: SnapshotRow): Promise<boolean>;
}

export interface StoreEvents {
  /** Storage became unusable (another tab upgraded the schema, the database was deleted). */
  onLost?: () => void;
  /** A storage operation failed; for diagnostics only. */
  onError?: (operation: string, error: unknown) => void;
}

/** A store for when IndexedDB cannot be used at all. */
export const MEMORY_STORE: Store = {
  available: false,
  loadSources: async () => [],
  saveSource: async () => false,
  touchSource: async () => false,
  loadIndex: async () => undefined,
  saveIndex: async () => false,
  loadBaseline: async () => undefined,
  saveBaseline: async () => false,
};

/**
 * Opens the database. A factory that throws, an open that fails (private mode, disabled storage,
 * a newer schema from a later release) or a missing indexedDB all give the memory store.
 */
export async function openStore(openDb: () => BridgeDb | Promise<BridgeDb>, events: StoreEvents = {}): Promise<Store> {
  let db: BridgeDb;
  try {
    db = await openDb();
    await db.open();
  } catch (error) {
    events.onError?.('open', error);
    return MEMORY_STORE;
  }

  let available = true;
  db.on('versionchange', () => {
    // Another tab needs a newer schema: step aside so its upgrade can run, and stop persisting
    // (this worker's code only knows the old schema).
    available = false;
    db.close();
    events.onLost?.();
  });

  async function guard<T>(operation: string, fallback: T, run: () => Promise<T>): Promise<T> {
    if (!available) return fallback;
    try {
      return await run();
    } catch (error) {
      // QuotaExceededError (also wrapped as AbortError by some browsers) or a closed database:
      // the caller keeps its in-memory data and reports persisted: false.
      events.onError?.(operation, error);
      return fallback;
    }
  }

  return {
    get available() {
      return available;
    },
    loadSources: () =>
      guard('loadSources', [] as SourceRow[], async () =>
        (await db.sources.toArray()).filter((row) => row.tokensFormat === TOKENS_FORMAT_VERSION && Array.isArray(row.tokens)),
      ),
    saveSource: (row) =>
      guard('saveSource', false, async () => {
        await db.sources.put(row);
        return true;
      }),
    touchSource: (protocol, meta) =>
      guard('touchSource', false, async () => (await db.sources.update(protocol, meta)) === 1),
    loadIndex: (protocol) => guard('loadIndex', undefined, () => db.searchIndex.get(protocol)),
    saveIndex: (row) =>
      guard('saveIndex', false, async () => {
        await db.searchIndex.put(row);
        return true;
      }),
    loadBaseline: () =>
      guard('loadBaseline', undefined, async () => {
        const row = await db.snapshots.get(BASELINE_KEY);
        return row && typeof row.takenAt === 'number' && isCatalogueSnapshot(row.snapshot) ? row : undefined;
      }),
    saveBaseline: (row) =>
      guard('saveBaseline', false, async () => {
        await db.snapshots.put(row);
        return true;
      }),
  };
}
