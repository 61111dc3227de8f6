// The data worker's API, built from injected dependencies (fetch, database factory, clocks,
// timers) so tests run it in-process on fake-indexeddb with a fake fetch. Per source it does
// stale-while-revalidate: cached rows answer at once, every source is re-fetched in parallel,
// a good download replaces the data, a failed one keeps it and reports the error. Derived data
// (trust notes, symbol suggestions, the change baseline) is rebuilt once per data change. The
// trust-notes code is part of the worker's own bundle: as a lazy chunk it cost a cold visit a
// round trip after the worker's script, which the first search had to wait for. It stays behind
// a loader (`loadTrustNotes`) so tests can make it fail.
// Tabs cooperate (issue 8): one tab at a time refreshes a source (a Web Lock per source), a tab
// adopts a download another tab stored minutes ago instead of fetching it again, and a tab that
// stored a download tells the others over a BroadcastChannel so they load it from the database.
import type {
  BridgeDataWorkerApi,
  CatalogueChanges,
  StartOptions,
  ChainChoice,
  SearchRequest,
  SearchResponse,
  ShippedSnapshot,
  SourceStatus,
  SourceUrls,
  StorageState,
  SymbolSuggestion,
  TokenFilter,
  TokenFilterResponse,
  TokenListResponse,
} from '../src/shared/contract';
import type { CatalogueSnapshot } from '../src/shared/changes';
import { sourceError, type SourceError } from '../src/shared/errors';
import { SOURCE_REQUEST_INIT } from '../src/shared/source-request';
import { refreshLockName } from '../src/shared/storage';
import { PROTOCOLS, type Protocol, type Token } from '../src/shared/tokens';
import { resolveChain } from '../src/shared/chains';
import {
  acknowledge,
  adoptNewProtocols,
  chainNamer,
  describeChanges,
  listedSnapshot,
} from './catalogue-changes';
import { hashJson } from './data-hash';
import type { BridgeDb, SnapshotRow, SourceRow } from './db';
import { BASELINE_KEY } from './db-constants';
import { fetchSource, type Timers, type Validators } from './fetch-source';
import { createCatalog, type Catalog, type ChainResolver } from './search/catalog';
import { runSearch } from './search/search';
import { collectSymbols, suggestSymbols, type SymbolEntry } from './search/suggest';
import { filterTokens } from './search/filter-tokens';
import { compareCodeUnits } from './search/rank';
import { INDEX_FORMAT_VERSION, SubstringIndex } from './search-index';
import { SOURCES } from './sources';
import type { SourceModule } from './sources/types';
import {
  MEMORY_STORE,
  openStore,
  TOKENS_FORMAT_VERSION,
  type Store,
  type WriteResult,
} from './store';
import * as trustNotesCode from './trust-notes';
import type { createTrustNotes, TrustNotes } from './trust-notes';

/**
 * A download stored by another tab this recently is adopted instead of fetched again (SPEC 9's
 * 5-minute data cache). A reload of the same tab still revalidates.
 */
export const SHARED_DOWNLOAD_FRESH_MS = 5 * 60_000;

/**
 * The longest a first visit's database open waits for every source's first outcome (its
 * snapshot or its download) and for the page's `pageReady`; a download that failed and is being
 * retried, or a page that never says it is ready, does not hold the saves back longer.
 */
export const FIRST_VISIT_STORE_WAIT_MS = 3000;

export { refreshLockName };

/** Exclusive named locks shared by the app's tabs (navigator.locks in the browser). */
export interface RefreshLocks {
  request<T>(name: string, task: () => Promise<T>): Promise<T>;
  /** Runs the task under the lock only if no other tab holds or waits for it (`ifAvailable`). */
  requestIfAvailable<T>(
    name: string,
    task: () => Promise<T>,
  ): Promise<{ ran: true; value: T } | { ran: false }>;
}

/** What a tab tells the others after storing a source (over a BroadcastChannel). */
export interface SourceSavedMessage {
  type: 'source-saved';
  protocol: Protocol;
  updatedAt: number;
}

/** A channel between the app's tabs; every tab may run another release, so messages are checked. */
export interface TabBroadcast {
  post(message: SourceSavedMessage): void;
  listen(onMessage: (message: unknown) => void): void;
}

function isSourceSavedMessage(message: unknown): message is SourceSavedMessage {
  const m = message as Partial<SourceSavedMessage> | null;
  return (
    typeof m === 'object' &&
    m !== null &&
    m.type === 'source-saved' &&
    (PROTOCOLS as readonly unknown[]).includes(m.protocol) &&
    typeof m.updatedAt === 'number'
  );
}

