// Routes a visitor asks about, answered on the data the build ships: every protocol that moves
// the asset from A to B is offered, each card says what arrives, and the route's chips carry the
// marks that sentence states (one answer for both, never a chip that contradicts it).
import { beforeAll, describe, expect, test } from 'vitest';
import type { SearchRequest } from '../../src/shared/contract';
import { runSearch } from '../../workers/search/search';
import { across } from '../../src/shared/protocols/across/adapter';
import { summarizeRoute } from '../../workers/search/route-summary';
import { bridgeTarget } from '../../src/lib/bridge-links';
import { loadShipped, routeCards, type RouteCard, type Shipped } from './shipped-routes';

let shipped: Shipped;

beforeAll(async () => {
  shipped = await loadShipped();
});

/** The destination chip's mark a sentence states. */
function markStated(sentence: string): string {
  if (/-wrapped /.test(sentence)) return 'protocol-wrapped';
  if (/, the native coin of /.test(sentence)) return 'native';
  if (/^You receive (bridged |a bridged )/.test(sentence)) return 'bridged';
  if (/, a token contract on /.test(sentence)) return 'wrapped';
  if (/check this contract/.test(sentence)) return 'lookalike';
  if (/^You receive \S+'s /.test(sentence)) return 'official';
  // "as Across lists it": resting on the protocol's list alone, which the chip says as well.
  if (/ as .+ lists it on /.test(sentence)) return 'unverified';
  return '';
}

interface Expected {
  request: SearchRequest;
  /**
   * Option id -> what its card says arrives, and where 'Bridge Now' goes (the options moving the
   * asset, in order; every protocol whose own data moves it on the route).
   */
  moves: Array<[string, string, string?]>;
}

const ROUTE_TABLE: Expected[] = [
  {
    request: { query: 'usdt', fromChain: 'ethereum', toChain: 'arbitrum' },
    moves: [
      [
        'Wormhole:USDT',
        "You receive Wormhole-wrapped USDT on Arbitrum, not Tether's USDT0.",
        'https://portalbridge.com/?sourceChain=ethereum&targetChain=arbitrum&asset=USDT',
      ],
      // Stargate lists USDT on Ethereum (0xdAC1…1ec7) and USD₮0 on Arbitrum (0xFd08…Cbb9):
      // Tether's own contracts both (https://tether.to/en/supported-protocols/,
      // https://docs.usdt0.to/technical-documentation/developer#deployments), one USDT pool.
      [
        'Stargate:USDT→USD₮0',
        "You receive Tether's USDT0 on Arbitrum (0xFd08…Cbb9), listed by Stargate as USD₮0.",
        'https://stargate.finance/bridge?srcChain=ethereum&srcToken=0xdAC17F958D2ee523a2206206994597C13D831ec7&dstChain=arbitrum',
      ],
      [
        'Orbiter:USDT',
        "You receive Tether's USDT0 on Arbitrum (0xFd08…Cbb9).",
        'https://www.orbiter.finance/?source=Ethereum&dest=Arbitrum&token=USDT',
      ],
      [
        'Across:USDT',
        "You receive Tether's USDT0 on Arbitrum (0xFd08…Cbb9).",
        'https://app.across.to/bridge-and-swap?from=1&to=42161&inputToken=USDT&outputToken=USDT',
      ],
    ],
  },
  {
    request: { query: 'usdc', fromChain: 'ethereum', toChain: 'arbitrum' },
    moves: [
      ['Wormhole:USDC', "You receive Circle's USDC on Arbitrum, through Circle's CCTP."],
      ['Stargate:USDC', "You receive Circle's USDC on Arbitrum (0xaf88…5831)."],
      ['Orbiter:USDC', "You receive bridged USDC.e on Arbitrum (0xFF97…5CC8), not Circle's USDC."],
      // Across lists USDC and USDC.e apart (@across-protocol/constants TOKEN_SYMBOLS_MAP).
      ['Across:USDC', "You receive Circle's USDC on Arbitrum (0xaf88…5831)."],
      ['CCTP:USDC', "You receive Circle's USDC on Arbitrum (0xaf88…5831)."],
      ['Across:USDC.e', 'You receive bridged USDC.e on Arbitrum (0xFF97…5CC8).'],
    ],
  },
  {
    request: { query: 'eth', fromChain: 'ethereum', toChain: 'arbitrum' },
    moves: [
      [
        'Wormhole:ETH',
        'You receive Wormhole-wrapped ETH on Arbitrum, not the original ETH.',
        'https://portalbridge.com/?sourceChain=ethereum&targetChain=arbitrum&asset=ETH',
      ],
      [
        'Stargate:ETH',
        'You receive ETH, the native coin of Arbitrum.',
        'https://stargate.finance/bridge?srcChain=ethereum&srcToken=0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE&dstChain=arbitrum',
      ],
      [
        'Orbiter:ETH',
        'You receive ETH, the native coin of Arbitrum.',
        'https://www.orbiter.finance/?source=Ethereum&dest=Arbitrum&token=ETH',
      ],
      [
        'Across:ETH',
        'You receive ETH, the native coin of Arbitrum.',
        'https://app.across.to/bridge-and-swap?from=1&to=42161&inputToken=ETH&outputToken=ETH',
      ],
      ['Wormhole:WETH', 'You receive Wormhole-wrapped WETH on Arbitrum, not the original WETH.'],
    ],
  },
  {
    request: { query: 'eth', fromChain: 'ethereum', toChain: 'base' },
    moves: [
      [
        'Wormhole:ETH',
        'You receive Wormhole-wrapped ETH on Base, not the original ETH.',
        'https://portalbridge.com/?sourceChain=ethereum&targetChain=base&asset=ETH',
      ],
      ['Stargate:ETH', 'You receive ETH, the native coin of Base.'],
      ['Orbiter:ETH', 'You receive ETH, the native coin of Base.'],
      ['Across:ETH', 'You receive ETH, the native coin of Base.'],
      // Base's own bridge, the OP Stack Standard Bridge, opened in Superbridge as Base's docs do.
      [
        'OPStack:ETH',
        'You receive ETH, the native coin of Base.',
        'https://superbridge.app/?fromChainId=1&toChainId=8453',
      ],
    ],
  },
  {
    request: { query: 'eth', fromChain: 'ethereum', toChain: 'optimism' },
    moves: [
      ['Wormhole:ETH', 'You receive Wormhole-wrapped ETH on Optimism, not the original ETH.'],
      ['Stargate:ETH', 'You receive ETH, the native coin of Optimism.'],
      ['Orbiter:ETH', 'You receive ETH, the native coin of Optimism.'],
      ['Across:ETH', 'You receive ETH, the native coin of Optimism.'],
      [
        'OPStack:ETH',
        'You receive ETH, the native coin of Optimism.',
        'https://superbridge.app/?fromChainId=1&toChainId=10',
      ],
    ],
  },
  {
    request: { query: 'wbtc', fromChain: 'ethereum', toChain: 'arbitrum' },
    moves: [
      ['Wormhole:WBTC', 'You receive Wormhole-wrapped WBTC on Arbitrum, not the original WBTC.'],
      // Arbitrum's WBTC (0x2f2a…5B0f) is BitGo's WBTC bridged by Arbitrum's canonical bridge,
      // whichever protocol lists it and whatever its name says ('Wrapped Bitcoin').
      [
        'Across:WBTC',
        'You receive bridged WBTC on Arbitrum (0x2f2a…5B0f).',
        'https://app.across.to/bridge-and-swap?from=1&to=42161&inputToken=WBTC&outputToken=WBTC',
      ],
      // Orbiter lists BitGo's WBTC (0x2260…c599, https://wbtc.network/dashboard/audit) as 'BTC'.
      [
        'Orbiter:BTC',
        'You receive bridged WBTC on Arbitrum (0x2f2a…5B0f).',
        'https://www.orbiter.finance/?source=Ethereum&dest=Arbitrum&token=BTC',
      ],
    ],
  },
  {
    request: { query: 'usdc', fromChain: 'ethereum', toChain: 'sui' },
    moves: [
      // @wormhole-foundation/sdk-base lists Circle's USDC on Sui (0xdba3…::usdc::USDC) with a
      // CCTP V1 (Legacy) domain, which Circle has been phasing out since 31 Jul 2026
      // (https://www.circle.com/blog/cctp-version-updates); Circle's own Bridge Kit 1.15.1 has no
      // Sui chain. Wormhole's token bridge delivers its wrapped copy, as its card says.
      [
        'Wormhole:USDC',
        "You receive Wormhole-wrapped USDC on Sui, not Circle's USDC.",
        'https://portalbridge.com/?sourceChain=ethereum&targetChain=sui&asset=USDC',
      ],
      ['Orbiter:USDC', "You receive Circle's USDC on Sui (0xdba3…USDC)."],
    ],
  },
  {
    request: { query: 'usdc', fromChain: 'ethereum', toChain: 'solana' },
    moves: [
      ['Wormhole:USDC', "You receive Circle's USDC on Solana, through Circle's CCTP."],
      ['Orbiter:USDC', "You receive Circle's USDC on Solana (EPjFWd…Dt1v)."],
      [
        'Across:USDC',
        "You receive Circle's USDC on Solana (EPjFWd…Dt1v).",
        'https://app.across.to/bridge-and-swap?from=1&to=34268394551451&inputToken=USDC&outputToken=USDC',
      ],
      [
        'CCTP:USDC',
        "You receive Circle's USDC on Solana (EPjFWd…Dt1v).",
        'https://portalbridge.com/?sourceChain=ethereum&targetChain=solana&asset=USDC&targetAsset=USDC',
      ],
    ],
  },
  {
    request: { query: 'usdc', fromChain: 'ethereum', toChain: 'base' },
    moves: [
      ['Wormhole:USDC', "You receive Circle's USDC on Base, through Circle's CCTP."],
      [
        'Stargate:USDC',
        "You receive Circle's USDC on Base (0x8335…2913).",
        'https://stargate.finance/bridge?srcChain=ethereum&srcToken=0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48&dstChain=base',
      ],
      ['Orbiter:USDC', "You receive bridged USDbC on Base (0xd9aA…b6CA), not Circle's USDC."],
      ['Across:USDC', "You receive Circle's USDC on Base (0x8335…2913)."],
      [
        'CCTP:USDC',
        "You receive Circle's USDC on Base (0x8335…2913).",
        'https://portalbridge.com/?sourceChain=ethereum&targetChain=base&asset=USDC&targetAsset=USDC',
      ],
      // The Standard Bridge carries Ethereum's USDC as USDbC on Base (the OP Stack's token list,
      // opTokenId BridgedUSDC); Circle's USDC on Base is minted by CCTP, not this bridge.
      [
        'OPStack:USDC→USDbC',
        'You receive bridged USDbC on Base (0xd9aA…b6CA).',
        'https://superbridge.app/?fromChainId=1&toChainId=8453',
      ],
      ['Across:USDbC', 'You receive bridged USDbC on Base (0xd9aA…b6CA).'],
    ],
  },
  {
    request: { query: 'usdc', fromChain: 'arbitrum', toChain: 'base' },
    moves: [
      ['Wormhole:USDC', "You receive Circle's USDC on Base, through Circle's CCTP."],
      ['Stargate:USDC', "You receive Circle's USDC on Base (0x8335…2913)."],
      ['Orbiter:USDC', "You receive bridged USDbC on Base (0xd9aA…b6CA), not Circle's USDC."],
      ['Across:USDC', "You receive Circle's USDC on Base (0x8335…2913)."],
      [
        'CCTP:USDC',
        "You receive Circle's USDC on Base (0x8335…2913).",
        'https://portalbridge.com/?sourceChain=arbitrum&targetChain=base&asset=USDC&targetAsset=USDC',
      ],
    ],
  },
  {
    request: { query: 'usdc', fromChain: 'optimism', toChain: 'base' },
    moves: [['Across:USDC', "You receive Circle's USDC on Base (0x8335…2913)."]],
  },
  // Across's registry (@across-protocol/constants TOKEN_EQUIVALENCE_REMAPPING) counts USDC.e,
  // USDbC, USDzC and USDC-BNB as USDC, and Across's own route list has them arriving as one
  // another: USDC.e on zkSync Era (0x3355…aaf4) to USDC on Base (0x8335…2913) and back, USDC-BNB
  // on BNB Chain to USDC on Base (across-protocol/frontend, src/data/routes_1_0xc186….json).
  // Neither symbol alone lists both chains.
  {
    request: { query: 'usdc', fromChain: 'zksync-era', toChain: 'base' },
    moves: [['Across:USDC.e→USDC', "You receive Circle's USDC on Base (0x8335…2913)."]],
  },
  {
    request: { query: 'usdc', fromChain: 'base', toChain: 'zksync-era' },
    moves: [['Across:USDC→USDC.e', 'You receive bridged USDC.e on zkSync Era (0x3355…aaf4).']],
  },
  {
    request: { query: 'usdc', fromChain: 'bsc', toChain: 'base' },
    moves: [['Across:USDC-BNB→USDC', "You receive Circle's USDC on Base (0x8335…2913)."]],
  },
  {
    request: { query: 'usdt', fromChain: 'ethereum', toChain: 'optimism' },
    moves: [
      ['Wormhole:USDT', 'You receive Wormhole-wrapped USDT on Optimism, not the original USDT.'],
      ['Stargate:USDT', 'You receive bridged USDT on Optimism (0x94b0…8e58).'],
      ['Orbiter:USDT', 'You receive bridged USDT on Optimism (0x94b0…8e58).'],
      ['Across:USDT', 'You receive bridged USDT on Optimism (0x94b0…8e58).'],
      [
        'OPStack:USDT',
        'You receive bridged USDT on Optimism (0x94b0…8e58).',
        'https://superbridge.app/?fromChainId=1&toChainId=10',
      ],
    ],
  },
  {
    request: { query: 'dai', fromChain: 'ethereum', toChain: 'base' },
    moves: [
      [
        'Wormhole:DAI',
        'You receive Wormhole-wrapped DAI on Base, not the original DAI.',
        'https://portalbridge.com/?sourceChain=ethereum&targetChain=base&asset=DAI',
      ],
      // Base's DAI 0x50c5…B0Cb is the Standard Bridge's copy in the OP Stack's token list, which
      // marks it on every card.
      [
        'Across:DAI',
        'You receive bridged DAI on Base (0x50c5…B0Cb).',
        'https://app.across.to/bridge-and-swap?from=1&to=8453&inputToken=DAI&outputToken=DAI',
      ],
      [
        'OPStack:DAI',
        'You receive bridged DAI on Base (0x50c5…B0Cb).',
        'https://superbridge.app/?fromChainId=1&toChainId=8453',
      ],
    ],
  },
];

/** The routes whose copies must say their way back. */
const WAY_BACK_ROUTES: SearchRequest[] = [
  { query: 'usdt', fromChain: 'ethereum', toChain: 'arbitrum' },
  { query: 'usdt', fromChain: 'ethereum', toChain: 'optimism' },
  { query: 'usdc', fromChain: 'ethereum', toChain: 'base' },
  { query: 'usdc', fromChain: 'ethereum', toChain: 'sui' },
  { query: 'usdc', fromChain: 'ethereum', toChain: 'solana' },
  { query: 'usdc', fromChain: 'arbitrum', toChain: 'base' },
  { query: 'eth', fromChain: 'ethereum', toChain: 'starknet' },
  { query: 'wbtc', fromChain: 'ethereum', toChain: 'arbitrum' },
  { query: 'dai', fromChain: 'ethereum', toChain: 'base' },
];

function label({ request }: Expected): string {
  return `${request.query} ${request.fromChain} -> ${request.toChain}`;
}

describe('routes on the shipped catalogue', () => {
  test.each(ROUTE_TABLE.map((row) => [label(row), row] as const))(
    '%s: every protocol that moves the asset, and what arrives',
    (_label, { request, moves }) => {
      const cards = routeCards(shipped, request);
      const said = new Map(cards.map((card) => [card.id, card.arrival]));
      for (const [id, arrival] of moves) expect(said.get(id), id).toBe(arrival);
      // Each listed link is what 'Bridge Now' opens for the route.
      for (const [id, , link] of moves) {
        if (link === undefined) continue;
        const card = cards.find((c) => c.id === id)!;
        expect(bridgeTarget(card.option, request).href, id).toBe(link);
      }
      // In the order the answer gives them.
      const order = cards.map((card) => card.id).filter((id) => moves.some(([m]) => m === id));
      expect(order).toEqual(moves.map(([id]) => id));
    },
  );

  test.each(ROUTE_TABLE.map((row) => [label(row), row] as const))(
    "%s: every chip's mark agrees with the sentence",
    (_label, { request }) => {
      const cards: RouteCard[] = routeCards(shipped, request);
      expect(cards.length).toBeGreaterThan(0);
      for (const card of cards) {
        expect(card.arrival, card.id).not.toBe('');
        const [, to] = card.chips;
        expect(to?.kind, `${card.id}: ${card.arrival}`).toBe(markStated(card.arrival));
        // An issuer's token arriving is the one its chip names ("Tether's USDT0").
        const named = /^You receive (\S+'s \S+?)[ ,.]/.exec(card.arrival)?.[1];
        if (named && to?.kind === 'official')
          expect(
            [named, named.replace(/'s /, "'s own "), "The issuer's own token"],
            card.id,
          ).toContain(to.heading.replace(/^card: /, ''));
      }
    },
  );

  test.each(
    WAY_BACK_ROUTES.map(
      (request) =>
        [`${request.query} ${request.fromChain} -> ${request.toChain}`, request] as const,
    ),
  )(
    '%s: every copy a card delivers says which listed protocols take it back',
    (_label, request) => {
      const cards = routeCards(shipped, request);
      const copies = cards.filter((card) =>
        /^(bridged|protocol-wrapped)$/.test(card.chips[1]!.kind),
      );
      for (const card of cards) {
        const copy = copies.includes(card);
        if (!copy) expect(card.note?.wayBack, card.id).toBeUndefined();
        else
          expect(card.note?.wayBack, `${card.id}: ${card.arrival}`).toMatch(
            /^(Only \S+ takes this token back\.|Of the bridges listed here, only .+ takes this token back\.|.+ takes? this token back(, and so do .+)?\.)$/,
          );
      }
    },
  );

  test('the way back names who takes the very contract that arrives', () => {
    const arrivals = (request: SearchRequest) =>
      Object.fromEntries(routeCards(shipped, request).map((card) => [card.id, card.note?.wayBack]));
    expect(arrivals({ query: 'wbtc', fromChain: 'ethereum', toChain: 'arbitrum' })).toMatchObject({
      'Wormhole:WBTC': 'Only Wormhole takes this token back.',
      'Across:WBTC': 'Across and Orbiter Finance take this token back.',
    });
    expect(arrivals({ query: 'usdt', fromChain: 'ethereum', toChain: 'arbitrum' })).toMatchObject({
      'Wormhole:USDT': 'Only Wormhole takes this token back.',
      'Across:USDT': undefined,
    });
    expect(arrivals({ query: 'dai', fromChain: 'ethereum', toChain: 'base' })).toMatchObject({
      'OPStack:DAI': 'OP Standard Bridge and Across take this token back.',
    });
  });

  test('with the protocol set to Stargate, usdt from Ethereum to Arbitrum finds its USDT pool', () => {
    const cards = routeCards(shipped, {
      query: 'usdt',
      protocol: 'Stargate',
      fromChain: 'ethereum',
      toChain: 'arbitrum',
    });
    expect(cards.map((card) => card.id)).toEqual(['Stargate:USDT→USD₮0']);
    expect(cards[0]!.option.token.symbol).toBe('USDT');
  });

  test.each(ROUTE_TABLE.map((row) => [label(row), row] as const))(
    '%s: still finds every option the spec rule finds',
    (_label, { request }) => {
      const plain = runSearch(shipped.catalogs, request).options.map((option) => option.id);
      const ids = routeCards(shipped, request).map((card) => card.id);
      expect(ids).toEqual(expect.arrayContaining(plain));
    },
  );

  test.each(ROUTE_TABLE.map((row) => [label(row), row] as const))(
    "%s: the route's one line counts every card and groups it under what its card says arrives",
    (_label, { request, moves }) => {
      const cards = routeCards(shipped, request);
      const summary = summarizeRoute(
        cards.map((card) => card.option),
        Object.fromEntries(cards.flatMap((card) => (card.note ? [[card.id, card.note]] : []))),
        request.query,
      );
      expect(summary.ways + summary.others).toBe(cards.length);
      expect(summary.groups.reduce((sum, group) => sum + group.ways, 0)).toBe(summary.ways);
      // Every option the table lists that delivers the asset asked for is a way, in the group of
      // what it delivers ('eth' lists Wormhole's WETH too: another asset, counted apart).
      for (const [id] of moves) {
        const card = cards.find((c) => c.id === id)!;
        if (card.note?.arrivingAsset !== request.query.toUpperCase()) continue;
        const group = summary.groups.find((g) => g.arrives === card.note?.arrives);
        expect(group?.protocols, id).toContain(card.option.protocol);
      }
      expect(summary.ways, 'the asset asked for has ways').toBeGreaterThan(0);
      for (const card of cards) expect(card.arrival, card.id).not.toBe('');
    },
  );

  test("Across's route from zkSync Era to Base leaves as USDC.e and arrives as USDC, and says so", () => {
    const cards = routeCards(shipped, {
      query: 'usdc',
      protocol: 'Across',
      fromChain: 'zksync-era',
      toChain: 'base',
    });
    // The spec's rule finds no Across option for this route: no one symbol lists both chains.
    expect(
      runSearch(shipped.catalogs, {
        query: 'usdc',
        protocol: 'Across',
        fromChain: 'zksync-era',
        toChain: 'base',
      }).options,
    ).toEqual([]);
    expect(cards.map((card) => card.id)).toEqual(['Across:USDC.e→USDC']);
    const [card] = cards;
    expect(card!.option.joined).toEqual({
      asset: 'USDC',
      symbols: ['USDC.e', 'USDC'],
      by: 'protocol',
    });
    expect(card!.chips.map((chip) => chip.kind)).toEqual(['bridged', 'official']);
    // 'Bridge Now' opens Across with the route prefilled, USDC.e in and USDC out.
    const { token } = card!.option;
    expect(token.protocol).toBe('Across');
    if (token.protocol !== 'Across') return;
    expect(
      across.deepLink(token, {
        site: 'https://app.across.to/',
        departure: '324',
        departureContract: undefined,
        destination: '8453',
        arrivingSymbol: card!.option.joined?.symbols[1],
      }),
    ).toBe(
      'https://app.across.to/bridge-and-swap?from=324&to=8453&inputToken=USDC.e&outputToken=USDC',
    );
  });

  test('where a chain lists USDC and its bridged form, an Across route that needs both leaves as USDC', () => {
    // Optimism lists USDC and USDC.e, Zora only USDzC: Across takes USDC on Optimism (its route
    // list has no route leaving as Optimism's USDC.e since Circle's USDC came there).
    const ids = routeCards(shipped, {
      query: 'usdc',
      protocol: 'Across',
      fromChain: 'optimism',
      toChain: 'zora',
    }).map((card) => card.id);
    expect(ids).toEqual(['Across:USDC→USDzC']);
  });

  test("Wormhole's USDC to Aptos is its wrapped copy on the route card as on the search card", () => {
    // @wormhole-foundation/sdk-base names Aptos a CCTP V1 (Legacy) domain; Circle's Bridge Kit,
    // Circle's own list of where CCTP serves, does not name Aptos.
    const wormhole = routeCards(shipped, {
      query: 'usdc',
      fromChain: 'ethereum',
      toChain: 'aptos',
    }).find((card) => card.id === 'Wormhole:USDC');
    expect(wormhole?.arrival).toBe(
      "You receive Wormhole-wrapped USDC on Aptos, not Circle's USDC.",
    );
    expect(wormhole?.chips[1]).toMatchObject({ kind: 'protocol-wrapped' });
    expect(wormhole?.note?.wayBack).toBe('Only Wormhole takes this token back.');
    const card = routeCards(shipped, { query: 'usdc', protocol: 'Wormhole' })[0];
    expect(card?.note?.chainMarks?.find((mark) => mark.chain === 'Aptos')?.kind).toBe(
      'protocol-wrapped',
    );
  });

  test("the 'usdc' search titles Wormhole's card by the token's name, not one origin's key", () => {
    // Wormhole's USDC card holds USDC of several origins (keys USDCsol, USDCeth, USDCarbitrum…);
    // 'USDCsol' named only the Solana one. Circle's token is 'USD Coin'.
    const wormhole = routeCards(shipped, { query: 'usdc' }).find(
      (card) => card.id === 'Wormhole:USDC',
    );
    expect(wormhole?.title).toBe('USDC (USD Coin)');
    const stargate = routeCards(shipped, { query: 'usdt' }).find(
      (card) => card.id === 'Stargate:USDT',
    );
    expect(stargate?.title).toBe('USDT (Tether USD)');
  });

  test('the route listing (no query) offers the asset under its two symbols too', () => {
    const ids = routeCards(shipped, { query: '', fromChain: 'ethereum', toChain: 'arbitrum' }).map(
      (card) => card.id,
    );
    expect(ids).toContain('Stargate:USDT→USD₮0');
  });
});
