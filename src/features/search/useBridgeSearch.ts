import { startTransition, useCallback, useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { SearchRequest, SearchResponse } from '../../shared/contract';
import { useDataApi } from '../../data/DataProvider';
import { takeTypedAnswer } from '../../data/typed-before-hydration';
import type { PendingSearchStore } from './pending-search';

/**
 * Options asked for first: one progressive batch of cards. Copying hundreds of options from the
 * worker for a one-letter query costs the main thread a frame or more; the rest comes when the
 * visitor scrolls or asks for more (`loadAll`). `total` always counts them all.
 */
export const FIRST_RESULTS_LIMIT = 24;

/**
 * A search usually answers and renders within a frame. Showing 'Searching...' (a render and a
 * frame of its own) before that would only delay the answer and flash, so the loading state
 * waits this long first.
 */
export const LOADING_STATE_DELAY_MS = 50;

/**
 * What is on screen. A search on its way is not part of it: until its answer the screen keeps
 * what it showed, and the running store says which search is shown as running.
 */
export type SearchState =
  | { phase: 'idle' }
  /**
   * `since`: when the visitor's search started (performance.now()), for its cards' skeletons and
   * the panel's busy state. A quiet refresh's answer has none: nobody waits for its cards, and a
   * fresh start time would make the panel read 'Searching...' (its box disabled, keys lost) while
   * the visitor types their next search.
   */
  | { phase: 'done'; request: SearchRequest; response: SearchResponse; since?: number }
  | { phase: 'error'; request: SearchRequest; error: unknown };

export type SearchOutcome =
  | { kind: 'done'; response: SearchResponse }
  | { kind: 'error'; error: unknown }
  /** A newer search (or a reset) overtook this one; its answer was dropped. */
  | { kind: 'superseded' };

export interface RunOptions {
  /**
   * A quiet run refreshes results already on screen (new source data): no loading state,
   * and a failure keeps the results shown.
   */
  quiet?: boolean;
  /**
   * The data version the search runs on (`dataVersion`): an answer prefetched for the same
   * request on the same version is shown at once, without a round trip to the worker.
   */
  version?: string;
}

/** An answer asked for ahead of the visitor's Enter: the text being typed, on one data version. */
interface Prefetched {
  key: string;
  version: string;
  answer: Promise<SearchResponse>;
  /** Set once the answer is here: a search can then show it in the event that asked for it. */
  response: SearchResponse | null;
}

/**
 * How many answers asked for ahead are kept, on the data version they were asked on: text typed
 * again, or a filter set back, finds its answer instead of asking the worker for it again.
 */
const PREFETCHES_KEPT = 16;

/** Where an answer is put on screen (see `show` in useBridgeSearch). */
type ShowWhen = 'event' | 'flush' | 'transition';

/** Two requests with the same key get the same answer from the same data. */
function requestKey(request: SearchRequest): string {
  return JSON.stringify([
    request.query,
    request.protocol ?? '',
    request.fromChain ?? '',
    request.toChain ?? '',
  ]);
}

/**
 * Runs searches on the worker. Only the newest search's answer is ever shown. A search first
 * fetches `FIRST_RESULTS_LIMIT` options; `loadAll` fetches the rest of the search on screen.
 * `prefetch` asks for a search's first batch while it is being typed: when the visitor presses
 * Enter on it, the answer is painted in the key's own frame instead of after a worker round trip.
 * `running` is the store of the search shown as running ('Searching...'): set when a search's
 * answer is not on screen after LOADING_STATE_DELAY_MS, ended by the commit that puts that
 * answer (or a newer one) on screen. Only its few readers re-render.
 */
export function useBridgeSearch(running: PendingSearchStore) {
  const api = useDataApi();
  /** What is on screen, and the number of the search (`sequence`) that put it there. */
  const [screen, setScreen] = useState<{ state: SearchState; id: number }>({
    state: { phase: 'idle' },
    id: 0,
  });
  const state = screen.state;
  const sequence = useRef(0);
  /** The number of the search whose answer (or failure) is on screen, as of the last commit. */
  const committed = useRef(0);
  /** Runs waiting for their answer's render to commit. */
  const waiting = useRef<{ state: SearchState; resolve: () => void }[]>([]);
  /** The answer on screen, for `loadAll` (kept in a ref so that callback never changes). */
  const shown = useRef<{ request: SearchRequest; response: SearchResponse } | null>(null);
  /** Whether the search on screen has every option (after `loadAll`), kept by quiet refreshes. */
  const full = useRef(false);
  /** The sequence number `loadAll` is fetching for, so a scroll does not ask twice. */
  const loadingAll = useRef<number | null>(null);
  /** Answers asked for ahead (or by a search) on one data version, by request key, oldest first. */
  const prefetched = useRef<Map<string, Prefetched>>(new Map());

  /** The answer held for `key` on `version`, if any. */
  const heldFor = useCallback((key: string, version: string | undefined) => {
    const held = prefetched.current.get(key);
    return held !== undefined && held.version === version ? held : null;
  }, []);

  /** Keeps `answer` for `key` on `version`; answers on another version are dropped. */
  const hold = useCallback((key: string, version: string, answer: Promise<SearchResponse>) => {
    const entry: Prefetched = { key, version, answer, response: null };
    const kept = prefetched.current;
    for (const [other, held] of kept) if (held.version !== version) kept.delete(other);
    kept.delete(key);
    kept.set(key, entry);
    if (kept.size > PREFETCHES_KEPT) kept.delete(kept.keys().next().value!);
    answer.then(
      (response) => {
        entry.response = response;
      },
      () => {
        // Not worth a message: a search asks again and reports its own failure.
        if (kept.get(key) === entry) kept.delete(key);
      },
    );
  }, []);

  const prefetch = useCallback(
    (request: SearchRequest, version: string) => {
      const key = requestKey(request);
      if (heldFor(key, version)) return;
      // Typed into the prerendered box before this hook existed: the page's start asked already.
      const typed = takeTypedAnswer(request, version);
      hold(key, version, typed ?? api.search({ ...request, limit: FIRST_RESULTS_LIMIT }));
    },
    [api, hold, heldFor],
  );

  useLayoutEffect(() => {
    committed.current = screen.id;
    // The loading state ends in this commit's frame: its readers re-render before the paint.
    running.settle(screen.id);
    const ready = waiting.current.filter((w) => w.state === state);
    if (ready.length === 0) return;
    waiting.current = waiting.current.filter((w) => w.state !== state);
    for (const w of ready) w.resolve();
  }, [running, screen.id, state]);

  /**
   * Puts an answer on screen. A visitor's answer commits at once, where it is: in the event that
   * has it ('event': React renders it before the browser paints the key press), or as soon as
   * the worker's answer is here ('flush', no task hop). That render is light (the count and the
   * results' frame; the cards follow in transitions, see ResultList), so the key press still
   * paints at once on a slow device. Quiet refreshes and 'load all' render in a transition.
   * Resolves once that render has committed (or a newer search took over).
   */
  const show = useCallback((id: number, next: SearchState, when: ShowWhen) => {
    // A newer search or a reset supersedes an earlier render: its waiters must not hang.
    for (const w of waiting.current) w.resolve();
    waiting.current = [];
    if (id !== sequence.current) return Promise.resolve();
    const painted = new Promise<void>((resolve) => {
      waiting.current = [{ state: next, resolve }];
    });
    const put = () => setScreen({ state: next, id });
    if (when === 'event') put();
    else if (when === 'flush') flushSync(put);
    else startTransition(put);
    return painted;
  }, []);

  /** Shows `request` as loading if its answer is not on screen by LOADING_STATE_DELAY_MS. */
  const signalSlow = useCallback(
    (id: number, request: SearchRequest, since: number) => {
      const timer = window.setTimeout(() => {
        if (id === sequence.current && committed.current < id) running.show(request, id, since);
      }, LOADING_STATE_DELAY_MS);
      return () => window.clearTimeout(timer);
    },
    [running],
  );

  const runNow = useCallback(
    async (request: SearchRequest, options: RunOptions = {}): Promise<SearchOutcome> => {
      const id = ++sequence.current;
      const since = performance.now();
      const key = requestKey(request);
      // A quiet refresh of all options (after `loadAll`) cannot use a first batch.
      const batch = !(options.quiet && full.current);
      const ahead = batch ? heldFor(key, options.version) : null;
      // A quiet refresh never shows the loading state, nor makes the panel wait for its cards.
      const cancelSign = options.quiet ? () => {} : signalSlow(id, request, since);
      const started = options.quiet ? {} : { since };
      if (ahead?.response) {
        // No round trip: the answer renders at once, in this event (see show). It is a first
        // batch (a quiet run only gets here when the screen had one already).
        full.current = false;
        shown.current = { request, response: ahead.response };
        await show(
          id,
          { phase: 'done', request, response: ahead.response, ...started },
          options.quiet ? 'transition' : 'event',
        );
        cancelSign();
        if (id !== sequence.current) return { kind: 'superseded' };
        return { kind: 'done', response: ahead.response };
      }
      if (!options.quiet) full.current = false;
      try {
        const ask = () =>
          api.search(full.current ? request : { ...request, limit: FIRST_RESULTS_LIMIT });
        let answer: Promise<SearchResponse>;
        if (ahead) {
          // A prefetch still on its way is awaited; one that failed is asked again.
          answer = ahead.answer.catch(ask);
        } else {
          answer = ask();
          // The fields show this search once it runs: their hand-over then asks nothing again.
          if (batch && options.version !== undefined) hold(key, options.version, answer);
        }
        const response = await answer;
        if (id !== sequence.current) {
          cancelSign();
          return { kind: 'superseded' };
        }
        shown.current = { request, response };
        await show(
          id,
          { phase: 'done', request, response, ...started },
          options.quiet ? 'transition' : 'flush',
        );
        cancelSign();
        if (id !== sequence.current) return { kind: 'superseded' };
        return { kind: 'done', response };
      } catch (error) {
        if (id !== sequence.current) {
          cancelSign();
          return { kind: 'superseded' };
        }
        if (options.quiet) {
          cancelSign();
          console.error('Background search refresh failed', error);
        } else {
          shown.current = null;
          await show(id, { phase: 'error', request, error }, 'flush');
          cancelSign();
          if (id !== sequence.current) return { kind: 'superseded' };
        }
        return { kind: 'error', error };
      }
    },
    [api, hold, heldFor, show, signalSlow],
  );

  /** The visitor's search whose answer is not on screen yet. */
  const foreground = useRef<Promise<SearchOutcome> | null>(null);
  /** The latest refresh waiting for the visitor's search: only it runs once that search is in. */
  const latestRefresh = useRef(0);
  const run = useCallback(
    async (request: SearchRequest, options: RunOptions = {}): Promise<SearchOutcome> => {
      if (options.quiet && foreground.current) {
        // A refresh never overtakes the visitor's search while its answer renders: it waits,
        // then refreshes what that search put on screen. Of several refreshes that waited (data
        // updated twice), only the last runs: the earlier ones would ask on replaced data.
        const ticket = ++latestRefresh.current;
        await foreground.current;
        if (ticket !== latestRefresh.current) return { kind: 'superseded' };
        const current = shown.current;
        if (!current) return { kind: 'superseded' };
        return runNow(current.request, options);
      }
      const running = runNow(request, options);
      if (!options.quiet) {
        foreground.current = running;
        void running.finally(() => {
          if (foreground.current === running) foreground.current = null;
        });
      }
      return running;
    },
    [runNow],
  );

  /** Fetches every option of the search on screen (the first answer held one batch). */
  const loadAll = useCallback(() => {
    const current = shown.current;
    if (!current || current.response.options.length >= current.response.total) return;
    const id = sequence.current;
    if (loadingAll.current === id) return;
    loadingAll.current = id;
    const { request } = current;
    api
      .search(request)
      .then((response) => {
        if (id !== sequence.current) return;
        full.current = true;
        shown.current = { request, response };
        void show(id, { phase: 'done', request, response }, 'transition');
      })
      .catch((error: unknown) => console.error('Loading more results failed', error))
      .finally(() => {
        if (loadingAll.current === id) loadingAll.current = null;
      });
  }, [api, show]);

  const reset = useCallback(() => {
    sequence.current++;
    full.current = false;
    shown.current = null;
    for (const w of waiting.current) w.resolve();
    waiting.current = [];
    running.clear();
    setScreen({ state: { phase: 'idle' }, id: sequence.current });
  }, [running]);

  return { state, run, prefetch, loadAll, reset };
}
