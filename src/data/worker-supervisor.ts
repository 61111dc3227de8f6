// Keeps the page's data API alive across a worker that fails to load, crashes or never answers
// `start`. Hooks hold one API object for the page's life; underneath, 'Try again'
// terminates the worker, spawns a new one, re-subscribes every listener and starts it again.
// Calls to a failed worker reject at once instead of waiting forever.
import type { BridgeDataWorkerApi, CatalogueChanges, SourceStatus } from '../shared/contract';
import { GENERIC_ERROR_MESSAGE } from '../shared/errors';
import { PROTOCOLS } from '../shared/tokens';

/** 'starting' until the worker answers `start`; 'failed' until the visitor tries again. */
export type WorkerHealth = 'starting' | 'running' | 'failed';

/** The worker's health for the page (a `useSyncExternalStore` source) and the way to retry. */
export interface WorkerConnection {
  subscribe(onChange: () => void): () => void;
  getHealth(): WorkerHealth;
  /** Replaces a failed worker with a new one; listeners and the start options carry over. */
  retry(): void;
}

/** A `start` slower than this means the worker is stuck (it only opens the database first). */
export const WORKER_START_TIMEOUT_MS = 20_000;

/** The rejection of calls made to a worker that has failed. */
export const WORKER_FAILED_ERROR = 'The data worker is not running';

type StartOptions = Parameters<BridgeDataWorkerApi['start']>[0];

/** A spawned worker: the object to watch and terminate, and its (Comlink-wrapped) API. */
export interface SpawnedWorker {
  worker: Pick<Worker, 'addEventListener' | 'terminate'>;
  api: BridgeDataWorkerApi;
}

export interface SupervisorDeps {
  spawn: () => SpawnedWorker;
  /**
   * Makes a `{ listener }` options object callable from the worker (Comlink's `proxy`: only
   * top-level arguments are proxied, so the whole object is). Identity for in-page fakes.
   */
  listenerOptions?: <T extends object>(options: T) => T;
  startTimeoutMs?: number;
}

/**
 * What every source reads while there is no worker to ask: the generic 'An error occurred'
 * once it has failed, loading while a new one starts.
 */
export function failedStatuses(loading = false): SourceStatus[] {
  return PROTOCOLS.map((protocol) => ({
    protocol,
    loading,
    hasData: false,
    updatedAt: null,
    dataId: null,
    tokenCount: 0,
    error: loading ? null : { code: 'unknown', message: GENERIC_ERROR_MESSAGE },
    skippedCount: 0,
    origin: null,
    persisted: false,
    storage: 'ok',
    savedAt: null,
  }));
}

interface Generation {
  spawned: SpawnedWorker;
  /** Rejects when this worker fails; every call races it. */
  failed: Promise<never>;
  fail: (reason: string, detail?: unknown) => void;
  /** Worker-side listener ids by page-side id. */
  remoteIds: Map<number, Promise<number | null>>;
}

