import { describe, expect, it } from 'vitest';
import { bridgeTarget, bridgeUrl } from '../../../../src/lib/bridge-links';
import { defaultDeparture, departureContext, departureToken } from '../../../../src/lib/departure';
import type { BridgeOption } from '../../../../src/shared/tokens';
import { orbiterToken, stargateToken, wormholeToken } from '../support/options';

const EEEE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';

function stargateOption(symbol: string, chains: Array<[string, string]>): BridgeOption {
  const [first] = chains;
  return {
    id: `Stargate:${symbol}`,
    protocol: 'Stargate',
    token: stargateToken({ symbol, chainKey: first![0], address: first![1] }),
    availableChains: chains.map(([chain]) => chain),
    chainDetails: chains.map(([chainName, address]) => ({ chainName, address })),
  };
}

// Stargate's list, as the source orders it (alphabetically by chain key).
const stargateEth = stargateOption(
  'ETH',
  ['abstract', 'arbitrum', 'base', 'ethereum', 'linea', 'optimism', 'scroll', 'unichain'].map(
    (chain) => [chain, EEEE],
  ),
);
const stargateUsdc = stargateOption('USDC', [
  ['arbitrum', '0xaf88d065e77c8cC2239327C5EDb3A432268e5831'],
  ['avalanche', '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E'],
  ['base', '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913'],
  ['bsc', '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d'],
  ['ethereum', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'],
]);
const stargateWeth = stargateOption('WETH', [
  ['berachain', '0x2F6F07CDcf3588944Bf4C42aC74ff24bF56e7590'],
  ['kaia', '0x55Acee547DF909CF844e32DD66eE55a6F81dC71b'],
  ['mantle', '0xdEAddEaDdeadDEadDEADDEAddEADDEAddead1111'],
  ['metis', '0x420000000000000000000000000000000000000A'],
]);

const wormholeWeth: BridgeOption = {
  id: 'Wormhole:WETH',
  protocol: 'Wormhole',
  token: wormholeToken({
    key: 'WETH',
    symbol: 'WETH',
    nativeChain: 'Ethereum',
    chain: 'Ethereum',
    tokenId: { chain: 'Ethereum', address: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2' },
  }),
  availableChains: ['Ethereum', 'Arbitrum', 'Mantle', 'Kaia'],
  chainDetails: [],
};

describe('defaultDeparture', () => {
  it("starts Stargate's ETH on Ethereum, not on Abstract, the source's first chain", () => {
    expect(defaultDeparture(stargateEth)).toBe('ethereum');
  });

  it("starts Stargate's USDC on Ethereum, not on Arbitrum", () => {
    expect(defaultDeparture(stargateUsdc)).toBe('ethereum');
  });

  it('starts a Wormhole token off Ethereum on its home chain', () => {
    const sol: BridgeOption = {
      id: 'Wormhole:WSOL',
      protocol: 'Wormhole',
      token: wormholeToken({
        key: 'WSOL',
        symbol: 'WSOL',
        nativeChain: 'Solana',
        chain: 'Solana',
        tokenId: { chain: 'Solana', address: 'So11111111111111111111111111111111111111112' },
      }),
      availableChains: ['Arbitrum', 'Base', 'Solana'],
      chainDetails: [],
    };
    expect(defaultDeparture(sol)).toBe('Solana');
  });

  it("takes the home chain from the search's Wormhole option of the same symbol", () => {
    const orbiterArb: BridgeOption = {
      id: 'Orbiter:ARB',
      protocol: 'Orbiter',
      token: orbiterToken({ symbol: 'ARB', chainName: 'Base', chainId: '8453' }),
      availableChains: ['Base', 'Arbitrum'],
      chainDetails: [],
    };
    const wormholeArb: BridgeOption = {
      id: 'Wormhole:ARB',
      protocol: 'Wormhole',
      token: wormholeToken({
        key: 'ARB',
        symbol: 'ARB',
        nativeChain: 'Arbitrum',
        chain: 'Arbitrum',
      }),
      availableChains: ['Arbitrum', 'Solana'],
      chainDetails: [],
    };
    expect(defaultDeparture(orbiterArb)).toBe('Base');
    expect(defaultDeparture(orbiterArb, departureContext([wormholeArb, orbiterArb]))).toBe(
      'Arbitrum',
    );
  });

  it('else starts on the chain most options of the symbol list, ties in source order', () => {
    // Wormhole's WETH lists Mantle and Kaia too; its home, Ethereum, is not on Stargate's list.
    const context = departureContext([wormholeWeth, stargateWeth]);
    expect(defaultDeparture(stargateWeth, context)).toBe('kaia');
    // Alone, every chain has one vote: the source's first.
    expect(defaultDeparture(stargateWeth)).toBe('berachain');
  });

  it("an address search leaves from the searched contract's chain, not from Ethereum", () => {
    // Circle's USDC on Arbitrum (https://developers.circle.com/stablecoins/usdc-contract-addresses)
    const searched = { ...stargateUsdc, highlightChains: ['arbitrum'] };
    expect(defaultDeparture(searched)).toBe('arbitrum');
    const target = bridgeTarget(searched);
    expect(target.from).toBe('arbitrum');
    expect(new URL(target.href).searchParams.get('srcToken')).toBe(
      '0xaf88d065e77c8cC2239327C5EDb3A432268e5831',
    );
    // A From chain the visitor chose still wins.
    expect(bridgeTarget(searched, { fromChain: 'ethereum' }).from).toBe('ethereum');
  });

  it('never starts Stargate on a chain where it gives no address to name the token by', () => {
    const option = stargateOption('USDC', [
      ['arbitrum', '0xaf88d065e77c8cC2239327C5EDb3A432268e5831'],
      ['ethereum', ''],
    ]);
    expect(defaultDeparture(option)).toBe('arbitrum');
  });
});

describe('Bridge Now with no From chosen', () => {
  it("opens Stargate's ETH from Ethereum, passing the site's own native-coin value", () => {
    const url = new URL(bridgeUrl(stargateEth));
    expect(url.searchParams.get('srcChain')).toBe('ethereum');
    expect(url.searchParams.get('srcToken')).toBe(EEEE);
    expect(bridgeTarget(stargateEth).from).toBe('ethereum');
  });

  it('keeps the chosen From chain over the default', () => {
    const url = new URL(bridgeUrl(stargateUsdc, { fromChain: 'base' }));
    expect(url.searchParams.get('srcChain')).toBe('base');
    expect(url.searchParams.get('srcToken')).toBe('0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913');
  });

  it('leaves from the default chain toward a chosen To chain', () => {
    const target = bridgeTarget(stargateUsdc, { toChain: 'base' });
    expect(target.from).toBe('ethereum');
    expect(target.to).toBe('base');
    expect(new URL(target.href).searchParams.get('dstChain')).toBe('base');
  });
});

describe('departureToken (a symbol card on a protocol page)', () => {
  it("picks Stargate's ETH on Ethereum out of the list's alphabetical order", () => {
    const tokens = ['abstract', 'arbitrum', 'base', 'ethereum'].map((chainKey) =>
      stargateToken({ symbol: 'ETH', name: 'Ether', chainKey, address: EEEE }),
    );
    expect(departureToken(tokens)).toBe(tokens[3]);
  });

  it('keeps the first token when Ethereum is not listed, and nothing for no tokens', () => {
    const tokens = ['berachain', 'kaia'].map((chainKey) =>
      stargateToken({ symbol: 'WETH', chainKey }),
    );
    expect(departureToken(tokens)).toBe(tokens[0]);
    expect(departureToken([])).toBeUndefined();
  });
});
