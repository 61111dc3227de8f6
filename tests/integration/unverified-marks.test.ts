// How many chain chips on the main cards no owner's list identifies ('Not verified'), on the data
// the build ships: the cards of usdc, usdt, weth and dai, and the ETH and WETH cards of eth.
import { beforeAll, expect, test } from 'vitest';
import { resolveChain, splitRetiredChains } from '../../src/shared/chains';
import type { BridgeOption } from '../../src/shared/tokens';
import { runSearch } from '../../workers/search/search';
import { createTrustNotes, type TrustNotes } from '../../workers/trust/trust-notes';
import { catalogsOf } from '../unit/workers/catalogs';
import { loadShippedTokens } from './shipped-tokens';

let catalogs: ReturnType<typeof catalogsOf>;
let notes: TrustNotes;

beforeAll(async () => {
  catalogs = catalogsOf(await loadShippedTokens());
  notes = createTrustNotes(catalogs, { Stargate: Date.UTC(2025, 11, 3) });
});

const CARDS: Array<[query: string, symbols?: readonly string[]]> = [
  ['usdc'],
  ['usdt'],
  ['weth'],
  ['dai'],
  ['eth', ['ETH', 'WETH']],
];

/** Each unverified chip as 'query  option-id  chain'. */
function unverifiedChips(): string[] {
  const lines: string[] = [];
  for (const [query, symbols] of CARDS) {
    const { options } = runSearch(catalogs, { query });
    const shown = options.filter(
      (o: BridgeOption) =>
        !symbols || symbols.includes(o.id.slice(o.protocol.length + 1).toUpperCase()),
    );
    const annotations = notes.annotate(shown);
    for (const option of shown) {
      const live = splitRetiredChains(option.availableChains, option.protocol).live;
      const chips = new Set(live.map((raw) => resolveChain(raw, option.protocol).name));
      for (const mark of annotations[option.id]?.chainMarks ?? [])
        if (mark.kind === 'unverified' && chips.has(mark.chain))
          lines.push(`${query}\t${option.id}\t${mark.chain}`);
    }
  }
  return lines;
}

test("'Not verified' chips on the main cards stay few: only where no owner's list covers the address", () => {
  const chips = unverifiedChips();
  if (process.env.LIST_UNVERIFIED) console.log(chips.join('\n'));
  const perQuery: Record<string, number> = {};
  for (const line of chips) {
    const query = line.split('\t')[0]!;
    perQuery[query] = (perQuery[query] ?? 0) + 1;
  }
  console.log(`unverified chips: ${chips.length}`, perQuery);
  expect(chips.length).toBeLessThanOrEqual(66);
});