export interface BridgeDataDeps {
  fetch: typeof fetch;
  /** Creates the database; may throw or return a database that fails to open (memory mode). */
  openDb: () => BridgeDb | Promise<BridgeDb>;
  /** Wall clock for `updatedAt` (ms since epoch). */
  now?: () => number;
  /** Monotonic clock for `tookMs`, build slicing and timings. */
  monotonicNow?: () => number;
  /** Timers for fetch timeouts and for yielding during index builds. */
  timers?: Timers;
  /** Waits between fetch retries; tests make it instant. */
  sleep?: (ms: number) => Promise<void>;
  sources?: { [P in Protocol]: SourceModule<Token> };
  resolveChain?: ChainResolver;
  fetchTimeoutMs?: number;
  /** Diagnostics (storage errors, index timings). Never user-facing. */
  log?: (event: string, detail?: unknown) => void;
  /** Loads the trust-notes code (bundled with the worker); tests may make it fail. */
  loadTrustNotes?: () => Promise<{ createTrustNotes: typeof createTrustNotes }>;
  /** Cross-tab coordination; without it this engine acts as the only tab. */
  locks?: RefreshLocks;
  broadcast?: TabBroadcast;
}

/** How the matcher of a source came to be, with the time it took. */
export interface IndexTiming {
  protocol: Protocol;
  kind: 'built' | 'imported';
  ms: number;
  documents: number;
}

/** The API plus hooks for tests and measurements; the worker exposes only `api`. */
export interface BridgeDataEngine {
  api: BridgeDataWorkerApi;
  /** Resolves when no download and no index task is running. */
  idle(): Promise<void>;
  /** Index build / import timings, oldest first. */
  readonly indexTimings: readonly IndexTiming[];
  /** 'index' once the FlexSearch index answers, 'linear' while it is being prepared. */
  matcherKind(protocol: Protocol): 'none' | 'linear' | 'index';
}

interface Loaded {
  /** 'snapshot': the build's shipped catalogue (its `updatedAt` is the snapshot's date). */
  origin: 'live' | 'snapshot';
  tokens: Token[];
  skipped: number;
  updatedAt: number;
  validators: Validators;
  dataHash: string;
  catalog: Catalog;
}

interface Deferred {
  promise: Promise<void>;
  resolve: () => void;
}

