import { describe, expect, it } from 'vitest';
import { groupBySymbol } from '../../../../../src/features/protocol-page/token-groups';
import { stargateToken } from '../../support/options';

describe('groupBySymbol', () => {
  it('groups the kept tokens by exact symbol, symbols on more chains first, ties in list order', () => {
    const tokens = [
      stargateToken({ symbol: 'DAI', chainKey: 'ethereum' }),
      stargateToken({ symbol: 'USDC', chainKey: 'ethereum' }),
      stargateToken({ symbol: 'WETH', chainKey: 'base' }),
      stargateToken({ symbol: 'USDC', chainKey: 'arbitrum' }),
      stargateToken({ symbol: 'usdc', chainKey: 'base' }),
    ];
    expect(groupBySymbol(tokens, [0, 1, 2, 3, 4])).toEqual([
      { symbol: 'USDC', indexes: [1, 3] },
      { symbol: 'DAI', indexes: [0] },
      { symbol: 'WETH', indexes: [2] },
      { symbol: 'usdc', indexes: [4] },
    ]);
  });

  it('leaves out what the filters did not keep', () => {
    const tokens = [stargateToken(), stargateToken({ chainKey: 'arbitrum' })];
    expect(groupBySymbol(tokens, [1])).toEqual([{ symbol: 'USDC', indexes: [1] }]);
  });
});
