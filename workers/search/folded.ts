// Official spellings that plain letters cannot type: Tether lists its omnichain USDT as 'USD₮0'.
// A query in plain letters also finds the symbols whose look-alike reading contains it ('usdt0'
// and 'usdt' find 'USD₮0'), after every direct match, each marked with the reading it matched.
import { foldSymbol } from './symbol-fold';
import type { BridgeOption } from '../../src/shared/tokens';
import type { Catalog } from './catalog';
import { fullGroup, type Grouped } from './group';
import { compareCodeUnits } from './rank';

interface FoldedGroup {
  group: number;
  /** The plain-letter reading, as shown ('USDT0'). */
  reading: string;
  /** The reading lower-cased, for matching. */
  folded: string;
}

const readingsByCatalog = new WeakMap<Catalog, FoldedGroup[]>();

/** The symbols of a catalogue whose reading differs from their letters (a handful), found once. */
function foldedGroups(catalog: Catalog): FoldedGroup[] {
  let found = readingsByCatalog.get(catalog);
  if (found === undefined) {
    found = [];
    catalog.groups.forEach((group, index) => {
      const reading = foldSymbol(group.symbol);
      if (reading !== '' && reading !== group.symbol.trim().toUpperCase()) {
        found!.push({ group: index, reading, folded: reading.toLowerCase() });
      }
    });
    readingsByCatalog.set(catalog, found);
  }
  return found;
}

/** Letters, digits and the punctuation symbols use: the only queries a reading can answer. */
const PLAIN_QUERY = /^[\x20-\x7e]+$/;

/**
 * Options of this catalogue found through a symbol's reading and not already among `matched`
 * (option ids), in symbol order. `accept` applies the chain filters.
 */
export function foldedMatches(
  catalog: Catalog,
  foldedQuery: string,
  matched: ReadonlySet<string>,
  accept: (grouped: Grouped) => boolean,
): BridgeOption[] {
  if (!PLAIN_QUERY.test(foldedQuery)) return [];
  const out: BridgeOption[] = [];
  for (const { group, reading, folded } of foldedGroups(catalog)) {
    if (!folded.includes(foldedQuery)) continue;
    const grouped = fullGroup(catalog, group);
    if (matched.has(grouped.option.id) || !accept(grouped)) continue;
    out.push({ ...grouped.option, readsAs: reading });
  }
  return out.sort((a, b) => compareCodeUnits(a.token.symbol, b.token.symbol));
}
