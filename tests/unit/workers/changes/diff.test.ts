import { describe, expect, it } from 'vitest';
import {
  diffSnapshots,
  hasChanges,
  parseTokenIdentity,
  summarizeChanges,
} from '../../../../workers/changes/diff';
import {
  isCatalogueSnapshot,
  snapshotOf,
  tokenIdentity,
} from '../../../../workers/changes/snapshot';
import type { OrbiterToken, StargateToken, WormholeToken } from '../../../../src/shared/protocols';

function stargate(symbol: string, chainKey: string): StargateToken {
  return {
    protocol: 'Stargate',
    chainKey,
    address: '0x1',
    symbol,
    decimals: 18,
    isBridgeable: true,
    isVerified: false,
    tags: [],
  };
}

function orbiter(symbol: string, chainName: string, chainId = ''): OrbiterToken {
  return {
    protocol: 'Orbiter',
    symbol,
    address: '0x1',
    decimals: 18,
    chainName,
    chainId,
    isNative: false,
  };
}

const wormholeUsdc: WormholeToken = {
  protocol: 'Wormhole',
  key: 'USDCeth',
  symbol: 'USDC',
  nativeChain: 'Ethereum',
  chain: 'Ethereum',
  tokenId: { chain: 'Ethereum', address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
  decimals: 6,
  foreignAssets: [{ chainName: 'Sui', address: '0x5d4b::coin::COIN' }],
};

describe('snapshotOf', () => {
  it('records sorted, de-duplicated token identities and canonical chains per protocol', () => {
    const snapshot = snapshotOf({
      Stargate: [
        stargate('USDC', 'arbitrum'),
        stargate('USDC', 'ethereum'),
        stargate('USDC', 'arbitrum'),
        stargate('ETH', 'base'),
      ],
    });
    expect(snapshot).toEqual({
      version: 1,
      protocols: {
        Stargate: {
          tokens: ['ETH@base', 'USDC@arbitrum', 'USDC@ethereum'],
          chains: ['arbitrum', 'base', 'ethereum'],
        },
      },
    });
  });

  it('uses canonical chain ids, so source spellings of one chain are one chain', () => {
    const snapshot = snapshotOf({
      Orbiter: [orbiter('USDC', 'Arbitrum', '42161'), orbiter('USDC', 'BNB Chain', '56')],
    });
    expect(snapshot.protocols.Orbiter?.tokens).toEqual(['USDC@arbitrum', 'USDC@bsc']);
  });

  it('counts Wormhole foreign assets as the token being on those chains', () => {
    expect(snapshotOf({ Wormhole: [wormholeUsdc] }).protocols.Wormhole).toEqual({
      tokens: ['USDC@ethereum', 'USDC@sui'],
      chains: ['ethereum', 'sui'],
    });
  });

  it('leaves out protocols whose data was not given, rather than recording them as empty', () => {
    expect(snapshotOf({ Stargate: [] }).protocols).toEqual({
      Stargate: { tokens: [], chains: [] },
    });
  });

  it('is plain data that survives structured cloning and JSON', () => {
    const snapshot = snapshotOf({
      Stargate: [stargate('USDC', 'arbitrum')],
      Wormhole: [wormholeUsdc],
    });
    expect(structuredClone(snapshot)).toEqual(snapshot);
    expect(JSON.parse(JSON.stringify(snapshot))).toEqual(snapshot);
  });
});

describe('diffSnapshots', () => {
  const before = snapshotOf({
    Stargate: [stargate('USDC', 'arbitrum'), stargate('USDT', 'arbitrum'), stargate('ETH', 'base')],
    Orbiter: [orbiter('ETH', 'Ethereum')],
  });

  it('reports no changes for identical snapshots', () => {
    const diff = diffSnapshots(before, structuredClone(before));
    expect(hasChanges(diff)).toBe(false);
    expect(diff.Stargate).toEqual({
      addedTokens: [],
      removedTokens: [],
      addedChains: [],
      removedChains: [],
    });
  });

  it('reports added and removed tokens and added chains per protocol', () => {
    const after = snapshotOf({
      Stargate: [
        stargate('USDC', 'arbitrum'),
        stargate('ETH', 'base'),
        stargate('USDC', 'sonic'),
        stargate('USDC.e', 'arbitrum'),
      ],
      Orbiter: [orbiter('ETH', 'Ethereum')],
    });
    const diff = diffSnapshots(before, after);
    expect(diff.Stargate).toEqual({
      addedTokens: ['USDC.e@arbitrum', 'USDC@sonic'],
      removedTokens: ['USDT@arbitrum'],
      addedChains: ['sonic'],
      removedChains: [],
    });
    expect(hasChanges(diff)).toBe(true);
    expect(hasChanges(diff, 'Stargate')).toBe(true);
    expect(hasChanges(diff, 'Orbiter')).toBe(false);
  });

  it('reports a chain that disappeared', () => {
    const diff = diffSnapshots(
      before,
      snapshotOf({ Stargate: [stargate('USDC', 'arbitrum'), stargate('USDT', 'arbitrum')] }),
    );
    expect(diff.Stargate.removedChains).toEqual(['base']);
    expect(diff.Stargate.removedTokens).toEqual(['ETH@base']);
  });

  it('reports nothing on a first visit, when there is no previous snapshot', () => {
    expect(hasChanges(diffSnapshots(null, before))).toBe(false);
    expect(hasChanges(diffSnapshots(undefined, before))).toBe(false);
  });

  it('reports nothing for a protocol whose data is missing now or was missing before', () => {
    const withoutOrbiter = snapshotOf({
      Stargate: [
        stargate('USDC', 'arbitrum'),
        stargate('USDT', 'arbitrum'),
        stargate('ETH', 'base'),
      ],
    });
    expect(hasChanges(diffSnapshots(before, withoutOrbiter))).toBe(false);
    expect(hasChanges(diffSnapshots(withoutOrbiter, before))).toBe(false);
  });

  it('treats symbols that differ only in case as different tokens', () => {
    const diff = diffSnapshots(
      snapshotOf({ Stargate: [stargate('USDT', 'avalanche')] }),
      snapshotOf({ Stargate: [stargate('USDt', 'avalanche')] }),
    );
    expect(diff.Stargate.addedTokens).toEqual(['USDt@avalanche']);
    expect(diff.Stargate.removedTokens).toEqual(['USDT@avalanche']);
  });
});

describe('summarizeChanges', () => {
  it('describes additions, removals and new chains in one line', () => {
    expect(
      summarizeChanges({
        addedTokens: ['a', 'b', 'c'],
        removedTokens: ['d'],
        addedChains: ['x', 'y'],
        removedChains: [],
      }),
    ).toBe('3 tokens added, 1 removed, 2 new chains');
    expect(
      summarizeChanges({
        addedTokens: [],
        removedTokens: ['d'],
        addedChains: ['x'],
        removedChains: ['z'],
      }),
    ).toBe('1 token removed, 1 new chain, 1 chain dropped');
  });

  it('is empty when nothing changed', () => {
    expect(
      summarizeChanges({ addedTokens: [], removedTokens: [], addedChains: [], removedChains: [] }),
    ).toBe('');
  });
});

describe('token identities', () => {
  it('round-trip, even for a symbol containing @', () => {
    expect(parseTokenIdentity(tokenIdentity(' USDC ', 'arbitrum'))).toEqual({
      symbol: 'USDC',
      chain: 'arbitrum',
    });
    expect(parseTokenIdentity(tokenIdentity('a@b', 'raw:weird chain'))).toEqual({
      symbol: 'a@b',
      chain: 'raw:weird chain',
    });
  });
});

describe('isCatalogueSnapshot', () => {
  it('accepts a snapshot read back from storage', () => {
    expect(
      isCatalogueSnapshot(
        JSON.parse(JSON.stringify(snapshotOf({ Stargate: [stargate('USDC', 'base')] }))),
      ),
    ).toBe(true);
  });

  it('rejects other versions, unknown protocols and damaged records', () => {
    expect(isCatalogueSnapshot(null)).toBe(false);
    expect(isCatalogueSnapshot({ version: 2, protocols: {} })).toBe(false);
    expect(
      isCatalogueSnapshot({ version: 1, protocols: { Hop: { tokens: [], chains: [] } } }),
    ).toBe(false);
    expect(
      isCatalogueSnapshot({ version: 1, protocols: { Stargate: { tokens: [1], chains: [] } } }),
    ).toBe(false);
    expect(isCatalogueSnapshot({ version: 1, protocols: { Stargate: null } })).toBe(false);
  });
});
