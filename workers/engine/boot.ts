// The engine's start-up order: the page's `start` configures the engine, then a repeat visit
// reads its stored data first, while a first visit answers from the shipped snapshots and its
// downloads and opens the database after them (see docs/architecture.md).
import type { SourceStatus, StartOptions } from '../../src/shared/contract';
import { afterFirstResults, type EngineCache } from './cache';
import type { BridgeDataDeps } from './deps';
import type { Derived } from './derived';
import type { EngineEvents } from './events';
import type { Installer } from './install';
import type { Runtime } from './runtime';
import {
  deferred,
  markFirstVisit,
  markLoading,
  type SourceState,
  type SourceStates,
} from './source-state';
import type { EngineConfig } from './start-config';
import type { Tabs } from './tabs';

export interface Boot {
  /** Starts the engine once; later calls get the first call's answer. */
  start(options: StartOptions): Promise<SourceStatus[]>;
  /** Resolves once `start` has configured the engine and every source is loading. */
  readonly running: Promise<void>;
  /** The page has painted: a first visit's database may open once its first results are in. */
  pageReady(): void;
}

export function createBoot(parts: {
  runtime: Pick<Runtime, 'timers' | 'log' | 'track'>;
  broadcast: BridgeDataDeps['broadcast'];
  config: Pick<EngineConfig, 'start'>;
  states: SourceStates;
  cache: Pick<EngineCache, 'load'>;
  derived: Pick<Derived, 'loadCode'>;
  tabs: Pick<Tabs, 'onMessage'>;
  installStored: Installer['installStored'];
  /** Tells 'started' with the first `start`'s answer. */
  events: Pick<EngineEvents, 'emit'>;
  loadSnapshot(s: SourceState): Promise<void>;
  refreshSource(s: SourceState): Promise<void>;
  notify(): void;
  /** Whether nothing is stored yet, for a `start` that does not say (see BridgeDataDeps). */
  isFirstVisit(): Promise<boolean>;
}): Boot {
  const { runtime, config, states, cache, derived, notify } = parts;
  let startPromise: Promise<SourceStatus[]> | null = null;
  const started = deferred();
  const pageIsReady = deferred();

  function start(options: StartOptions): Promise<SourceStatus[]> {
    config.start(options);
    parts.broadcast?.listen(parts.tabs.onMessage);
    void derived.loadCode();
    // The page may say; else the worker asks the browser itself, so the page's `start` need not
    // wait for that answer (it came through the page's main thread, busy with the app's scripts).
    const firstVisitKnown = (
      options.firstVisit === undefined ? parts.isFirstVisit() : Promise.resolve(options.firstVisit)
    ).catch(() => false);
    void firstVisitKnown.then((firstVisit) => {
      for (const s of states.all) markFirstVisit(s, firstVisit);
    });
    // A repeat visit reads its stored data first. A first visit has nothing stored: its
    // snapshots and downloads are parsed first, and the database opens after them.
    const cacheLoaded = cache.load({
      after: firstVisitKnown.then((firstVisit) =>
        firstVisit ? afterFirstResults(states, pageIsReady.promise, runtime.timers) : undefined,
      ),
      installStored: parts.installStored,
    });
    // The shipped catalogue: on a first visit it is asked for at once, and each live download
    // starts once its source's snapshot has answered (or failed): on a slow link the two
    // would otherwise share it with the page's scripts and delay the first results. Other
    // visits ask for it once the stored rows are in, for sources they do not answer.
    const snapshotTried = new Map<SourceState, Promise<void>>();
    for (const s of states.all) {
      const tried = firstVisitKnown
        .then((firstVisit) => (firstVisit ? undefined : cacheLoaded))
        .then(() => parts.loadSnapshot(s))
        .then(() => notify())
        .catch((error: unknown) => runtime.log('snapshot-error', error));
      snapshotTried.set(s, tried);
      void runtime.track(tried);
    }
    return (async () => {
      const firstVisit = await firstVisitKnown;
      if (!firstVisit) await cacheLoaded;
      for (const s of states.all) markLoading(s);
      started.resolve();
      notify();
      for (const s of states.all) {
        if (firstVisit)
          void runtime.track(snapshotTried.get(s)!.then(() => parts.refreshSource(s)));
        else void parts.refreshSource(s);
      }
      return states.statuses();
    })();
  }

  return {
    start(options) {
      if (!startPromise) {
        startPromise = start(options);
        parts.events.emit('started', startPromise);
      }
      return startPromise;
    },
    running: started.promise,
    pageReady: pageIsReady.resolve,
  };
}
