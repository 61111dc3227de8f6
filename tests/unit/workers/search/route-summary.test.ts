import { describe, expect, test } from 'vitest';
import type { OptionAnnotation } from '../../../../src/shared/contract';
import type { BridgeOption, Token } from '../../../../src/shared/tokens';
import { reachOf, summarizeRoute } from '../../../../workers/search/route-summary';
import { orbiter, stargate, wormhole } from './tokens';

const USDC_ETHEREUM = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';

function option(token: Token, id: string, chains: string[]): BridgeOption {
  return { id, protocol: token.protocol, token, availableChains: chains, chainDetails: [] };
}

function arriving(arrives: string, arrivingAsset: string): OptionAnnotation {
  return {
    agreement: { tone: 'none', headline: '', details: [] },
    variants: [],
    arrives,
    arrivingAsset,
  };
}

describe('a route in one line', () => {
  test('groups the ways by what arrives, the largest first, each naming its protocols once', () => {
    const options = [
      option(orbiter('USDC', 'Ethereum', USDC_ETHEREUM), 'Orbiter:USDC', ['Ethereum', 'Base']),
      option(wormhole('USDC', 'Ethereum', USDC_ETHEREUM), 'Wormhole:USDC', ['Ethereum', 'Base']),
      option(stargate('USDC', 'ethereum', USDC_ETHEREUM), 'Stargate:USDC', ['ethereum', 'base']),
      option(stargate('USDbC', 'ethereum', USDC_ETHEREUM), 'Stargate:USDbC', ['ethereum', 'base']),
      option(wormhole('USDC', 'Ethereum', USDC_ETHEREUM), 'Across:USDC', ['Ethereum', 'Base']),
    ];
    const summary = summarizeRoute(
      options,
      {
        'Orbiter:USDC': arriving('bridged USDbC', 'USDC'),
        'Wormhole:USDC': arriving("Circle's USDC", 'USDC'),
        'Stargate:USDC': arriving("Circle's USDC", 'USDC'),
        'Stargate:USDbC': arriving('bridged USDbC', 'USDC'),
        'Across:USDC': arriving("Circle's USDC", 'USDC'),
      },
      'usdc',
    );
    expect(summary).toEqual({
      ways: 5,
      groups: [
        { arrives: "Circle's USDC", ways: 3, protocols: ['Wormhole', 'Stargate'] },
        { arrives: 'bridged USDbC', ways: 2, protocols: ['Orbiter', 'Stargate'] },
      ],
      others: 0,
    });
  });

  test('an option delivering another asset is another token, counted apart', () => {
    const options = [
      option(wormhole('ETH', 'Ethereum'), 'Wormhole:ETH', ['Ethereum', 'Base']),
      option(stargate('ETH', 'ethereum', ''), 'Stargate:ETH', ['ethereum', 'base']),
      option(orbiter('rETH', 'Ethereum', USDC_ETHEREUM), 'Orbiter:rETH', ['Ethereum', 'Base']),
    ];
    const summary = summarizeRoute(
      options,
      {
        'Wormhole:ETH': arriving('Wormhole-wrapped ETH', 'ETH'),
        'Stargate:ETH': arriving('native ETH', 'ETH'),
        'Orbiter:rETH': arriving('rETH on a contract no list confirms', 'RETH'),
      },
      ' Eth ',
    );
    expect(summary.ways).toBe(2);
    expect(summary.others).toBe(1);
    expect(summary.groups.map((group) => group.arrives)).toEqual([
      'Wormhole-wrapped ETH',
      'native ETH',
    ]);
  });

  test('when no option delivers an asset the query names, every option is a way', () => {
    const options = [
      option(orbiter('USDC', 'Ethereum', USDC_ETHEREUM), 'Orbiter:USDC', ['Ethereum', 'Base']),
      option(wormhole('USDT', 'Ethereum', USDC_ETHEREUM), 'Wormhole:USDT', ['Ethereum', 'Base']),
    ];
    const summary = summarizeRoute(
      options,
      { 'Orbiter:USDC': arriving("Circle's USDC", 'USDC') },
      'usd',
    );
    expect(summary.ways).toBe(2);
    expect(summary.others).toBe(0);
    // An option with nothing known of what arrives is counted last, never dropped.
    expect(summary.groups.map((group) => group.arrives)).toEqual(["Circle's USDC", '']);
  });
});

describe('how far a search reaches', () => {
  test('counts each chain once however the protocols spell it, and each protocol once', () => {
    const options = [
      option(wormhole('USDC', 'Ethereum'), 'Wormhole:USDC', ['Ethereum', 'Arbitrum', 'Solana']),
      option(stargate('USDC', 'ethereum', USDC_ETHEREUM), 'Stargate:USDC', [
        'ethereum',
        'arbitrum',
      ]),
      option(stargate('USDC.e', 'polygon', USDC_ETHEREUM), 'Stargate:USDC.e', ['polygon']),
    ];
    expect(reachOf(options)).toEqual({ chains: 4, protocols: 2 });
  });
});
