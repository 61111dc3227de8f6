// A first visit's source downloads, started by the page. The data worker's own requests can
// only begin once its script has downloaded and run, a round trip and ~50 KB later on a slow
// link; the page can ask at once, so the sources share the link with the scripts instead of
// queueing behind them. Only on a first visit: on a repeat visit the worker answers from its
// database and revalidates with ETag / If-Modified-Since, which the page cannot do.
import type {
  BridgeDataWorkerApi,
  PageDownload,
  SourceUrls,
  StartOptions,
} from '../shared/contract';
import { SOURCE_REQUEST_INIT } from '../shared/source-request';
import { DB_NAME, refreshLockName } from '../shared/storage';
import { PROTOCOLS, type Protocol } from '../shared/tokens';

/**
 * Gives up a page download after this long unless told otherwise (StartOptions.fetchTimeoutMs,
 * the same limit the worker's own requests have); the worker then makes its own request.
 */
export const PAGE_DOWNLOAD_TIMEOUT_MS = 20_000;
/**
 * A source's lock is let go after this long even if the worker never confirms the write (it
 * crashed): other tabs must not wait forever.
 */
export const PAGE_LOCK_MAX_HOLD_MS = 60_000;

/**
 * True when this browser has never kept our data (no database yet). Unknown (no
 * `indexedDB.databases`, storage blocked) counts as not first: the worker's own path is
 * always correct, this one is only faster.
 */
export async function isFirstVisit(): Promise<boolean> {
  try {
    const databases = await indexedDB.databases();
    return !databases.some((database) => database.name === DB_NAME);
  } catch {
    return false;
  }
}

/** One source's response as a transferable body, or null when the request failed. */
export async function downloadSource(
  url: string,
  {
    timeoutMs = PAGE_DOWNLOAD_TIMEOUT_MS,
    fetchFn = fetch,
  }: { timeoutMs?: number; fetchFn?: typeof fetch } = {},
): Promise<PageDownload | null> {
  try {
    // The signal also covers reading the body: a source that sends headers, then stalls, is
    // given up as well.
    const response = await fetchFn(url, {
      ...SOURCE_REQUEST_INIT,
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    return {
      status: response.status,
      etag: response.headers.get('ETag'),
      lastModified: response.headers.get('Last-Modified'),
      body: await response.arrayBuffer(),
    };
  } catch {
    // Offline, refused, timed out: the worker's own request (with its retries) says why.
    return null;
  }
}

const urlOf = (urls: SourceUrls, protocol: Protocol) =>
  urls[protocol.toLowerCase() as keyof SourceUrls];

/** Holds a named lock until `release` is called; null when another tab holds it (or no locks). */
export type TryLock = (name: string) => Promise<{ release: () => void } | null>;

/** navigator.locks with ifAvailable: a tab never waits here, it leaves the source to its worker. */
export const tryBrowserLock: TryLock = async (name) => {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return null;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  return new Promise((resolve) => {
    locks
      .request(name, { ifAvailable: true }, async (lock) => {
        if (!lock) return resolve(null);
        resolve({ release });
        await held;
      })
      .catch(() => resolve(null));
  });
};

/**
 * Starts the worker: on a first visit with the page's own downloads handed over as they arrive,
 * otherwise plainly.
 */
export async function startWithPageDownloads(
  api: Pick<BridgeDataWorkerApi, 'start' | 'handOverDownload'>,
  options: StartOptions,
  firstVisit: () => Promise<boolean> = isFirstVisit,
  download: (url: string, timeoutMs?: number) => Promise<PageDownload | null> = (url, timeoutMs) =>
    downloadSource(url, timeoutMs === undefined ? {} : { timeoutMs }),
  tryLock: TryLock = tryBrowserLock,
): Promise<void> {
  const { urls } = options;
  if (!(await firstVisit())) {
    await api.start(options);
    return;
  }
  // Tabs opened together are all first visits: the one that gets a source's refresh lock
  // downloads it, holding the lock until its worker has stored it; the others leave the source
  // to their worker, which waits for the lock and adopts the stored copy (workers/api.ts).
  const held = await Promise.all(
    PROTOCOLS.map(async (protocol) => ({
      protocol,
      lock: await tryLock(refreshLockName(protocol)),
    })),
  );
  // A tab that got here late may find its locks free because another tab already stored the
  // sources: once a database exists (only a worker's start creates it), its worker adopts them.
  if (held.some((entry) => entry.lock !== null) && !(await firstVisit())) {
    for (const entry of held) entry.lock?.release();
    await api.start(options);
    return;
  }
  const mine = held.filter((entry) => entry.lock !== null);
  const started = api.start({ ...options, pageDownloads: mine.map((entry) => entry.protocol) });
  await Promise.all([
    started,
    ...mine.map(async ({ protocol, lock }) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        const body = await download(urlOf(urls, protocol), options.fetchTimeoutMs);
        await Promise.race([
          api.handOverDownload({ protocol, download: body }),
          new Promise((resolve) => (timer = setTimeout(resolve, PAGE_LOCK_MAX_HOLD_MS))),
        ]);
      } finally {
        clearTimeout(timer);
        lock?.release();
      }
    }),
  ]);
}
