// The data worker's API, built from injected dependencies (fetch, database factory, clocks,
// timers) so tests run it in-process on fake-indexeddb with a fake fetch. Per source it does
// stale-while-revalidate: cached rows answer at once, every source is re-fetched in parallel,
// a good download replaces the data, a failed one keeps it and reports the error. Derived data
// (trust notes, symbol suggestions, the change baseline) is rebuilt once per data change, and
// tabs cooperate so a source is downloaded by one of them at a time.
//
// This module only joins the parts, each of which gets the slice of the engine it needs, built
// before it; what a part tells parts built later goes through engine/events:
//   engine/source-state  what is known per source        engine/cache     the IndexedDB cache
//   engine/install       how data becomes a source's     engine/indexing  FlexSearch indexes
//   engine/refresh       downloads and what they change  engine/snapshots the shipped catalogue
//   engine/tabs          locks and messages between tabs engine/derived   trust notes, symbols
//   engine/boot          the start-up order              api/sources-api  status, reads
//   engine/start-config  the frozen config of `start`    engine/events    events between parts
//   api/changes-api      "what changed"
import type { BridgeDataWorkerApi, SourceStatus } from '../../src/shared/contract';
import type { Protocol } from '../../src/shared/tokens';
import { resolveChain } from '../../src/shared/chains';
import { createChangesApi } from './changes-api';
import { createBoot } from '../engine/boot';
import { createCache } from '../engine/cache';
import { createDerived } from '../engine/derived';
import { createIndexing, type IndexTiming } from '../engine/indexing';
import { createInstaller } from '../engine/install';
import { createListenerSet } from '../engine/listeners';
import { createRefresh } from '../engine/refresh';
import type { BridgeDataDeps } from '../engine/deps';
import { createRuntime } from '../engine/runtime';
import { createSnapshotLoader } from '../engine/snapshots';
import { createSourceStates } from '../engine/source-state';
import { createEngineConfig } from '../engine/start-config';
import { createEngineEvents } from '../engine/events';
import { createFirstAnswer } from '../engine/first-answer';
import { createTabs } from '../engine/tabs';
import { SubstringIndex } from '../search/substring-index';
import { createSourcesApi } from './sources-api';
import { SOURCES } from '../sources';
import * as trustNotesCode from '../trust/trust-notes';
import { loadIssuerContracts } from '../trust/known-contracts';

export { FIRST_VISIT_STORE_WAIT_MS } from '../engine/cache';
export { FIRST_ANSWER_WAIT_MS } from '../engine/first-answer';
export type { IndexTiming } from '../engine/indexing';
export { refusedReplacement } from '../engine/refresh';
export type { BridgeDataDeps } from '../engine/deps';
export {
  refreshLockName,
  SHARED_DOWNLOAD_FRESH_MS,
  type RefreshLocks,
  type SourceSavedMessage,
  type TabBroadcast,
} from '../engine/tabs';

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

