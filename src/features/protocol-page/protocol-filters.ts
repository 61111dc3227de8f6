// A protocol page's filters in its address (`/tokens/{slug}?q=usdc&chain=arbitrum`). Apart
// from the route table, so only the protocol page's chunk carries them.
import type { Protocol } from '../../shared/tokens';
import { protocolHref } from '../../routing/routes';

/** How a protocol page shows its tokens: one card per symbol (default) or per token and chain. */
export type TokenView = 'token' | 'chain';

/** A protocol page's filters as its URL carries them: `/tokens/{slug}?q=usdc&chain=arbitrum`. */
export interface ProtocolFilters {
  query: string;
  /** A canonical chain id; '' for every chain. */
  chain: string;
  view: TokenView;
}

/** Reads a protocol page's filters from its query string (with or without '?'). */
export function parseProtocolFilters(search: string | URLSearchParams): ProtocolFilters {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return {
    query: params.get('q') ?? '',
    chain: (params.get('chain') ?? '').trim().toLowerCase(),
    view: params.get('view') === 'chain' ? 'chain' : 'token',
  };
}

/** A protocol page's address, with the filters that narrow it (defaults left out). */
export function protocolFiltersHref(
  protocol: Protocol,
  filters: Partial<ProtocolFilters> = {},
): string {
  const params = new URLSearchParams();
  if (filters.query && filters.query.trim() !== '') params.set('q', filters.query);
  if (filters.chain) params.set('chain', filters.chain);
  if (filters.view === 'chain') params.set('view', 'chain');
  const query = params.toString();
  return `${protocolHref(protocol)}${query ? `?${query}` : ''}`;
}
