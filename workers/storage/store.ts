// The repository over BridgeDb: the only code besides db.ts that touches the tables. Storage
// problems (no IndexedDB, quota exceeded, blocked by a newer version in another tab) come back
// as values (`WriteResult`, `false`, empty results) so the worker keeps answering from memory;
// nothing here throws. It is a chunk of its own, loaded when the database is opened (engine/
// cache.ts), like Dexie's: a first visit's first answer comes before either.
import { isCatalogueSnapshot } from '../changes/snapshot';
import type { Protocol } from '../../src/shared/tokens';
import type { BridgeDb, DerivedRow, SearchIndexRow, SnapshotRow, SourceRow } from './db';
import { BASELINE_KEY, TOKENS_FORMAT_VERSION, TRUST_KEY } from './db-constants';
import { MEMORY_STORE } from './memory-store';

export { TOKENS_FORMAT_VERSION };

/**
 * What became of a source write. A failed write is one IndexedDB transaction that aborted, so
 * the row it meant to replace is still there, as it was.
 */
export type WriteResult =
  | 'saved'
  /** QuotaExceededError (some browsers wrap it in an AbortError). */
  | 'full'
  /** Any other error. */
  | 'failed'
  /** Storage is unusable (see `state`): nothing was attempted. */
  | 'skipped'
  /** A newer row of the source was stored (another tab's download): it stays as it is. */
  | 'newer-kept';

/**
 * - 'open': reads and writes go to IndexedDB.
 * - 'unavailable': IndexedDB could not be opened at all.
 * - 'closed-for-upgrade': another tab asked for a newer schema, so this connection was closed.
 */
export type StoreState = 'open' | 'unavailable' | 'closed-for-upgrade';

export interface Store {
  readonly state: StoreState;
  /** False once storage is unusable; then every write is skipped. */
  readonly available: boolean;
  loadSources(): Promise<SourceRow[]>;
  /** One source's row, if it is stored in the token format this release reads. */
  loadSource(protocol: Protocol): Promise<SourceRow | undefined>;
  /**
   * Writes a source's row. With `keepNewer`, a stored row of later data is left in place (data
   * that waited for the database, such as the shipped snapshot, never replaces another tab's
   * download).
   */
  saveSource(row: SourceRow, options?: { keepNewer?: boolean }): Promise<WriteResult>;
  /** Updates the download metadata of a row after a 304 or an unchanged body. */
  touchSource(
    protocol: Protocol,
    meta: Partial<
      Pick<SourceRow, 'updatedAt' | 'etag' | 'lastModified' | 'skipped' | 'savedByTab'>
    > & {
      /** Where the confirmed data now comes from: a live answer clears a stored 'snapshot'. */
      origin?: 'live' | 'snapshot';
    },
  ): Promise<WriteResult>;
  loadIndex(protocol: Protocol): Promise<SearchIndexRow | undefined>;
  saveIndex(row: SearchIndexRow): Promise<boolean>;
  /** The "what changed" baseline; undefined when there is none or the stored one is unreadable. */
  loadBaseline(): Promise<SnapshotRow | undefined>;
  saveBaseline(row: SnapshotRow): Promise<boolean>;
  /** The trust notes' stored passes; undefined when none (their reader checks their shape). */
  loadTrust(): Promise<DerivedRow | undefined>;
  saveTrust(row: DerivedRow): Promise<boolean>;
}

export interface StoreEvents {
  /** Storage became unusable (another tab upgraded the schema, the database was deleted). */
  onLost?: () => void;
  /** A storage operation failed; for diagnostics only. */
  onError?: (operation: string, error: unknown) => void;
}

/**
 * Opens the database. A factory that throws, an open that fails (private mode, disabled storage,
 * a newer schema from a later release) or a missing indexedDB all give the memory store.
 */
