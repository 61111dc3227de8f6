// The home screen search's messages and the request a search makes: what the toasts say, and
// what the worker is asked for.
import type { SearchParams } from '../../routing/routes';
import type { SearchRequest, SearchResponse } from '../../shared/contract';

export const EMPTY_QUERY_MESSAGE = 'Please enter a token name or symbol';
export const SEARCH_FAILED_MESSAGE = 'Failed to search bridges';
/** A route needs two ends: the same chain twice is refused before searching. */
export const SAME_CHAIN_MESSAGE = 'Choose two different chains';
/** A search's outcome toast replaces the previous search's instead of stacking under it. */
export const OUTCOME_SLOT = 'search-outcome';

/** From and To are the same chain. */
export function sameChains(search: Omit<SearchParams, 'query'>): boolean {
  return Boolean(search.fromChain && search.fromChain === search.toChain);
}

export function foundText(count: number): string {
  return `Found ${count} bridge option(s)`;
}

export function noneFoundText(query: string): string {
  return `No bridges found for "${query}"`;
}

/** A route searched with no token typed found nothing: it names the route, not a query. */
export function noneOnRouteText(fromName: string, toName: string): string {
  return `No bridges found from ${fromName} to ${toName}`;
}

/**
 * The outcome toast of a search with `total` options. A route's names come with the worker's
 * answer, so the chain table stays out of the first screen's code.
 */
export function outcomeToast(
  total: number,
  request: SearchRequest,
  routeNames: SearchResponse['routeNames'],
): { kind: 'success' | 'info'; text: string } {
  if (total > 0) return { kind: 'success', text: foundText(total) };
  const { query, fromChain, toChain } = request;
  return {
    kind: 'info',
    text:
      !query && fromChain && toChain
        ? noneOnRouteText(routeNames?.from ?? fromChain, routeNames?.to ?? toChain)
        : noneFoundText(query),
  };
}

export function toRequest(search: SearchParams): SearchRequest {
  return {
    query: search.query.trim(),
    ...(search.protocol ? { protocol: search.protocol } : {}),
    ...(search.fromChain ? { fromChain: search.fromChain } : {}),
    ...(search.toChain ? { toChain: search.toChain } : {}),
  };
}

/** Two requests with the same key get the same answer from the same data. */
export function requestKey(request: SearchRequest): string {
  return JSON.stringify([
    request.query,
    request.protocol ?? '',
    request.fromChain ?? '',
    request.toChain ?? '',
  ]);
}
