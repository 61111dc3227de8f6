import { afterEach, describe, expect, test, vi } from 'vitest';
import {
  FETCH_TIMEOUT_MS,
  fetchSource,
  retryDelayMs,
  type FetchSourceOptions,
} from '../../../../workers/net/fetch-source';

const URL = 'https://example.test/tokens';

function json(body: unknown, init: ResponseInit = {}): Response {
  return new Response(JSON.stringify(body), { status: 200, ...init });
}

/** A fetch answering from a script, one entry per call; records the requests. */
function scriptedFetch(script: Array<() => Response | Promise<Response>>) {
  const calls: Array<{
    url: string;
    headers: Record<string, string>;
    init: RequestInit | undefined;
  }> = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input),
      headers: { ...(init?.headers as Record<string, string>) },
      init,
    });
    const next = script[Math.min(calls.length - 1, script.length - 1)]!;
    return next();
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls };
}

const realTimers = {
  setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
  clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

function options(overrides: Partial<FetchSourceOptions> & Pick<FetchSourceOptions, 'fetch'>) {
  const sleeps: number[] = [];
  return {
    sleeps,
    options: {
      protocol: 'Stargate' as const,
      url: URL,
      timers: realTimers,
      sleep: async (ms: number) => {
        sleeps.push(ms);
      },
      ...overrides,
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('retryDelayMs', () => {
  test('doubles from 1 s and never exceeds 30 s', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((retry) => retryDelayMs(retry))).toEqual([
      1000, 2000, 4000, 8000, 16000, 30000, 30000,
    ]);
  });

  test('doubles from a configured base, still capped at 30 s', () => {
    expect([1, 2, 3].map((retry) => retryDelayMs(retry, 100))).toEqual([100, 200, 400]);
    expect(retryDelayMs(12, 100)).toBe(30_000);
  });
});

describe('fetchSource', () => {
  test('returns the parsed payload and the validators of a good answer', async () => {
    const { fetch } = scriptedFetch([
      () =>
        json([{ symbol: 'USDC' }], {
          headers: { ETag: '"v1"', 'Last-Modified': 'Sat, 01 Nov 2025 00:00:00 GMT' },
        }),
    ]);
    const result = await fetchSource(options({ fetch }).options);
    expect(result).toEqual({
      kind: 'fresh',
      json: [{ symbol: 'USDC' }],
      validators: { etag: '"v1"', lastModified: 'Sat, 01 Nov 2025 00:00:00 GMT' },
      attempts: 1,
    });
  });

  test('retries a network failure three times with backoff 1 s, 2 s, 4 s, then succeeds', async () => {
    const fail = () => Promise.reject(new TypeError('Failed to fetch'));
    const { fetch, calls } = scriptedFetch([fail, fail, fail, () => json([])]);
    const { options: opts, sleeps } = options({ fetch });
    const result = await fetchSource(opts);
    expect(result.kind).toBe('fresh');
    expect(result.attempts).toBe(4);
    expect(calls).toHaveLength(4);
    expect(sleeps).toEqual([1000, 2000, 4000]);
  });

  test('gives up after the third retry with the spec message for a failed fetch', async () => {
    const { fetch, calls } = scriptedFetch([
      () => Promise.reject(new TypeError('Failed to fetch')),
    ]);
    const { options: opts, sleeps } = options({ fetch });
    const result = await fetchSource(opts);
    expect(calls).toHaveLength(4);
    expect(sleeps).toEqual([1000, 2000, 4000]);
    expect(result).toMatchObject({
      kind: 'failed',
      error: { code: 'network', message: 'Failed to fetch Stargate data' },
    });
  });

  test('retries a server error but not a 404, and reports both as failed fetches', async () => {
    const serverError = scriptedFetch([() => new Response('', { status: 503 }), () => json([])]);
    expect((await fetchSource(options({ fetch: serverError.fetch }).options)).kind).toBe('fresh');

    const notFound = scriptedFetch([() => new Response('', { status: 404 })]);
    const result = await fetchSource(
      options({ fetch: notFound.fetch, protocol: 'Orbiter' }).options,
    );
    expect(notFound.calls).toHaveLength(1);
    expect(result).toMatchObject({
      kind: 'failed',
      error: { code: 'http', message: 'Failed to fetch Orbiter data', detail: 'HTTP 404' },
    });
  });

  test('reports a body that is not JSON as a shape error without retrying', async () => {
    const { fetch, calls } = scriptedFetch([
      () => new Response('<html>maintenance</html>', { status: 200 }),
    ]);
    const result = await fetchSource(options({ fetch, protocol: 'Wormhole' }).options);
    expect(calls).toHaveLength(1);
    expect(result).toMatchObject({
      kind: 'failed',
      error: { code: 'shape', message: 'An error occurred' },
    });
  });

  test('times out a source that does not answer within 20 s and aborts the request', async () => {
    vi.useFakeTimers();
    let aborted = false;
    const fetch = ((_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => {
          aborted = true;
          reject(new DOMException('aborted', 'AbortError'));
        });
      })) as typeof globalThis.fetch;
    const timers = {
      setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
      clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    };
    const pending = fetchSource({ protocol: 'Wormhole', url: URL, fetch, timers, maxRetries: 0 });
    await vi.advanceTimersByTimeAsync(FETCH_TIMEOUT_MS - 1);
    expect(aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({
      kind: 'failed',
      error: { code: 'timeout', message: 'Failed to fetch Wormhole data' },
    });
    expect(aborted).toBe(true);
  });

  test('times out a fetch that ignores the abort signal, waiting the backoff between attempts', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(
      () => new Promise<Response>(() => {}),
    ) as unknown as typeof globalThis.fetch;
    const timers = {
      setTimeout: (callback: () => void, ms: number) => setTimeout(callback, ms),
      clearTimeout: (handle: unknown) => clearTimeout(handle as ReturnType<typeof setTimeout>),
    };
    const pending = fetchSource({ protocol: 'Orbiter', url: URL, fetch, timers, maxRetries: 1 });
    await vi.advanceTimersByTimeAsync(FETCH_TIMEOUT_MS);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000); // the 1 s backoff, on the injected timers
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(FETCH_TIMEOUT_MS);
    await expect(pending).resolves.toMatchObject({
      kind: 'failed',
      attempts: 2,
      error: { code: 'timeout' },
    });
  });

  test('sends no Referer and no credentials, and makes the HTTP cache revalidate', async () => {
    const { fetch, calls } = scriptedFetch([() => json([])]);
    await fetchSource(options({ fetch }).options);
    expect(calls[0]?.init).toMatchObject({
      referrerPolicy: 'no-referrer',
      credentials: 'omit',
      cache: 'no-cache',
    });
    expect(calls[0]?.init?.signal).toBeInstanceOf(AbortSignal);
  });

  test('waits the configured backoff between retries', async () => {
    const { fetch, calls } = scriptedFetch([() => new Response('', { status: 500 })]);
    const { options: opts, sleeps } = options({ fetch, retryBaseDelayMs: 100 });
    const result = await fetchSource(opts);
    expect(result).toMatchObject({ kind: 'failed', attempts: 4, error: { code: 'http' } });
    expect(calls).toHaveLength(4);
    expect(sleeps).toEqual([100, 200, 400]);
  });

  test('times out after the configured time instead of 20 s', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(
      () => new Promise<Response>(() => {}),
    ) as unknown as typeof globalThis.fetch;
    const pending = fetchSource({
      protocol: 'Stargate',
      url: URL,
      fetch,
      timers: realTimers,
      maxRetries: 0,
      timeoutMs: 5_000,
    });
    await vi.advanceTimersByTimeAsync(5_000);
    await expect(pending).resolves.toMatchObject({
      kind: 'failed',
      error: {
        code: 'timeout',
        message: 'Failed to fetch Stargate data',
        detail: 'no answer within 5000 ms',
      },
    });
  });

  test('sends the validators it holds and reports 304 as not modified', async () => {
    const { fetch, calls } = scriptedFetch([() => new Response(null, { status: 304 })]);
    const validators = { etag: '"v1"', lastModified: 'Sat, 01 Nov 2025 00:00:00 GMT' };
    const result = await fetchSource(options({ fetch, validators }).options);
    expect(calls[0]?.headers).toMatchObject({
      'If-None-Match': '"v1"',
      'If-Modified-Since': validators.lastModified,
    });
    expect(result).toEqual({ kind: 'not-modified', validators, attempts: 1 });
  });

  test('sends no conditional headers when it holds no validators', async () => {
    const { fetch, calls } = scriptedFetch([() => json([])]);
    await fetchSource(options({ fetch, validators: { etag: null, lastModified: null } }).options);
    expect(calls[0]?.headers).not.toHaveProperty('If-None-Match');
    expect(calls[0]?.headers).not.toHaveProperty('If-Modified-Since');
  });

  test('after a network failure of a conditional request, retries at once without validators', async () => {
    // The likely cause is a refused CORS preflight, which waiting would not fix.
    const { fetch, calls } = scriptedFetch([
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => json([]),
    ]);
    const { options: opts, sleeps } = options({
      fetch,
      validators: { etag: '"v1"', lastModified: null },
    });
    const result = await fetchSource(opts);
    expect(result.kind).toBe('fresh');
    expect(calls[0]?.headers).toHaveProperty('If-None-Match', '"v1"');
    expect(calls[1]?.headers).not.toHaveProperty('If-None-Match');
    expect(sleeps).toEqual([]);
  });

  test('counts the plain retry among the attempts, so a source that is really down still stops', async () => {
    const { fetch, calls } = scriptedFetch([
      () => Promise.reject(new TypeError('Failed to fetch')),
    ]);
    const { options: opts, sleeps } = options({
      fetch,
      validators: { etag: '"v1"', lastModified: null },
    });
    const result = await fetchSource(opts);
    expect(result).toMatchObject({ kind: 'failed', attempts: 4, error: { code: 'network' } });
    expect(calls).toHaveLength(4);
    expect(sleeps).toEqual([1000, 2000]);
  });
});
