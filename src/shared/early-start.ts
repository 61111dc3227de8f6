// What index.html's start script begins before the app's entry has run, and hands over to it.
//
// On a first visit the first answer needs the data worker's script and the shipped catalogue as
// much as the app's own scripts. Started by the entry, the worker's script was asked for only
// once the entry had downloaded and run, and the catalogue only once the worker's script had
// downloaded and run: on a slow link the catalogue's requests then began after the app chunk had
// arrived. The start script (scripts/vite/start-after-paint.ts) therefore creates the worker and,
// on a visit no service worker answers, fetches the catalogue's files itself, at the moment it
// asks for the app chunk, and posts each file's response to the worker as it arrives. The page
// adopts that worker (src/data/worker-client.ts); the worker answers its own requests for those
// files with the posted responses instead of downloading them again (workers/net/handover.ts).

/** The global the start script keeps the worker it created in, for the page to adopt. */
export const EARLY_WORKER_GLOBAL = 'bridgePleaseEarlyWorker';

/** The key of the start script's messages to the worker (beside Comlink's own messages). */
export const HANDOVER_KEY = 'bridgePleaseHandover';

/** The worker's name, the same whoever creates it. */
export const DATA_WORKER_NAME = 'bridge-data';

/**
 * A message of the start script to the worker: first the URLs it is fetching (`expect`), then
 * one response per URL, or `body: null` when its request failed (the worker then asks itself).
 */
export type HandoverMessage =
  | { expect: string[] }
  | {
      url: string;
      status?: number;
      statusText?: string;
      headers?: [string, string][];
      body: ArrayBuffer | null;
    };
