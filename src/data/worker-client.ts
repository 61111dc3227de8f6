// The page's only door to the data worker and the only module that imports comlink.
// Importing it starts the worker and its downloads at once, before React renders. The worker
// is supervised (./worker-supervisor): a failed or stuck worker is reported and can be replaced.
import { proxy, wrap } from 'comlink';
import { config } from '../config/env';
import { DATA_WORKER_NAME, EARLY_WORKER_GLOBAL } from '../shared/early-start';
import { shippedSnapshots } from '../config/snapshots';
import type { BridgeDataWorkerApi } from '../shared/contract';
import { superviseWorker, type SpawnedWorker, type WorkerConnection } from './worker-supervisor';

/** The worker index.html's start script created (src/shared/early-start.ts), taken once. */
function adoptEarlyWorker(): Worker | null {
  const early = (globalThis as Record<string, unknown>)[EARLY_WORKER_GLOBAL];
  Reflect.deleteProperty(globalThis, EARLY_WORKER_GLOBAL);
  return typeof Worker !== 'undefined' && early instanceof Worker ? early : null;
}

function spawnDataWorker(): SpawnedWorker {
  const worker =
    adoptEarlyWorker() ??
    new Worker(new URL('../../workers/data.worker.ts', import.meta.url), {
      type: 'module',
      name: DATA_WORKER_NAME,
    });
  // Remote<T> has T's shape here: every method already returns a promise of cloneable data.
  return { worker, api: wrap<BridgeDataWorkerApi>(worker) };
}

const TAB_ID_KEY = 'bridge-please:tab-id';

/**
 * This tab's id, kept across reloads in sessionStorage: the worker adopts a source another tab
 * downloaded minutes ago, while a reload of this tab still revalidates.
 */
function tabId(): string {
  const fresh = String(Math.random());
  try {
    const known = sessionStorage.getItem(TAB_ID_KEY);
    if (known) return known;
    sessionStorage.setItem(TAB_ID_KEY, fresh);
  } catch {
    // Storage blocked: this page load counts as its own tab.
  }
  return fresh;
}

const supervised = superviseWorker({
  spawn: spawnDataWorker,
  listenerOptions: proxy,
});

/** The one worker of the page, behind an API object that outlives a failed worker. */
export const workerApi: BridgeDataWorkerApi = supervised.api;

/** Whether the worker is running, and 'Try again' when it is not. */
export const workerConnection: WorkerConnection = supervised.connection;

// Start now; every hook reads the same worker later. A first visit answers from the shipped
// catalogue while the live sources download; the worker fetches both itself, and finds out
// itself whether this browser holds its database (a first visit when not).
workerApi
  .start({
    urls: config.sourceUrls,
    tabId: tabId(),
    fetchTimeoutMs: config.sourceTimeoutMs,
    retryBaseDelayMs: config.sourceRetryBaseMs,
    snapshots: shippedSnapshots,
  })
  .catch((error: unknown) => {
    console.error('Data worker failed to start', error);
  });

// Back online after being offline: refresh every source in the background. Results on
// screen follow quietly through the status subscription.
window.addEventListener('online', () => {
  workerApi
    .refresh({})
    .catch((error: unknown) => console.error('Background refresh failed', error));
});
