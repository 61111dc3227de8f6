// The route table and every link builder. Screens link through these, never by hand-written paths.
import { PROTOCOLS, PROTOCOL_SLUG, type Protocol } from '../shared/tokens';

export const ROUTES = {
  home: '/',
  /** The file a static host or an old bookmark may name for the home screen. */
  homeFile: '/index.html',
  protocol: '/tokens/:protocol',
} as const;

export function protocolHref(protocol: Protocol): string {
  return `/tokens/${PROTOCOL_SLUG[protocol]}`;
}

/** The protocol named by a route slug, matched case-insensitively; null if unknown. */
export function protocolFromSlug(slug: string): Protocol | null {
  const wanted = slug.trim().toLowerCase();
  return PROTOCOLS.find((protocol) => PROTOCOL_SLUG[protocol] === wanted) ?? null;
}

/** A search as the home URL carries it: `/?q=usdc&protocol={id}&from=ethereum&to=arbitrum`. */
export interface SearchParams {
  query: string;
  /** Left out for All. */
  protocol?: Protocol;
  /** Canonical chain ids. */
  fromChain?: string;
  toChain?: string;
}

/** A protocol or a chain narrows the search (nothing found may then be the filters' doing). */
export function hasFilters(search: Omit<SearchParams, 'query'> | null): boolean {
  return Boolean(search?.protocol || search?.fromChain || search?.toChain);
}

/**
 * Both ends of a route are chosen: a search then needs no query (it lists what can make the
 * route). The same chain twice is still a route here; the screen refuses it with its message.
 */
export function hasRoute(search: { fromChain?: string; toChain?: string } | null): boolean {
  return Boolean(search?.fromChain && search.toChain);
}

/**
 * Reads a search from a query string (with or without '?'); null when there is no query and no
 * route (`/?from=ethereum&to=solana` is the route's listing).
 */
export function parseSearchParams(search: string | URLSearchParams): SearchParams | null {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const query = (params.get('q') ?? '').trim();
  const rawProtocol = (params.get('protocol') ?? '').trim().toLowerCase();
  const protocol = PROTOCOLS.find((p) => p.toLowerCase() === rawProtocol);
  const fromChain = (params.get('from') ?? '').trim();
  const toChain = (params.get('to') ?? '').trim();
  if (query === '' && !(fromChain && toChain)) return null;
  return {
    query,
    ...(protocol ? { protocol } : {}),
    ...(fromChain ? { fromChain } : {}),
    ...(toChain ? { toChain } : {}),
  };
}

/** The home URL for a search; '/' for none (no query and no route). */
export function searchHref(search: SearchParams | null): string {
  if (!search || (search.query.trim() === '' && !hasRoute(search))) return ROUTES.home;
  const params = new URLSearchParams();
  if (search.query.trim() !== '') params.set('q', search.query.trim());
  if (search.protocol) params.set('protocol', search.protocol);
  if (search.fromChain) params.set('from', search.fromChain);
  if (search.toChain) params.set('to', search.toChain);
  return `${ROUTES.home}?${params.toString()}`;
}

/** The search's own address, absolute: what a shared link or an analytics event names. */
export function searchUrl(search: SearchParams): string {
  return new URL(searchHref(search), window.location.href).href;
}

/** A stable key for comparing two searches. */
export function searchKey(search: SearchParams | null): string {
  return searchHref(search);
}