export function createBridgeDataEngine(deps: BridgeDataDeps): BridgeDataEngine {
  const runtime = createRuntime(deps);
  const sources = deps.sources ?? SOURCES;
  const states = createSourceStates();
  const config = createEngineConfig(deps.fetchTimeoutMs);
  const events = createEngineEvents();
  // Status and change listeners share one id space, so `unsubscribe` takes either.
  let nextId = 1;
  const nextListenerId = () => nextId++;
  const statusListeners = createListenerSet<SourceStatus[]>({ onlyChanges: false });
  const notify = () => statusListeners.tell(states.statuses());

  // Each part is built from parts built before it; what a part tells later ones goes through
  // `events`, wired at the end.
  const firstAnswer = createFirstAnswer(runtime.timers, {
    waitMs: deps.firstAnswerWaitMs,
    pauseMs: deps.searchPauseMs,
  });
  const cache = createCache({
    openDb: deps.openDb,
    runtime,
    states,
    config: config.current,
    events,
    notify,
  });
  const indexing = createIndexing({
    runtime,
    opened: cache.opened,
    afterFirstAnswer: firstAnswer.settled,
  });
  const changes = createChangesApi({
    runtime,
    states,
    config: config.current,
    opened: cache.opened,
    nextListenerId,
    afterFirstAnswer: firstAnswer.settled,
  });
  const derived = createDerived({
    runtime,
    loadedCatalogs: states.loadedCatalogs,
    dataDates: () => {
      const { snapshots } = config.current();
      return Object.fromEntries(
        states.all.flatMap((s) => {
          if (!s.loaded) return [];
          // A shipped list of unknown date is stamped with the build's day: not its data's date.
          const shipped = snapshots[s.protocol];
          const undated =
            shipped?.undated === true &&
            s.loaded.origin === 'snapshot' &&
            s.loaded.updatedAt === shipped.takenAt;
          return undated ? [] : [[s.protocol, s.loaded.updatedAt]];
        }),
      );
    },
    // The notes read the contract table, whose lists are a data chunk of their own: the code
    // counts as loaded once they are installed, so no search marks without them.
    loadTrustNotes:
      deps.loadTrustNotes ??
      (async () => {
        await loadIssuerContracts();
        return trustNotesCode;
      }),
    onDataChanged: changes.push,
    afterFirstAnswer: firstAnswer.settled,
    compiledTrust: {
      build: deps.buildId ?? null,
      sourcesKey: () => {
        const loaded = states.all.flatMap((s) =>
          s.loaded ? [`${s.protocol}:${s.loaded.dataHash}`] : [],
        );
        return loaded.length === 0 ? null : loaded.join(',');
      },
      stored: cache.storedTrust,
      save: cache.saveTrust,
    },
  });
  const installer = createInstaller({
    resolveChain: deps.resolveChain ?? resolveChain,
    runtime,
    indexing,
    save: cache.save,
    events,
    notify,
  });
  const tabs = createTabs({
    locks: deps.locks,
    broadcast: deps.broadcast,
    runtime,
    config: config.current,
    states,
    opened: cache.opened,
    databaseExists: deps.databaseExists,
    installStored: installer.installStored,
    notify,
  });
  const refreshSource = createRefresh({
    fetch: deps.fetch,
    sleep: deps.sleep,
    runtime,
    config: config.current,
    sources,
    cache,
    installAndSave: installer.installAndSave,
    tabs,
    notify,
    afterRefresh: () => runtime.background('baseline-error', changes.settleBaseline()),
  });
  const boot = createBoot({
    runtime,
    broadcast: deps.broadcast,
    config,
    states,
    cache,
    derived,
    tabs,
    installStored: installer.installStored,
    events,
    loadSnapshot: createSnapshotLoader({
      fetch: deps.fetch,
      runtime,
      config: config.current,
      sources,
      installAndSave: installer.installAndSave,
    }),
    refreshSource,
    notify,
    isFirstVisit: deps.isFirstVisit ?? (async () => false),
  });
  const sourcesApi = createSourcesApi({
    runtime,
    config: config.current,
    states,
    cache,
    derived,
    boot,
    refreshSource,
    listeners: statusListeners,
    nextListenerId,
    onSearchAnswered: firstAnswer.answered,
  });

  events.on('started', changes.startedWith);
  events.on('data-changed', changes.dataChanged);
  events.on('data-changed', derived.dataChanged);
  events.on('baseline-read', changes.setBaseline);
  events.on('source-saved', ({ protocol, updatedAt }) => tabs.announce(protocol, updatedAt));

  const api = {
    ...sourcesApi.api,
    ...changes.api,
    async unsubscribe(options: { id: number }): Promise<void> {
      statusListeners.delete(options.id);
      changes.forget(options.id);
    },
  } satisfies BridgeDataWorkerApi;

  return {
    api,
    idle: runtime.idle,
    get indexTimings() {
      return indexing.timings;
    },
    matcherKind(protocol) {
      const loaded = states.get(protocol).loaded;
      if (!loaded) return 'none';
      return loaded.catalog.matcher instanceof SubstringIndex ? 'index' : 'linear';
    },
  };
}

/** The worker's API over injected dependencies. */
export function createBridgeDataApi(deps: BridgeDataDeps): BridgeDataWorkerApi {
  return createBridgeDataEngine(deps).api;
}
