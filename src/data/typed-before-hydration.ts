// The search typed into the prerendered page's box before the app took it over. A returning
// visitor types at once: the box is HTML, so the keys land while the app's scripts still run,
// and the app asks the worker for what was typed only once it has hydrated, a round trip (and,
// on a busy worker, a queue) before the Search press can be answered. So the page's start asks
// for it as it is typed, and the app's own prepared search adopts that answer instead of asking
// again: the press then renders an answer already at hand.
import type { SearchRequest, SearchResponse } from '../shared/contract';

interface Asked {
  query: string;
  version: string;
  answer: Promise<SearchResponse>;
}

let asked: Asked | null = null;

export interface TypedBeforeHydrationOptions {
  /** The prerendered search box. */
  box: HTMLInputElement;
  /** Asks the worker (the page's one door to it). */
  search: (request: SearchRequest) => Promise<SearchResponse>;
  /** How many options a first answer holds (the app's first batch). */
  limit: number;
  /** The data version a search runs on now, or null while nothing can be searched yet. */
  version: () => string | null;
  /** Calls back whenever the version may have changed; returns the unsubscribe. */
  onVersionChange: (callback: () => void) => () => void;
}

/**
 * Asks for the box's text whenever it or the data changes, until the returned stop is called
 * (once the app has hydrated the box and prepares searches itself).
 */
export function askWhileTyping({
  box,
  search,
  limit,
  version,
  onVersionChange,
}: TypedBeforeHydrationOptions): () => void {
  const ask = () => {
    const query = box.value.trim();
    const current = version();
    if (query === '' || current === null) return;
    if (asked && asked.query === query && asked.version === current) return;
    const answer = search({ query, limit });
    // Not worth a message: the app's own search asks again and reports its own failure.
    answer.catch(() => {
      if (asked?.answer === answer) asked = null;
    });
    asked = { query, version: current, answer };
  };
  box.addEventListener('input', ask);
  const stopWatching = onVersionChange(ask);
  // Keys typed before this module ran.
  ask();
  return () => {
    box.removeEventListener('input', ask);
    stopWatching();
  };
}

/**
 * The answer asked for `request` on `version` while it was typed into the prerendered box, taken
 * once. Only a plain query can match: the prerendered page has no filters.
 */
export function takeTypedAnswer(
  request: SearchRequest,
  version: string,
): Promise<SearchResponse> | null {
  const held = asked;
  if (
    held === null ||
    request.protocol !== undefined ||
    request.fromChain !== undefined ||
    request.toChain !== undefined ||
    held.query !== request.query ||
    held.version !== version
  )
    return null;
  asked = null;
  return held.answer;
}

/** Drops what was asked (tests). */
export function forgetTypedAnswer(): void {
  asked = null;
}
