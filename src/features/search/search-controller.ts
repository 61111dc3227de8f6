// The home screen's search, outside React: what is on screen, the search shown as running, the
// answers asked for ahead, late updates from the sources and the history entry each search
// writes. It changes only through the events it is sent (SearchEvent) and the answers it asked
// for; hooks read it with useSyncExternalStore. The worker, the clock, the frames, the toasts,
// analytics and the address bar are injected, so tests drive it with fakes.
import {
  hasRoute,
  parseSearchParams,
  searchHref,
  searchKey,
  type SearchParams,
} from '../../routing/routes';
import type { SearchRequest, SearchResponse } from '../../shared/contract';
import { queryTooLong } from '../../shared/text';
import type { Protocol } from '../../shared/tokens';
import { createAnswersAhead } from './answers-ahead';
import { createSearchSession, type DataStamp, type SearchOrigin } from './search-session';
import { sameAnswer } from './settle';
import {
  EMPTY_QUERY_MESSAGE,
  OUTCOME_SLOT,
  SAME_CHAIN_MESSAGE,
  SEARCH_FAILED_MESSAGE,
  outcomeToast,
  requestKey,
  sameChains,
  toRequest,
} from './search-words';

/**
 * Options asked for first: one progressive batch of cards. Copying hundreds of options from the
 * worker for a one-letter query costs the main thread a frame or more; the rest comes when the
 * visitor scrolls or asks for more (`moreWanted`). `total` always counts them all.
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
 * what it showed, and `running` says which search is shown as running.
 */
export type SearchState =
  | { phase: 'idle' }
  /**
   * `since`: when the visitor's search started (now()), for its cards' skeletons and the
   * panel's busy state. A quiet refresh's answer has none: nobody waits for its cards, and a
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

/** The visitor's search shown as running ('Searching...'). */
export interface RunningSearch {
  request: SearchRequest;
  /** When the search started (now()), which may be before it was shown as running. */
  since: number;
}

/** The polite line about the results on screen, for the search (`request`) it belongs to. */
export interface UpdateNote {
  request: SearchRequest;
  /** The answer on screen before new data changed it, and the changed one. */
  before: SearchResponse;
  after: SearchResponse;
  /** A live source's download changed it (else more data loading: a snapshot, stored data). */
  fromLive: boolean;
}

/** What the screen shows; each part keeps its identity until it changes. */
export interface SearchView {
  screen: SearchState;
  running: RunningSearch | null;
  /** What new data changed under the results on screen, until the next search. */
  updateNote: UpdateNote | null;
}

/** The data the screen searches: whether it can answer, its version and the live data held. */
export interface SearchData extends DataStamp {
  ready: boolean;
}

/** The address the screen is on: its path and the search it carries. */
export interface Address {
  path: string;
  search: SearchParams | null;
}

export type SearchEvent =
  /** The app took over the screen: the search its address carries runs once data can answer. */
  | { type: 'hydrated' }
  /** The fields as being typed (null: nothing to search): their answer is asked for ahead. */
  | { type: 'typed'; search: SearchParams | null }
  /** A search handed over: typed in the panel, or a link on the screen (a suggestion). */
  | { type: 'submitted'; search: SearchParams; origin: Exclude<SearchOrigin, 'url'> }
  /** A protocol or chain changed in the panel, with the search it now makes. */
  | { type: 'filterChanged'; search: SearchParams }
  /** A source arrived or refreshed (or the first became searchable). */
  | { type: 'sourceUpdated'; data: SearchData }
  /** The address changed: Back, Forward, a shared link, or a search's own entry catching up. */
  | { type: 'navigated'; address: Address }
  /** The logo: the screen goes back to its first state. */
  | { type: 'reset' }
  /** The visitor scrolled to the end of the first batch or asked for every option. */
  | { type: 'moreWanted' }
  /** The screen was left: a history entry not written yet is dropped. */
  | { type: 'left' };

