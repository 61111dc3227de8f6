// What the engine knows about each source: the data it holds (with the catalogue searched over
// it), whether a download is running, its last error and where its stored copy stands. This
// module is the only writer of these records: other modules read them and change them through
// the named transitions below. The page sees them as `SourceStatus`.
import type { SourceStatus, StorageState } from '../../src/shared/contract';
import type { SourceError } from '../../src/shared/errors';
import { PROTOCOLS, type Protocol, type Token } from '../../src/shared/tokens';
import type { Validators } from '../net/fetch-source';
import type { Catalog } from '../search/catalog';
import type { SubstringMatcher } from '../search/substring-index';

/** A source's data; read-only outside this module (see `renewLoaded`). */
export type Loaded = Readonly<LoadedFields>;

interface LoadedFields {
  /** 'snapshot': the build's shipped catalogue (its `updatedAt` is the snapshot's date). */
  origin: 'live' | 'snapshot';
  tokens: Token[];
  skipped: number;
  updatedAt: number;
  validators: Validators;
  dataHash: string;
  catalog: Catalog;
}

export interface Deferred {
  promise: Promise<void>;
  resolve: () => void;
}

export function deferred(): Deferred {
  let resolve: () => void = () => {};
  const promise = new Promise<void>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** A source's record; read-only outside this module, changed by the transitions below. */
export type SourceState = Readonly<SourceFields>;

interface SourceFields {
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

/** Every source's record, in the order the page lists them. */
export interface SourceStates {
  readonly all: readonly SourceState[];
  get(protocol: Protocol): SourceState;
  /** The record of a protocol this release knows, else undefined (a bad call from the page). */
  find(protocol: Protocol): SourceState | undefined;
  statuses(): SourceStatus[];
  /** The catalogues of the sources that hold data, in list order. */
  loadedCatalogs(): Catalog[];
}

export function createSourceStates(): SourceStates {
  const states = new Map<Protocol, SourceState>(
    PROTOCOLS.map((protocol) => [protocol, emptySourceState(protocol)]),
  );
  const all = [...states.values()];
  return {
    all,
    get: (protocol) => states.get(protocol)!,
    find: (protocol) => states.get(protocol),
    statuses: () => all.map(statusOf),
    loadedCatalogs: () => all.flatMap((s) => (s.loaded ? [s.loaded.catalog] : [])),
  };
}

function emptySourceState(protocol: Protocol): SourceState {
  return {
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
  };
}

export function statusOf(s: SourceState): SourceStatus {
  return {
    protocol: s.protocol,
    loading: s.loading,
    hasData: s.loaded !== null,
    updatedAt: s.loaded?.updatedAt ?? null,
    dataId: s.loaded?.dataHash ?? null,
    tokenCount: s.loaded?.tokens.length ?? 0,
    error: s.error,
    skippedCount: s.loaded?.skipped ?? 0,
    persisted: s.persisted,
    storage: s.storage,
    savedAt: s.savedAt,
    origin: s.loaded?.origin ?? null,
  };
}

// The transitions: the only code that changes a source's record. Readonly properties are
// assignable to mutable ones, so each takes the read-only record and writes through `edit`.
const edit = (s: SourceState): SourceFields => s;
const editLoaded = (loaded: Loaded): LoadedFields => loaded;

/** Marks a source's first outcome (data installed, or its first download over). */
export function settle(s: SourceState): void {
  s.firstOutcome.resolve();
}

/** Whether this source's first download is the first of a first visit (known after `start`). */
export function markFirstVisit(s: SourceState, firstVisit: boolean): void {
  edit(s).firstOfFirstVisit = firstVisit;
}

/** Takes the first-of-a-first-visit mark: true once, for the download that runs first. */
export function takeFirstOfFirstVisit(s: SourceState): boolean {
  const first = s.firstOfFirstVisit;
  edit(s).firstOfFirstVisit = false;
  return first;
}

/** Another tab, opened together on a first visit, makes this source's download. */
export function markLeftToOtherTab(s: SourceState): void {
  s.leftToOtherTab.resolve();
}

/** A download is under way (or about to start). */
export function markLoading(s: SourceState): void {
  edit(s).loading = true;
}

/** The refresh `run` is under way; a refresh asked for meanwhile joins it. */
export function markRefreshing(s: SourceState, run: Promise<void>): void {
  edit(s).inflight = run;
}

/** A refresh is over, whatever its outcome: it settles the source's first outcome too. */
export function markRefreshed(s: SourceState): void {
  const w = edit(s);
  w.inflight = null;
  w.loading = false;
  settle(s);
}

/** The source's last refresh failed with `error`; the data held stays. */
export function markFailed(s: SourceState, error: SourceError): void {
  edit(s).error = error;
}

/** The source answered well: its last error is cleared. */
export function markAnswered(s: SourceState): void {
  edit(s).error = null;
}

/** New data replaces the source's; a late index build for the old data is dropped. */
export function markInstalled(s: SourceState, loaded: Loaded): void {
  const w = edit(s);
  w.loaded = loaded;
  w.generation++;
}

/**
 * The data held was confirmed (a 304, the same tokens, or the same tokens stored by another tab):
 * only its metadata is new; the catalogue and its index stay.
 */
export function renewLoaded(
  s: SourceState,
  meta: Pick<Loaded, 'updatedAt' | 'validators'> & Partial<Pick<Loaded, 'origin' | 'skipped'>>,
): void {
  if (!s.loaded) throw new Error(`${s.protocol}: no data to renew`);
  Object.assign(editLoaded(s.loaded), meta);
}

/** The index is ready: searches use it instead of the linear scan. */
export function markIndexed(loaded: Loaded, index: SubstringMatcher): void {
  loaded.catalog.matcher = index;
}

/** A stored row, read as the database opened, is the source's data and saved copy. */
export function markRestored(s: SourceState, savedAt: number): void {
  const w = edit(s);
  w.persisted = true;
  w.savedAt = savedAt;
  settle(s);
}

/** The database is open (or known unavailable): where each source's copy stands. */
export function markStoreOpened(s: SourceState, available: boolean, storage: StorageState): void {
  const w = edit(s);
  if (!s.loaded) w.persisted = available;
  w.storage = storage;
}

/** The source's data was written to the database. */
export function markSaved(s: SourceState, savedAt: number): void {
  const w = edit(s);
  w.persisted = true;
  w.storage = 'ok';
  w.savedAt = savedAt;
}

/** A newer row than this data was stored: the next visit gets it, so a copy is kept. */
export function markNewerKept(s: SourceState): void {
  const w = edit(s);
  w.persisted = true;
  w.storage = 'ok';
}

/** The source's data was not written (or the store was lost): `storage` says why. */
export function markNotSaved(s: SourceState, storage: StorageState): void {
  const w = edit(s);
  w.persisted = false;
  w.storage = storage;
}

/** A row another tab stored is now this source's data (or renewed it) and its saved copy. */
export function markAdopted(s: SourceState, savedAt: number): void {
  markAnswered(s);
  markSaved(s, savedAt);
  settle(s);
}
