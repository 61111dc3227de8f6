// Request options of the data worker's source fetches (live sources and the shipped catalogue).

/**
 * What every source request sends besides its headers: no cookies or other credentials, no
 * Referer (the sources learn nothing of the page; the worker does not inherit the page's
 * referrer meta tag), and 'no-cache' so the browser's HTTP cache revalidates instead of serving
 * a stale copy.
 */
export const SOURCE_REQUEST_INIT = {
  cache: 'no-cache',
  credentials: 'omit',
  referrerPolicy: 'no-referrer',
} as const satisfies RequestInit;
