import { describe, expect, test } from 'vitest';
import { createCatalog } from '../../../../workers/search/catalog';
import { runSearch } from '../../../../workers/search/search';
import { createTrustNotes } from '../../../../workers/trust/trust-notes';
import { SHARED_FIXTURES_AVAILABLE } from '../../../fixtures/sources';
import { catalogsOf, sharedFixtureTokens } from '../catalogs';
import { orbiter, stargate, wormhole } from '../search/tokens';

const ETH_ON_ETHEREUM = orbiter('ETH', 'Ethereum', '0x0000000000000000000000000000000000000000', {
  isNative: true,
  name: 'Ether',
});
const ETH_ON_POLYGON = orbiter('ETH', 'Polygon', '0x7ceB23fD6bC0adD59E62ac25578270cFf1b9f619', {
  name: 'Ether on Polygon',
});

describe('createTrustNotes', () => {
  test('labels every kind a multi-chain option has, with the chains of each', () => {
    const catalogs = [createCatalog('Orbiter', [ETH_ON_ETHEREUM, ETH_ON_POLYGON])];
    const notes = createTrustNotes(catalogs);
    const { options } = runSearch(catalogs, { query: 'eth' });
    expect(notes.annotate(options)['Orbiter:ETH']?.variants.map((v) => [v.kind, v.chains])).toEqual(
      [
        ['native', ['Ethereum']],
        ['wrapped', ['Polygon']],
      ],
    );
  });

  test('a name match shows the whole symbol with the same marks as a symbol search', () => {
    const catalogs = [createCatalog('Orbiter', [ETH_ON_ETHEREUM, ETH_ON_POLYGON])];
    const notes = createTrustNotes(catalogs);
    const byName = runSearch(catalogs, { query: 'on polygon' }).options;
    const bySymbol = runSearch(catalogs, { query: 'eth' }).options;
    expect(byName.map((o) => o.availableChains)).toEqual([['Ethereum', 'Polygon']]);
    const marks = notes.annotate(byName)['Orbiter:ETH']?.chainMarks;
    expect(marks?.map((m) => [m.chain, m.kind])).toEqual([
      ['Ethereum', 'native'],
      ['Polygon', 'wrapped'],
    ]);
    expect(notes.annotate(bySymbol)['Orbiter:ETH']?.chainMarks).toEqual(marks);
  });

  test('an address search shows the whole token, the searched chain highlighted, and the same warning', () => {
    const usdcArbitrum = '0xaf88d065e77c8cC2239327C5EDb3A432268e5831';
    const bridgedArbitrum = '0xFF970A61A04b1cA14834A43f5dE4533eBDDB5CC8';
    const usdcSolana = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
    const catalogs = [
      createCatalog('Stargate', [stargate('USDC', 'arbitrum', usdcArbitrum)]),
      createCatalog('Orbiter', [
        orbiter('USDC', 'Arbitrum', bridgedArbitrum),
        orbiter('USDC', 'Solana', usdcSolana),
      ]),
    ];
    const notes = createTrustNotes(catalogs);
    const all = notes.annotate(runSearch(catalogs, { query: 'usdc' }).options);
    expect(all['Orbiter:USDC']?.agreement.tone).toBe('conflict');
    const bySolana = runSearch(catalogs, { query: usdcSolana }).options;
    expect(bySolana.map((o) => [o.id, o.availableChains, o.highlightChains])).toEqual([
      ['Orbiter:USDC', ['Arbitrum', 'Solana'], ['Solana']],
    ]);
    expect(notes.annotate(bySolana)['Orbiter:USDC']).toEqual(all['Orbiter:USDC']);
    // Searching Circle's own Arbitrum contract warns nothing about it on Stargate's card.
    const byCircle = runSearch(catalogs, { query: usdcArbitrum }).options;
    expect(byCircle.map((o) => o.id)).toEqual(['Stargate:USDC']);
    expect(notes.annotate(byCircle)['Stargate:USDC']?.agreement.tone).toBe('agree');
  });

  test('compares addresses across the catalogues it was given, and leaves out options with nothing to say', () => {
    const usdc = '0xaf88d065e77c8cC2239327C5EDb3A432268e5831';
    const catalogs = [
      createCatalog('Wormhole', [
        wormhole('USDC', 'Arbitrum', usdc),
        wormhole('PLAIN', 'Arbitrum', '0x01'),
      ]),
      createCatalog('Stargate', [stargate('USDC', 'arbitrum', usdc.toLowerCase())]),
    ];
    const notes = createTrustNotes(catalogs);
    const annotations = notes.annotate(runSearch(catalogs, { query: 'usdc' }).options);
    // Both list Circle's own contract there: the line says whose it is, once.
    expect(annotations['Wormhole:USDC']?.agreement.headline).toBe("Circle's USDC on Arbitrum");
    expect(annotations['Wormhole:USDC']?.agreement.details).toEqual([
      'Arbitrum: 2 of 2 sources agree (Wormhole, Stargate)',
    ]);
    expect(annotations['Stargate:USDC']?.agreement.tone).toBe('agree');
    // An option nothing confirms says so quietly, and nothing else.
    const plain = notes.annotate(runSearch(catalogs, { query: 'plain' }).options)['Wormhole:PLAIN'];
    expect(plain?.agreement.tone).toBe('none');
    expect(plain?.variants).toEqual([]);
    expect(plain?.chainMarks?.map((m) => m.kind)).toEqual(['unverified']);
  });

  test('warming stops at the next slice once newer data has replaced the notes', async () => {
    const tokens = Array.from({ length: 50 }, (_, i) => stargate(`T${i}`, 'base', `0x${i + 10}`));
    const notes = createTrustNotes([createCatalog('Stargate', tokens)]);
    let clock = 0;
    let yields = 0;
    await notes.warm({
      now: () => (clock += 10),
      yieldFn: async () => {
        yields++;
      },
      isCurrent: () => false,
      sliceMs: 5,
    });
    expect(yields).toBe(1);
  });
});