export function superviseWorker(deps: SupervisorDeps): {
  api: BridgeDataWorkerApi;
  connection: WorkerConnection;
} {
  const listenerOptions = deps.listenerOptions ?? ((options) => options);

  let health: WorkerHealth = 'starting';
  const healthListeners = new Set<() => void>();
  const statusListeners = new Map<number, (statuses: SourceStatus[]) => void>();
  const changeListeners = new Map<number, (changes: CatalogueChanges | null) => void>();
  let nextId = 1;
  let startOptions: StartOptions | null = null;
  let startAnswer: Promise<SourceStatus[]> | null = null;

  function setHealth(next: WorkerHealth): void {
    if (health === next) return;
    health = next;
    healthListeners.forEach((listener) => listener());
  }

  function tellStatusListeners(statuses: SourceStatus[]): void {
    statusListeners.forEach((listener) => listener(statuses));
  }

  function spawnGeneration(): Generation {
    const spawned = deps.spawn();
    let reject: (error: Error) => void = () => {};
    const failed = new Promise<never>((_, r) => {
      reject = r;
    });
    failed.catch(() => {}); // only ever observed through a race
    const generation: Generation = {
      spawned,
      failed,
      remoteIds: new Map(),
      fail: (reason, detail) => {
        if (current !== generation || health === 'failed') return;
        console.error(`Data worker failed: ${reason}`, detail);
        reject(new Error(WORKER_FAILED_ERROR));
        setHealth('failed');
        // Nothing more will come from this worker: say so instead of 'loading' forever.
        tellStatusListeners(failedStatuses());
      },
    };
    // A script that fails to load, an uncaught error, a message that cannot be read: this worker
    // can no longer be trusted to answer.
    for (const type of ['error', 'messageerror']) {
      spawned.worker.addEventListener(type, (event) =>
        generation.fail(type, (event as ErrorEvent).message || event),
      );
    }
    return generation;
  }

  let current: Generation = spawnGeneration();

  /** Runs a call on the current worker; rejects when the worker is or becomes failed. */
  function call<T>(run: (api: BridgeDataWorkerApi) => Promise<T>): Promise<T> {
    if (health === 'failed') return Promise.reject(new Error(WORKER_FAILED_ERROR));
    return Promise.race([run(current.spawned.api), current.failed]);
  }

  /** Registers a page-side listener with the current worker. */
  function attach(id: number): void {
    const remote = current.spawned.api;
    const status = statusListeners.get(id);
    const change = changeListeners.get(id);
    const remoteId = status
      ? remote.subscribe(listenerOptions({ listener: status }))
      : change && remote.subscribeChanges(listenerOptions({ listener: change }));
    if (remoteId)
      current.remoteIds.set(
        id,
        remoteId.catch(() => null),
      );
  }

  function startCurrent(options: StartOptions): Promise<SourceStatus[]> {
    const generation = current;
    setHealth('starting');
    const timer = setTimeout(
      () => generation.fail('start timed out'),
      deps.startTimeoutMs ?? WORKER_START_TIMEOUT_MS,
    );
    startAnswer = call((remote) => remote.start(options));
    startAnswer.then(
      () => {
        clearTimeout(timer);
        if (current === generation) setHealth('running');
      },
      (error: unknown) => {
        clearTimeout(timer);
        generation.fail('start failed', error);
      },
    );
    return startAnswer;
  }

  const api: BridgeDataWorkerApi = {
    start: (options) => {
      // A new worker (after 'Try again') reads the database first: the old one may have saved.
      startOptions ??= { ...options, firstVisit: false };
      return startAnswer ?? startCurrent(options);
    },
    pageReady: () => call((remote) => remote.pageReady()),
    getStatus: () =>
      health === 'failed'
        ? Promise.resolve(failedStatuses())
        : call((remote) => remote.getStatus()),
    subscribe: async ({ listener }) => {
      const id = nextId++;
      statusListeners.set(id, listener);
      attach(id);
      // Subscribed after the failure: told at once, as earlier listeners were.
      if (health === 'failed') queueMicrotask(() => statusListeners.get(id)?.(failedStatuses()));
      return id;
    },
    subscribeChanges: async ({ listener }) => {
      const id = nextId++;
      changeListeners.set(id, listener);
      attach(id);
      return id;
    },
    unsubscribe: async ({ id }) => {
      statusListeners.delete(id);
      changeListeners.delete(id);
      const remoteId = current.remoteIds.get(id);
      current.remoteIds.delete(id);
      if (!remoteId || health === 'failed') return; // a failed worker holds nothing of ours
      const workerId = await call(() => remoteId);
      if (workerId) await call((remote) => remote.unsubscribe({ id: workerId }));
    },
    search: (request) => call((remote) => remote.search(request)),
    listTokens: (options) => call((remote) => remote.listTokens(options)),
    filterTokens: (options) => call((remote) => remote.filterTokens(options)),
    refresh: (options) => call((remote) => remote.refresh(options)),
    suggest: (options) => call((remote) => remote.suggest(options)),
    listChains: () => call((remote) => remote.listChains()),
    getChanges: () => call((remote) => remote.getChanges()),
    dismissChanges: () => call((remote) => remote.dismissChanges()),
  };

  const connection: WorkerConnection = {
    subscribe(onChange) {
      healthListeners.add(onChange);
      return () => {
        healthListeners.delete(onChange);
      };
    },
    getHealth: () => health,
    retry() {
      if (health !== 'failed') return;
      current.spawned.worker.terminate();
      current = spawnGeneration();
      setHealth('starting');
      tellStatusListeners(failedStatuses(true));
      for (const id of [...statusListeners.keys(), ...changeListeners.keys()]) attach(id);
      if (startOptions) startCurrent(startOptions).catch(() => {}); // reported through health
    },
  };

  return { api, connection };
}
