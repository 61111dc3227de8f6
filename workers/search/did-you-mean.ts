// Did-you-mean, for a search that found nothing: the symbols a common name means, then the
// typo-tolerant suggester (symbol-typos.ts). With that suggester it is a chunk of its own, loaded
// by the first did-you-mean the page asks for (engine/derived.ts): the typeahead and every
// search answer without it.
import type { SymbolSuggestion } from '../../src/shared/contract';
import { createSymbolSuggester } from './symbol-typos';
import { commonNameOf, meaningRank } from './common-names';
import { searchableQuery } from './search';
import { clampLimit, DEFAULT_FUZZY_LIMIT, toSuggestion, type SymbolEntry } from './suggest';

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

/**
 * The symbols a common name means ('bitcoin': BTC, WBTC, ...; see common-names.ts), then the
 * typo-tolerant suggester (exact ignoring case and look-alikes, then prefixes, then by edit
 * distance), ties going to symbols more tokens carry; case variants ('USDT', 'USDt') come back
 * as one button.
 */
export function didYouMean(
  symbols: readonly SymbolEntry[],
  options: { query: string; limit?: number },
): SymbolSuggestion[] {
  const raw = searchableQuery(options?.query);
  const limit = clampLimit(options?.limit, DEFAULT_FUZZY_LIMIT);
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
