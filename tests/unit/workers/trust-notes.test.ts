import { describe, expect, test } from 'vitest';
import { createCatalog } from '../../../workers/search/catalog';
import { runSearch } from '../../../workers/search/search';
import { createTrustNotes } from '../../../workers/trust-notes';
import { orbiter, stargate, wormhole } from './search/tokens';

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
