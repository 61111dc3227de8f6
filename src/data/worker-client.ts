// The page's only door to the data worker and the only module that imports comlink.
// Importing it starts the worker and its downloads at once, before React renders.
import { proxy, transfer, wrap, type Remote } from 'comlink';
import { config } from '../config/env';
import type { BridgeDataWorkerApi, SourceStatus } from '../shared/contract';
import { GENERIC_ERROR_MESSAGE } from '../shared/errors';
import { PROTOCOLS } from '../shared/tokens';
import { startWithPageDownloads } from './page-downloads';

function failedStatuses(): SourceStatus[] {
  return PROTOCOLS.map((protocol) => ({
    protocol,
    loading: false,
    hasData: false,
    updatedAt: null,
    tokenCount: 0,
    error: { code: 'unknown', message: GENERIC_ERROR_MESSAGE },
    skippedCount: 0,
    persisted: false,
  }));
}

function createWorkerApi(): BridgeDataWorkerApi {
  const worker = new Worker(new URL('../../workers/data.worker.ts', import.meta.url), {
    type: 'module',
    name: 'bridge-data',
  });
  const remote: Remote<BridgeDataWorkerApi> = wrap<BridgeDataWorkerApi>(worker);
  let started = false;
  // Listeners registered with the page side, told when the worker could not even start.
  const localListeners = new Set<(statuses: SourceStatus[]) => void>();
  const listenerById = new Map<number, (statuses: SourceStatus[]) => void>();

  worker.addEventListener('error', (event) => {
    console.error('Data worker error', event.message || event);
    // Before the first answer an error means the worker never started: nothing will ever
    // arrive, so say so instead of showing 'loading' forever.
    if (!started) localListeners.forEach((listener) => listener(failedStatuses()));
  });

  return {
    start: async (options) => {
      const statuses = await remote.start(options);
      started = true;
      return statuses;
    },
    // The body moves to the worker instead of being copied.
    handOverDownload: (options) =>
      remote.handOverDownload(
        options.download ? transfer(options, [options.download.body]) : options,
      ),
    getStatus: () => remote.getStatus(),
    subscribe: async ({ listener }) => {
      // Registered before the worker answers: if it never starts, the answer never comes.
      localListeners.add(listener);
      // Functions cannot be cloned to the worker. Comlink only proxies top-level arguments, so
      // the options object itself is proxied: the worker's `options.listener(...)` calls back here.
      const id = await remote.subscribe(proxy({ listener }));
      listenerById.set(id, listener);
      return id;
    },
    unsubscribe: async ({ id }) => {
      const listener = listenerById.get(id);
      if (listener) localListeners.delete(listener);
      listenerById.delete(id);
      await remote.unsubscribe({ id });
    },
    search: (request) => remote.search(request),
    listTokens: (options) => remote.listTokens(options),
    refresh: (options) => remote.refresh(options),
    suggest: (options) => remote.suggest(options),
    listChains: () => remote.listChains(),
    getChanges: () => remote.getChanges(),
    dismissChanges: () => remote.dismissChanges(),
    // Same reason as `subscribe`: the options object is proxied, so `options.listener` calls back.
    // Its id shares `unsubscribe` with status listeners.
    subscribeChanges: ({ listener }) => remote.subscribeChanges(proxy({ listener })),
  };
}

/** The one worker of the page. */
export const workerApi: BridgeDataWorkerApi = createWorkerApi();

// Start downloading now (on a first visit from the page itself, see page-downloads.ts); every
// hook reads the same worker later.
startWithPageDownloads(workerApi, config.sourceUrls).catch((error: unknown) => {
  console.error('Data worker failed to start', error);
});

// Back online after being offline: refresh every source in the background (issue 4). Results on
// screen follow quietly through the status subscription.
window.addEventListener('online', () => {
  workerApi
    .refresh({})
    .catch((error: unknown) => console.error('Background refresh failed', error));
});
