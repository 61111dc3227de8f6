// Symbol suggestions for typeahead (prefix, then substring) and did-you-mean (typo-tolerant,
// by optimal-string-alignment distance). The distinct symbols are a few hundred to a few
// thousand, so a direct scan beats maintaining a second (fuzzy) FlexSearch index.
import type { SymbolSuggestion } from '../../src/shared/contract';
import { PROTOCOLS, type Protocol } from '../../src/shared/tokens';
import { foldCase } from '../search-index';
import type { Catalog } from './catalog';
import { compareCodeUnits } from './rank';

export const DEFAULT_SUGGESTION_LIMIT = 10;
/** Upper bound on what the page may ask for: suggestions are a short list, not a search. */
export const MAX_SUGGESTION_LIMIT = 100;

export interface SymbolEntry {
  symbol: string;
  folded: string;
  protocols: Protocol[];
}

/** Distinct exact symbols over the catalogues, with the protocols listing them (protocol order). */
export function collectSymbols(catalogs: readonly Catalog[]): SymbolEntry[] {
  const bySymbol = new Map<string, SymbolEntry>();
  const ordered = [...catalogs].sort((a, b) => PROTOCOLS.indexOf(a.protocol) - PROTOCOLS.indexOf(b.protocol));
  for (const catalog of ordered) {
    for (const token of catalog.tokens) {
      let entry = bySymbol.get(token.symbol);
      if (!entry) {
        entry = { symbol: token.symbol, folded: foldCase(token.symbol), protocols: [] };
        bySymbol.set(token.symbol, entry);
      }
      if (!entry.protocols.includes(catalog.protocol)) entry.protocols.push(catalog.protocol);
    }
  }
  return [...bySymbol.values()];
}

/**
 * Optimal string alignment distance (Damerau-Levenshtein with adjacent transpositions, each
 * substring edited once), or `max + 1` as soon as it must exceed `max`.
 */
export function osaDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  let before = new Array<number>(width).fill(0);
  let previous = Array.from({ length: width }, (_, j) => j);
  let current = new Array<number>(width).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, (before[j - 2] ?? 0) + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [before, previous, current] = [previous, current, before];
  }
  return previous[b.length] ?? max + 1;
}

/** Typos allowed: one for short queries, more for long ones (a 2-letter query with 2 typos is anything). */
export function allowedTypos(queryLength: number): number {
  return Math.max(1, Math.min(3, Math.floor(queryLength / 3)));
}

function clampLimit(limit: unknown): number {
  if (typeof limit !== 'number' || !Number.isFinite(limit)) return DEFAULT_SUGGESTION_LIMIT;
  return Math.max(0, Math.min(MAX_SUGGESTION_LIMIT, Math.floor(limit)));
}

/**
 * Typeahead: symbols equal to, then starting with, then containing the query (case-insensitive);
 * shorter first within a tier. Fuzzy (did-you-mean): symbols within a few typos, closest first,
 * then those more protocols carry.
 */
export function suggestSymbols(
  symbols: readonly SymbolEntry[],
  options: { query: string; limit?: number; fuzzy?: boolean },
): SymbolSuggestion[] {
  const query = typeof options.query === 'string' ? foldCase(options.query.trim()) : '';
  const limit = clampLimit(options.limit);
  if (query === '' || limit === 0) return [];
  const scored: Array<{ entry: SymbolEntry; score: number }> = [];
  if (options.fuzzy) {
    const max = allowedTypos(query.length);
    for (const entry of symbols) {
      const distance = osaDistance(query, entry.folded, max);
      if (distance <= max) scored.push({ entry, score: distance });
    }
  } else {
    for (const entry of symbols) {
      const tier = entry.folded === query ? 0 : entry.folded.startsWith(query) ? 1 : entry.folded.includes(query) ? 2 : -1;
      if (tier >= 0) scored.push({ entry, score: tier });
    }
  }
  scored.sort(
    (a, b) =>
      a.score - b.score ||
      (options.fuzzy ? b.entry.protocols.length - a.entry.protocols.length : 0) ||
      a.entry.symbol.length - b.entry.symbol.length ||
      compareCodeUnits(a.entry.symbol, b.entry.symbol),
  );
  return scored.slice(0, limit).map(({ entry }) => ({ symbol: entry.symbol, protocols: [...entry.protocols] }));
}
