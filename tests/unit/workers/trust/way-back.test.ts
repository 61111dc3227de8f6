import { describe, expect, test } from 'vitest';
import { createCatalog } from '../../../../workers/search/catalog';
import { runSearch } from '../../../../workers/search/search';
import { createTrustNotes } from '../../../../workers/trust/trust-notes';
import { buildTakers, wayBackOf } from '../../../../workers/trust/way-back';
import type { AcrossToken } from '../../../../src/shared/protocols/across/adapter';
import { orbiter, stargate, wormhole } from '../search/tokens';

const WBTC_ETHEREUM = '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599';
const WORMHOLE_WBTC_POLYGON = '0x5D49c278340655B56609FdF8976eb0612aF3a0C3';
const USDT_OPTIMISM = '0x94b008aA00579c1307B0EF2c499aD98a8ce58e58';

const wormholeWbtc = wormhole('WBTC', 'Ethereum', WBTC_ETHEREUM, {
  foreignAssets: [{ chainName: 'Polygon', address: WORMHOLE_WBTC_POLYGON }],
});

describe('wayBackOf', () => {
  test("a token bridge's own wrapped copy: only its maker takes it", () => {
    const takers = buildTakers([wormholeWbtc]);
    expect(wayBackOf(takers, 'polygon', WORMHOLE_WBTC_POLYGON, 'Wormhole', 'Wormhole')).toBe(
      'Only Wormhole takes this token back.',
    );
  });

  test('the maker first, then the others that list the same contract on that chain', () => {
    const takers = buildTakers([
      wormholeWbtc,
      orbiter('WBTC', 'Polygon', WORMHOLE_WBTC_POLYGON.toLowerCase()),
      stargate('WBTC', 'polygon', WORMHOLE_WBTC_POLYGON),
      // The same address on another chain takes nothing back from Polygon.
      orbiter('WBTC', 'Arbitrum', WORMHOLE_WBTC_POLYGON),
    ]);
    expect(wayBackOf(takers, 'polygon', WORMHOLE_WBTC_POLYGON, 'Wormhole', 'Wormhole')).toBe(
      'Wormhole takes this token back, and so do Orbiter Finance and Stargate.',
    );
  });

  test('a copy made by a bridge the app does not list names only the listed protocols', () => {
    const takers = buildTakers([
      orbiter('USDT', 'Optimism', USDT_OPTIMISM),
      stargate('USDT', 'optimism', USDT_OPTIMISM),
    ]);
    const maker = 'the OP Mainnet standard bridge';
    expect(wayBackOf(takers, 'optimism', USDT_OPTIMISM, 'Stargate', maker)).toBe(
      'Stargate and Orbiter Finance take this token back.',
    );
    expect(wayBackOf(buildTakers([]), 'optimism', USDT_OPTIMISM, 'Stargate', maker)).toBe(
      'None of the bridges listed here takes this token back.',
    );
    const acrossUsdt: AcrossToken = {
      protocol: 'Across',
      key: 'USDT',
      symbol: 'USDT',
      decimals: 6,
      chainId: '10',
      address: USDT_OPTIMISM,
    };
    expect(wayBackOf(buildTakers([acrossUsdt]), 'optimism', USDT_OPTIMISM, 'Across', maker)).toBe(
      'Of the bridges listed here, only Across takes this token back.',
    );
  });
});

describe('a route card says the way back of a copy it delivers', () => {
  test("Wormhole's wrapped WBTC on Polygon: only Wormhole takes it back; the original says nothing", () => {
    const catalogs = [createCatalog('Wormhole', [wormholeWbtc])];
    const notes = createTrustNotes(catalogs);
    const there = runSearch(catalogs, { query: 'wbtc', fromChain: 'ethereum', toChain: 'polygon' });
    const note = notes.annotateRoute(there.options, 'ethereum', 'polygon')['Wormhole:WBTC'];
    expect(note?.arrival).toBe(
      'You receive Wormhole-wrapped WBTC on Polygon, not the original WBTC.',
    );
    expect(note?.wayBack).toBe('Only Wormhole takes this token back.');
    const back = runSearch(catalogs, { query: 'wbtc', fromChain: 'polygon', toChain: 'ethereum' });
    const home = notes.annotateRoute(back.options, 'polygon', 'ethereum')['Wormhole:WBTC'];
    expect(home?.arrival).toMatch(/^You receive /);
    expect(home?.wayBack).toBeUndefined();
  });
});