describe('spelling evidence and wrapped chains', () => {
  const USDT0_ARBITRUM = '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9';

  test('a look-alike spelling at a contract another source lists under the real symbol says so, with no warning', () => {
    const catalogs = [
      createCatalog('Wormhole', [wormhole('USDT', 'Arbitrum', USDT0_ARBITRUM)]),
      createCatalog('Stargate', [stargate('USD₮0', 'arbitrum', USDT0_ARBITRUM)]),
    ];
    const notes = createTrustNotes(catalogs);
    const { options } = runSearch(catalogs, { query: 'usdt' });
    const note = notes.annotate(options)['Stargate:USD₮0'];
    expect(note?.variants).toEqual([]);
    expect(note?.agreement).toEqual({
      tone: 'agree',
      // Tether's list names the contract, so the line first says whose it is.
      headline: "Tether's USDT0 on Arbitrum; same contract as Wormhole's USDT on Arbitrum",
      details: ["Arbitrum: Same contract as Wormhole's USDT"],
    });
  });

  test('the same spelling at an unknown address stays a look-alike, naming where the real one is', () => {
    const catalogs = [
      createCatalog('Wormhole', [wormhole('USDT', 'Arbitrum', USDT0_ARBITRUM)]),
      createCatalog('Stargate', [
        stargate('USD₮0', 'arbitrum', '0x1111111111111111111111111111111111111111'),
      ]),
    ];
    const notes = createTrustNotes(catalogs);
    const { options } = runSearch(catalogs, { query: 'usd₮0' });
    const [variant] = notes.annotate(options)['Stargate:USD₮0']?.variants ?? [];
    expect(variant?.kind).toBe('lookalike');
    expect(variant?.explanation).toContain('Wormhole lists USDT on Arbitrum at 0xFd08…Cbb9');
  });

  test('marks the chains a Wormhole option reaches only through wrapped copies', () => {
    const usdc = wormhole('USDC', 'Ethereum', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', {
      foreignAssets: [
        { chainName: 'Solana', address: 'A9mUU4qviSctJVPJdBJWkb28deg915LYJKrzQ19ji3FM' },
        { chainName: 'Fantom', address: '0x2Ec752329c3EB419136ca5e4432Aa2CDb1eA23e6' },
      ],
    });
    const usdcSol = wormhole('USDC', 'Solana', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', {
      key: 'USDCsol',
    });
    const catalogs = [createCatalog('Wormhole', [usdc, usdcSol])];
    const notes = createTrustNotes(catalogs);
    const { options } = runSearch(catalogs, { query: 'usdc' });
    // Solana has native USDC in the group; Fantom has only Wormhole's wrapped copy.
    expect(notes.annotate(options)['Wormhole:USDC']?.wrappedChains).toEqual(['Fantom']);
  });
});

