// The cards a visitor acts on, checked against the issuers' published contracts on the data the
// build ships (Wormhole generated from the pinned SDK registry, the Stargate and Orbiter
// snapshots): every claim of the searches 'eth', 'usdc', 'usdt', 'wbtc', 'sol' and the route
// Ethereum -> Arbitrum. Each expectation here failed before the cards were made to follow evidence.
import { beforeAll, describe, expect, test } from 'vitest';
import { buildGenerated, readJson, SNAPSHOT_DIR, snapshotFile } from '../../scripts/catalogue.mjs';
import { PROTOCOL_IDS, PROTOCOL_SOURCES } from '../../src/shared/protocol-registry.mjs';
import { markChains } from '../../src/components/results/chain-groups';
import { resolveChain } from '../../src/shared/chains';
import type { OptionAnnotation, SearchRequest } from '../../src/shared/contract';
import type { BridgeOption, Protocol, Token } from '../../src/shared/tokens';
import { isNativeSentinel } from '../../src/shared/address';
import { isNativeCoinMarker, tokenDeployments } from '../../src/shared/protocols/token-facts';
import { runSearch } from '../../workers/search/search';
import { createTrustNotes, type TrustNotes } from '../../workers/trust/trust-notes';
import { catalogsOf, parseOrThrow } from '../unit/workers/catalogs';

let catalogs: ReturnType<typeof catalogsOf>;
let notes: TrustNotes;
let tokens: Record<Protocol, Token[]>;

beforeAll(async () => {
  // What the build ships: a kept capture, or the list its generator makes.
  const shipped = await Promise.all(
    PROTOCOL_IDS.map(async (protocol) => {
      const { key, catalogue } = PROTOCOL_SOURCES[protocol];
      const json =
        catalogue === 'live'
          ? readJson(snapshotFile(SNAPSHOT_DIR, `${key}.json`))
          : await buildGenerated(key);
      return [protocol, parseOrThrow(protocol, json)] as const;
    }),
  );
  tokens = Object.fromEntries(shipped) as Record<Protocol, Token[]>;
  catalogs = catalogsOf(tokens);
  notes = createTrustNotes(catalogs);
});

function answer(request: SearchRequest): Array<{ option: BridgeOption; note?: OptionAnnotation }> {
  const { options } = runSearch(catalogs, request);
  const route = request.fromChain && request.toChain;
  const annotations = route
    ? notes.annotateRoute(options, request.fromChain!, request.toChain!)
    : notes.annotate(options);
  return options.map((option) => ({ option, note: annotations[option.id] }));
}

function card(request: SearchRequest, id: string) {
  const found = answer(request).find((entry) => entry.option.id === id);
  expect(found, `${id} for ${JSON.stringify(request)}`).toBeDefined();
  return found!;
}

function marksOf(note: OptionAnnotation | undefined): Map<string, string> {
  return new Map((note?.chainMarks ?? []).map((mark) => [mark.chain, mark.kind]));
}

const SEARCHES: SearchRequest[] = [
  { query: 'eth' },
  { query: 'usdc' },
  { query: 'usdt' },
  { query: 'wbtc' },
  { query: 'sol' },
  { query: '', fromChain: 'ethereum', toChain: 'arbitrum' },
];

describe('every card of the five searches and the route', () => {
  test.each(SEARCHES)(
    '$query $fromChain $toChain: no contradictory chip, no placeholder contract',
    (request) => {
      const cards = answer(request);
      expect(cards.length).toBeGreaterThan(0);
      for (const { option, note } of cards) {
        const chips = [
          ...new Set(option.availableChains.map((raw) => resolveChain(raw, option.protocol).name)),
        ].map((name) => ({ name }));
        const marked = markChains(chips, note?.chainMarks);
        const marks = marksOf(note);
        // A card-level chip is true of every chain on the card.
        if (marked.cardMark)
          for (const chip of chips)
            expect(marks.get(chip.name), option.id).toBe(marked.cardMark.kind);
        // No chain is called the issuer's while a placeholder stands there: every placeholder
        // deployment is the native coin where the table of gas coins says so, else not verified
        // (the card then shows no address for it).
        for (const detail of option.chainDetails) {
          if (!isNativeSentinel(detail.address)) continue;
          const name = resolveChain(detail.chainName, option.protocol).name;
          expect(['native', 'unverified'], `${option.id} on ${name}`).toContain(marks.get(name));
        }
      }
    },
  );
});

