// Symbol suggestions for typeahead (exact, then prefix, then substring) and did-you-mean
// (typo-tolerant, symbol-typos.ts). The distinct symbols are a few hundred to a few
// thousand, so a direct scan beats maintaining a second (fuzzy) FlexSearch index.
import type { SymbolSuggestion } from '../../src/shared/contract';
import { PROTOCOLS, type Protocol } from '../../src/shared/tokens';
import { createSymbolSuggester } from './symbol-typos';
import { foldCase } from './substring-index';
import type { Catalog } from './catalog';
import { commonNameOf, meaningRank } from './common-names';
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

function clampLimit(limit: unknown, fallback: number): number {
  if (typeof limit !== 'number' || !Number.isFinite(limit)) return fallback;
  return Math.max(0, Math.min(MAX_SUGGESTION_LIMIT, Math.floor(limit)));
}

interface FuzzyIndex {
  suggest: (query: string, limit?: number) => string[];
  bySymbol: Map<string, SymbolEntry>;
}

// One typo suggester per symbol list: it folds every symbol once, and the list is rebuilt (a new
// array) whenever the data changes, which also drops the old suggester.
const fuzzyIndexes = new WeakMap<readonly SymbolEntry[], FuzzyIndex>();

function fuzzyIndexOf(symbols: readonly SymbolEntry[]): FuzzyIndex {
  let index = fuzzyIndexes.get(symbols);
  if (!index) {
    index = {
      suggest: createSymbolSuggester(symbols.map((entry) => entry.symbol)),
      bySymbol: new Map(symbols.map((entry) => [entry.symbol, entry])),
    };
    fuzzyIndexes.set(symbols, index);
  }
  return index;
}

function toSuggestion(entry: SymbolEntry): SymbolSuggestion {
  return { symbol: entry.symbol, protocols: [...entry.protocols] };
}

/**
 * Typeahead: symbols equal to, then starting with, then containing the query (case-insensitive);
 * shorter first within a tier, then the more carried. Fuzzy (did-you-mean): the symbols a common
 * name means ('bitcoin': BTC, WBTC, ...; see common-names.ts), then the typo-tolerant
 * suggester (exact ignoring case and look-alikes, then prefixes, then by edit distance), ties
 * going to symbols more tokens carry; case variants ('USDT', 'USDt') come back as one button.
 */
export function suggestSymbols(
  symbols: readonly SymbolEntry[],
  options: { query: string; limit?: number; fuzzy?: boolean },
): SymbolSuggestion[] {
  const raw = searchableQuery(options?.query);
  if (options?.fuzzy === true) {
    const limit = clampLimit(options.limit, DEFAULT_FUZZY_LIMIT);
    if (raw === '' || limit === 0) return [];
    const index = fuzzyIndexOf(symbols);
    // A common name ('bitcoin') suggests the symbols it means first, in the table's order.
    const common = commonNameOf(raw);
    const meant = common
      ? symbols
          .map((entry) => ({ entry, rank: meaningRank(common.entry, entry.symbol) }))
          .filter(({ rank }) => rank >= 0)
          .sort((a, b) => a.rank - b.rank)
          .map(({ entry }) => entry)
      : [];
    const typos = index.suggest(raw, limit).flatMap((symbol) => {
      const entry = index.bySymbol.get(symbol);
      return entry ? [entry] : [];
    });
    return [...new Set([...meant, ...typos])].slice(0, limit).map(toSuggestion);
  }
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
