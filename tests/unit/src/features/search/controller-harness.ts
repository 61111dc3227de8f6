// The search controller with fakes for everything it calls out to: a worker whose answers come
// when the test says, a clock and its timers, the frames after which toasts and history entries
// come, the toasts, the analytics events and an address bar with its history.
import {
  createSearchController,
  type SearchData,
} from '../../../../../src/features/search/search-controller';
import { parseSearchParams, type SearchParams } from '../../../../../src/routing/routes';
import type { SearchRequest, SearchResponse } from '../../../../../src/shared/contract';

export interface Asked {
  request: SearchRequest;
  /** The data version the worker held when it was asked. */
  version: string;
  resolve: (response: SearchResponse) => void;
  reject: (error: unknown) => void;
  failed: boolean;
}

export interface HarnessOptions {
  /** The address the screen opens on. */
  url?: string;
  data?: Partial<SearchData>;
  /** The answer the worker gives to a request (the test can also answer by hand). */
  answer?: (request: SearchRequest, version: string) => SearchResponse;
  takeTypedAnswer?: (request: SearchRequest, version: string) => Promise<SearchResponse> | null;
}

export type Toast =
  | { kind: 'success' | 'info' | 'error'; text: string; slot?: string }
  | { kind: 'success' | 'info'; text: string; slot: string; revise: true };

export function createHarness(options: HarnessOptions = {}) {
  let time = 0;
  const timers: { due: number; callback: () => void; cancelled: boolean }[] = [];
  const paints: (() => void)[] = [];
  const asked: Asked[] = [];
  const waiting: Asked[] = [];
  const toasts: Toast[] = [];
  const events: { query: string; protocol?: string; resultsCount: number; url: string }[] = [];
  const errors: string[] = [];
  /** The address bar's history and where in it the visitor is. */
  const history = [options.url ?? '/'];
  let at = 0;
  let data: SearchData = { ready: true, version: 'v1', live: '', ...options.data };
  /** The address changed and the screen has not re-rendered for it yet. */
  let addressDue = false;

  const addressOf = (url: string) => ({
    path: url.split('?')[0]!,
    search: parseSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : ''),
  });

  const controller = createSearchController({
    search: (request) =>
      new Promise<SearchResponse>((resolve, reject) => {
        const ask: Asked = { request, version: data.version, resolve, reject, failed: false };
        ask.reject = (error) => {
          ask.failed = true;
          reject(error);
        };
        asked.push(ask);
        waiting.push(ask);
      }),
    takeTypedAnswer: options.takeTypedAnswer ?? (() => null),
    delay(callback, ms) {
      const timer = { due: time + ms, callback, cancelled: false };
      timers.push(timer);
      return () => {
        timer.cancelled = true;
      };
    },
    now: () => time,
    afterNextPaint: (callback) => paints.push(callback),
    navigate(href) {
      history.splice(at + 1, history.length, href);
      at = history.length - 1;
      addressDue = true;
    },
    currentUrl: () => history[at]!,
    absoluteUrl: (href) => `https://bridge.test${href}`,
    notify: {
      success: (text, { slot } = {}) => toasts.push({ kind: 'success', text, slot }),
      info: (text, { slot } = {}) => toasts.push({ kind: 'info', text, slot }),
      error: (text, { slot } = {}) => toasts.push({ kind: 'error', text, slot }),
      revise: (slot, kind, text) => toasts.push({ kind, text, slot, revise: true }),
    },
    tokenSearch: (input) => events.push(input),
    logError: (message) => errors.push(message),
    data,
    address: addressOf(history[0]!),
  });

  /** Lets every answer, outcome and history entry already due run (the promises' microtasks). */
  async function flush() {
    for (let round = 0; round < 30; round++) await Promise.resolve();
    if (addressDue) {
      addressDue = false;
      controller.send({ type: 'navigated', address: addressOf(history[at]!) });
      await flush();
    }
  }

  const harness = {
    controller,
    asked,
    waiting,
    toasts,
    events,
    errors,
    history: () => history.slice(0, at + 1),
    url: () => history[at]!,
    data: () => data,
    now: () => time,
    send: controller.send,
    flush,
    /** Answers the waiting request at `index` (the oldest by default). */
    async answer(index = 0, response?: SearchResponse) {
      const [ask] = waiting.splice(index, 1);
      if (!ask) throw new Error('nothing asked');
      ask.resolve(response ?? options.answer!(ask.request, ask.version));
      await flush();
    },
    async fail(index = 0) {
      const [ask] = waiting.splice(index, 1);
      ask!.reject(new Error('worker failed'));
      await flush();
    },
    /** Moves the clock on by `ms`, running the timers due. */
    async advance(ms: number) {
      const until = time + ms;
      for (;;) {
        const next = timers
          .filter((timer) => !timer.cancelled && timer.due <= until)
          .sort((a, b) => a.due - b.due)[0];
        if (!next) break;
        time = next.due;
        next.cancelled = true;
        next.callback();
        await flush();
      }
      time = until;
      timers.splice(0, timers.length, ...timers.filter((timer) => !timer.cancelled));
    },
    /** The browser paints a frame: what waited for it runs. */
    async paint() {
      for (const callback of paints.splice(0)) callback();
      await flush();
    },
    /** New source data: the data version (and, when `live`, the live data) changes. */
    async update(patch: Partial<SearchData> = {}) {
      data = { ...data, ...patch };
      controller.send({ type: 'sourceUpdated', data });
      await flush();
    },
    /** The visitor goes Back (false when there is nowhere to go). */
    async back() {
      if (at === 0) return false;
      at--;
      controller.send({ type: 'navigated', address: addressOf(history[at]!) });
      await flush();
      return true;
    },
    /** Opens the address the screen opened on. */
    async hydrate() {
      controller.send({ type: 'hydrated' });
      await flush();
    },
    address: () => addressOf(history[at]!),
  };
  return harness;
}

export type Harness = ReturnType<typeof createHarness>;

/** A search as the panel hands it over. */
export function panelSearch(query: string, protocol?: SearchParams['protocol']): SearchParams {
  return { query, ...(protocol ? { protocol } : {}) };
}
