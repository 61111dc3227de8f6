import { describe, expect, it } from 'vitest';
import {
  CANONICAL_CHAINS,
  chainDisplayName,
  explorerAddressUrl,
  isRetiredChain,
  resolveChain,
  retiredChain,
  retiredChainText,
  splitRetiredChains,
} from '../../../../src/shared/chains';
import type { Protocol, Token } from '../../../../src/shared/tokens';
import { SOURCES } from '../../../../workers/sources';
import {
  FIXTURE_NAMES,
  FIXTURE_PROTOCOL,
  SHARED_FIXTURE_FILES,
  SHARED_FIXTURES_AVAILABLE,
  SHARED_FIXTURES_DIR,
  loadFixture,
  loadSharedFixture,
  type SharedFixtureName,
} from '../../../fixtures/sources';
import { chainIdentifiersOf } from '../../../fixtures/protocols';

/** Every chain identifier a parsed payload shows, as each token's adapter reads it. */
function chainIdentifiers(protocol: Protocol, json: unknown): string[] {
  const result = SOURCES[protocol].parse(json);
  if (!result.ok) throw new Error(`fixture did not parse: ${result.error.detail}`);
  return [...new Set((result.tokens as Token[]).flatMap(chainIdentifiersOf))];
}

function unknownChains(protocol: Protocol, json: unknown): string[] {
  return chainIdentifiers(protocol, json).filter((raw) => !resolveChain(raw, protocol).known);
}

describe('resolveChain', () => {
  it.each([
    // Wormhole SDK names, current and legacy spelling
    ['Ethereum', 'ethereum'],
    ['ethereum', 'ethereum'],
    ['Bsc', 'bsc'],
    ['Polygon', 'polygon'],
    ['Avalanche', 'avalanche'],
    ['Solana', 'solana'],
    ['Sui', 'sui'],
    ['Aptos', 'aptos'],
    ['osmosis', 'osmosis'],
    ['kujira', 'kujira'],
    ['evmos', 'evmos'],
    ['injective', 'injective'],
    ['wormchain', 'wormchain'],
    // Stargate chainKeys
    ['arbitrum', 'arbitrum'],
    ['abstract', 'abstract'],
    ['ape', 'apechain'],
    ['hyperliquid', 'hyperevm'],
    ['coredao', 'core'],
    ['cronosevm', 'cronos'],
    ['plumephoenix', 'plume'],
    ['islander', 'vana'],
    ['bera', 'berachain'],
    // Orbiter chain ids and names
    ['1', 'ethereum'],
    ['42161', 'arbitrum'],
    ['SN_MAIN', 'starknet'],
    ['SOLANA_MAIN', 'solana'],
    ['TON', 'ton'],
    ['728126428', 'tron'],
    ['SUI_MAIN', 'sui'],
    ['BNB Chain', 'bsc'],
    ['Arbitrum', 'arbitrum'],
    ['ZKSync Era', 'zksync-era'],
    ['Core Blockchain', 'core'],
    ['B² Network', 'b2'],
    ['World Chain', 'worldchain'],
    ['OpBNB', 'opbnb'],
  ])('maps %s to the canonical chain %s', (raw, id) => {
    const chain = resolveChain(raw);
    expect(chain.id).toBe(id);
    expect(chain.known).toBe(true);
  });

  it('ignores case and surrounding whitespace', () => {
    expect(resolveChain('  ETHEREUM ').id).toBe('ethereum');
    expect(resolveChain('bnb chain').id).toBe('bsc');
  });

  it('treats spaces, hyphens and underscores inside an identifier as the same spelling', () => {
    expect(resolveChain('Xlayer').id).toBe('xlayer');
    expect(resolveChain('X Layer').id).toBe('xlayer');
    expect(resolveChain('x-layer').id).toBe('xlayer');
    expect(resolveChain('worldchain').id).toBe(resolveChain('World Chain').id);
  });

  it('gives display names such as Ethereum, BNB Chain, Arbitrum, Avalanche, Polygon and Solana', () => {
    expect(
      ['ethereum', 'Bsc', '42161', 'avalanche', 'Polygon', 'SOLANA_MAIN'].map((raw) =>
        chainDisplayName(raw),
      ),
    ).toEqual(['Ethereum', 'BNB Chain', 'Arbitrum', 'Avalanche', 'Polygon', 'Solana']);
  });

  it('keeps zkSync Lite and zkSync Era apart', () => {
    expect(resolveChain('ZKSync Lite').id).toBe('zksync-lite');
    expect(resolveChain('ZKSync Era').id).toBe('zksync-era');
    expect(resolveChain('324').id).toBe('zksync-era');
  });

  it("reads Orbiter's bare 'zksync' id as zkSync Lite and anyone else's as zkSync Era", () => {
    expect(resolveChain('zksync', 'Orbiter').id).toBe('zksync-lite');
    expect(resolveChain('zksync', 'Stargate').id).toBe('zksync-era');
    expect(resolveChain('zksync').id).toBe('zksync-era');
  });

  it('keeps Arbitrum One and Arbitrum Nova, and Polygon PoS and Polygon zkEVM, apart', () => {
    expect(resolveChain('Arbitrum Nova').id).toBe('arbitrum-nova');
    expect(resolveChain('42170').id).toBe('arbitrum-nova');
    expect(resolveChain('Polygon zkEVM').id).toBe('polygon-zkevm');
    expect(resolveChain('1101').id).toBe('polygon-zkevm');
    expect(resolveChain('137').id).toBe('polygon');
  });

  it('maps Klaytn and Kaia, the same chain renamed, to one canonical chain', () => {
    const ids = ['Klaytn', 'klaytn', 'Kaia', '8217'].map((raw) => resolveChain(raw).id);
    expect(new Set(ids)).toEqual(new Set(['kaia']));
    expect(resolveChain('Klaytn').name).toBe('Kaia');
  });

  it('carries the EVM chain id where the chain has one', () => {
    expect(resolveChain('Base').evmChainId).toBe(8453);
    expect(resolveChain('Solana').evmChainId).toBeUndefined();
  });

  it('keeps an unknown identifier visible under its raw name with a raw: id', () => {
    expect(resolveChain('  Moon Chain ')).toEqual({
      id: 'raw:moon chain',
      name: 'Moon Chain',
      known: false,
    });
    expect(chainDisplayName('Moon Chain')).toBe('Moon Chain');
  });
});

