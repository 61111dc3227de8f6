// The data worker entry: exposes the API over Comlink with the real browser dependencies.
import * as Comlink from 'comlink';
import { DB_NAME } from '../src/shared/storage';
import { createBridgeDataApi, type RefreshLocks, type TabBroadcast } from './api/api';
import { createDatabaseLoader, hasDatabase } from './storage/database-loader';
import { createWorkerLog } from './log';
import { createHandover } from './net/handover';
import { loadIssuerContracts } from './trust/known-contracts';

/** Web Locks, where the browser has them (every current one does, in workers too). */
function browserLocks(): RefreshLocks | undefined {
  const locks = self.navigator.locks as LockManager | undefined;
  if (!locks) return undefined;
  // The lock is held until the task's promise settles; `then` only unwraps it for the types.
  return {
    request: (name, task) => locks.request(name, task).then((result) => result),
    requestIfAvailable: async <T>(name: string, task: () => Promise<T>) => {
      type Outcome = { ran: true; value: T } | { ran: false };
      const run = async (lock: Lock | null): Promise<Outcome> =>
        lock ? { ran: true, value: await task() } : { ran: false };
      return (await locks.request(name, { ifAvailable: true }, run)) as Outcome;
    },
  };
}

function browserBroadcast(): TabBroadcast | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  const channel = new BroadcastChannel('bridge-please:sources');
  return {
    post: (message) => channel.postMessage(message),
    listen: (onMessage) => channel.addEventListener('message', (event) => onMessage(event.data)),
  };
}

// The known-contract lists (a data chunk) are asked for at once, beside the page's `start`: the
// first answer's marks wait for them.
void loadIssuerContracts().catch(() => undefined);
const locks = browserLocks();
// Dexie is a chunk of its own: a repeat visit starts fetching it and opening the database now; a
// first visit only when its first results are in (see engine/boot.ts).
const database = createDatabaseLoader({
  exists: () => hasDatabase(self.indexedDB as IDBFactory | undefined, DB_NAME),
  create: () => import('./storage/db').then(({ BridgeDb }) => new BridgeDb()),
});
const broadcast = browserBroadcast();
// The page's early downloads (src/shared/early-start.ts): listened to before Comlink, which then
// never sees those messages.
const handover = createHandover(self.location.href);
self.addEventListener('message', (event: MessageEvent) => {
  if (handover.onMessage(event.data)) event.stopImmediatePropagation();
});

Comlink.expose(
  createBridgeDataApi({
    // Called unbound, fetch throws "Illegal invocation" in some browsers.
    fetch: handover.wrap((input, init) => fetch(input, init)),
    openDb: database.open,
    // A built script's name carries its content's hash; the dev server's does not.
    ...((import.meta as { env?: { DEV?: boolean } }).env?.DEV === true
      ? {}
      : { buildId: self.location.href }),
    isFirstVisit: database.isFirstVisit,
    databaseExists: database.existsNow,
    // Typed loosely: the node project checks this file too, without Vite's client types.
    log: createWorkerLog({
      dev: (import.meta as { env?: { DEV?: boolean } }).env?.DEV === true,
      console,
    }),
    ...(locks ? { locks } : {}),
    ...(broadcast ? { broadcast } : {}),
  }),
);
