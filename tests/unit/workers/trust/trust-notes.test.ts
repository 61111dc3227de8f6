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

  test("labels only the tokens an option shows when the query matched some of a symbol's tokens", () => {
    const catalogs = [createCatalog('Orbiter', [ETH_ON_ETHEREUM, ETH_ON_POLYGON])];
    const notes = createTrustNotes(catalogs);
    const { options } = runSearch(catalogs, { query: 'on polygon' });
    expect(options.map((o) => o.availableChains)).toEqual([['Polygon']]);
    expect(notes.annotate(options)['Orbiter:ETH']?.variants.map((v) => [v.kind, v.chains])).toEqual(
      [['wrapped', ['Polygon']]],
    );
  });

  test("warns only about the chains an option shows when the query matched some of a symbol's tokens", () => {
    const usdcArbitrum = '0xaf88d065e77c8cC2239327C5EDb3A432268e5831';
    const fakeArbitrum = '0xFF970A61A04b1cA14834A43f5dE4533eBDDB5CC8';
    const usdcSolana = 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v';
    const catalogs = [
      createCatalog('Stargate', [stargate('USDC', 'arbitrum', usdcArbitrum)]),
      createCatalog('Orbiter', [
        orbiter('USDC', 'Arbitrum', fakeArbitrum),
        orbiter('USDC', 'Solana', usdcSolana),
      ]),
    ];
    const notes = createTrustNotes(catalogs);
    // The whole symbol: the Arbitrum mismatch is on the card.
    const all = notes.annotate(runSearch(catalogs, { query: 'usdc' }).options);
    expect(all['Orbiter:USDC']?.agreement.tone).toBe('conflict');
    // Found by its Solana address: the card shows Solana only, and nothing is compared there.
    const bySolana = runSearch(catalogs, { query: usdcSolana }).options;
    expect(bySolana.map((o) => [o.id, o.availableChains])).toEqual([['Orbiter:USDC', ['Solana']]]);
    expect(notes.annotate(bySolana)['Orbiter:USDC']?.agreement.tone ?? 'none').toBe('none');
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
    expect(annotations['Wormhole:USDC']?.agreement.headline).toBe(
      '2 of 2 sources agree on Arbitrum',
    );
    expect(annotations['Stargate:USDC']?.agreement.tone).toBe('agree');
    expect(notes.annotate(runSearch(catalogs, { query: 'plain' }).options)).toEqual({});
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
      headline: "Same contract as Wormhole's USDT on Arbitrum",
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

  test("Orbiter's bridged USDC contracts get the Bridged chip and the mismatch names them", () => {
    const note = noteOf('usdc', 'Orbiter:USDC');
    const bridged = note?.variants.find((v) => v.kind === 'bridged');
    expect(bridged?.chains).toEqual(
      expect.arrayContaining(['Arbitrum', 'Optimism', 'Base', 'zkSync Era', 'Linea']),
    );
    expect(note?.agreement.headline).toBe('Addresses differ on 3 chains');
    expect(note?.agreement.details).toContain(
      "Arbitrum: Wormhole, Stargate 0xaf88…5831 (Circle's USDC) vs Orbiter Finance lists bridged USDC.e 0xFF97…5CC8 as USDC",
    );
    expect(note?.agreement.details).toContain(
      "Base: Wormhole, Stargate 0x8335…2913 (Circle's USDC) vs Orbiter Finance lists bridged USDbC 0xd9aA…b6CA as USDC",
    );
  });

  test("Wormhole's USDT on Base is bridged, and its wrapped deployments are told apart", () => {
    const note = noteOf('usdt', 'Wormhole:USDT');
    expect(note?.variants).toEqual([
      expect.objectContaining({ kind: 'bridged', chains: ['Base'] }),
    ]);
    expect(note?.wrappedChains).toEqual(
      expect.arrayContaining(['Fantom', 'Moonbeam', 'Sui', 'Aptos']),
    );
    expect(note?.wrappedChains).not.toContain('Ethereum');
    expect(noteOf('usdc', 'Wormhole:USDC')?.wrappedChains).toEqual(
      expect.arrayContaining(['Fantom', 'Celo', 'Moonbeam', 'Sui', 'Aptos']),
    );
  });

  test("Stargate's USDC.e comes from another chain; the ETH fee claim leaves out Immutable X, dYdX and Fraxtal", () => {
    expect(noteOf('usdc.e', 'Stargate:USDC.e')?.variants[0]?.explanation).toBe(
      "The '.e' suffix marks USDC bridged from another chain, not the issuer's own USDC on this chain.",
    );
    const native = noteOf('eth', 'Orbiter:ETH')?.variants.find((v) => v.kind === 'native');
    expect(native?.chains).toEqual(expect.arrayContaining(['Immutable X', 'dYdX', 'Fraxtal']));
    expect(native?.explanation).toBe(
      'ETH is the native coin of each of these chains, though on Immutable X, dYdX and Fraxtal network fees are not paid in it.',
    );
  });
});
