import { describe, expect, it } from 'vitest';
import type { WormholeToken } from './adapter';
import { parseWormhole, wormholeSource } from './source';
import { MAX_NAME_LENGTH } from '../../text';
import { LONG_NAME, loadFixture, wormholeWithLongKey } from '../../../../tests/fixtures/sources';

function parseOk(json: unknown): { tokens: WormholeToken[]; skipped: number } {
  const result = parseWormhole(json);
  if (!result.ok) throw new Error(`expected ok, got ${result.error.detail}`);
  return result;
}

function byKey(tokens: WormholeToken[], key: string): WormholeToken {
  const token = tokens.find((t) => t.key === key);
  if (!token) throw new Error(`no token ${key}`);
  return token;
}

describe('Wormhole parse, current {tokens, wrappedTokens} format', () => {
  const { tokens, skipped } = parseOk(loadFixture('wormhole'));

  it('reads every well-formed entry of the tokens map and counts the malformed ones as skipped', () => {
    expect(tokens).toHaveLength(24);
    expect(skipped).toBe(9);
    expect(tokens.every((t) => t.protocol === 'Wormhole')).toBe(true);
  });

  it('keeps key, symbol, nativeChain, tokenId, coinGeckoId, color and decimals from the entry', () => {
    expect(byKey(tokens, 'USDCeth')).toEqual({
      protocol: 'Wormhole',
      key: 'USDCeth',
      symbol: 'USDC',
      nativeChain: 'Ethereum',
      chain: 'Ethereum',
      tokenId: { chain: 'Ethereum', address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' },
      coinGeckoId: 'usd-coin',
      color: '#ffffff',
      decimals: 6,
      foreignAssets: [
        { chainName: 'Bsc', address: '0xB04906e95AB5D797aDA81508115611fee694c2b3' },
        { chainName: 'Polygon', address: '0x4318CB63A2b8edf2De971E2F17F77097e499459D' },
        { chainName: 'Avalanche', address: '0xB24CA28D4e2742907115fECda335b40dbda07a4C' },
        { chainName: 'Solana', address: 'A9mUU4qviSctJVPJdBJWkb28deg915LYJKrzQ19ji3FM' },
        {
          chainName: 'Sui',
          address: '0x5d4b302506645c37ff133b98c4b50a5ae14841659738d6d733d59d0d217a93bf::coin::COIN',
        },
      ],
    });
  });

  it('takes the chain from tokenId.chain, and from nativeChain for gas tokens without a tokenId', () => {
    expect(byKey(tokens, 'USDCsol').chain).toBe('Solana');
    const eth = byKey(tokens, 'ETH');
    expect(eth.tokenId).toBeUndefined();
    expect(eth.chain).toBe('Ethereum');
  });

  it('keeps wrappedAsset as the source gives it, a symbol string or a boolean', () => {
    expect(byKey(tokens, 'ETH').wrappedAsset).toBe('WETH');
    expect(byKey(tokens, 'USDCeth').wrappedAsset).toBeUndefined();
  });

  it('defaults decimals to 18 when missing, reads a digit string, and drops a word', () => {
    expect(byKey(tokens, 'WBTC').decimals).toBe(18);
    expect(byKey(tokens, 'WSOL').decimals).toBe(9);
    expect(tokens.some((t) => t.key === 'DAIstring')).toBe(false);
  });

  it('takes the decimals object value for the token chain, matching the key case-insensitively', () => {
    expect(byKey(tokens, 'PERCHAIN').decimals).toBe(18);
  });

  it('lists wrappedTokens deployments, leaving out the token own chain and non-string addresses', () => {
    const weth = byKey(tokens, 'WETH');
    const chains = weth.foreignAssets.map((f) => f.chainName);
    expect(chains).toEqual(['Bsc', 'Polygon', 'Avalanche', 'Solana', 'Sui', 'Aptos', 'Klaytn']);
    expect(weth.foreignAssets.find((f) => f.chainName === 'Aptos')?.address).toBe(
      '0xcc8a89c8dce9693d354449f1f73e60e14e347417854f029db5bc8e7454008abb::coin::T',
    );
  });

  it('gives an empty foreignAssets list when the token has no wrappedTokens entry', () => {
    expect(byKey(tokens, 'USDCbase').foreignAssets).toEqual([]);
  });

  it('keeps non-EVM addresses exactly (Sui and Aptos type tags, Solana base58)', () => {
    expect(byKey(tokens, 'SUI').tokenId?.address).toBe('0x2::sui::SUI');
    expect(byKey(tokens, 'APT').tokenId?.address).toBe('0x1::aptos_coin::AptosCoin');
    expect(byKey(tokens, 'PYTH').tokenId?.address).toBe(
      'HZ1JovNiVvGrGNiiYvEozEVgZ58xaU3RKwX8eACQBCt3',
    );
  });

  it('uses the map key when an entry has no key of its own, and trims symbol, chain and address', () => {
    const padded = byKey(tokens, 'wstETHarbitrum');
    expect(padded.symbol).toBe('wstETH');
    expect(padded.chain).toBe('Arbitrum');
    expect(padded.nativeChain).toBe('Arbitrum');
    expect(padded.tokenId).toEqual({
      chain: 'Arbitrum',
      address: '0x5979D7b546E38E414F7E9822514be443A4800529',
    });
  });

  it('skips entries lacking a symbol (missing, blank or not a string) or a chain', () => {
    const keys = tokens.map((t) => t.key);
    for (const key of ['NOSYMBOL', 'EMPTYSYMBOL', 'NUMBERSYMBOL', 'NOCHAIN'])
      expect(keys).not.toContain(key);
  });

  it('drops the entry whose symbol is markup', () => {
    expect(tokens.some((t) => t.key === 'HOSTILE')).toBe(false);
  });

  it('keeps the same symbol on many chains as separate tokens', () => {
    const usdcChains = tokens.filter((t) => t.symbol === 'USDC').map((t) => t.chain);
    expect(usdcChains).toEqual([
      'Ethereum',
      'Polygon',
      'Bsc',
      'Avalanche',
      'Solana',
      'Arbitrum',
      'Optimism',
      'Base',
    ]);
  });
});

describe('Wormhole parse, legacy root-map format', () => {
  const { tokens, skipped } = parseOk(loadFixture('wormhole-legacy'));

  it('reads the root object as the tokens map when there is no tokens wrapper', () => {
    expect(tokens).toHaveLength(20);
    expect(skipped).toBe(2);
    expect(byKey(tokens, 'USDCeth').chain).toBe('ethereum');
  });

  it('takes the decimals value for the token chain from a platform-keyed object, else default', () => {
    expect(byKey(tokens, 'ETH').decimals).toBe(18); // {"Ethereum": 18} matches chain 'ethereum'
    expect(byKey(tokens, 'SOL').decimals).toBe(9);
    expect(byKey(tokens, 'SUI').decimals).toBe(9);
    expect(byKey(tokens, 'USDCeth').decimals).toBe(6);
    expect(byKey(tokens, 'WBNB').decimals).toBe(8); // no 'bsc' key: the object's default
    expect(byKey(tokens, 'WOKB').decimals).toBe(18); // 'XLAYER' matches 'xlayer'
  });

  it('falls back to 18 when the decimals object has no matching key and no usable default', () => {
    expect(byKey(tokens, 'NODEFAULT').decimals).toBe(18);
    expect(byKey(tokens, 'BADDEFAULT').decimals).toBe(18);
  });

  it('lists legacy foreignAssets as chain and address, skipping the own chain and malformed assets', () => {
    expect(byKey(tokens, 'USDCeth').foreignAssets).toEqual([
      { chainName: 'bsc', address: '0xB04906e95AB5D797aDA81508115611fee694c2b3' },
      { chainName: 'polygon', address: '0x4318CB63A2b8edf2De971E2F17F77097e499459D' },
      { chainName: 'avalanche', address: '0xB24CA28D4e2742907115fECda335b40dbda07a4C' },
      { chainName: 'solana', address: 'A9mUU4qviSctJVPJdBJWkb28deg915LYJKrzQ19ji3FM' },
    ]);
  });

  it('keeps Cosmos denominations and ibc/ addresses as given', () => {
    expect(byKey(tokens, 'OSMO').tokenId?.address).toBe('uosmo');
    expect(byKey(tokens, 'DAI').foreignAssets.map((f) => f.chainName)).toEqual([
      'solana',
      'aptos',
      'wormchain',
      'osmosis',
      'kujira',
    ]);
  });
});

describe('Wormhole parse, Portal Bridge tokensConfig (the default URL)', () => {
  const { tokens, skipped } = parseOk(loadFixture('wormhole-portal'));

  it('reads a root map whose entries have only symbol, tokenId, decimals and icon', () => {
    expect(skipped).toBe(0);
    expect(tokens).toHaveLength(13);
    expect(byKey(tokens, 'Wsolana')).toEqual({
      protocol: 'Wormhole',
      key: 'Wsolana',
      symbol: 'W',
      nativeChain: 'Solana',
      chain: 'Solana',
      tokenId: { chain: 'Solana', address: '85VBFQZC9TZkfaptBWjvUw7YbZjy52A6mjtPGjstQAmQ' },
      decimals: 6,
      foreignAssets: [],
    });
  });

  it('uses the tokenId chain as the native chain when the entry has no nativeChain', () => {
    expect(byKey(tokens, 'Worldcoin').nativeChain).toBe('Worldchain');
  });
});

describe('Wormhole parse, payload shape', () => {
  it.each([
    ['null', null],
    ['a string', 'tokens'],
    ['a number', 42],
    ['an array', [{ symbol: 'USDC', nativeChain: 'Ethereum' }]],
    ['a tokens field that is an array', { tokens: [{ symbol: 'USDC', nativeChain: 'Ethereum' }] }],
    ['a tokens field that is null', { tokens: null }],
    ['an object of non-token values', { status: 'success', message: 'ok', result: [] }],
  ])('returns a shape error, not a throw, for %s', (_label, json) => {
    const result = parseWormhole(json);
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.error.code).toBe('shape');
      expect(result.error.message).toBe('An error occurred');
      expect(result.error.detail).toBeTruthy();
    }
  });

  it('accepts an empty tokens map and an empty root object as zero tokens', () => {
    expect(parseWormhole({ tokens: {} })).toEqual({ ok: true, tokens: [], skipped: 0, drops: [] });
    expect(parseWormhole({})).toEqual({ ok: true, tokens: [], skipped: 0, drops: [] });
  });

  it('ignores a wrappedTokens field that is not a map', () => {
    const { tokens } = parseOk({
      tokens: { A: { symbol: 'A', nativeChain: 'Base' } },
      wrappedTokens: 'nope',
    });
    expect(tokens[0]?.foreignAssets).toEqual([]);
  });

  it('cuts a 10,000-character key like a name: its first 199 characters and an ellipsis', () => {
    const { tokens } = parseOk(wormholeWithLongKey());
    expect(tokens[0]?.key).toBe(`${LONG_NAME.slice(0, MAX_NAME_LENGTH - 1).trimEnd()}…`);
    expect(tokens[0]?.key.length).toBeLessThanOrEqual(MAX_NAME_LENGTH);
  });

  it('is exposed as the Wormhole source module', () => {
    expect(wormholeSource.protocol).toBe('Wormhole');
    expect(wormholeSource.parse).toBe(parseWormhole);
  });
});
