// Every chain's mark on the cards, checked against public records on the data the build ships
// (Wormhole generated from the pinned SDK registry, the Stargate and Orbiter snapshots). Each
// test below failed on the cards as they were before the one mark rule (workers/trust/marks.ts)
// and the table of gas coins (src/shared/native-coins.ts).
import { beforeAll, describe, expect, test } from 'vitest';
import { markChains } from '../../src/components/results/chain-groups';
import { resolveChain, retiredChain, splitRetiredChains } from '../../src/shared/chains';
import type { OptionAnnotation, SearchRequest } from '../../src/shared/contract';
import type { BridgeOption } from '../../src/shared/tokens';
import { tokenChain } from '../../src/shared/protocols/token-facts';
import { filterTokens } from '../../workers/search/filter-tokens';
import { runSearch } from '../../workers/search/search';
import { createTrustNotes, type TrustNotes } from '../../workers/trust/trust-notes';
import { catalogsOf } from '../unit/workers/catalogs';
import { loadShippedTokens } from './shipped-tokens';

let catalogs: ReturnType<typeof catalogsOf>;
let notes: TrustNotes;

beforeAll(async () => {
  const tokens = await loadShippedTokens();
  catalogs = catalogsOf(tokens);
  notes = createTrustNotes(catalogs, { Stargate: Date.UTC(2025, 11, 3) });
});

function card(
  request: SearchRequest,
  id: string,
): { option: BridgeOption; note?: OptionAnnotation } {
  const { options } = runSearch(catalogs, request);
  const option = options.find((o) => o.id === id);
  expect(option, `${id} for ${JSON.stringify(request)}`).toBeDefined();
  return { option: option!, note: notes.annotate([option!])[id] };
}

function chipsOf(option: BridgeOption): Array<{ name: string }> {
  const live = splitRetiredChains(option.availableChains, option.protocol).live;
  return [...new Set(live.map((raw) => resolveChain(raw, option.protocol).name))].map((name) => ({
    name,
  }));
}

function groupOf(option: BridgeOption, note: OptionAnnotation | undefined, chain: string) {
  const marked = markChains(chipsOf(option), note?.chainMarks);
  const group = marked.groups.find((g) => g.chains.some((c) => c.name === chain));
  expect(group, `${option.id}: ${chain} is shown`).toBeDefined();
  return { group: group!, cardMark: marked.cardMark };
}

function markOf(note: OptionAnnotation | undefined, chain: string) {
  return note?.chainMarks?.find((mark) => mark.chain === chain);
}

describe('usdt: the Binance-Peg label only where Binance-Peg is the contract', () => {
  // Optimism's USDT 0x94b0…8e58 is bridged by the OP Mainnet standard bridge
  // (https://optimistic.etherscan.io/token/0x94b008aA00579c1307B0EF2c499aD98a8ce58e58); Binance-Peg
  // BSC-USD is BNB Chain's 0x55d3…7955 (https://bscscan.com/token/0x55d398326f99059fF775485246999027B3197955).
  test.each(['Stargate:USDT', 'Orbiter:USDT', 'Wormhole:USDT'])('%s', (id) => {
    const { option, note } = card({ query: 'usdt' }, id);
    const optimism = groupOf(option, note, 'Optimism').group;
    expect(optimism.heading).not.toMatch(/Binance-Peg/);
    const bnb = groupOf(option, note, 'BNB Chain').group;
    expect(bnb.heading).toBe('A copy made by a bridge: Binance-Peg BSC-USD');
    expect(bnb.chains.map((c) => c.name)).toEqual(['BNB Chain']);
  });
});

