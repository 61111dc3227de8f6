// The engine's IndexedDB cache: opening it (at once on a repeat visit, after the first results
// on a first visit), installing its rows, and writing a source's rows back with what the write
// means for the next visit (`persisted`, `storage`, `savedAt`). Until the database is open the
// engine answers from memory; every read and write outside `load` waits for it.
import type { StorageState } from '../../src/shared/contract';
import type { BridgeDb, DerivedRow, SourceRow } from '../storage/db';
import { TOKENS_FORMAT_VERSION } from '../storage/db-constants';
import { MEMORY_STORE } from '../storage/memory-store';
import type { openStore, Store, WriteResult } from '../storage/store';
import type { Timers } from '../net/fetch-source';
import type { EngineEvents } from './events';
import type { Runtime } from './runtime';
import {
  markNewerKept,
  markNotSaved,
  markRestored,
  markSaved,
  markStoreOpened,
  type Loaded,
  type SourceState,
  type SourceStates,
} from './source-state';
import type { StartConfig } from './start-config';

/**
 * The longest a first visit's database open waits for every source's first outcome (its
 * snapshot or its download) and for the page's `pageReady`; a download that failed and is being
 * retried, or a page that never says it is ready, does not hold the saves back longer.
 */
export const FIRST_VISIT_STORE_WAIT_MS = 3000;

export interface EngineCache {
  /** The store, once `load` has opened it (memory-only when it could not). */
  opened(): Promise<Store>;
  /**
   * Opens the database after `after` settles, reads the baseline, and installs its rows with
   * `installStored` (which prepares their indexes).
   */
  load(options: {
    after?: Promise<void> | undefined;
    installStored(s: SourceState, row: SourceRow): void;
  }): Promise<void>;
  /** What the store's state means for a source that could not be saved. */
  storageState(): StorageState;
  /** The trust notes' passes the store held when it opened (read before its rows install). */
  storedTrust(): DerivedRow | undefined;
  /** Stores the trust notes' passes for the next visit. */
  saveTrust(row: DerivedRow): Promise<boolean>;
  /** Saves new data for a source. */
  save(s: SourceState, loaded: Loaded): Promise<void>;
  /**
   * The source confirmed the data held (304 or the same tokens): only the metadata of the saved
   * row changes, unless that row is missing or older than the data (an earlier save failed).
   */
  saveConfirmed(s: SourceState, loaded: Loaded): Promise<void>;
}

/** The store's code (a chunk of its own, loaded when the database opens). */
export type StoreCode = { openStore: typeof openStore };

const loadStoreCode = (): Promise<StoreCode> => import('../storage/store');

export interface CacheParts {
  openDb: () => BridgeDb | Promise<BridgeDb>;
  /** Loads the store's code; tests may make it fail. */
  loadStore?: () => Promise<StoreCode>;
  runtime: Pick<Runtime, 'log'>;
  states: SourceStates;
  /** The config in force (its `tabId` marks this tab's rows). */
  config: () => Pick<StartConfig, 'tabId'>;
  /** Tells 'baseline-read' and 'source-saved'. */
  events: Pick<EngineEvents, 'emit'>;
  /** Source states changed outside a download (storage was lost). */
  notify(): void;
}

