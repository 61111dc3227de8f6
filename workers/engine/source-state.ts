// What the engine knows about each source: the data it holds (with the catalogue searched over
// it), whether a download is running, its last error and where its stored copy stands. The
// other engine modules read and update these records; the page sees them as `SourceStatus`.
import type { SourceStatus, StorageState } from '../../src/shared/contract';
import type { SourceError } from '../../src/shared/errors';
import { PROTOCOLS, type Protocol, type Token } from '../../src/shared/tokens';
import type { Validators } from '../net/fetch-source';
import type { Catalog } from '../search/catalog';

export interface Loaded {
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

export interface SourceState {
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
    tokenCount: s.loaded?.tokens.length ?? 0,
    error: s.error,
    skippedCount: s.loaded?.skipped ?? 0,
    persisted: s.persisted,
    storage: s.storage,
    savedAt: s.savedAt,
    origin: s.loaded?.origin ?? null,
  };
}

/** Marks a source's first outcome (data installed, or its first download over). */
export function settle(s: SourceState): void {
  s.firstOutcome.resolve();
}
