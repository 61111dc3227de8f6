// The protocol page's "by token" view: one card per symbol, holding that symbol's chains.
import { retiredChain, type RetiredChain } from '../../shared/chains';
import { type Token } from '../../shared/tokens';
import { tokenChain } from '../../shared/protocols/token-facts';

export interface TokenGroup {
  symbol: string;
  /** Indexes into the list, in list order. */
  indexes: number[];
}

/**
 * Groups the kept tokens by exact symbol (the unit of a bridge option). Symbols on the most
 * chains come first, so the tokens people bridge most lead; ties keep list order.
 */
export function groupBySymbol(tokens: readonly Token[], kept: readonly number[]): TokenGroup[] {
  const bySymbol = new Map<string, TokenGroup>();
  for (const index of kept) {
    const token = tokens[index];
    if (!token) continue;
    const group = bySymbol.get(token.symbol);
    if (group) group.indexes.push(index);
    else bySymbol.set(token.symbol, { symbol: token.symbol, indexes: [index] });
  }
  return [...bySymbol.values()]
    .map((group, order) => ({ group, order }))
    .sort((a, b) => b.group.indexes.length - a.group.indexes.length || a.order - b.order)
    .map(({ group }) => group);
}

/**
 * The kept tokens on networks that still run (in order), and the retired networks the others are
 * on, once each: the page lists the first and names the second on request.
 */
export function splitRetiredTokens(
  tokens: readonly Token[],
  kept: readonly number[],
): { live: number[]; retired: RetiredChain[] } {
  const live: number[] = [];
  const retired = new Map<string, RetiredChain>();
  for (const index of kept) {
    const token = tokens[index];
    if (!token) continue;
    const chain = retiredChain(tokenChain(token), token.protocol);
    if (!chain) live.push(index);
    else if (!retired.has(chain.id)) retired.set(chain.id, chain);
  }
  return { live, retired: [...retired.values()] };
}
