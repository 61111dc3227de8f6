import { describe, expect, test } from 'vitest';
import { createCatalog } from '../../../../workers/search/catalog';
import { coversChains, groupMatches } from '../../../../workers/search/group';
import { orbiter, stargate, wormhole } from './tokens';

describe('groupMatches', () => {
  test('makes one option per symbol and protocol, filled by the first token, with every chain in first-seen order', () => {
    const catalog = createCatalog('Stargate', [
      stargate('USDC', 'ethereum', '0xa1', { name: 'USD Coin' }),
      stargate('USDT', 'ethereum', '0xb1'),
      stargate('USDC', 'arbitrum', '0xa2', { name: 'Bridged' }),
      stargate('USDC', 'ethereum', '0xa3'),
    ]);
    const groups = groupMatches(catalog, [0, 1, 2, 3]);
    expect(groups.map((g) => g.option.id)).toEqual(['Stargate:USDC', 'Stargate:USDT']);
    const usdc = groups[0]!.option;
    expect(usdc.token).toBe(catalog.tokens[0]);
    expect(usdc.availableChains).toEqual(['ethereum', 'arbitrum']);
    expect(usdc.chainDetails).toEqual([
      { chainName: 'ethereum', address: '0xa1' },
      { chainName: 'arbitrum', address: '0xa2' },
      { chainName: 'ethereum', address: '0xa3' },
    ]);
  });

  test('keeps symbols that differ only in case or by a look-alike character apart', () => {
    const catalog = createCatalog('Stargate', [
      stargate('USDT', 'ethereum', '0x1'),
      stargate('USDt', 'tron', 'T1'),
      stargate('USD₮0', 'arbitrum', '0x2'),
    ]);
    expect(groupMatches(catalog, [0, 1, 2]).map((g) => g.option.id)).toEqual([
      'Stargate:USDT',
      'Stargate:USDt',
      'Stargate:USD₮0',
    ]);
  });

  test('adds the chains of Wormhole wrapped deployments after the token own chain', () => {
    const catalog = createCatalog('Wormhole', [
      wormhole('WETH', 'Ethereum', '0xeth', {
        foreignAssets: [
          { chainName: 'Solana', address: '7vfCXTUXx5WJV5JADk17DUJ4ksgau7utNKj4b963voxs' },
          { chainName: 'Bsc', address: '0xbsc' },
        ],
      }),
    ]);
    const [group] = groupMatches(catalog, [0]);
    expect(group!.option.availableChains).toEqual(['Ethereum', 'Solana', 'Bsc']);
    expect(group!.option.chainDetails).toHaveLength(3);
    expect([...group!.chainIds]).toEqual(['ethereum', 'solana', 'bsc']);
  });

  test('drops an exact duplicate (chain, address) pair but keeps two addresses on one chain', () => {
    const catalog = createCatalog('Orbiter', [
      orbiter('USDC', 'Arbitrum', '0xaaa'),
      orbiter('USDC', 'Arbitrum', '0xaaa'),
      orbiter('USDC', 'Arbitrum', '0xbbb'),
    ]);
    expect(groupMatches(catalog, [0, 1, 2])[0]!.option.chainDetails).toEqual([
      { chainName: 'Arbitrum', address: '0xaaa' },
      { chainName: 'Arbitrum', address: '0xbbb' },
    ]);
  });
});

describe('coversChains', () => {
  const chains = new Set(['ethereum', 'arbitrum']);
  test('keeps an option that has the From chain, the To chain, or both', () => {
    expect(coversChains(chains, 'ethereum')).toBe(true);
    expect(coversChains(chains, undefined, 'arbitrum')).toBe(true);
    expect(coversChains(chains, 'ethereum', 'arbitrum')).toBe(true);
    expect(coversChains(chains)).toBe(true);
  });

  test('drops an option missing either chain of the route', () => {
    expect(coversChains(chains, 'ethereum', 'base')).toBe(false);
    expect(coversChains(chains, 'base', 'arbitrum')).toBe(false);
    expect(coversChains(chains, 'base')).toBe(false);
  });

  test('treats From equal to To as requiring that one chain', () => {
    expect(coversChains(chains, 'ethereum', 'ethereum')).toBe(true);
    expect(coversChains(chains, 'base', 'base')).toBe(false);
  });
});