describe.skipIf(!SHARED_FIXTURES_AVAILABLE)('trust notes on the real-data snapshots', () => {
  // Read on first use, not while the suite is collected: a skipped suite still runs this body.
  let loaded: {
    catalogs: ReturnType<typeof catalogsOf>;
    notes: ReturnType<typeof createTrustNotes>;
  };
  const data = () => {
    if (!loaded) {
      const catalogs = catalogsOf(sharedFixtureTokens());
      loaded = { catalogs, notes: createTrustNotes(catalogs) };
    }
    return loaded;
  };
  const noteOf = (query: string, id: string) => {
    const { catalogs, notes } = data();
    const { options } = runSearch(catalogs, { query });
    expect(
      options.map((o) => o.id),
      query,
    ).toContain(id);
    return notes.annotate(options)[id];
  };

  test("no look-alike label on Tether's own USD₮0 (Arbitrum) and USDt (Avalanche, Kava)", () => {
    expect(noteOf('usdt', 'Stargate:USD₮0')?.variants).toEqual([]);
    expect(noteOf('usdt', 'Stargate:USD₮0')?.agreement.details).toEqual([
      "Arbitrum: Same contract as Wormhole's and Orbiter Finance's USDT",
    ]);
    expect(noteOf('usdt', 'Stargate:USDt')?.variants).toEqual([]);
    expect(noteOf('usdt', 'Stargate:USDt')?.agreement.details).toEqual([
      "Avalanche: Same contract as Wormhole's USDT",
      "Kava: Tether's own USDt contract",
    ]);
  });

  test("Orbiter's bridged USDC contracts are marked per chain and only its card is warned", () => {
    const note = noteOf('usdc', 'Orbiter:USDC');
    const marks = new Map(note?.chainMarks?.map((m) => [m.chain, [m.kind, m.name]]));
    expect(marks.get('Arbitrum')).toEqual(['bridged', 'USDC.e']);
    expect(marks.get('Base')).toEqual(['bridged', 'USDbC']);
    expect(marks.get('zkSync Era')).toEqual(['bridged', 'USDC.e']);
    expect(marks.get('BNB Chain')).toEqual(['bridged', 'Binance-Peg USDC']);
    // Circle upgraded Linea's bridged USDC in place: 0x1762…e1ff is Circle's own now.
    expect(marks.get('Linea')).toEqual(['official', "Circle's USDC"]);
    expect(marks.get('Ethereum')).toEqual(['official', "Circle's USDC"]);
    expect(note?.agreement.headline).toBe("Not Circle's USDC on Arbitrum, Optimism and Base");
    expect(note?.agreement.details).toContain(
      "Arbitrum: Orbiter Finance lists bridged USDC.e 0xFF97…5CC8 as USDC; Circle's USDC is 0xaf88…5831",
    );
    expect(note?.agreement.details).toContain(
      "Base: Orbiter Finance lists bridged USDbC 0xd9aA…b6CA as USDC; Circle's USDC is 0x8335…2913",
    );
    // Wormhole's and Stargate's cards carry Circle's contracts there: no warning on them.
    for (const id of ['Wormhole:USDC', 'Stargate:USDC']) {
      const other = noteOf('usdc', id);
      expect(other?.agreement.tone, id).toBe('agree');
      // Every chain the card marks as Circle's, and never BNB Chain's Binance-Peg copy.
      expect(other?.agreement.headline, id).toMatch(/^Circle's USDC on .* and 4 more chains/);
      expect(other?.agreement.headline, id).not.toContain('BNB Chain');
    }
  });

  test("Wormhole's USDT: Tether's own contracts named, bridged copies and wrapped deployments told apart", () => {
    const note = noteOf('usdt', 'Wormhole:USDT');
    const marks = new Map(note?.chainMarks?.map((m) => [m.chain, [m.kind, m.name]]));
    expect(marks.get('Ethereum')).toEqual(['official', "Tether's USDT"]);
    expect(marks.get('Arbitrum')).toEqual(['official', "Tether's USDT0"]);
    expect(marks.get('Base')?.[0]).toBe('bridged');
    expect(marks.get('BNB Chain')).toEqual(['bridged', 'Binance-Peg BSC-USD']);
    for (const chain of ['Fantom', 'Moonbeam', 'Sui', 'Aptos'])
      expect(marks.get(chain), chain).toEqual(['protocol-wrapped', '']);
    // The copy's mark names who wraps it: the option's protocol.
    expect(note?.chainMarks?.find((m) => m.chain === 'Fantom')?.wrappedBy).toBe('Wormhole');
    expect(note?.wrappedChains).not.toContain('Ethereum');
    expect(noteOf('usdc', 'Wormhole:USDC')?.wrappedChains).toEqual(
      expect.arrayContaining(['Fantom', 'Celo', 'Moonbeam', 'Sui', 'Aptos']),
    );
  });

  test("Stargate's USDC.e comes from another chain; the ETH fee claim leaves out Immutable X and dYdX", () => {
    // Where Stargate's definitions name its USDC.e an OFT of its own, the card says so; the
    // chains together read as one bridged group.
    const usdcE = noteOf('usdc.e', 'Stargate:USDC.e');
    expect(usdcE?.variants[0]?.explanation).toBe(
      "On each of these chains, this USDC.e is a copy bridged from another chain, not the issuer's own token.",
    );
    expect(usdcE?.chainMarks?.map((mark) => mark.explanation)).toEqual(
      expect.arrayContaining([
        "The '.e' suffix marks USDC bridged from another chain, not the issuer's own USDC on this chain.",
        expect.stringMatching(/is Stargate's own OFT copy of USDC, not the issuer's own USDC\.$/),
      ]),
    );
    const native = noteOf('eth', 'Orbiter:ETH')?.variants.find((v) => v.kind === 'native');
    expect(native?.chains).toEqual(expect.arrayContaining(['Immutable X', 'dYdX v3']));
    // Fraxtal's gas coin is FRAX (frxETH at launch): its ETH is not called the chain's coin.
    expect(native?.chains).not.toContain('Fraxtal');
    expect(native?.explanation).toBe(
      'ETH is the native coin of each of these chains, though on Immutable X and dYdX v3 network fees are not paid in it.',
    );
  });
});
