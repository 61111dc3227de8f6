import { useCallback, useRef, useState } from 'react';
import type { SearchRequest, SearchResponse } from '../shared/contract';
import { useDataApi } from './DataProvider';

/**
 * Options asked for first: one progressive batch of cards. Copying hundreds of options from the
 * worker for a one-letter query costs the main thread a frame or more; the rest comes when the
 * visitor scrolls or asks for more (`loadAll`). `total` always counts them all.
 */
export const FIRST_RESULTS_LIMIT = 24;

/**
 * A search usually answers within a frame. Showing 'Searching...' (a render and a frame of its
 * own) before that would only delay the answer, so the loading state waits this long first.
 */
export const LOADING_STATE_DELAY_MS = 80;

export type SettledSearchState =
  | { phase: 'idle' }
  | { phase: 'done'; request: SearchRequest; response: SearchResponse }
  | { phase: 'error'; request: SearchRequest; error: unknown };

export type SearchState =
  | SettledSearchState
  /** `previous` is what was on screen before: a fast answer can replace it without a flash. */
  | { phase: 'loading'; request: SearchRequest; previous: SettledSearchState };

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
 * Enter on it, the answer is painted in the next frame instead of after a worker round trip.
 */
export function useBridgeSearch() {
  const api = useDataApi();
  const [state, setState] = useState<SearchState>({ phase: 'idle' });
  const sequence = useRef(0);
  /** The answer on screen, for `loadAll` (kept in a ref so that callback never changes). */
  const shown = useRef<{ request: SearchRequest; response: SearchResponse } | null>(null);
  /** Whether the search on screen has every option (after `loadAll`), kept by quiet refreshes. */
  const full = useRef(false);
  /** The sequence number `loadAll` is fetching for, so a scroll does not ask twice. */
  const loadingAll = useRef<number | null>(null);
  /** The newest prefetch; an older one's answer is dropped. */
  const prefetched = useRef<Prefetched | null>(null);

  /** Keeps `answer` as the newest answer asked for ahead (or by a search), until a newer one. */
  const hold = useCallback((key: string, version: string, answer: Promise<SearchResponse>) => {
    const entry: Prefetched = { key, version, answer, response: null };
    prefetched.current = entry;
    answer.then(
      (response) => {
        entry.response = response;
      },
      () => {
        // Not worth a message: a search asks again and reports its own failure.
        if (prefetched.current === entry) prefetched.current = null;
      },
    );
  }, []);

  const prefetch = useCallback(
    (request: SearchRequest, version: string) => {
      const key = requestKey(request);
      const held = prefetched.current;
      if (held && held.key === key && held.version === version) return;
      hold(key, version, api.search({ ...request, limit: FIRST_RESULTS_LIMIT }));
    },
    [api, hold],
  );

  const run = useCallback(
    async (request: SearchRequest, options: RunOptions = {}): Promise<SearchOutcome> => {
      const id = ++sequence.current;
      const held = prefetched.current;
      const key = requestKey(request);
      // A quiet refresh of all options (after `loadAll`) cannot use a first batch.
      const batch = !(options.quiet && full.current);
      const ahead =
        batch && held !== null && held.version === options.version && held.key === key
          ? held
          : null;
      if (ahead?.response) {
        // Shown in this event: React renders it before the browser paints the key press. It is
        // a first batch (a quiet run only gets here when the screen had one already).
        full.current = false;
        shown.current = { request, response: ahead.response };
        setState({ phase: 'done', request, response: ahead.response });
        return { kind: 'done', response: ahead.response };
      }
      let loadingTimer: number | undefined;
      if (!options.quiet) {
        full.current = false;
        loadingTimer = window.setTimeout(() => {
          if (id !== sequence.current) return;
          setState((previous) => ({
            phase: 'loading',
            request,
            previous: previous.phase === 'loading' ? previous.previous : previous,
          }));
        }, LOADING_STATE_DELAY_MS);
      }
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
        window.clearTimeout(loadingTimer);
        if (id !== sequence.current) return { kind: 'superseded' };
        shown.current = { request, response };
        setState({ phase: 'done', request, response });
        return { kind: 'done', response };
      } catch (error) {
        window.clearTimeout(loadingTimer);
        if (id !== sequence.current) return { kind: 'superseded' };
        if (options.quiet) {
          console.error('Background search refresh failed', error);
        } else {
          shown.current = null;
          setState({ phase: 'error', request, error });
        }
        return { kind: 'error', error };
      }
    },
    [api, hold],
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
        setState({ phase: 'done', request, response });
      })
      .catch((error: unknown) => console.error('Loading more results failed', error))
      .finally(() => {
        if (loadingAll.current === id) loadingAll.current = null;
      });
  }, [api]);

  const reset = useCallback(() => {
    sequence.current++;
    full.current = false;
    shown.current = null;
    setState({ phase: 'idle' });
  }, []);

  return { state, run, prefetch, loadAll, reset };
}