describe('native coins per chain, from the table of gas coins', () => {
  test("Orbiter's ETH on Starknet is the StarkGate token contract, not Starknet's coin", () => {
    // ETH on Starknet is the token contract 0x049d…4dc7 (starknet-io/starknet-addresses,
    // bridged_tokens/mainnet.json); since v0.14.0 (mainnet 28 July 2025) Starknet's fees are paid in
    // STRK only (https://community.starknet.io/t/sn-0-14-0-pre-release-notes/115618).
    const { note } = card({ query: 'eth' }, 'Orbiter:ETH');
    const starknet = markOf(note, 'Starknet');
    expect(starknet?.kind).toBe('bridged');
    expect(starknet?.explanation).toMatch(/StarkGate/);
  });

  test("Orbiter's ETH on Fraxtal is not Fraxtal's coin: its gas coin is FRAX", () => {
    // Fraxtal's gas coin: FRAX since the North Star hard fork, frxETH at launch
    // (https://docs.frax.com/protocol/frax/overview; FIP-428 on gov.frax.finance).
    const { note } = card({ query: 'eth' }, 'Orbiter:ETH');
    const fraxtal = markOf(note, 'Fraxtal');
    expect(fraxtal?.kind).toBe('unverified');
    expect(fraxtal?.explanation).toMatch(/FRAX/);
    expect(fraxtal?.source).toBe('https://docs.frax.com/protocol/frax/overview');
  });

  test("MATIC is not called Polygon's native coin: POL has been since 4 Sep 2024", () => {
    // POL replaced MATIC as Polygon PoS's gas coin on 4 September 2024 (Polygon's announcement,
    // reported at https://www.fxstreet.com/cryptocurrencies/news/polygon-confirms-september-4-migration-of-matic-to-pol-heres-what-to-expect-202408181050).
    const orbiter = catalogs.find((c) => c.protocol === 'Orbiter')!;
    const variants = notes.tokenVariants(orbiter);
    const index = orbiter.tokens.findIndex(
      (t) => t.symbol === 'MATIC' && resolveChain(tokenChain(t), 'Orbiter').id === 'polygon',
    );
    expect(index).toBeGreaterThanOrEqual(0);
    expect(variants[index]?.kind).not.toBe('native');
    expect(variants[index]?.explanation).toMatch(/POL .*4 Sep 2024/);
    for (const id of ['Orbiter:MATIC', 'Wormhole:MATIC']) {
      const { note } = card({ query: 'matic' }, id);
      expect(markOf(note, 'Polygon')?.kind, id).not.toBe('native');
    }
  });

  test('a native mark names the public record of the chain’s gas coin', () => {
    const { note } = card({ query: 'eth' }, 'Orbiter:ETH');
    expect(markOf(note, 'Arbitrum')?.kind).toBe('native');
    expect(markOf(note, 'Arbitrum')?.source).toMatch(/ethereum-lists\/chains.*eip155-42161\.json$/);
  });
});

