import { describe, expect, test } from 'vitest';
import type { OptionAnnotation } from '../../../../src/shared/contract';
import type { BridgeOption, Token } from '../../../../src/shared/tokens';
import { reachOf, summarizeRoute } from '../../../../workers/search/route-summary';
import { orbiter, stargate, wormhole } from './tokens';

const USDC_ETHEREUM = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';

function option(token: Token, id: string, chains: string[]): BridgeOption {
  return { id, protocol: token.protocol, token, availableChains: chains, chainDetails: [] };
}

function arriving(arrives: string): OptionAnnotation {
  return { agreement: { tone: 'none', headline: '', details: [] }, variants: [], arrives };
}

describe('a route in one line', () => {
  test('groups the ways by what arrives, each group naming its protocols once, in ranking order', () => {
    const options = [
      option(wormhole('USDC', 'Ethereum', USDC_ETHEREUM), 'Wormhole:USDC', ['Ethereum', 'Base']),
      option(stargate('USDC', 'ethereum', USDC_ETHEREUM), 'Stargate:USDC', ['ethereum', 'base']),
      option(orbiter('USDC', 'Ethereum', USDC_ETHEREUM), 'Orbiter:USDC', ['Ethereum', 'Base']),
      option(stargate('USDbC', 'ethereum', USDC_ETHEREUM), 'Stargate:USDbC', ['ethereum', 'base']),
    ];
    const summary = summarizeRoute(
      options,
      {
        'Wormhole:USDC': arriving("Circle's USDC"),
        'Stargate:USDC': arriving("Circle's USDC"),
        'Orbiter:USDC': arriving('bridged USDbC'),
        'Stargate:USDbC': arriving('bridged USDbC'),
      },
      'usdc',
    );
    expect(summary).toEqual({
      ways: 4,
      groups: [
        { arrives: "Circle's USDC", ways: 2, protocols: ['Wormhole', 'Stargate'] },
        { arrives: 'bridged USDbC', ways: 2, protocols: ['Orbiter', 'Stargate'] },
      ],
      others: 0,
    });
  });

  test('an option with nothing known of what arrives is counted last, never dropped', () => {
    const options = [
      option(orbiter('USDC', 'Ethereum', USDC_ETHEREUM), 'Orbiter:USDC', ['Ethereum', 'Base']),
      option(wormhole('USDC', 'Ethereum', USDC_ETHEREUM), 'Wormhole:USDC', ['Ethereum', 'Base']),
    ];
    const summary = summarizeRoute(options, { 'Wormhole:USDC': arriving("Circle's USDC") }, 'usdc');
    expect(summary.ways).toBe(2);
    expect(summary.groups.map((group) => group.arrives)).toEqual(["Circle's USDC", '']);
  });
});

test('the largest group comes first, and other tokens found by name or key are counted apart', () => {
  const byName = {
    ...option(orbiter('POOL', 'Ethereum', USDC_ETHEREUM), 'Orbiter:POOL', ['Ethereum', 'Base']),
    matchedBy: { field: 'name' as const, value: 'PoolTogether on Ethereum' },
  };
  const options = [
    option(wormhole('ETH', 'Ethereum'), 'Wormhole:ETH', ['Ethereum', 'Base']),
    option(stargate('ETH', 'ethereum', ''), 'Stargate:ETH', ['ethereum', 'base']),
    option(orbiter('ETH', 'Ethereum', ''), 'Orbiter:ETH', ['Ethereum', 'Base']),
    byName,
  ];
  const summary = summarizeRoute(
    options,
    {
      'Wormhole:ETH': arriving('Wormhole-wrapped ETH'),
      'Stargate:ETH': arriving('native ETH'),
      'Orbiter:ETH': arriving('native ETH'),
      'Orbiter:POOL': arriving('POOL on a contract no list confirms'),
    },
    'eth',
  );
  expect(summary.ways).toBe(3);
  expect(summary.others).toBe(1);
  // Found by its name too, but delivering what was asked for: a way.
  const btc = {
    ...option(orbiter('BTC', 'Ethereum', USDC_ETHEREUM), 'Orbiter:BTC', ['Ethereum', 'Arbitrum']),
    matchedBy: { field: 'name' as const, value: 'Wrapped BTC' },
  };
  expect(summarizeRoute([btc], { 'Orbiter:BTC': arriving('bridged WBTC') }, 'wbtc')).toMatchObject({
    ways: 1,
    others: 0,
  });
  expect(summary.groups.map((group) => group.arrives)).toEqual([
    'native ETH',
    'Wormhole-wrapped ETH',
  ]);
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
