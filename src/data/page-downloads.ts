// A first visit's source downloads, started by the page. The data worker's own requests can
// only begin once its script has downloaded and run, a round trip and ~50 KB later on a slow
// link; the page can ask at once, so the sources share the link with the scripts instead of
// queueing behind them. Only on a first visit: on a repeat visit the worker answers from its
// database and revalidates with ETag / If-Modified-Since, which the page cannot do.
import type { BridgeDataWorkerApi, PageDownload, SourceUrls, StartOptions } from '../shared/contract';
import { SOURCE_REQUEST_INIT } from '../shared/source-request';
import { DB_NAME } from '../shared/storage';
import { PROTOCOLS, type Protocol } from '../shared/tokens';

/**
 * Gives up a page download after this long unless told otherwise (StartOptions.fetchTimeoutMs,
 * the same limit the worker's own requests have); the worker then makes its own request.
 */
export const PAGE_DOWNLOAD_TIMEOUT_MS = 20_000;

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
  { timeoutMs = PAGE_DOWNLOAD_TIMEOUT_MS, fetchFn = fetch }: { timeoutMs?: number; fetchFn?: typeof fetch } = {},
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
): Promise<void> {
  const { urls } = options;
  if (!(await firstVisit())) {
    await api.start(options);
    return;
  }
  const started = api.start({ ...options, pageDownloads: [...PROTOCOLS] });
  await Promise.all([
    started,
    ...PROTOCOLS.map(async (protocol) =>
      api.handOverDownload({
        protocol,
        download: await download(urlOf(urls, protocol), options.fetchTimeoutMs),
      }),
    ),
  ]);
}
