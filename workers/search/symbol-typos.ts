// Typo-tolerant symbol suggestions for "did you mean" and the typeahead:
// bounded Damerau-Levenshtein distance plus a prefix bonus, over look-alike-folded symbols.
import { foldSymbol } from './symbol-fold';

/** Code points of a string: an emoji or '₮' is one character. */
function codePoints(text: string): number[] {
  const codes: number[] = [];
  for (const char of text) codes.push(char.codePointAt(0)!);
  return codes;
}

/** Three reusable DP rows: two back (for transpositions), previous, current. */
interface Rows {
  twoBack: Int32Array;
  previous: Int32Array;
  current: Int32Array;
}

/** Rows for comparing against strings of up to `length` code points. */
function rowsFor(length: number): Rows {
  const size = length + 1;
  return {
    twoBack: new Int32Array(size),
    previous: new Int32Array(size),
    current: new Int32Array(size),
  };
}

function boundedDistance(
  s: readonly number[],
  t: readonly number[],
  max: number,
  rows: Rows,
): number {
  if (Math.abs(s.length - t.length) > max) return max + 1;
  if (s.length === 0 || t.length === 0) return Math.min(Math.max(s.length, t.length), max + 1);
  let { twoBack, previous, current } = rows;
  for (let j = 0; j <= t.length; j++) previous[j] = j;
  for (let i = 1; i <= s.length; i++) {
    current[0] = i;
    let rowMin = i;
    const si = s[i - 1]!;
    for (let j = 1; j <= t.length; j++) {
      const tj = t[j - 1]!;
      let value = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (si === tj ? 0 : 1),
      );
      if (i > 1 && j > 1 && si === t[j - 2] && s[i - 2] === tj) {
        value = Math.min(value, twoBack[j - 2]! + 1);
      }
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    // Row minima never decrease (a transposition from two rows up costs at least the cell it
    // skips in the row between), so once a row exceeds the bound every later one does too.
    if (rowMin > max) return max + 1;
    const spare = twoBack;
    twoBack = previous;
    previous = current;
    current = spare;
  }
  return Math.min(previous[t.length]!, max + 1);
}

/**
 * Optimal-string-alignment distance (Damerau-Levenshtein where a transposition counts 1 and
 * substrings are not edited twice), bounded: returns `max + 1` as soon as the distance must
 * exceed `max`. Works on code points, so an emoji or '₮' counts as one character.
 */
export function damerauLevenshtein(a: string, b: string, max: number): number {
  const s = codePoints(a);
  const t = codePoints(b);
  return boundedDistance(s, t, max, rowsFor(t.length));
}

/** Edits tolerated for a query of this length: short queries must be nearly exact. */
function maxEdits(length: number): number {
  if (length <= 3) return 1;
  if (length <= 6) return 2;
  return 3;
}

interface Candidate {
  symbol: string;
  fold: string;
  codes: number[];
  /** Position in the caller's list: earlier means preferred (e.g. listed on more chains). */
  rank: number;
}

/** Length of the common prefix: typos cluster at the end of what was typed ('usdcc'). */
function commonPrefixLength(a: readonly number[], b: readonly number[]): number {
  const n = Math.min(a.length, b.length);
  let i = 0;
  while (i < n && a[i] === b[i]) i++;
  return i;
}

/**
 * A suggester over a fixed symbol list: folds each symbol once, so repeated queries (typeahead)
 * only pay for the distance. Pass symbols in order of preference (e.g. most listed first): it
 * breaks ties. Symbols are matched through the look-alike fold, but only spellings that differ
 * in case are merged (the search is case-insensitive, so they would run the same search); the
 * all-capitals spelling is kept if there is one.
 */
export function createSymbolSuggester(
  symbols: Iterable<string>,
): (query: string, limit?: number) => string[] {
  const byLowerCase = new Map<string, Candidate>();
  for (const raw of symbols) {
    const symbol = raw.trim();
    if (symbol === '') continue;
    const lower = symbol.toLowerCase();
    const existing = byLowerCase.get(lower);
    if (existing === undefined) {
      const fold = foldSymbol(symbol);
      byLowerCase.set(lower, { symbol, fold, codes: codePoints(fold), rank: byLowerCase.size });
    } else if (
      symbol === symbol.toUpperCase() &&
      existing.symbol !== existing.symbol.toUpperCase()
    ) {
      existing.symbol = symbol;
    }
  }
  const candidates = [...byLowerCase.values()];
  // Allocated once per suggester: the distance loop then allocates nothing per candidate.
  const rows = rowsFor(candidates.reduce((longest, c) => Math.max(longest, c.codes.length), 0));

  return (query, limit = 5) => {
    const q = foldSymbol(query);
    if (q === '' || limit <= 0) return [];
    const typed = query.trim().toLowerCase();
    const qCodes = codePoints(q);
    const qLength = qCodes.length;
    const bound = maxEdits(qLength);
    const scored: Array<{
      symbol: string;
      score: number;
      prefix: number;
      extra: number;
      rank: number;
    }> = [];
    for (const { symbol, fold, codes, rank } of candidates) {
      let score: number;
      if (symbol.toLowerCase() === typed) score = 0;
      // Equal once look-alike characters are folded ('usdt0' for 'USD₮0'): next best.
      else if (fold === q) score = 0.25;
      // A prefix ranks just after an exact match and before any typo.
      else if (qLength >= 2 && fold.startsWith(q)) score = 0.5;
      else {
        const distance = boundedDistance(qCodes, codes, bound, rows);
        if (distance > bound) continue;
        score = distance;
      }
      scored.push({
        symbol,
        score,
        prefix: commonPrefixLength(qCodes, codes),
        extra: Math.abs(codes.length - qLength),
        rank,
      });
    }
    scored.sort(
      (a, b) => a.score - b.score || b.prefix - a.prefix || a.extra - b.extra || a.rank - b.rank,
    );
    return scored.slice(0, limit).map((s) => s.symbol);
  };
}

/**
 * The symbols closest to a query, best first: exact (ignoring case and look-alike characters),
 * then prefixes, then by edit distance (1 edit for queries up to 3 characters, 2 up to 6, else 3).
 */
export function closestSymbols(query: string, symbols: Iterable<string>, limit = 5): string[] {
  return createSymbolSuggester(symbols)(query, limit);
}