describe('networks that are gone are not offered as live', () => {
  // Kroma: mainnet ended June 2025 (https://www.aicoin.com/en/news-flash/2466924; the Kroma
  // security council's proposals on Tally cite "the shutdown of the Kroma L2 chain").
  // Proof of Play Apex: closed with Pirate Nation, announced 19 Aug 2025 to close within 30 days
  // (https://gam3s.gg/news/pirate-nation-announces-shutdown).
  test.each(['Kroma', 'Proof of Play Apex'])('%s is retired with a dated notice', (name) => {
    const retired = retiredChain(name, 'Orbiter');
    expect(retired?.on).toMatch(/^2025-\d\d-\d\d$/);
    expect(retired?.notice).toMatch(/^https:\/\//);
    const { option } = card({ query: 'eth' }, 'Orbiter:ETH');
    expect(chipsOf(option).map((c) => c.name)).not.toContain(name);
  });

  // Polygon zkEVM: Polygon's forum notice of its sunset (sequencer stopped 1 Jul 2026,
  // https://forum.polygon.technology/t/polygon-zkevm-mainnet-beta-sunset-claim-your-funds/21856).
  test("Polygon zkEVM is retired with Polygon's dated notice, and no card offers it", () => {
    const retired = retiredChain('Polygon zkEVM', 'Orbiter');
    expect(retired).toMatchObject({ on: '2026-07-01', what: 'shut down' });
    expect(retired?.notice).toMatch(/^https:\/\/forum\.polygon\.technology\//);
    for (const [query, id] of [
      ['usdt', 'Orbiter:USDT'],
      ['eth', 'Orbiter:ETH'],
    ] as const) {
      const { option } = card({ query }, id);
      expect(chipsOf(option).map((c) => c.name)).not.toContain('Polygon zkEVM');
    }
  });
});

describe("chips nothing confirms carry a quiet 'Not verified' mark", () => {
  const cases: Array<[string, string, string[]]> = [
    ['usdc', 'Stargate:USDC', ['Mantle', 'Scroll']],
    ['usdc', 'Orbiter:USDC', ['Scroll', 'Starknet', 'TON', 'Tron']],
    // DAI on Optimism is its own bridge's copy in the Superchain Token List (opTokenId DAI).
    ['dai', 'Orbiter:DAI', ['Arbitrum', 'Polygon', 'Starknet']],
  ];
  test.each(cases)('%s %s', (query, id, chains) => {
    const { option, note } = card({ query }, id);
    for (const chain of chains) {
      const { group } = groupOf(option, note, chain);
      expect(group.kind, `${id} ${chain}`).toBe('unverified');
      expect(group.heading).toBe('No list confirms this contract');
      expect(group.sources.length, `${id} ${chain}: the mark names its source`).toBeGreaterThan(0);
    }
    // Quiet: the unverified chains come after every marked group, never above them.
    const groups = markChains(chipsOf(option), note?.chainMarks).groups;
    expect(groups.at(-1)?.kind).toBe('unverified');
    expect(groups.some((g) => g.kind === null)).toBe(false);
  });

  test("a mark resting on a source's data names that data and its own date", () => {
    const { note } = card({ query: 'usdc' }, 'Stargate:USDC');
    expect(markOf(note, 'Mantle')?.source).toBe("Stargate's token list of 3 Dec 2025");
    // Sonic's USDC is named by the SDK's list and by Circle's own (Bridge Kit): one source, said
    // once, Circle's; Arbitrum's by Circle's own page and Circle's list in Bridge Kit, both named.
    expect(markOf(note, 'Sonic')?.source).toMatch(/^Circle's list in Bridge Kit \d+\.\d+\.\d+$/);
    expect(markOf(note, 'Arbitrum')?.source).toMatch(
      /^https:\/\/developers\.circle\.com\/stablecoins\/usdc-contract-addresses and Circle's list in Bridge Kit \d+\.\d+\.\d+$/,
    );
  });

  test("an OFT Stargate's definitions name without an address is its token there, said as its copy", () => {
    // ASSETS.USDT.networks[30295] (Flare): { type: 'OFT' }, no address; Stargate's token list
    // gives USDT on Flare at 0x0B38…5396.
    const flare = markOf(card({ query: 'usdt' }, 'Stargate:USDT').note, 'Flare');
    expect(flare?.kind).toBe('bridged');
    expect(flare?.address).toBe('0x0B38e83B86d491735fEaa0a791F65c2B99535396');
    expect(flare?.source).toMatch(
      /^Stargate's list in stg-definitions-v2 \d+\.\d+\.\d+ and Stargate's token list/,
    );
  });

  test('lists that agree on what a contract is are named together; a chip says when sources list another', () => {
    // WBTC on Optimism: the OP Standard Bridge's copy 0x68f1…2095 (the Superchain Token List,
    // and Optimism's explorer), and the 0x0555…2B9c Stargate lists as WBTC there.
    const across = markOf(card({ query: 'wbtc' }, 'Across:WBTC').note, 'Optimism');
    expect(across?.kind).toBe('bridged');
    expect(across?.source).toMatch(
      /^https:\/\/optimistic\.etherscan\.io\/token\/0x68f1\S+ and the Optimism Standard Bridge's list in the Superchain Token List \d/,
    );
    expect(across?.explanation).toMatch(/ Stargate lists another WBTC on Optimism, 0x0555…2B9c\.$/);
    const stargate = markOf(card({ query: 'wbtc' }, 'Stargate:WBTC').note, 'Optimism');
    expect(stargate?.explanation).toMatch(
      / Across and OP Standard Bridge list another WBTC on Optimism, 0x68f1…2095: a copy of WBTC made by the OP Mainnet standard bridge\.$/,
    );
    // Circle's own contract carries no such note: the issuer's word settles it.
    const circle = markOf(card({ query: 'usdc' }, 'Stargate:USDC').note, 'Arbitrum');
    expect(circle?.explanation).not.toMatch(/another/);
  });
});

describe("the agreement line speaks of the card's own chains", () => {
  // Circle's USDC contracts (Wormhole SDK's circle module; https://developers.circle.com/stablecoins/usdc-contract-addresses);
  // BNB Chain's USDC is Binance-Peg (https://bscscan.com/token/0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d).
  test.each(['Wormhole:USDC', 'Stargate:USDC'])(
    "%s: the issuer's line names every chain the card marks as Circle's, and vouches for no Binance-Peg chain",
    (id) => {
      const { note } = card({ query: 'usdc' }, id);
      const circle = (note?.chainMarks ?? [])
        .filter((m) => m.kind === 'official')
        .map((m) => m.chain);
      expect(circle.length).toBeGreaterThan(3);
      const headline = note?.agreement.headline ?? '';
      expect(headline).toMatch(/^Circle's USDC on /);
      const named = headline.match(/^Circle's USDC on ([^;]*)/)![1]!;
      const more = /and (\d+) more chains$/.exec(named);
      const listed = named.replace(/ and \d+ more chains$/, '').split(/, | and /);
      expect(listed.length + (more ? Number(more[1]) : 0)).toBe(circle.length);
      expect(headline).not.toMatch(/BNB Chain/);
    },
  );
});

describe('the protocol page agrees with itself', () => {
  test('the chain filter offers every chain a card lists, and keeps the card on that chain', () => {
    const wormhole = catalogs.find((c) => c.protocol === 'Wormhole')!;
    const { chains } = filterTokens(wormhole, {});
    const offered = new Set(chains.map((c) => c.id));
    // The chains the page's USDC card lists: every deployment of Wormhole's USDC tokens.
    const listed = [
      ...new Set(
        wormhole.tokens.flatMap((token, ordinal) =>
          token.symbol === 'USDC' ? wormhole.chainIds[ordinal]! : [],
        ),
      ),
    ].filter((id) => retiredChain(id) === undefined);
    // Some of those chains hold only Wormhole's wrapped copies: no token's own chain.
    const own = new Set(wormhole.chainIds.map((ids) => ids[0]));
    expect(listed.some((id) => !own.has(id))).toBe(true);
    for (const id of listed) {
      expect(offered, id).toContain(id);
      const kept = filterTokens(wormhole, { chain: id }).matches;
      expect(
        kept.some((ordinal) => wormhole.tokens[ordinal]!.symbol === 'USDC'),
        id,
      ).toBe(true);
    }
  });
});