export async function openStore(
  openDb: () => BridgeDb | Promise<BridgeDb>,
  events: StoreEvents = {},
): Promise<Store> {
  let db: BridgeDb;
  try {
    db = await openDb();
    await db.open();
  } catch (error) {
    events.onError?.('open', error);
    return MEMORY_STORE;
  }

  let state: StoreState = 'open';
  db.on('versionchange', () => {
    // Another tab needs a newer schema: step aside so its upgrade can run, and stop persisting
    // (this worker's code only knows the old schema).
    state = 'closed-for-upgrade';
    db.close();
    events.onLost?.();
  });

  async function guard<T>(operation: string, fallback: T, run: () => Promise<T>): Promise<T> {
    if (state !== 'open') return fallback;
    try {
      return await run();
    } catch (error) {
      // A closed database, a damaged row: the caller keeps its in-memory data.
      events.onError?.(operation, error);
      return fallback;
    }
  }

  async function write(
    operation: string,
    run: () => Promise<boolean | WriteResult>,
  ): Promise<WriteResult> {
    if (state !== 'open') return 'skipped';
    try {
      const result = await run();
      return result === true ? 'saved' : result === false ? 'failed' : result;
    } catch (error) {
      events.onError?.(operation, error);
      if (state !== 'open') return 'skipped'; // closed under us by another tab's upgrade
      return isQuotaExceeded(error) ? 'full' : 'failed';
    }
  }

  const readable = (row: SourceRow | undefined): row is SourceRow =>
    row !== undefined && row.tokensFormat === TOKENS_FORMAT_VERSION && Array.isArray(row.tokens);

  return {
    get state() {
      return state;
    },
    get available() {
      return state === 'open';
    },
    loadSources: () =>
      guard('loadSources', [] as SourceRow[], async () =>
        (await db.sources.toArray()).filter(readable),
      ),
    loadSource: (protocol) =>
      guard('loadSource', undefined, async () => {
        const row = await db.sources.get(protocol);
        return readable(row) ? row : undefined;
      }),
    saveSource: (row, options) =>
      write('saveSource', async () => {
        if (!options?.keepNewer) {
          await db.sources.put(row);
          return true;
        }
        return db.transaction('rw', db.sources, async (): Promise<WriteResult> => {
          const stored = await db.sources.get(row.protocol);
          if (readable(stored) && stored.updatedAt > row.updatedAt) return 'newer-kept';
          await db.sources.put(row);
          return 'saved';
        });
      }),
    // get, then a put of its own rather than `update` or an explicit transaction: Dexie reports
    // those failures as the request's AbortError, hiding the QuotaExceededError that aborted the
    // transaction; a lone put rejects with it. Tabs refresh a source one at a time (the engine's
    // lock), so nothing writes the row between the two.
    touchSource: (protocol, meta) =>
      write('touchSource', async () => {
        const row = await db.sources.get(protocol);
        if (!row) return false;
        const { origin, ...rest } = meta;
        const next: SourceRow = { ...row, ...rest };
        if (origin === 'snapshot') next.origin = 'snapshot';
        else if (origin === 'live') delete next.origin;
        await db.sources.put(next);
        return true;
      }),
    loadIndex: (protocol) => guard('loadIndex', undefined, () => db.searchIndex.get(protocol)),
    saveIndex: (row) =>
      guard('saveIndex', false, async () => {
        await db.searchIndex.put(row);
        return true;
      }),
    loadBaseline: () =>
      guard('loadBaseline', undefined, async () => {
        const row = await db.snapshots.get(BASELINE_KEY);
        return row && typeof row.takenAt === 'number' && isCatalogueSnapshot(row.snapshot)
          ? row
          : undefined;
      }),
    saveBaseline: (row) =>
      guard('saveBaseline', false, async () => {
        await db.snapshots.put(row);
        return true;
      }),
    loadTrust: () =>
      guard('loadTrust', undefined, async () => {
        const row = await db.derived.get(TRUST_KEY);
        // The compiled passes' shape is checked by their reader (engine/derived.ts).
        return row && typeof row.build === 'string' && typeof row.sources === 'string'
          ? row
          : undefined;
      }),
    saveTrust: (row) =>
      guard('saveTrust', false, async () => {
        await db.derived.put(row);
        return true;
      }),
  };
}

/**
 * A write refused for lack of space: QuotaExceededError itself, Dexie's mapped error of that
 * name, an AbortError whose cause (`inner` in Dexie, the transaction's error) is one, or
 * Dexie's ModifyError / BulkError (`update`, bulk writes) listing one among its `failures`.
 */
export function isQuotaExceeded(error: unknown, depth = 0): boolean {
  if (typeof error !== 'object' || error === null || depth > 3) return false;
  const { name, inner, cause, failures } = error as {
    name?: unknown;
    inner?: unknown;
    cause?: unknown;
    failures?: unknown;
  };
  if (name === 'QuotaExceededError') return true;
  const causes = [inner, cause, ...(Array.isArray(failures) ? failures : [])];
  return causes.some((candidate) => isQuotaExceeded(candidate, depth + 1));
}