export interface SearchControllerDeps {
  /** Asks the worker. */
  search: (request: SearchRequest) => Promise<SearchResponse>;
  /** The answer asked for while the text was typed into the prerendered box, if it matches. */
  takeTypedAnswer: (request: SearchRequest, version: string) => Promise<SearchResponse> | null;
  /** Schedules `callback` in `ms`; returns its canceller. */
  delay: (callback: () => void, ms: number) => () => void;
  now: () => number;
  /** Runs `callback` once the frame that shows the answer is painted. */
  afterNextPaint: (callback: () => void) => void;
  /** Writes a history entry (the address bar follows the search). */
  navigate: (href: string) => void;
  /** The address bar now (path and query), and a search's address as an absolute URL. */
  currentUrl: () => string;
  absoluteUrl: (href: string) => string;
  notify: {
    success(text: string, options?: { slot?: string }): void;
    info(text: string, options?: { slot?: string }): void;
    error(text: string, options?: { slot?: string }): void;
    revise(slot: string, kind: 'success' | 'info', text: string): void;
  };
  tokenSearch: (input: {
    query: string;
    protocol?: Protocol;
    resultsCount: number;
    url: string;
  }) => void;
  logError: (message: string, error: unknown) => void;
  data: SearchData;
  address: Address;
}

export interface SearchController {
  get(): SearchView;
  subscribe(onChange: () => void): () => void;
  /** A submitted search returns its run, settled once its answer (or failure) is on screen. */
  send(event: SearchEvent): Promise<void> | undefined;
  /** The address the controller follows (the last `navigated`). */
  address(): Address;
}

interface RunOptions {
  /** A refresh of the results on screen: no loading state; a failure keeps what is shown. */
  quiet?: boolean;
  /** The data version it runs on: an answer asked ahead on it is shown without a round trip. */
  version?: string;
}