export function createCache(parts: CacheParts): EngineCache {
  const { states, config } = parts;
  let store: Store = MEMORY_STORE;
  /** Settles once the database is open and its rows are installed (or it is known unavailable). */
  let loaded: Promise<void> = Promise.resolve();
  let storedTrust: DerivedRow | undefined;

  const storageState = (): StorageState => storageStateOf(store);

  /**
   * The store's code; without it (a chunk that failed to load) there is no storage this visit,
   * as without IndexedDB.
   */
  async function storeCode(): Promise<StoreCode | null> {
    try {
      return await (parts.loadStore ?? loadStoreCode)();
    } catch (error) {
      parts.runtime.log('storage-error', { operation: 'load-code', error });
      return null;
    }
  }

  async function loadNow(installStored: (s: SourceState, row: SourceRow) => void): Promise<void> {
    // The store's chunk and the database's (Dexie) load side by side, so the small one adds no
    // wait of its own. openStore reports a database that failed to load or open; when the
    // store's code itself is missing, nothing awaits the database, hence the empty catch.
    const database = Promise.resolve().then(parts.openDb);
    database.catch(() => {});
    const code = await storeCode();
    store = !code
      ? MEMORY_STORE
      : await code.openStore(() => database, {
          onLost: () => {
            for (const s of states.all) markNotSaved(s, 'newer-version');
            parts.notify();
          },
          onError: (operation, error) => parts.runtime.log('storage-error', { operation, error }),
        });
    parts.events.emit('baseline-read', await store.loadBaseline());
    // Before the rows: installing them schedules the trust notes, which may then read it.
    storedTrust = await store.loadTrust();
    for (const row of await store.loadSources()) {
      const s = states.find(row.protocol);
      // On a first visit the store opens late: data this tab already holds is not replaced by
      // an older stored copy.
      if (!s || (s.loaded && s.loaded.updatedAt >= row.updatedAt)) continue;
      installStored(s, row);
      markRestored(s, row.updatedAt);
    }
    for (const s of states.all) markStoreOpened(s, store.available, storageState());
  }

  /** Where a source's data stands after a write: what the next visit will get, and why. */
  function recordWrite(s: SourceState, result: WriteResult, updatedAt: number): void {
    if (result === 'saved') {
      markSaved(s, updatedAt);
      parts.events.emit('source-saved', { protocol: s.protocol, updatedAt });
    } else if (result === 'newer-kept') {
      // The next visit gets the newer copy; this tab adopts it with its own download.
      markNewerKept(s);
    } else if (result === 'skipped') {
      markNotSaved(s, storageState());
    } else {
      // The transaction aborted: the row it meant to replace (`savedAt`) is still there.
      markNotSaved(s, result);
    }
  }

  const opened = async (): Promise<Store> => {
    await loaded;
    return store;
  };

  return {
    opened,
    load({ after, installStored }) {
      loaded = after ? after.then(() => loadNow(installStored)) : loadNow(installStored);
      return loaded;
    },
    storageState,
    storedTrust: () => storedTrust,
    async saveTrust(row) {
      const store = await opened();
      return store.saveTrust(row);
    },
    async save(s, data) {
      const store = await opened();
      // Replaced while the database opened, by a newer stored row: that row is the saved copy.
      if (s.loaded && s.loaded !== data && s.loaded.updatedAt > data.updatedAt) return;
      // The shipped snapshot waits for the database, outside the source's lock: another tab may
      // have stored a download meanwhile, which it must not replace.
      const keepNewer = data.origin === 'snapshot';
      recordWrite(
        s,
        await store.saveSource(rowOf(s, data, config().tabId), { keepNewer }),
        data.updatedAt,
      );
    },
    async saveConfirmed(s, data) {
      const store = await opened();
      const { tabId } = config();
      const result =
        s.persisted && s.savedAt !== null
          ? await store.touchSource(s.protocol, {
              updatedAt: data.updatedAt,
              origin: data.origin,
              ...data.validators,
              skipped: data.skipped,
              ...(tabId === null ? {} : { savedByTab: tabId }),
            })
          : await store.saveSource(rowOf(s, data, tabId));
      recordWrite(s, result, data.updatedAt);
    },
  };
}

export function storageStateOf(store: Pick<Store, 'state'>): StorageState {
  return store.state === 'closed-for-upgrade'
    ? 'newer-version'
    : store.state === 'open'
      ? 'ok'
      : 'unavailable';
}

/** The stored row of a source's data; `tabId` marks which tab downloaded it. */
export function rowOf(
  s: Pick<SourceState, 'protocol'>,
  loaded: Loaded,
  tabId: string | null,
): SourceRow {
  return {
    protocol: s.protocol,
    tokensFormat: TOKENS_FORMAT_VERSION,
    tokens: loaded.tokens,
    skipped: loaded.skipped,
    updatedAt: loaded.updatedAt,
    etag: loaded.validators.etag,
    lastModified: loaded.validators.lastModified,
    dataHash: loaded.dataHash,
    ...(loaded.origin === 'snapshot' ? { origin: 'snapshot' as const } : {}),
    ...(tabId === null ? {} : { savedByTab: tabId }),
  };
}

/**
 * A first visit's database open waits for every source's first outcome (snapshot or download)
 * and for the page to be ready (`pageReady`), FIRST_VISIT_STORE_WAIT_MS at most: the database
 * module (Dexie) then downloads after what the first results need instead of beside it.
 */
export function afterFirstResults(
  states: SourceStates,
  pageReady: Promise<void>,
  timers: Timers,
): Promise<void> {
  let timer: unknown;
  const ready = Promise.all([
    ...states.all.map((s) => Promise.race([s.firstOutcome.promise, s.leftToOtherTab.promise])),
    pageReady,
  ]);
  const cap = new Promise<void>(
    (resolve) => (timer = timers.setTimeout(resolve, FIRST_VISIT_STORE_WAIT_MS)),
  );
  return Promise.race([ready, cap]).then(() => timers.clearTimeout(timer));
}