function deferred(): Deferred {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

interface SourceState {
  protocol: Protocol;
  loaded: Loaded | null;
  loading: boolean;
  error: SourceError | null;
  persisted: boolean;
  storage: StorageState;
  /** `updatedAt` of the row kept in IndexedDB, null if none. */
  savedAt: number | null;
  /** Settles at the first outcome: cached data loaded, or the first download finished. */
  firstOutcome: Deferred;
  inflight: Promise<void> | null;
  /** Bumped whenever `loaded` is replaced, so a late index build for old data is dropped. */
  generation: number;
  /**
   * True until the first download of a first visit has run: nothing is stored yet, so it neither
   * waits for the database nor for another tab's lock to adopt a stored copy.
   */
  firstOfFirstVisit: boolean;
  /** Settles when another tab, opened together on a first visit, makes this source's download. */
  leftToOtherTab: Deferred;
}

const defaultTimers: Timers = {
  setTimeout: (callback, ms) => setTimeout(callback, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

export function createBridgeDataEngine(deps: BridgeDataDeps): BridgeDataEngine {
  const now = deps.now ?? (() => Date.now());
  const monotonicNow = deps.monotonicNow ?? (() => performance.now());
  const timers = deps.timers ?? defaultTimers;
  const sources = deps.sources ?? SOURCES;
  const resolve = deps.resolveChain ?? resolveChain;
  const log = deps.log ?? (() => {});
  const loadTrustNotes = deps.loadTrustNotes ?? (async () => trustNotesCode);
  const yieldFn = () =>
    new Promise<void>((done) => {
      timers.setTimeout(done, 0);
    });

  const states = new Map<Protocol, SourceState>(
    PROTOCOLS.map((protocol) => [
      protocol,
      {
        protocol,
        loaded: null,
        loading: false,
        error: null,
        persisted: false,
        storage: 'ok',
        savedAt: null,
        firstOutcome: deferred(),
        inflight: null,
        generation: 0,
        firstOfFirstVisit: false,
        leftToOtherTab: deferred(),
      },
    ]),
  );
  const state = (protocol: Protocol): SourceState => states.get(protocol)!;

  let store: Store = MEMORY_STORE;
  /** Settles once the database is open and its rows are installed (or it is known unavailable). */
  let cacheLoaded: Promise<void> = Promise.resolve();
  let urls: SourceUrls | null = null;
  let snapshots: NonNullable<StartOptions['snapshots']> = {};
  let tabId: string | null = null;
  /** Request timing from the page's configuration (StartOptions); the deps' or built-in defaults otherwise. */
  let fetchTimeoutMs: number | undefined = deps.fetchTimeoutMs;
  let retryBaseDelayMs: number | undefined;
  let startPromise: Promise<SourceStatus[]> | null = null;
  const started = deferred();
  const pageIsReady = deferred();
  const listeners = new Map<number, (statuses: SourceStatus[]) => void>();
  /** Change listeners, each with the JSON of what it was last told, so it hears only real changes. */
  const changeListeners = new Map<
    number,
    { listener: (changes: CatalogueChanges | null) => void; told?: string }
  >();
  let nextListenerId = 1;
  const tasks = new Set<Promise<unknown>>();
  const indexTimings: IndexTiming[] = [];
  // Derived from every loaded source; dropped by `install`, rebuilt lazily or in the background.
  let symbolCache: SymbolEntry[] | null = null;
  let trust: TrustNotes | null = null;
  /** Set once the trust-notes code has loaded; until then (or if it cannot load) there are no notes. */
  let makeTrustNotes: typeof createTrustNotes | null = null;
  /** The load of that code: resolves false when it failed (retried after the next data change). */
  let trustCode: Promise<boolean> | null = null;
  let trustCodeFailed = false;
  let currentSnapshot: CatalogueSnapshot | null = null;
  let derivedScheduled = false;
  /** The "what changed" baseline; null until the first visit has settled. */
  let baseline: SnapshotRow | null = null;

  function track<T>(promise: Promise<T>): Promise<T> {
    tasks.add(promise);
    const forget = () => tasks.delete(promise);
    promise.then(forget, forget);
    return promise;
  }

  function statusOf(s: SourceState): SourceStatus {
    return {
      protocol: s.protocol,
      loading: s.loading,
      hasData: s.loaded !== null,
      updatedAt: s.loaded?.updatedAt ?? null,
      tokenCount: s.loaded?.tokens.length ?? 0,
      error: s.error,
      skippedCount: s.loaded?.skipped ?? 0,
      persisted: s.persisted,
      storage: s.storage,
      savedAt: s.savedAt,
      origin: s.loaded?.origin ?? null,
    };
  }

  function statuses(): SourceStatus[] {
    return PROTOCOLS.map((protocol) => statusOf(state(protocol)));
  }

  function notify(): void {
    const snapshot = statuses();
    for (const [id, listener] of listeners)
      callListener(listener, snapshot, () => listeners.delete(id));
  }

  function pushChanges(): void {
    if (changeListeners.size === 0) return;
    const changes = currentChanges();
    const json = JSON.stringify(changes);
    for (const [id, entry] of changeListeners) {
      if (entry.told === json) continue;
      entry.told = json;
      callListener(entry.listener, changes, () => changeListeners.delete(id));
    }
  }

  function loadedCatalogs(): Catalog[] {
    return PROTOCOLS.flatMap((protocol) => {
      const loaded = state(protocol).loaded;
      return loaded ? [loaded.catalog] : [];
    });
  }

  /** Installs new data for a source; it is searchable (linearly) from this moment. */
  function install(s: SourceState, data: Omit<Loaded, 'catalog'>): Loaded {
    const loaded: Loaded = { ...data, catalog: createCatalog(s.protocol, data.tokens, resolve) };
    s.loaded = loaded;
    s.generation++;
    symbolCache = null;
    trust = null;
    currentSnapshot = null;
    scheduleDerived();
    return loaded;
  }

  /** Installs a stored row (the cache at start, or another tab's download) and prepares its index. */
  function installStored(s: SourceState, row: SourceRow): void {
    const loaded = install(s, {
      origin: row.origin ?? 'live',
      tokens: row.tokens,
      skipped: row.skipped,
      updatedAt: row.updatedAt,
      validators: { etag: row.etag, lastModified: row.lastModified },
      dataHash: row.dataHash,
    });
    void track(prepareIndex(s, loaded, true).catch((error: unknown) => log('index-error', error)));
  }

  /** Starts loading the trust-notes code unless it is loaded or loading. */
  function loadTrustCode(): Promise<boolean> {
    if (trustCode === null || trustCodeFailed) {
      trustCodeFailed = false;
      trustCode = track(
        loadTrustNotes().then(
          (module) => {
            makeTrustNotes = module.createTrustNotes;
            return true;
          },
          (error: unknown) => {
            // Offline with a damaged precache, say: answer without notes rather than not at all.
            trustCodeFailed = true;
            log('trust-code-error', error);
            return false;
          },
        ),
      );
    }
    return trustCode;
  }

  /**
   * What a call that needs notes waits for before the code has loaded (a search racing the first
   * load). A failed load stays settled, so searches do not retry it one by one.
   */
  function trustCodeSettled(): Promise<boolean> {
    return trustCode ?? loadTrustCode();
  }

  /** Notes over every loaded source; null when their code is not loaded. */
  function trustNotes(): TrustNotes | null {
    if (makeTrustNotes === null) return null;
    return (trust ??= makeTrustNotes(loadedCatalogs()));
  }

  /**
   * After a data change, in the background: tell change listeners, then prepare every option's
   * trust note so searches only look them up. The sources installed in one moment (the cache
   * loads all three at once) share one run.
   */
  function scheduleDerived(): void {
    if (derivedScheduled) return;
    derivedScheduled = true;
    const run = async () => {
      await yieldFn();
      derivedScheduled = false;
      pushChanges();
      if (!(await loadTrustCode())) return;
      const notes = trustNotes();
      if (notes === null) return;
      await notes.warm({ yieldFn, now: monotonicNow, isCurrent: () => trust === notes });
    };
    void track(run().catch((error: unknown) => log('derived-error', error)));
  }

  /** What the app lists now, per loaded protocol (sources without data are left out). */
  function snapshotNow(): CatalogueSnapshot {
    if (currentSnapshot === null) {
      const tokens: Partial<Record<Protocol, readonly Token[]>> = {};
      for (const s of states.values()) if (s.loaded) tokens[s.protocol] = s.loaded.tokens;
      currentSnapshot = listedSnapshot(tokens);
    }
    return currentSnapshot;
  }

  function currentChanges(): CatalogueChanges | null {
    if (baseline === null) return null;
    const known = new Map<string, string>();
    for (const catalog of loadedCatalogs())
      for (const [id, name] of catalog.chains) if (!known.has(id)) known.set(id, name);
    return describeChanges(baseline, snapshotNow(), chainNamer(known));
  }

  async function writeBaseline(row: SnapshotRow): Promise<void> {
    baseline = row;
    await (await openedStore()).saveBaseline(row);
    pushChanges();
  }

  /**
   * Once every source has settled: on a first visit the loaded data becomes the baseline; later,
   * sources the baseline has never seen (they failed before) join it, so they are compared from
   * the next visit on instead of reporting their whole list as added.
   */
  async function settleBaseline(): Promise<void> {
    const all = [...states.values()];
    if (!urls || all.some((s) => s.loading || s.inflight) || !all.some((s) => s.loaded)) return;
    const current = snapshotNow();
    if (baseline === null) {
      await writeBaseline({ key: BASELINE_KEY, takenAt: now(), snapshot: current });
      return;
    }
    const adopted = adoptNewProtocols(baseline.snapshot, current);
    if (adopted) await writeBaseline({ ...baseline, snapshot: adopted });
  }

  /** Imports the persisted index if it matches the data, else builds one; then persists it. */
  async function prepareIndex(s: SourceState, loaded: Loaded, tryImport: boolean): Promise<void> {
    const generation = s.generation;
    const { table } = loaded.catalog;
    let index: SubstringIndex | null = null;
    if (tryImport) {
      const row = await (await openedStore()).loadIndex(s.protocol);
      if (row && row.formatVersion === INDEX_FORMAT_VERSION && row.dataHash === loaded.dataHash) {
        const t0 = monotonicNow();
        index = SubstringIndex.import(table, row.chunks);
        if (index) record(s.protocol, 'imported', monotonicNow() - t0, table.size);
      }
    }
    const built = index === null;
    if (!index) {
      const t0 = monotonicNow();
      index = await SubstringIndex.build(table, { yieldFn, now: monotonicNow });
      record(s.protocol, 'built', monotonicNow() - t0, table.size);
    }
    if (s.generation !== generation) return; // newer data arrived while we worked
    loaded.catalog.matcher = index;
    // An index is only worth keeping next to the source row it was built from.
    if (built && s.persisted) {
      await (
        await openedStore()
      ).saveIndex({
        protocol: s.protocol,
        formatVersion: INDEX_FORMAT_VERSION,
        dataHash: loaded.dataHash,
        chunks: index.export(),
      });
    }
  }

  function record(
    protocol: Protocol,
    kind: IndexTiming['kind'],
    ms: number,
    documents: number,
  ): void {
    const timing = { protocol, kind, ms, documents };
    indexTimings.push(timing);
    log('index', timing);
  }

  function settle(s: SourceState): void {
    s.firstOutcome.resolve();
  }

  /** Where a source's data stands after a write: what the next visit will get, and why. */
  function recordWrite(s: SourceState, result: WriteResult, updatedAt: number): void {
    if (result === 'saved') {
      s.persisted = true;
      s.storage = 'ok';
      s.savedAt = updatedAt;
      deps.broadcast?.post({ type: 'source-saved', protocol: s.protocol, updatedAt });
    } else if (result === 'skipped') {
      s.persisted = false;
      s.storage = storageStateOfStore();
    } else {
      // The transaction aborted: the row it meant to replace (`savedAt`) is still there.
      s.persisted = false;
      s.storage = result;
    }
  }

  function storageStateOfStore(): StorageState {
    return store.state === 'closed-for-upgrade'
      ? 'newer-version'
      : store.state === 'open'
        ? 'ok'
        : 'unavailable';
  }

  /**
   * Takes the stored row of a source when it is newer than what this tab holds, e.g. another tab
   * just downloaded it. `onlyFromOtherTabs` keeps a tab's own row (a reload) from counting.
   */
  async function adoptStored(
    s: SourceState,
    options: { onlyRecentFromOtherTab: boolean },
  ): Promise<boolean> {
    const row = await (await openedStore()).loadSource(s.protocol);
    if (!row) return false;
    const held = s.loaded?.updatedAt ?? -Infinity;
    if (options.onlyRecentFromOtherTab) {
      const byOtherTab = tabId !== null && row.savedByTab !== undefined && row.savedByTab !== tabId;
      if (!byOtherTab || now() - row.updatedAt >= SHARED_DOWNLOAD_FRESH_MS || row.updatedAt < held)
        return false;
    } else if (row.updatedAt <= held) {
      return false;
    }
    const current = s.loaded;
    if (current && current.dataHash === row.dataHash) {
      current.updatedAt = row.updatedAt;
      current.validators = { etag: row.etag, lastModified: row.lastModified };
      current.skipped = row.skipped;
    } else {
      installStored(s, row);
    }
    s.error = null;
    s.persisted = true;
    s.storage = 'ok';
    s.savedAt = row.updatedAt;
    settle(s);
    return true;
  }

  /**
   * One tab at a time refreshes a source; a tab that waited adopts what the other stored. A first
   * visit's first download takes the lock only if it is free, and then does not look for a stored
   * copy: there is none, and looking would wait for the database, which opens after the first
   * results. When another tab opened together holds it, this tab waits and adopts its copy.
   */
  async function download(s: SourceState): Promise<void> {
    if (!urls) return;
    s.loading = true;
    notify();
    if (s.firstOfFirstVisit) {
      s.firstOfFirstVisit = false;
      const mine = deps.locks
        ? await deps.locks.requestIfAvailable(refreshLockName(s.protocol), () => fetchAndStore(s))
        : { ran: await fetchAndStore(s).then(() => true as const) };
      if (mine.ran) return;
      s.leftToOtherTab.resolve();
    }
    const run = async () => {
      if (await adoptStored(s, { onlyRecentFromOtherTab: true })) return;
      await fetchAndStore(s);
    };
    await (deps.locks ? deps.locks.request(refreshLockName(s.protocol), run) : run());
  }

  function rowOf(s: SourceState, loaded: Loaded): SourceRow {
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
   * The source confirmed the data held (304 or the same tokens): only the metadata of the saved
   * row changes, unless that row is missing or older than the data (an earlier save failed).
   */
  async function saveConfirmed(s: SourceState, loaded: Loaded): Promise<void> {
    const opened = await openedStore();
    const result =
      s.persisted && s.savedAt !== null
        ? await opened.touchSource(s.protocol, {
            updatedAt: loaded.updatedAt,
            ...loaded.validators,
            skipped: loaded.skipped,
            ...(tabId === null ? {} : { savedByTab: tabId }),
          })
        : await opened.saveSource(rowOf(s, loaded));
    recordWrite(s, result, loaded.updatedAt);
  }

  /** The shipped snapshot a source's live URL points at (a same-origin default), else null. */
  function liveIsSnapshot(s: SourceState): ShippedSnapshot | null {
    const snapshot = snapshots[s.protocol];
    return snapshot && urls && urlOf(urls, s.protocol) === snapshot.url ? snapshot : null;
  }

  async function fetchAndStore(s: SourceState): Promise<void> {
    if (!urls) return;
    // A download of the shipped file is the snapshot, dated as such, not live data.
    const shipped = liveIsSnapshot(s);
    const origin = shipped ? 'snapshot' : 'live';
    const stamp = () => shipped?.takenAt ?? now();
    const outcome = await fetchSource({
      protocol: s.protocol,
      url: urlOf(urls, s.protocol),
      fetch: deps.fetch,
      timers,
      ...(deps.sleep ? { sleep: deps.sleep } : {}),
      validators: s.loaded?.validators ?? null,
      ...(fetchTimeoutMs === undefined ? {} : { timeoutMs: fetchTimeoutMs }),
      ...(retryBaseDelayMs === undefined ? {} : { retryBaseDelayMs }),
    });
    const current = s.loaded;
    if (outcome.kind === 'failed') {
      s.error = outcome.error;
    } else if (outcome.kind === 'not-modified') {
      if (current) {
        current.updatedAt = stamp();
        current.validators = outcome.validators;
        s.error = null;
        await saveConfirmed(s, current);
      } else {
        // We only send validators when we hold data, so a 304 without data is a server bug.
        s.error = sourceError(s.protocol, 'http', 'HTTP 304 without a cached copy');
      }
    } else {
      const parsed = safeParse(sources[s.protocol], outcome.json, s.protocol);
      const refused = parsed.ok ? refusedReplacement(current, parsed) : null;
      if (!parsed.ok) {
        s.error = parsed.error;
      } else if (refused) {
        // Nothing lost: the saved list stays and the failure shows like any failed refresh.
        s.error = sourceError(s.protocol, 'shape', refused);
      } else {
        s.error = null;
        const dataHash = hashJson(parsed.tokens);
        const updatedAt = stamp();
        if (current && current.dataHash === dataHash) {
          // Same tokens: keep the catalogue and its index, only the metadata is new.
          current.origin = origin;
          current.updatedAt = updatedAt;
          current.validators = outcome.validators;
          current.skipped = parsed.skipped;
          await saveConfirmed(s, current);
        } else {
          await installAndSave(s, {
            origin,
            tokens: parsed.tokens,
            skipped: parsed.skipped,
            updatedAt,
            validators: outcome.validators,
            dataHash,
          });
        }
      }
    }
  }

  /** New data for a source: searchable at once (linear scan), then saved and indexed. */
  async function installAndSave(s: SourceState, data: Omit<Loaded, 'catalog'>): Promise<void> {
    const loaded = install(s, data);
    settle(s);
    notify();
    recordWrite(s, await (await openedStore()).saveSource(rowOf(s, loaded)), data.updatedAt);
    void track(prepareIndex(s, loaded, false).catch((error: unknown) => log('index-error', error)));
  }

  /**
   * Answers a source from the build's shipped catalogue when it has no data yet, or only data
   * older than the snapshot (a copy saved long ago, or an older deployment's snapshot). Its live
   * download runs meanwhile and replaces it; newer data (the cache, or a live download that came
   * first) is never replaced by the snapshot. A snapshot that cannot be read changes nothing:
   * the source's own download decides, as without a snapshot.
   */
  async function loadSnapshot(s: SourceState): Promise<void> {
    const snapshot = snapshots[s.protocol];
    const wanted = () => snapshot && (!s.loaded || s.loaded.updatedAt < snapshot.takenAt);
    if (!snapshot || !wanted() || liveIsSnapshot(s)) return;
    let json: unknown;
    try {
      const response = await deps.fetch(snapshot.url, {
        ...SOURCE_REQUEST_INIT,
        headers: { Accept: 'application/json' },
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      json = await response.json();
    } catch (error) {
      log('snapshot-error', { protocol: s.protocol, error });
      return;
    }
    if (!wanted()) return;
    const parsed = safeParse(sources[s.protocol], json, s.protocol);
    if (!parsed.ok || parsed.tokens.length === 0) {
      log('snapshot-error', { protocol: s.protocol, error: parsed.ok ? 'empty' : parsed.error });
      return;
    }
    await installAndSave(s, {
      origin: 'snapshot',
      tokens: parsed.tokens,
      skipped: parsed.skipped,
      updatedAt: snapshot.takenAt,
      validators: { etag: null, lastModified: null },
      dataHash: hashJson(parsed.tokens),
    });
  }

  function refreshSource(s: SourceState): Promise<void> {
    if (s.inflight) return s.inflight;
    const run = (async () => {
      try {
        await download(s);
      } catch (error) {
        // A bug, not an expected failure: keep the data, say something went wrong.
        log('refresh-error', error);
        s.error = sourceError(
          s.protocol,
          'unknown',
          error instanceof Error ? error.message : String(error),
        );
      } finally {
        // Cleared before the push, so a refresh asked for on "done" starts a new download.
        s.inflight = null;
        s.loading = false;
        settle(s);
        notify();
        void track(settleBaseline().catch((error: unknown) => log('baseline-error', error)));
      }
    })();
    s.inflight = run;
    void track(run);
    return run;
  }

  async function loadCache(): Promise<void> {
    store = await openStore(deps.openDb, {
      onLost: () => {
        for (const s of states.values()) {
          s.persisted = false;
          s.storage = 'newer-version';
        }
        notify();
      },
      onError: (operation, error) => log('storage-error', { operation, error }),
    });
    baseline = (await store.loadBaseline()) ?? null;
    const rows = await store.loadSources();
    for (const row of rows) {
      const s = states.get(row.protocol);
      // On a first visit the store opens late: data this tab already holds is not replaced by
      // an older stored copy.
      if (!s || (s.loaded && s.loaded.updatedAt >= row.updatedAt)) continue;
      installStored(s, row);
      s.persisted = true;
      s.savedAt = row.updatedAt;
      settle(s);
    }
    for (const s of states.values()) {
      if (!s.loaded) s.persisted = store.available;
      s.storage = storageStateOfStore();
    }
  }

  /** The store, once loadCache has opened it: every read and write outside loadCache waits here. */
  async function openedStore(): Promise<Store> {
    await cacheLoaded;
    return store;
  }

  /**
   * A first visit's database open waits for every source's first outcome (snapshot or download)
   * and for the page to be ready (`pageReady`), FIRST_VISIT_STORE_WAIT_MS at most: the database
   * module (Dexie) then downloads after what the first results need instead of beside it.
   */
  function afterFirstResults(): Promise<void> {
    let timer: unknown;
    const ready = Promise.all([
      ...[...states.values()].map((s) =>
        Promise.race([s.firstOutcome.promise, s.leftToOtherTab.promise]),
      ),
      pageIsReady.promise,
    ]);
    const cap = new Promise<void>(
      (resolve) => (timer = timers.setTimeout(resolve, FIRST_VISIT_STORE_WAIT_MS)),
    );
    return Promise.race([ready, cap]).then(() => timers.clearTimeout(timer));
  }

  /** Another tab stored a source: load it from the database, unless this tab is refreshing it. */
  function onBroadcast(message: unknown): void {
    if (!isSourceSavedMessage(message)) return;
    const s = state(message.protocol);
    if (s.inflight || (s.loaded && s.loaded.updatedAt >= message.updatedAt)) return;
    void track(
      adoptStored(s, { onlyRecentFromOtherTab: false })
        .then((adopted) => {
          if (adopted) notify();
        })
        .catch((error: unknown) => log('broadcast-error', error)),
    );
  }

  const api = {
    async start(options: StartOptions): Promise<SourceStatus[]> {
      if (!startPromise) {
        urls = { ...options.urls };
        snapshots = { ...options.snapshots };
        tabId = options.tabId ?? null;
        fetchTimeoutMs = options.fetchTimeoutMs ?? fetchTimeoutMs;
        retryBaseDelayMs = options.retryBaseDelayMs;
        deps.broadcast?.listen(onBroadcast);
        void loadTrustCode();
        const firstVisit = options.firstVisit === true;
        for (const s of states.values()) s.firstOfFirstVisit = firstVisit;
        // A repeat visit reads its stored data first. A first visit has nothing stored: its
        // snapshots and downloads are parsed first, and the database opens after them.
        cacheLoaded = firstVisit ? afterFirstResults().then(loadCache) : loadCache();
        // The shipped catalogue: on a first visit it is asked for at once, and each live download
        // starts once its source's snapshot has answered (or failed): on a slow link the two
        // would otherwise share it with the page's scripts and delay the first results. Other
        // visits ask for it once the stored rows are in, for sources they do not answer.
        const snapshotTried = new Map<SourceState, Promise<void>>();
        for (const s of states.values()) {
          const tried = (firstVisit ? Promise.resolve() : cacheLoaded)
            .then(() => loadSnapshot(s))
            .then(() => notify())
            .catch((error: unknown) => log('snapshot-error', error));
          snapshotTried.set(s, tried);
          void track(tried);
        }
        startPromise = (async () => {
          if (!firstVisit) await cacheLoaded;
          for (const s of states.values()) s.loading = true;
          started.resolve();
          notify();
          for (const s of states.values()) {
            if (firstVisit) void track(snapshotTried.get(s)!.then(() => refreshSource(s)));
            else void refreshSource(s);
          }
          return statuses();
        })();
      }
      return startPromise;
    },

    async pageReady(): Promise<void> {
      pageIsReady.resolve();
    },

    async getStatus(): Promise<SourceStatus[]> {
      return statuses();
    },

    async subscribe(options: { listener: (statuses: SourceStatus[]) => void }): Promise<number> {
      const id = nextListenerId++;
      listeners.set(id, options.listener);
      return id;
    },

    async unsubscribe(options: { id: number }): Promise<void> {
      listeners.delete(options.id);
      changeListeners.delete(options.id);
    },

    async search(request: SearchRequest): Promise<SearchResponse> {
      const startedAt = monotonicNow();
      // Loaded by the time data is; only a search racing the first load waits here.
      if (makeTrustNotes === null) await trustCodeSettled();
      const outcome = runSearch(loadedCatalogs(), request ?? { query: '' });
      const notes = outcome.options.length > 0 ? trustNotes() : null;
      const annotations = notes ? notes.annotate(outcome.options) : {};
      return { ...outcome, annotations, sources: statuses(), tookMs: monotonicNow() - startedAt };
    },

    async listTokens(options: { protocol: Protocol }): Promise<TokenListResponse> {
      const s = states.get(options.protocol);
      if (!s) {
        // The page validates the route; this only keeps a bad call from hanging forever.
        const error = sourceError(options.protocol, 'unknown', 'unknown protocol');
        const status: SourceStatus = {
          protocol: options.protocol,
          loading: false,
          hasData: false,
          updatedAt: null,
          tokenCount: 0,
          error,
          skippedCount: 0,
          persisted: false,
          storage: storageStateOfStore(),
          savedAt: null,
          origin: null,
        };
        return { ok: false, protocol: options.protocol, error, status };
      }
      await started.promise;
      await s.firstOutcome.promise;
      if (makeTrustNotes === null) await trustCodeSettled();
      if (s.loaded) {
        const { catalog } = s.loaded;
        const notes = trustNotes();
        return {
          ok: true,
          protocol: s.protocol,
          tokens: [...catalog.tokens],
          status: statusOf(s),
          // Without the trust-notes code (it failed to load) the list still answers, unlabelled.
          ...(notes
            ? {
                variants: notes.tokenVariants(catalog),
                annotations: notes.catalogAnnotations(catalog),
              }
            : {}),
        };
      }
      return {
        ok: false,
        protocol: s.protocol,
        error: s.error ?? sourceError(s.protocol, 'unknown'),
        status: statusOf(s),
      };
    },

    async filterTokens(options: TokenFilter): Promise<TokenFilterResponse> {
      const s = states.get(options?.protocol);
      if (!s) return { ok: false, protocol: options?.protocol };
      await started.promise;
      await s.firstOutcome.promise;
      if (!s.loaded) return { ok: false, protocol: s.protocol };
      const { catalog } = s.loaded;
      return {
        ok: true,
        protocol: s.protocol,
        ...filterTokens(catalog, options),
        tokenCount: catalog.tokens.length,
      };
    },

    async refresh(options: { protocol?: Protocol }): Promise<SourceStatus[]> {
      if (urls) {
        for (const s of states.values()) {
          if (options?.protocol === undefined || options.protocol === s.protocol)
            void refreshSource(s);
        }
      }
      return statuses();
    },

    async suggest(options: {
      query: string;
      limit?: number;
      fuzzy?: boolean;
    }): Promise<SymbolSuggestion[]> {
      symbolCache ??= collectSymbols(loadedCatalogs());
      return suggestSymbols(symbolCache, options);
    },

    async listChains(): Promise<ChainChoice[]> {
      const chains = new Map<string, string>();
      for (const catalog of loadedCatalogs()) {
        for (const [id, name] of catalog.chains) if (!chains.has(id)) chains.set(id, name);
      }
      return [...chains]
        .map(([id, name]) => ({ id, name }))
        .sort(
          (a, b) =>
            compareCodeUnits(a.name.toLowerCase(), b.name.toLowerCase()) ||
            compareCodeUnits(a.id, b.id),
        );
    },

    async getChanges(): Promise<CatalogueChanges | null> {
      if (startPromise) await startPromise;
      return currentChanges();
    },

    async dismissChanges(): Promise<void> {
      if (startPromise) await startPromise;
      await writeBaseline({
        key: BASELINE_KEY,
        takenAt: now(),
        snapshot: acknowledge(baseline?.snapshot ?? null, snapshotNow()),
      });
    },

    async subscribeChanges(options: {
      listener: (changes: CatalogueChanges | null) => void;
    }): Promise<number> {
      const id = nextListenerId++;
      changeListeners.set(id, { listener: options.listener });
      // Told the current state once, after the id is back; later only real changes.
      queueMicrotask(pushChanges);
      return id;
    },
  } satisfies BridgeDataWorkerApi;

  return {
    api,
    async idle() {
      while (tasks.size > 0) await Promise.allSettled([...tasks]);
    },
    get indexTimings() {
      return indexTimings;
    },
    matcherKind(protocol) {
      const loaded = state(protocol).loaded;
      if (!loaded) return 'none';
      return loaded.catalog.matcher instanceof SubstringIndex ? 'index' : 'linear';
    },
  };
}

/**
 * Calls a page listener. A Comlink proxy returns a promise that rejects once the page is gone:
 * drop that listener. Never await it: a slow or closed page must not stall the worker.
 */
function callListener<T>(listener: (value: T) => void, value: T, onGone: () => void): void {
  try {
    const result = listener(value) as unknown;
    if (isThenable(result)) result.then(undefined, onGone);
  } catch {
    onGone();
  }
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}

/**
 * Why a well-formed download must not replace the list we hold, or null when it may. A source
 * that suddenly answers an empty list, or mostly broken entries, is far more likely in an outage
 * than a protocol dropping its tokens; replacing the saved list would lose it for offline use.
 */
export function refusedReplacement(
  current: { tokens: readonly unknown[] } | null,
  parsed: { tokens: readonly unknown[]; skipped: number },
): string | null {
  if (!current || current.tokens.length === 0) return null;
  if (parsed.tokens.length === 0)
    return 'the source answered an empty list; the saved list is kept';
  if (parsed.skipped > parsed.tokens.length && parsed.tokens.length < current.tokens.length) {
    return `${parsed.skipped} of ${parsed.skipped + parsed.tokens.length} entries were malformed; the saved list is kept`;
  }
  return null;
}

function safeParse(
  source: SourceModule<Token>,
  json: unknown,
  protocol: Protocol,
): { ok: true; tokens: Token[]; skipped: number } | { ok: false; error: SourceError } {
  try {
    return source.parse(json);
  } catch (error) {
    // Parsers promise not to throw; if one does, the payload is what surprised it.
    return {
      ok: false,
      error: sourceError(protocol, 'shape', error instanceof Error ? error.message : String(error)),
    };
  }
}

const urlOf = (urls: SourceUrls, protocol: Protocol): string =>
  urls[protocol.toLowerCase() as keyof SourceUrls];

/** The worker's API over injected dependencies. */
export function createBridgeDataApi(deps: BridgeDataDeps): BridgeDataWorkerApi {
  return createBridgeDataEngine(deps).api;
}
