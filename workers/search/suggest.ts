// Symbol suggestions for typeahead (exact, then prefix, then substring), and the symbol list
// did-you-mean (did-you-mean.ts, typo-tolerant) also scans. The distinct symbols are a few
// hundred to a few thousand, so a direct scan beats maintaining a second (fuzzy) FlexSearch index.
import type { SymbolSuggestion } from '../../src/shared/contract';
import { PROTOCOLS, type Protocol } from '../../src/shared/tokens';
import { foldCase } from './substring-index';
import type { Catalog } from './catalog';
import { searchableQuery } from './search';
import { compareCodeUnits } from './rank';

/** Typeahead list length when the page does not say. */
export const DEFAULT_SUGGESTION_LIMIT = 8;
/** Did-you-mean buttons when the page does not say. */
export const DEFAULT_FUZZY_LIMIT = 5;
/** Upper bound on what the page may ask for: suggestions are a short list, not a search. */
export const MAX_SUGGESTION_LIMIT = 100;

export interface SymbolEntry {
  symbol: string;
  folded: string;
  protocols: Protocol[];
  /** How many listed tokens carry this exact symbol, over every protocol. */
  tokenCount: number;
}

/**
 * Distinct exact symbols over the catalogues, with the protocols listing them (protocol order),
 * most carried first (ties: code-unit order), the order did-you-mean breaks ties by.
 */
export function collectSymbols(catalogs: readonly Catalog[]): SymbolEntry[] {
  const bySymbol = new Map<string, SymbolEntry>();
  const ordered = [...catalogs].sort(
    (a, b) => PROTOCOLS.indexOf(a.protocol) - PROTOCOLS.indexOf(b.protocol),
  );
  for (const catalog of ordered) {
    for (const group of catalog.groups) {
      let entry = bySymbol.get(group.symbol);
      if (!entry) {
        entry = { symbol: group.symbol, folded: group.folded, protocols: [], tokenCount: 0 };
        bySymbol.set(group.symbol, entry);
      }
      if (!entry.protocols.includes(catalog.protocol)) entry.protocols.push(catalog.protocol);
      entry.tokenCount += group.ordinals.length;
    }
  }
  return [...bySymbol.values()].sort(
    (a, b) => b.tokenCount - a.tokenCount || compareCodeUnits(a.symbol, b.symbol),
  );
}

export function clampLimit(limit: unknown, fallback: number): number {
  if (typeof limit !== 'number' || !Number.isFinite(limit)) return fallback;
  return Math.max(0, Math.min(MAX_SUGGESTION_LIMIT, Math.floor(limit)));
}

export function toSuggestion(entry: SymbolEntry): SymbolSuggestion {
  return { symbol: entry.symbol, protocols: [...entry.protocols] };
}

/**
 * Typeahead: symbols equal to, then starting with, then containing the query (case-insensitive);
 * shorter first within a tier, then the more carried. Did-you-mean is did-you-mean.ts's.
 */
export function suggestSymbols(
  symbols: readonly SymbolEntry[],
  options: { query: string; limit?: number },
): SymbolSuggestion[] {
  const raw = searchableQuery(options?.query);
  const query = foldCase(raw);
  const limit = clampLimit(options?.limit, DEFAULT_SUGGESTION_LIMIT);
  if (query === '' || limit === 0) return [];
  const scored: Array<{ entry: SymbolEntry; tier: number }> = [];
  for (const entry of symbols) {
    const tier =
      entry.folded === query
        ? 0
        : entry.folded.startsWith(query)
          ? 1
          : entry.folded.includes(query)
            ? 2
            : -1;
    if (tier >= 0) scored.push({ entry, tier });
  }
  scored.sort(
    (a, b) =>
      a.tier - b.tier ||
      a.entry.symbol.length - b.entry.symbol.length ||
      b.entry.tokenCount - a.entry.tokenCount ||
      compareCodeUnits(a.entry.symbol, b.entry.symbol),
  );
  return scored.slice(0, limit).map(({ entry }) => toSuggestion(entry));
}
