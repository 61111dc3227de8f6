import { describe, expect, test } from 'vitest';
import type { BridgeOption, Token } from '../../../../src/shared/tokens';
import {
  compareCodeUnits,
  matchRank,
  rankOptions,
  RANK_EXACT,
  RANK_OTHER,
  RANK_PREFIX,
} from '../../../../workers/search/rank';
import { orbiter, stargate, wormhole } from './tokens';

function option(token: Token): BridgeOption {
  return {
    id: `${token.protocol}:${token.symbol}`,
    protocol: token.protocol,
    token,
    availableChains: [],
    chainDetails: [],
  };
}

describe('matchRank', () => {
  test('ranks an exact symbol (any case) above a prefix, and a prefix above any other match', () => {
    expect(matchRank('USDC', 'usdc')).toBe(RANK_EXACT);
    expect(matchRank('usdc', 'usdc')).toBe(RANK_EXACT);
    expect(matchRank('USDC.e', 'usdc')).toBe(RANK_PREFIX);
    expect(matchRank('axlUSDC', 'usdc')).toBe(RANK_OTHER);
  });
});

describe('rankOptions', () => {
  test('orders exact, then prefix, then other matches; ties by protocol Wormhole, Stargate, Orbiter, then symbol', () => {
    const options = [
      option(orbiter('axlUSDC', 'Ethereum', '0x1')),
      option(orbiter('USDC.e', 'Arbitrum', '0x2')),
      option(stargate('USDC.e', 'abstract', '0x3')),
      option(orbiter('USDC', 'Ethereum', '0x4')),
      option(stargate('USDC', 'ethereum', '0x5')),
      option(wormhole('USDC', 'Ethereum', '0x6')),
      option(stargate('USDCx', 'base', '0x7')),
      option(wormhole('Bridged USDC', 'Ethereum', '0x8', { key: 'USDCbridged' })),
    ];
    expect(rankOptions(options, 'usdc').map((o) => o.id)).toEqual([
      'Wormhole:USDC',
      'Stargate:USDC',
      'Orbiter:USDC',
      'Stargate:USDC.e',
      'Stargate:USDCx',
      'Orbiter:USDC.e',
      'Wormhole:Bridged USDC',
      'Orbiter:axlUSDC',
    ]);
  });

  test('gives the same order whatever the input order', () => {
    const options = [
      option(stargate('b', 'x', '1')),
      option(stargate('B', 'x', '2')),
      option(stargate('a', 'x', '3')),
    ];
    const forward = rankOptions(options, 'zz').map((o) => o.id);
    expect(rankOptions([...options].reverse(), 'zz').map((o) => o.id)).toEqual(forward);
    expect(forward).toEqual(['Stargate:B', 'Stargate:a', 'Stargate:b']);
  });
});

describe('compareCodeUnits', () => {
  test('orders by UTF-16 code units, independent of locale', () => {
    expect(['b', 'B', 'é', 'e', 'USD₮0', 'USDT0'].sort(compareCodeUnits)).toEqual([
      'B',
      'USDT0',
      'USD₮0',
      'b',
      'e',
      'é',
    ]);
  });
});