describe('usdc: the warning goes on the card that differs', () => {
  test("Wormhole's and Stargate's USDC carry Circle's own contracts: no warning, said once", () => {
    for (const id of ['Wormhole:USDC', 'Stargate:USDC']) {
      const { note } = card({ query: 'usdc' }, id);
      expect(note?.agreement.tone, id).toBe('agree');
      // The line names every chain the card marks as Circle's (7), not only the three where
      // another source lists something else, and vouches for no Binance-Peg copy.
      expect(note?.agreement.headline, id).toMatch(/^Circle's USDC on .* and 4 more chains/);
      expect(note?.agreement.headline, id).not.toContain('BNB Chain');
      const marks = marksOf(note);
      for (const chain of ['Arbitrum', 'Optimism', 'Base'])
        expect(marks.get(chain)).toBe('official');
    }
  });

  test("Orbiter's card names the bridged copies it lists as USDC; Linea's is Circle's own", () => {
    const { note } = card({ query: 'usdc' }, 'Orbiter:USDC');
    expect(note?.agreement.tone).toBe('conflict');
    expect(note?.agreement.details).toContain(
      "Arbitrum: Orbiter Finance lists bridged USDC.e 0xFF97…5CC8 as USDC; Circle's USDC is 0xaf88…5831",
    );
    const marks = marksOf(note);
    expect(marks.get('Arbitrum')).toBe('bridged');
    expect(marks.get('Linea')).toBe('official');
    expect(marks.get('BNB Chain')).toBe('bridged');
  });

  test("searching Circle's Arbitrum contract warns about no card that lists it", () => {
    const cards = answer({ query: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831' });
    expect(cards.map((c) => c.option.id)).toEqual(
      expect.arrayContaining(['Wormhole:USDC', 'Stargate:USDC']),
    );
    for (const { option, note } of cards) {
      expect(note?.agreement.tone, option.id).not.toBe('conflict');
      expect(option.highlightChains?.length, option.id).toBeGreaterThan(0);
    }
  });
});

describe('labels per chain', () => {
  test("Orbiter's ETH is the coin on some chains and a contract on others: no card-level chip", () => {
    const { option, note } = card({ query: 'eth' }, 'Orbiter:ETH');
    const kinds = new Set(marksOf(note).values());
    expect(kinds.has('native')).toBe(true);
    const chips = option.availableChains.map((raw) => ({
      name: resolveChain(raw, 'Orbiter').name,
    }));
    if (kinds.size > 1) expect(markChains(chips, note?.chainMarks).cardMark).toBeNull();
  });

  test("'SOL (Wrapped SOL)' is marked wrapped, not native", () => {
    const { option, note } = card({ query: 'sol' }, 'Orbiter:SOL');
    expect(option.token.protocol === 'Orbiter' && option.token.name).toBe('Wrapped SOL');
    expect(marksOf(note).get('Solana')).toBe('wrapped');
    // The card then shows the wSOL mint as its contract, not 'Native coin, no contract'.
    expect(isNativeCoinMarker(option.token)).toBe(false);
  });

  test('on the route Ethereum -> Arbitrum, Wormhole copies are marked and said to arrive wrapped', () => {
    const listed = answer({ query: '', fromChain: 'ethereum', toChain: 'arbitrum' });
    for (const symbol of ['APT', 'CELO', 'SUI']) {
      const found = listed.find((c) => c.option.id === `Wormhole:${symbol}`);
      expect(found, symbol).toBeDefined();
      if (!found) continue;
      const marks = marksOf(found.note);
      expect(marks.get('Ethereum'), symbol).toBe('protocol-wrapped');
      expect(marks.get('Arbitrum'), symbol).toBe('protocol-wrapped');
      expect(found.note?.arrival, symbol).toMatch(/^You receive Wormhole-wrapped /);
    }
  });
});

describe('what arrives on the route Ethereum -> Arbitrum', () => {
  const route = { fromChain: 'ethereum', toChain: 'arbitrum' };
  test("Wormhole's USDT arrives as its wrapped copy, not Tether's", () => {
    expect(card({ query: 'usdt', ...route }, 'Wormhole:USDT').note?.arrival).toBe(
      "You receive Wormhole-wrapped USDT on Arbitrum, not Tether's USDT0.",
    );
  });

  test("Wormhole's USDC arrives as Circle's USDC through CCTP", () => {
    expect(card({ query: 'usdc', ...route }, 'Wormhole:USDC').note?.arrival).toBe(
      "You receive Circle's USDC on Arbitrum, through Circle's CCTP.",
    );
  });

  test("Orbiter's USDC arrives as the bridged USDC.e it lists there", () => {
    expect(card({ query: 'usdc', ...route }, 'Orbiter:USDC').note?.arrival).toBe(
      "You receive bridged USDC.e on Arbitrum (0xFF97…5CC8), not Circle's USDC.",
    );
  });
});

describe('one token, one story', () => {
  test("a 'wbtc' search shows Orbiter's WBTC contracts, listed under BTC, on every chain", () => {
    const { option, note } = card({ query: 'wbtc' }, 'Orbiter:BTC');
    const chains = option.availableChains.map((raw) => resolveChain(raw, 'Orbiter').name);
    expect(chains).toEqual(expect.arrayContaining(['Ethereum', 'Arbitrum', 'Optimism', 'BOB']));
    expect(note?.chainMarks?.find((m) => m.chain === 'Ethereum')?.name).toBe("BitGo's WBTC");
  });

  test("Wormhole's WBTC has the same chains on its protocol page as in a search", () => {
    const { option } = card({ query: 'wbtc' }, 'Wormhole:WBTC');
    const pageChains = new Set(
      tokens.Wormhole.filter((t) => t.symbol === 'WBTC')
        .flatMap(tokenDeployments)
        .map((d) => resolveChain(d.chainName, 'Wormhole').name),
    );
    const searchChains = new Set(
      option.availableChains.map((raw) => resolveChain(raw, 'Wormhole').name),
    );
    expect(searchChains.size).toBeGreaterThan(1);
    expect(pageChains).toEqual(searchChains);
  });

  test("Orbiter's USDT found through its name 'Tether USD' shows the chains a symbol search shows", () => {
    const byName = card({ query: 'tether usd' }, 'Orbiter:USDT').option;
    const bySymbol = card({ query: 'usdt' }, 'Orbiter:USDT').option;
    expect(byName.availableChains).toEqual(bySymbol.availableChains);
  });
});
