// One fact, one answer: a chain chip's mark (protocol, token, chain) is the same in every view of
// the shipped data that shows it: the protocol page, the search card, the address search and
// the route card's destination chip. A chip stands for the contracts the option lists on its chain;
// a route card's destination chip speaks of the contract that arrives, which a token bridge may
// have as a wrapped copy from another origin beside the token it lists there: that chip is about
// another contract, and is compared with the card's only when the card's chip is about the same
// copies. A contract the option does not list there at all is compared with the card's chip.
import { beforeAll, expect, test } from 'vitest';
import { resolveChain } from '../../src/shared/chains';
import type { ChainMark } from '../../src/shared/variants';
import type { BridgeOption } from '../../src/shared/tokens';
import { optionIdOf } from '../../src/shared/trust';
import { tokenAddress, tokenChain } from '../../src/shared/protocols/token-facts';
import { adapterOf } from '../../src/shared/protocols';
import { addressKey } from '../../src/shared/address';
import { runSearch } from '../../workers/search/search';
import { comparableAddress } from '../../workers/trust/trust-keys';
import { loadShipped, type Shipped } from './shipped-routes';

let shipped: Shipped;

beforeAll(async () => {
  shipped = await loadShipped();
});

/** What a visitor reads on the chip: its kind and the name it gives. */
function said(mark: ChainMark): string {
  return [mark.kind, mark.name, mark.wrappedBy ?? ''].join(' | ');
}

test("every chip's mark is the same on the protocol page, the search card, the address search and the route card", () => {
  // `${option id}\u0000${chain}` -> view -> what the chip says.
  const views = new Map<string, Map<string, string>>();
  const record = (id: string, view: string, marks: readonly ChainMark[] | undefined) => {
    for (const mark of marks ?? []) {
      const key = `${id}\u0000${mark.chain}`;
      let seen = views.get(key);
      if (seen === undefined) views.set(key, (seen = new Map()));
      seen.set(view, said(mark));
    }
  };
  const { catalogs, notes } = shipped;
  let routes = 0;
  let addresses = 0;
  let otherContracts = 0;
  for (const catalog of catalogs) {
    const page = notes.catalogAnnotations(catalog);
    for (const [id, annotation] of Object.entries(page))
      record(id, 'protocol page', annotation.chainMarks);
    const symbols = new Set(catalog.groups.map((group) => group.symbol));
    for (const symbol of symbols) {
      const id = optionIdOf(catalog.protocol, symbol);
      const { options } = runSearch(catalogs, { query: symbol, protocol: catalog.protocol });
      const option = options.find((o: BridgeOption) => o.id === id);
      if (option === undefined) continue;
      const cards = notes.annotate([option]);
      const cardMarks = cards[id]?.chainMarks ?? [];
      record(id, 'search card', cardMarks);
      // The contracts the option lists on each chain, and its wrapped copies there.
      const own = new Set<string>();
      const copies = new Set<string>();
      for (const ordinal of catalog.groups.find((g) => g.symbol === symbol)?.ordinals ?? []) {
        const token = catalog.tokens[ordinal]!;
        const at = resolveChain(tokenChain(token), token.protocol).name;
        own.add(`${at}\u0000${addressKey(tokenAddress(token))}`);
        for (const copy of adapterOf(token).otherDeployments(token))
          copies.add(
            `${resolveChain(copy.chainName, token.protocol).name}\u0000${addressKey(copy.address)}`,
          );
      }
      /** Whether the route's chip is about another contract than the card's chip on that chain. */
      const another = (chip: ChainMark): boolean => {
        const card = cardMarks.find((mark) => mark.chain === chip.chain);
        // A protocol's wrapped copy is never the token of origin the option lists on that chain.
        const listsOwn = [...own].some((key) => key.startsWith(`${chip.chain}\u0000`));
        if (chip.kind === 'protocol-wrapped' && card?.kind !== 'protocol-wrapped' && listsOwn)
          return true;
        if (chip.address === undefined) return false;
        const key = `${chip.chain}\u0000${addressKey(chip.address)}`;
        if (own.has(key))
          return (
            card?.address !== undefined && addressKey(card.address) !== addressKey(chip.address)
          );
        if (copies.has(key)) return card?.kind !== 'protocol-wrapped';
        return false;
      };
      // The route card: each chain as the destination, from the option's first other chain.
      const chains = option.availableChains.map((raw) => resolveChain(raw, option.protocol));
      for (const to of chains) {
        const from = chains.find((chain) => chain.id !== to.id);
        if (from === undefined || !to.known || !from.known) continue;
        const route = notes.annotateRoute([option], from.id, to.id)[id];
        const chip = route?.chainMarks?.find((mark) => mark.chain === to.name);
        routes += 1;
        if (chip === undefined) continue;
        if (another(chip)) otherContracts += 1;
        else record(id, `route from ${from.name}`, [chip]);
      }
    }
    for (const token of catalog.tokens) {
      const address = tokenAddress(token);
      if (comparableAddress(address) === null) continue;
      const id = optionIdOf(token.protocol, token.symbol.trim());
      const { options } = runSearch(catalogs, { query: address.trim(), protocol: token.protocol });
      const option = options.find((o: BridgeOption) => o.id === id);
      if (option === undefined) continue;
      const chain = resolveChain(tokenChain(token), token.protocol).name;
      record(
        id,
        'address search',
        notes.annotate([option])[id]?.chainMarks?.filter((m) => m.chain === chain),
      );
      addresses += 1;
    }
  }
  const differing: string[] = [];
  for (const [key, seen] of views) {
    if (new Set(seen.values()).size <= 1) continue;
    differing.push(
      `${key.replace('\u0000', ' on ')}: ${[...seen].map(([view, text]) => `${view}: ${text}`).join('; ')}`,
    );
  }
  console.log(
    `cross-view: ${views.size} chips, ${routes} route cards (${otherContracts} delivering another contract than the chip's), ${addresses} address searches, ${differing.length} differing`,
  );
  expect(views.size).toBeGreaterThan(2000);
  if (process.env.LIST_DIFFERING) console.log(differing.join('\n'));
  expect(differing).toEqual([]);
}, 120_000);