describe('explorerAddressUrl', () => {
  it('fills the chain explorer token page with the address', () => {
    expect(explorerAddressUrl('Ethereum', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')).toBe(
      'https://etherscan.io/token/0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    );
    expect(explorerAddressUrl('SOLANA_MAIN', 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v')).toBe(
      'https://solscan.io/token/EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v',
    );
    expect(explorerAddressUrl('arbitrum', '0xaf88d065e77c8cC2239327C5EDb3A432268e5831')).toMatch(
      /^https:\/\/arbiscan\.io\/token\//,
    );
  });

  it('encodes the address so it cannot break out of the URL', () => {
    expect(explorerAddressUrl('Sui', '0x2::sui::SUI')).toBe(
      'https://suiscan.xyz/mainnet/coin/0x2%3A%3Asui%3A%3ASUI',
    );
    expect(explorerAddressUrl('ethereum', '"><script>')).toBe(
      'https://etherscan.io/token/%22%3E%3Cscript%3E',
    );
  });

  it('returns null for an unknown chain, a chain without a known explorer, or an empty address', () => {
    expect(explorerAddressUrl('Moon Chain', '0xabc')).toBeNull();
    expect(explorerAddressUrl('loopring', '0xabc')).toBeNull();
    expect(explorerAddressUrl('ethereum', '')).toBeNull();
    expect(explorerAddressUrl('ethereum', '   ')).toBeNull();
  });
});

describe('CANONICAL_CHAINS', () => {
  it('has unique, short lowercase ids and known entries only', () => {
    const ids = CANONICAL_CHAINS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const chain of CANONICAL_CHAINS) {
      expect(chain.id).toMatch(/^[a-z0-9][a-z0-9-]*$/);
      expect(chain.known).toBe(true);
    }
  });

  it('has https explorer templates that each contain {address} once', () => {
    for (const chain of CANONICAL_CHAINS.filter((c) => c.explorerAddressUrl)) {
      expect(chain.explorerAddressUrl).toMatch(/^https:\/\//);
      expect(chain.explorerAddressUrl!.split('{address}')).toHaveLength(2);
    }
  });

  it('resolves every canonical id and display name back to itself', () => {
    for (const chain of CANONICAL_CHAINS) {
      expect(resolveChain(chain.id)).toBe(chain);
      expect(resolveChain(chain.name)).toBe(chain);
    }
  });
});

describe('every chain in the hand-made fixtures', () => {
  it.each(FIXTURE_NAMES)('maps to a known chain in %s', (name) => {
    expect(unknownChains(FIXTURE_PROTOCOL[name], loadFixture(name))).toEqual([]);
  });
});

const SHARED_PROTOCOL: Record<SharedFixtureName, Protocol> = {
  wormhole: FIXTURE_PROTOCOL.wormhole,
  'wormhole-legacy': FIXTURE_PROTOCOL['wormhole-legacy'],
  stargate: FIXTURE_PROTOCOL.stargate,
  orbiter: FIXTURE_PROTOCOL.orbiter,
};

describe.skipIf(!SHARED_FIXTURES_AVAILABLE)(
  `every chain in the shared real-data snapshots (${SHARED_FIXTURES_DIR}; skipped when absent)`,
  () => {
    it.each(Object.keys(SHARED_FIXTURE_FILES) as SharedFixtureName[])(
      'maps to a known chain in %s',
      (name) => {
        expect(unknownChains(SHARED_PROTOCOL[name], loadSharedFixture(name))).toEqual([]);
      },
    );

    it('covers all 76 Stargate chainKeys and all 63 Orbiter chains', () => {
      const stargateKeys = chainIdentifiers('Stargate', loadSharedFixture('stargate'));
      expect(stargateKeys).toHaveLength(76);
      const orbiter = chainIdentifiers('Orbiter', loadSharedFixture('orbiter'));
      const orbiterChains = new Set(orbiter.map((raw) => resolveChain(raw, 'Orbiter').id));
      expect(orbiterChains.size).toBe(63);
    });
  },
);

describe('retired networks', () => {
  it("marks Orbiter's zkSync Lite, Immutable X, Loopring and dYdX v3 with the day they stopped", () => {
    expect(retiredChain('zksync', 'Orbiter')).toMatchObject({
      id: 'zksync-lite',
      on: '2026-05-04',
      what: 'shut down',
    });
    expect(retiredChain('immutableX', 'Orbiter')?.on).toBe('2026-02-11');
    expect(retiredChain('loopring', 'Orbiter')?.on).toBe('2026-06-28');
    expect(retiredChain('dydx', 'Orbiter')).toMatchObject({ name: 'dYdX v3', on: '2024-10-28' });
  });

  it('keeps the networks that still run, including the chains that share a retired name', () => {
    // Stargate's 'zksync' is zkSync Era; Wormhole's 'Dydx' is today's dYdX Chain.
    expect(retiredChain('zksync', 'Stargate')).toBeUndefined();
    expect(retiredChain('Dydx', 'Wormhole')).toBeUndefined();
    expect(retiredChain('Ethereum')).toBeUndefined();
    expect(retiredChain('Not a chain')).toBeUndefined();
  });

  it('rests every retirement on a dated public notice', () => {
    const retired = CANONICAL_CHAINS.filter((chain) => chain.retired);
    expect(retired.map((chain) => chain.id).sort()).toEqual([
      'dydx-v3',
      'immutablex',
      'kroma',
      'loopring',
      'polygon-zkevm',
      'proof-of-play-apex',
      'zksync-lite',
    ]);
    for (const chain of retired) {
      expect(chain.retired?.on).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(new URL(chain.retired!.notice).protocol).toBe('https:');
    }
  });

  it('answers by canonical id', () => {
    expect(isRetiredChain('zksync-lite')).toBe(true);
    expect(isRetiredChain('zksync-era')).toBe(false);
    expect(isRetiredChain('raw:somewhere')).toBe(false);
  });

  it('splits a chain list into the running ones, in order, and each retired network once', () => {
    const { live, retired } = splitRetiredChains(
      ['Ethereum', 'zksync', 'loopring', 'ZKSync Lite', 'Arbitrum'],
      'Orbiter',
    );
    expect(live).toEqual(['Ethereum', 'Arbitrum']);
    expect(retired.map(retiredChainText)).toEqual([
      'zkSync Lite (shut down 2026-05-04)',
      'Loopring (shut down 2026-06-28)',
    ]);
  });
});
