// Orders bridge options (not in the spec; users ask for it): exact symbol match first, then
// symbol prefix, then other matches; ties by protocol order, then symbol. Deterministic: no
// locale-dependent comparison, so the page, tests and every browser agree.
import { PROTOCOLS, type BridgeOption } from '../../src/shared/tokens';
import { foldCase } from './substring-index';

export const RANK_EXACT = 0;
export const RANK_PREFIX = 1;
export const RANK_OTHER = 2;

export function matchRank(symbol: string, foldedQuery: string): number {
  const folded = foldCase(symbol);
  if (folded === foldedQuery) return RANK_EXACT;
  if (folded.startsWith(foldedQuery)) return RANK_PREFIX;
  return RANK_OTHER;
}

/** Code-unit order: stable across locales and runtimes. */
export function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const PROTOCOL_ORDER = new Map(PROTOCOLS.map((protocol, index) => [protocol, index]));

/** Ranks options whose folded symbols are already known (the search path precomputes them). */
export function rankFolded(
  entries: ReadonlyArray<{ option: BridgeOption; folded: string }>,
  foldedQuery: string,
): BridgeOption[] {
  return entries
    .map(({ option, folded }) => ({
      option,
      rank:
        folded === foldedQuery
          ? RANK_EXACT
          : folded.startsWith(foldedQuery)
            ? RANK_PREFIX
            : RANK_OTHER,
      protocol: PROTOCOL_ORDER.get(option.protocol) ?? 0,
    }))
    .sort(
      (a, b) =>
        a.rank - b.rank ||
        a.protocol - b.protocol ||
        compareCodeUnits(a.option.token.symbol, b.option.token.symbol),
    )
    .map(({ option }) => option);
}

export function rankOptions(options: readonly BridgeOption[], foldedQuery: string): BridgeOption[] {
  return rankFolded(
    options.map((option) => ({ option, folded: foldCase(option.token.symbol) })),
    foldedQuery,
  );
}