export function createSearchController(deps: SearchControllerDeps): SearchController {
  const session = createSearchSession(deps.data);
  const ahead = createAnswersAhead();
  const listeners = new Set<() => void>();
  let view: SearchView = { screen: { phase: 'idle' }, running: null, updateNote: null };
  let data = deps.data;
  let address = deps.address;
  /** The number of the newest search (any run) and of the one whose answer is on screen. */
  let sequence = 0;
  let screenId = 0;
  /** The number of the search shown as running. */
  let runningId = 0;
  /** The answer on screen, and whether it holds every option (after `moreWanted`). */
  let shown: { request: SearchRequest; response: SearchResponse } | null = null;
  let full = false;
  let loadingAll: number | null = null;
  /** The visitor's search whose answer is not on screen yet. */
  let foreground: Promise<void> | null = null;
  /** The visitor's searches so far, and how many options the latest has on screen now. */
  let searchCount = 0;
  let onScreen: { search: number; total: number } | null = null;
  /** The search the fields make as typed, asked for again on new data. */
  let typed: SearchRequest | null = null;

  const set = (patch: Partial<SearchView>) => {
    view = { ...view, ...patch };
    listeners.forEach((listener) => listener());
  };

  /** Puts search number `id`'s outcome on screen; the loading state of it and older ones ends. */
  const put = (id: number, screen: SearchState, patch: Partial<SearchView> = {}) => {
    screenId = id;
    const running = view.running !== null && runningId <= id ? null : view.running;
    set({ screen, running, ...patch });
  };

  const prefetch = (request: SearchRequest, version: string) => {
    const key = requestKey(request);
    if (ahead.heldFor(key, version)) return;
    // Typed into the prerendered box before the app took it over: the page's start asked already.
    const early = deps.takeTypedAnswer(request, version);
    ahead.hold(key, version, early ?? deps.search({ ...request, limit: FIRST_RESULTS_LIMIT }));
  };

  /** Runs a search; only the newest run's answer is ever shown. */
  const run = (request: SearchRequest, options: RunOptions = {}): Promise<SearchOutcome> => {
    const id = ++sequence;
    const since = deps.now();
    const key = requestKey(request);
    const quiet = options.quiet === true;
    // A quiet refresh of every option (after `moreWanted`) cannot use a first batch.
    const batch = !(quiet && full);
    const held = batch ? ahead.heldFor(key, options.version) : null;
    const started = quiet ? {} : { since };
    const notePatch = quiet ? {} : { updateNote: null };
    // Shown as running if its answer is not on screen by then; a quiet refresh never is.
    const cancelSign = quiet
      ? () => {}
      : deps.delay(() => {
          if (id !== sequence || screenId >= id) return;
          runningId = id;
          set({ running: { request, since } });
        }, LOADING_STATE_DELAY_MS);
    if (held?.response) {
      // No round trip: the answer is on screen in the event that asked for it (a first batch;
      // a quiet run only gets here when the screen had one already).
      full = false;
      shown = { request, response: held.response };
      cancelSign();
      put(id, { phase: 'done', request, response: held.response, ...started }, notePatch);
      return Promise.resolve({ kind: 'done', response: held.response });
    }
    if (!quiet) full = false;
    const ask = () => deps.search(full ? request : { ...request, limit: FIRST_RESULTS_LIMIT });
    /**
     * Asks, and keeps the answer: the fields' hand-over, or the same search again, reuse it. It
     * is kept on the data the worker holds when asked, which a retry asks on.
     */
    const askAndHold = () => {
      const asked = ask();
      if (batch && options.version !== undefined) ahead.hold(key, data.version, asked);
      return asked;
    };
    // An answer asked ahead still on its way is awaited; one that failed is asked again, by the
    // newest search only (an overtaken one would ask for an answer nobody sees).
    const answer = held
      ? held.answer.catch((error: unknown) => {
          if (id !== sequence) throw error;
          return askAndHold();
        })
      : askAndHold();
    // The answer arrived (or failed): it goes on screen if no newer search took over.
    return answer.then(
      (response): SearchOutcome => {
        cancelSign();
        if (id !== sequence) return { kind: 'superseded' };
        shown = { request, response };
        put(id, { phase: 'done', request, response, ...started }, notePatch);
        return { kind: 'done', response };
      },
      (error: unknown): SearchOutcome => {
        cancelSign();
        if (id !== sequence) return { kind: 'superseded' };
        if (quiet) deps.logError('Background search refresh failed', error);
        else {
          shown = null;
          put(id, { phase: 'error', request, error }, notePatch);
        }
        return { kind: 'error', error };
      },
    );
  };

  /**
   * Results never go stale silently: new data re-runs the search on screen quietly (no new
   * toast, no analytics event), once the visitor's own search is in. When its answer changed,
   * one polite line says so, and the search's toast, if still up, says the new count.
   */
  const refreshIfStale = () => {
    if (foreground !== null || view.screen.phase !== 'done') return;
    const change = session.newData(data);
    if (!change) return;
    const { request, response: before } = view.screen;
    const searchNumber = searchCount;
    void run(request, { quiet: true, version: data.version }).then((outcome) => {
      // A search of the visitor's since then has its own toast and count.
      if (outcome.kind !== 'done' || searchCount !== searchNumber) return;
      const { response } = outcome;
      if (sameAnswer(before, response)) return;
      set({ updateNote: { request, before, after: response, fromLive: change.fromLive } });
      if (onScreen?.search !== searchNumber) return;
      const previous = onScreen.total;
      onScreen = { search: searchNumber, total: response.total };
      if (previous === response.total) return;
      const toast = outcomeToast(response.total, request, response.routeNames);
      deps.notify.revise(OUTCOME_SLOT, toast.kind, toast.text);
    });
  };

  /** Runs the visitor's search; its toast and Token Search event follow its answer's paint. */
  const announce = (search: SearchParams): Promise<void> => {
    // A shared link may carry more than the panel accepts: the panel shows it with its note.
    if (queryTooLong(search.query)) return Promise.resolve();
    if (sameChains(search)) {
      deps.notify.error(SAME_CHAIN_MESSAGE);
      return Promise.resolve();
    }
    const request = toRequest(search);
    session.computedFrom(data);
    const searchNumber = ++searchCount;
    onScreen = null;
    const running = run(request, { version: data.version }).then((outcome) => {
      if (foreground === running) foreground = null;
      if (outcome.kind === 'superseded') return;
      if (outcome.kind === 'error') {
        deps.logError('Search failed', outcome.error);
        deps.afterNextPaint(() => deps.notify.error(SEARCH_FAILED_MESSAGE, { slot: OUTCOME_SLOT }));
        return;
      }
      const { total, routeNames } = outcome.response;
      if (searchCount === searchNumber) onScreen = { search: searchNumber, total };
      // The event names the search's own address, not the one it was typed on.
      const url = deps.absoluteUrl(searchHref(search));
      deps.afterNextPaint(() => {
        deps.tokenSearch({
          query: request.query,
          protocol: request.protocol,
          resultsCount: total,
          url,
        });
        // The count on screen now: new data may have changed it since the answer.
        const count = onScreen?.search === searchNumber ? onScreen.total : total;
        const toast = outcomeToast(count, request, routeNames);
        deps.notify[toast.kind](toast.text, { slot: OUTCOME_SLOT });
      });
      refreshIfStale();
    });
    foreground = running;
    return running;
  };

  const resetScreen = () => {
    sequence++;
    screenId = sequence;
    full = false;
    shown = null;
    set({ screen: { phase: 'idle' }, running: null, updateNote: null });
  };

  /** The address is the search: it runs when it changes other than by this screen's own search. */
  const followAddress = () => {
    const urlKey = searchKey(address.search);
    const step = session.go('url', {
      key: address.search ? urlKey : null,
      href: urlKey,
      urlKey,
      currentUrl: deps.currentUrl(),
      ready: data.ready,
    });
    if (step.kind === 'reset') resetScreen();
    else if (step.kind === 'run' && address.search) void announce(address.search);
  };

  /** A search handed over by the panel or a link on the screen. */
  const submit = (search: SearchParams, origin: Exclude<SearchOrigin, 'url'>) => {
    // With both ends of a route chosen, no query lists the route; otherwise the spec's check.
    const refusal =
      search.query.trim() === '' && !hasRoute(search)
        ? EMPTY_QUERY_MESSAGE
        : sameChains(search)
          ? SAME_CHAIN_MESSAGE
          : null;
    if (refusal) {
      session.dropEntry();
      deps.notify.error(refusal);
      return undefined;
    }
    const href = searchHref(search);
    const sameAsUrl = href === searchHref(address.search) && address.path === '/';
    // Normalised as the address will hold it.
    const next = sameAsUrl
      ? search
      : (parseSearchParams(href.slice(href.indexOf('?') + 1)) ?? search);
    const step = session.go(origin, {
      key: searchKey(next),
      href,
      urlKey: searchKey(address.search),
      currentUrl: deps.currentUrl(),
      ready: data.ready,
      sameAsUrl,
    });
    if (step.kind === 'navigate') deps.navigate(href);
    if (step.kind !== 'run') return undefined;
    // Runs now, in this event. Typed in the panel, the history entry is written once the answer
    // is painted: the address change and its render would otherwise hold up the answer's frame.
    // Otherwise it comes with the answer, so the panel shows the search.
    const running = announce(next);
    const { entry } = step;
    if (entry) {
      void running.finally(() => {
        if (!entry.afterPaint) {
          if (session.entryDue(entry, deps.currentUrl())) deps.navigate(entry.href);
        }
        // Dropped when a newer search, the logo or leaving the screen took over, or when the
        // visitor went elsewhere meanwhile (Back, a link): that address stays.
        else
          deps.afterNextPaint(() => {
            if (session.entryDue(entry, deps.currentUrl())) deps.navigate(entry.href);
          });
      });
    }
    return running;
  };

  /** Fetches every option of the search on screen (its answer held one batch). */
  const loadAll = () => {
    const current = shown;
    if (!current || current.response.options.length >= current.response.total) return;
    // Only for the newest search: one still on its way would have its answer replaced by the
    // options of the search it replaces.
    const id = screenId;
    if (id !== sequence || loadingAll === id) return;
    loadingAll = id;
    const { request } = current;
    deps
      .search(request)
      .then((response) => {
        if (id !== sequence) return;
        full = true;
        shown = { request, response };
        put(id, { phase: 'done', request, response });
      })
      .catch((error: unknown) => deps.logError('Loading more results failed', error))
      .finally(() => {
        if (loadingAll === id) loadingAll = null;
      });
  };

  const send = (event: SearchEvent): Promise<void> | undefined => {
    switch (event.type) {
      case 'hydrated':
        followAddress();
        return undefined;
      case 'typed':
        typed = event.search ? toRequest(event.search) : null;
        if (typed && data.ready) prefetch(typed, data.version);
        return undefined;
      case 'submitted':
        return submit(event.search, event.origin);
      case 'filterChanged':
        return submit(event.search, 'panel');
      case 'sourceUpdated':
        data = event.data;
        // The search being typed is asked for on the new data first: the refresh finds it.
        if (typed && data.ready) prefetch(typed, data.version);
        followAddress();
        refreshIfStale();
        return undefined;
      case 'navigated':
        address = event.address;
        followAddress();
        return undefined;
      case 'reset':
        session.reset();
        resetScreen();
        return undefined;
      case 'moreWanted':
        loadAll();
        return undefined;
      case 'left':
        session.dropEntry();
        return undefined;
    }
  };

  return {
    get: () => view,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    send,
    address: () => address,
  };
}
