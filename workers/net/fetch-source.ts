// Downloads one source payload: timeout, retry with exponential backoff, conditional requests.
// Every failure comes back as a SourceError value with the spec's message; nothing here throws.
import { sourceError, type SourceError } from '../../src/shared/errors';
import { SOURCE_REQUEST_INIT } from './source-request';
import type { Protocol } from '../../src/shared/tokens';

/** A source that has not answered (headers and body) within this time counts as failed. */
export const FETCH_TIMEOUT_MS = 20_000;
/** Retries after the first attempt: a failed query is retried up to 3 times. */
export const FETCH_MAX_RETRIES = 3;
/** Backoff before the first retry; doubles each time. */
export const RETRY_BASE_DELAY_MS = 1_000;
/** Backoff never exceeds this. */
export const RETRY_MAX_DELAY_MS = 30_000;

/** The timer functions the fetcher needs, injected so tests run on fake time. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Validators of the copy we hold; sent back so the source may answer 304. */
export interface Validators {
  etag: string | null;
  lastModified: string | null;
}

export type FetchOutcome =
  | { kind: 'fresh'; json: unknown; validators: Validators; attempts: number }
  | { kind: 'not-modified'; validators: Validators; attempts: number }
  | { kind: 'failed'; error: SourceError; attempts: number };

export interface FetchSourceOptions {
  protocol: Protocol;
  url: string;
  fetch: typeof fetch;
  timers: Timers;
  /** Waits between retries; defaults to a timer on `timers`. */
  sleep?: (ms: number) => Promise<void>;
  /** Validators of the cached copy, or null when we hold none (then no conditional request). */
  validators?: Validators | null;
  timeoutMs?: number;
  maxRetries?: number;
  /** Backoff before the first retry, doubling each time; RETRY_BASE_DELAY_MS by default. */
  retryBaseDelayMs?: number;
}

/** Delay before retry number `retry` (1-based): 1 s, 2 s, 4 s, ... capped at 30 s. */
export function retryDelayMs(retry: number, baseMs: number = RETRY_BASE_DELAY_MS): number {
  return Math.min(baseMs * 2 ** (retry - 1), RETRY_MAX_DELAY_MS);
}

type Attempt =
  | { kind: 'fresh'; json: unknown; validators: Validators }
  | { kind: 'not-modified'; validators: Validators }
  | { kind: 'failed'; error: SourceError; retryable: boolean; network: boolean };

class TimeoutSignal extends Error {}

function statusRetryable(status: number): boolean {
  // 4xx other than 408/429 is a wrong URL or a refusal: asking again in a few seconds will not help.
  return status >= 500 || status === 408 || status === 429;
}

async function attemptOnce(options: FetchSourceOptions, sendValidators: boolean): Promise<Attempt> {
  const { protocol, timers } = options;
  const timeoutMs = options.timeoutMs ?? FETCH_TIMEOUT_MS;
  const controller = new AbortController();
  let timedOut = false;
  let rejectTimeout: (reason: unknown) => void = () => {};
  // The race also covers a fetch implementation that ignores the abort signal.
  const timeout = new Promise<never>((_, reject) => {
    rejectTimeout = reject;
  });
  const handle = timers.setTimeout(() => {
    timedOut = true;
    controller.abort();
    rejectTimeout(new TimeoutSignal());
  }, timeoutMs);
  // Keep an unobserved rejection from surfacing when the download wins the race.
  timeout.catch(() => {});

  const headers: Record<string, string> = { Accept: 'application/json' };
  const validators = options.validators;
  if (sendValidators && validators) {
    if (validators.etag) headers['If-None-Match'] = validators.etag;
    if (validators.lastModified) headers['If-Modified-Since'] = validators.lastModified;
  }

  try {
    const response = await Promise.race([
      options.fetch(options.url, { ...SOURCE_REQUEST_INIT, headers, signal: controller.signal }),
      timeout,
    ]);
    const received: Validators = {
      etag: response.headers.get('ETag'),
      lastModified: response.headers.get('Last-Modified'),
    };
    if (response.status === 304) {
      return { kind: 'not-modified', validators: mergeValidators(received, validators) };
    }
    if (!response.ok) {
      return {
        kind: 'failed',
        error: sourceError(protocol, 'http', `HTTP ${response.status}`),
        retryable: statusRetryable(response.status),
        network: false,
      };
    }
    let text: string;
    try {
      text = await Promise.race([response.text(), timeout]);
    } catch (error) {
      if (timedOut || error instanceof TimeoutSignal) throw error;
      return {
        kind: 'failed',
        error: sourceError(protocol, 'network', describe(error)),
        retryable: true,
        network: true,
      };
    }
    try {
      return { kind: 'fresh', json: JSON.parse(text) as unknown, validators: received };
    } catch (error) {
      // A body that is not JSON will not become JSON on a second try.
      return {
        kind: 'failed',
        error: sourceError(protocol, 'shape', describe(error)),
        retryable: false,
        network: false,
      };
    }
  } catch (error) {
    if (timedOut || error instanceof TimeoutSignal) {
      return {
        kind: 'failed',
        error: sourceError(protocol, 'timeout', `no answer within ${timeoutMs} ms`),
        retryable: true,
        network: false,
      };
    }
    return {
      kind: 'failed',
      error: sourceError(protocol, 'network', describe(error)),
      retryable: true,
      network: true,
    };
  } finally {
    timers.clearTimeout(handle);
  }
}

function mergeValidators(received: Validators, sent: Validators | null | undefined): Validators {
  // A 304 may omit the validators; the ones we sent still describe the copy we keep.
  return {
    etag: received.etag ?? sent?.etag ?? null,
    lastModified: received.lastModified ?? sent?.lastModified ?? null,
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
}

/** Fetches and JSON-parses one source, retrying transient failures. Never throws. */
export async function fetchSource(options: FetchSourceOptions): Promise<FetchOutcome> {
  const maxRetries = options.maxRetries ?? FETCH_MAX_RETRIES;
  const sleep =
    options.sleep ??
    ((ms: number) =>
      new Promise<void>((resolve) => {
        options.timers.setTimeout(resolve, ms);
      }));
  let sendValidators = Boolean(options.validators?.etag || options.validators?.lastModified);
  let waits = 0;
  for (let attempt = 1; ; attempt++) {
    const result = await attemptOnce(options, sendValidators);
    if (result.kind !== 'failed') return { ...result, attempts: attempt };
    if (!result.retryable || attempt > maxRetries) {
      return { kind: 'failed', error: result.error, attempts: attempt };
    }
    // Cross-origin, conditional headers force a CORS preflight that some servers refuse, which
    // looks like a network error. Retry at once as a plain GET (the browser's HTTP cache still
    // revalidates it); only a failure of that plain request waits for the backoff.
    if (result.network && sendValidators) {
      sendValidators = false;
      continue;
    }
    waits++;
    await sleep(retryDelayMs(waits, options.retryBaseDelayMs));
  }
}
