import { describe, expect, it } from 'vitest';
import type { OrbiterToken, StargateToken } from '../../../../src/shared/protocols';
import type { Token } from '../../../../src/shared/tokens';
import { PROTOCOLS } from '../../../../src/shared/tokens';
import { buildVariantContext } from '../../../../workers/trust/variant-context';
import { classifyVariant } from '../../../../workers/trust/variants';
import { groupVariants } from '../../../../workers/trust/variant-groups';
import { spellingBacking } from '../../../../workers/trust/lookalike';
import { VARIANT_LABEL } from '../../../../src/shared/variants';
import { SOURCES } from '../../../../workers/sources';
import { PROTOCOL_SOURCES } from '../../../../src/shared/protocol-registry.mjs';
import { loadFixture } from '../../../fixtures/sources';
import { wormhole } from '../search/tokens';

function stargate(symbol: string, chainKey: string, address: string, name?: string): StargateToken {
  return {
    protocol: 'Stargate',
    chainKey,
    address,
    symbol,
    ...(name === undefined ? {} : { name }),
    decimals: 18,
    isBridgeable: true,
    isVerified: false,
    tags: [],
  };
}

function orbiter(
  symbol: string,
  chainName: string,
  address: string,
  isNative = false,
  name?: string,
): OrbiterToken {
  return {
    protocol: 'Orbiter',
    symbol,
    ...(name === undefined ? {} : { name }),
    address,
    decimals: 18,
    chainName,
    chainId: '',
    isNative,
  };
}

const ZERO = '0x0000000000000000000000000000000000000000';
const EEEE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';
const SOME = '0x1234567890abcdef1234567890abcdef12345678';

const kindOf = (token: Token, context = buildVariantContext([token])) =>
  classifyVariant(token, context).kind;

describe('native coins', () => {
  it('labels an Orbiter token marked isNative as native, with a label and a one-sentence explanation', () => {
    const label = classifyVariant(orbiter('ETH', 'Ethereum', ZERO, true));
    expect(label).toEqual({
      kind: 'native',
      label: 'Native',
      explanation: 'ETH is the native coin of Ethereum, used to pay its network fees.',
      source: 'https://github.com/ethereum-lists/chains/blob/master/_data/chains/eip155-1.json',
    });
  });

  it('labels a Wormhole gas token (no tokenId) as native even though it names its wrapped form', () => {
    expect(kindOf(wormhole('ETH', 'Arbitrum', undefined, { wrappedAsset: 'WETHarbitrum' }))).toBe(
      'native',
    );
  });

  it('labels a Stargate token at the native sentinel address as native', () => {
    expect(kindOf(stargate('ETH', 'arbitrum', EEEE))).toBe('native');
  });

  it('labels gas coins that have a contract address of their own as native (Sui, Aptos, Celo)', () => {
    expect(kindOf(wormhole('SUI', 'Sui', '0x2::sui::SUI'))).toBe('native');
    expect(kindOf(wormhole('APT', 'Aptos', '0x1::aptos_coin::AptosCoin'))).toBe('native');
    expect(kindOf(wormhole('CELO', 'Celo', '0x471EcE3750Da237f93B8E339c536989b8978a438'))).toBe(
      'native',
    );
  });

  it('learns a gas coin’s address from another source marking it native', () => {
    const pol = '0x0000000000000000000000000000000000001010';
    const context = buildVariantContext([orbiter('POL', 'Polygon', pol, true)]);
    expect(classifyVariant(stargate('POL', 'polygon', pol), context).kind).toBe('native');
  });

  it('calls a coin native only where the table of gas coins says the chain pays fees in it', () => {
    // Starknet's ETH is StarkGate's token contract; fees are paid in STRK since v0.14.0.
    const starknetEth = '0x049d36570d4e46f48e99674bd3fcc84644ddd6b96f7c741b1562b82f9e004dc7';
    expect(kindOf(orbiter('ETH', 'Starknet', starknetEth, true))).toBe('bridged');
    // Fraxtal's gas coin is FRAX (frxETH at launch).
    const fraxtal = classifyVariant(orbiter('ETH', 'Fraxtal', ZERO, true));
    expect(fraxtal.kind).toBe('unverified');
    expect(fraxtal.explanation).toContain('FRAX');
    // A chain the table has no record of: the source's word is not repeated as fact.
    expect(kindOf(orbiter('ETH', 'Vizing', ZERO, true))).toBe('unverified');
  });

  it('does not call a token native just because its symbol is the chain’s coin', () => {
    // An 'ETH' contract on Ethereum is not the gas coin: it is at best a wrapper, at worst a fake.
    expect(kindOf(stargate('ETH', 'ethereum', SOME))).toBe('wrapped');
    expect(kindOf(orbiter('ETH', 'Ethereum', SOME, false))).toBe('wrapped');
  });

  it('does not label an ordinary token', () => {
    expect(
      classifyVariant(stargate('USDC', 'ethereum', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48')),
    ).toEqual({
      kind: null,
      label: '',
      explanation: '',
    });
  });
});

describe('wrapped assets', () => {
  it('labels WETH on Ethereum as wrapped', () => {
    const label = classifyVariant(
      wormhole('WETH', 'Ethereum', '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'),
    );
    expect(label.kind).toBe('wrapped');
    expect(label.label).toBe('Wrapped');
    expect(label.explanation).toBe(
      'WETH is a token that wraps ETH one-to-one; it is not ETH itself.',
    );
  });

  it('labels W-prefixed wrapped coins of other chains (WBTC, WSOL, wHYPE) as wrapped', () => {
    expect(kindOf(wormhole('WBTC', 'Ethereum', '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599'))).toBe(
      'wrapped',
    );
    expect(kindOf(wormhole('WSOL', 'Solana', 'So11111111111111111111111111111111111111112'))).toBe(
      'wrapped',
    );
    expect(kindOf(stargate('wHYPE', 'ethereum', SOME))).toBe('wrapped');
  });

  it('labels a token as wrapped when Wormhole flags it with wrappedAsset true', () => {
    expect(
      kindOf(
        wormhole('USDCso', 'Solana', 'A9mUU4qviSctJVPJdBJWkb28deg915LYJKrzQ19ji3FM', {
          wrappedAsset: true,
        }),
      ),
    ).toBe('wrapped');
  });

  it('labels an Orbiter non-native ETH or BTC as a wrapped token standing for the coin', () => {
    const label = classifyVariant(
      orbiter('ETH', 'Polygon', '0x7ceB23fD6bC0adD59E62ac25578270cFf1b9f619'),
    );
    expect(label.kind).toBe('wrapped');
    expect(label.explanation).toBe(
      'This ETH is a token contract standing for ETH, not the native coin of Polygon.',
    );
    expect(kindOf(orbiter('BTC', 'Ethereum', '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599'))).toBe(
      'wrapped',
    );
  });

  it('labels known wrappers and tokens whose name says Wrapped', () => {
    expect(
      kindOf(wormhole('wstETH', 'Arbitrum', '0x5979D7b546E38E414F7E9822514be443A4800529')),
    ).toBe('wrapped');
    expect(kindOf(stargate('WFRAX', 'ethereum', SOME, 'Wrapped Frax'))).toBe('wrapped');
  });

  it('does not mistake symbols that merely start with W for wrapped coins', () => {
    expect(kindOf(stargate('WOO', 'ethereum', SOME))).toBeNull();
    expect(kindOf(stargate('WAGMI', 'ethereum', SOME))).toBeNull();
    expect(kindOf(stargate('W', 'ethereum', SOME))).toBeNull();
  });
});

describe('bridged variants', () => {
  it('labels USDC.e as bridged and explains the suffix', () => {
    const label = classifyVariant(orbiter('USDC.e', 'Avalanche', SOME));
    expect(label).toEqual({
      kind: 'bridged',
      label: 'Bridged',
      explanation:
        "The '.e' suffix marks USDC bridged from Ethereum, not the issuer's own USDC on this chain.",
    });
  });

  it("says Stargate's USDC.e comes from another chain: its pools span several chains, not Ethereum alone", () => {
    expect(classifyVariant(stargate('USDC.e', 'abstract', SOME)).explanation).toBe(
      "The '.e' suffix marks USDC bridged from another chain, not the issuer's own USDC on this chain.",
    );
  });

  it('labels known bridged contracts listed under the plain symbol as bridged, on any protocol', () => {
    const arbitrum = classifyVariant(
      orbiter('USDC', 'Arbitrum', '0xFF970A61A04b1cA14834A43f5dE4533eBDDB5CC8'),
    );
    expect(arbitrum.kind).toBe('bridged');
    expect(arbitrum.explanation).toBe(
      "This USDC on Arbitrum is USDC.e, USDC bridged from Ethereum by the Arbitrum bridge, not the issuer's own USDC.",
    );
    expect(
      classifyVariant(orbiter('USDC', 'Base', '0xd9aAEc86B65D86f6A7B5B1b0c42FFA531710b6CA'))
        .explanation,
    ).toContain('is USDbC, USDC bridged from Ethereum');
    expect(
      classifyVariant(wormhole('USDT', 'Base', '0xfde4C96c8593536E31F229EA8f37b2ADa2699bb2')),
    ).toMatchObject({
      kind: 'bridged',
      explanation:
        "This USDT on Base is USDT bridged from Ethereum by the Base bridge, not the issuer's own USDT.",
    });
    expect(kindOf(stargate('USDC', 'optimism', '0x7F5c764cBc14f9669B88837ca1490cCa17c31607'))).toBe(
      'bridged',
    );
  });

  it('leaves native USDC unlabelled, and does not take a bridged address from another chain', () => {
    expect(
      kindOf(orbiter('USDC', 'Arbitrum', '0xaf88d065e77c8cC2239327C5EDb3A432268e5831')),
    ).toBeNull();
    // The Arbitrum USDC.e address on Ethereum is nothing known.
    expect(
      kindOf(orbiter('USDC', 'Ethereum', '0xFF970A61A04b1cA14834A43f5dE4533eBDDB5CC8')),
    ).toBeNull();
  });

  it('labels a token whose name is a bridged symbol (Orbiter names USDC.e so under USDC)', () => {
    expect(kindOf(orbiter('USDC', 'BOB', SOME, false, 'USDC.e'))).toBe('bridged');
  });

  it('labels USDbC, axlUSDC, USDCe, BTC.b and m.USDT as bridged', () => {
    for (const symbol of ['USDbC', 'axlUSDC', 'USDCe', 'BTC.b', 'm.USDT', 'weETH.mode']) {
      expect(kindOf(stargate(symbol, 'base', SOME)), symbol).toBe('bridged');
    }
  });

  it('labels a token whose name says Bridged as bridged', () => {
    expect(kindOf(stargate('USDC', 'sonic', SOME, 'Bridged USDC (Sonic Labs)'))).toBe('bridged');
  });

  it('does not label plain USDC, USDT0 or symbols merely ending in e as bridged', () => {
    expect(kindOf(stargate('USDC', 'arbitrum', SOME))).toBeNull();
    expect(kindOf(stargate('USDT0', 'arbitrum', SOME))).toBeNull();
    expect(kindOf(stargate('USDe', 'ethereum', SOME))).toBeNull();
    expect(kindOf(stargate('CAKE', 'bsc', SOME))).toBeNull();
  });
});

describe('look-alike symbols', () => {
  it("labels 'USDt' at an unknown address as a look-alike of USDT", () => {
    expect(classifyVariant(stargate('USDt', 'avalanche', SOME))).toEqual({
      kind: 'lookalike',
      label: 'Look-alike',
      explanation:
        "'USDt' differs from USDT only in letter case and may be a different token; check the contract address.",
    });
  });

  it("labels 'USD₮0' at an unknown address as a look-alike and names the character and the symbol it imitates", () => {
    const label = classifyVariant(stargate('USD₮0', 'arbitrum', SOME));
    expect(label.kind).toBe('lookalike');
    expect(label.explanation).toBe(
      "'USD₮0' uses the look-alike character '₮', so it reads as USDT0 and is easily mistaken for USDT; check the contract address.",
    );
  });

  it('says where another source lists the imitated symbol on that chain, when nothing backs the address', () => {
    const fake = stargate('USDt', 'avalanche', SOME);
    const tokens = [
      fake,
      wormhole('USDT', 'Avalanche', '0x9702230A8Ea53601f5cD2dc00fDBc13d4dF4A8c7'),
    ];
    expect(classifyVariant(fake, buildVariantContext(tokens)).explanation).toBe(
      "'USDt' differs from USDT only in letter case and may be a different token, and Wormhole lists USDT on Avalanche at 0x9702…A8c7; check the contract address.",
    );
  });

  it('labels Cyrillic, full-width and invisible-character imitations of USDC as look-alikes', () => {
    expect(kindOf(stargate('USDС', 'ethereum', SOME))).toBe('lookalike'); // Cyrillic Es
    expect(kindOf(stargate('ＵＳＤＣ', 'ethereum', SOME))).toBe('lookalike');
    const invisible = classifyVariant(stargate('US\u200BDC', 'ethereum', SOME));
    expect(invisible.kind).toBe('lookalike');
    expect(invisible.explanation).toContain('U+200B');
  });

  it('does not label the well-known spelling itself', () => {
    expect(
      kindOf(stargate('USDT', 'ethereum', '0xdAC17F958D2ee523a2206206994597C13D831ec7')),
    ).toBeNull();
    expect(kindOf(stargate('wstETH', 'ethereum', SOME))).toBe('wrapped');
  });

  it('labels the rarer of two spellings one protocol uses for the same folded symbol', () => {
    const tokens = [
      stargate('FOO', 'ethereum', SOME),
      stargate('FOO', 'base', SOME),
      stargate('Foo', 'arbitrum', SOME),
    ];
    const context = buildVariantContext(tokens);
    expect(classifyVariant(tokens[0]!, context).kind).toBeNull();
    const rare = classifyVariant(tokens[2]!, context);
    expect(rare.kind).toBe('lookalike');
    expect(rare.explanation).toBe(
      "Stargate also lists 'FOO', which differs only in letter case; they may be different tokens, so check the contract address.",
    );
  });

  it('does not label case differences between protocols, which only reflect each source’s style', () => {
    const tokens = [stargate('Metis', 'ethereum', SOME), orbiter('METIS', 'Ethereum', SOME)];
    const context = buildVariantContext(tokens);
    expect(tokens.map((t) => classifyVariant(t, context).kind)).toEqual([null, null]);
  });

  it('still flags a Cyrillic USDС at an official USDC address of another chain', () => {
    // Circle's Ethereum USDC address, but on Base: nothing backs it there.
    expect(kindOf(orbiter('USDС', 'Base', '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48'))).toBe(
      'lookalike',
    );
  });

  it('puts a look-alike warning before any other label', () => {
    expect(kindOf(stargate('USDС.e', 'arbitrum', SOME))).toBe('lookalike');
  });
});

describe('official spellings are not traps', () => {
  const USDT0_ARBITRUM = '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9';
  const USDT_AVALANCHE = '0x9702230A8Ea53601f5cD2dc00fDBc13d4dF4A8c7';
  const USDT_KAVA = '0x919C1c267BC06a7039e03fcc2eF738525769109c';

  it("Stargate's USD₮0 on Arbitrum is the contract Wormhole lists as USDT: same contract, no label", () => {
    const token = stargate('USD₮0', 'arbitrum', USDT0_ARBITRUM);
    const context = buildVariantContext([
      token,
      wormhole('USDT', 'Arbitrum', USDT0_ARBITRUM),
      orbiter('USDT', 'Arbitrum', USDT0_ARBITRUM),
    ]);
    expect(classifyVariant(token, context).kind).toBeNull();
    expect(spellingBacking(token, context)).toBe(
      "Same contract as Wormhole's and Orbiter Finance's USDT",
    );
  });

  it("Stargate's USDt on Avalanche is the contract Wormhole lists as USDT", () => {
    const token = stargate('USDt', 'avalanche', USDT_AVALANCHE);
    const context = buildVariantContext([token, wormhole('USDT', 'Avalanche', USDT_AVALANCHE)]);
    expect(classifyVariant(token, context).kind).toBeNull();
    expect(spellingBacking(token, context)).toBe("Same contract as Wormhole's USDT");
  });

  it("Stargate's USDt on Kava is Tether's own contract, though no other source lists it", () => {
    const token = stargate('USDt', 'kava', USDT_KAVA);
    expect(classifyVariant(token).kind).toBeNull();
    expect(spellingBacking(token)).toBe("Tether's own USDt contract");
  });

  it("an official address clears only its own chain: Kava's USDt address on Avalanche stays flagged", () => {
    expect(kindOf(stargate('USDt', 'avalanche', USDT_KAVA))).toBe('lookalike');
  });

  it("Stargate's verified flag clears a spelling", () => {
    const token = { ...stargate('USDt', 'avalanche', SOME), isVerified: true };
    expect(classifyVariant(token).kind).toBeNull();
    expect(spellingBacking(token)).toBe('Stargate marks this token verified');
  });

  it('a source listing the address under another odd spelling is no evidence', () => {
    const token = stargate('USDt', 'avalanche', SOME);
    const context = buildVariantContext([token, orbiter('USDt', 'Avalanche', SOME)]);
    expect(classifyVariant(token, context).kind).toBe('lookalike');
    expect(spellingBacking(token, context)).toBeNull();
  });

  it('has no backing to report for an ordinary spelling', () => {
    expect(spellingBacking(stargate('USDT', 'ethereum', SOME))).toBeNull();
  });
});

describe('native coin wording', () => {
  it('does not claim ETH pays the network fees on Immutable X or dYdX', () => {
    for (const chain of ['Immutable X', 'dYdX v3']) {
      const label = classifyVariant(orbiter('ETH', chain, ZERO, true));
      expect(label.kind, chain).toBe('native');
      expect(label.explanation, chain).not.toContain('fees');
    }
    expect(classifyVariant(orbiter('ETH', 'Ethereum', ZERO, true)).explanation).toBe(
      'ETH is the native coin of Ethereum, used to pay its network fees.',
    );
  });

  it('words a group spanning several chains so that it is true of each', () => {
    const fees = [orbiter('ETH', 'Ethereum', ZERO, true), orbiter('ETH', 'Arbitrum', ZERO, true)];
    expect(groupVariants(fees, buildVariantContext(fees))[0]?.explanation).toBe(
      'ETH is the native coin of each of these chains, used to pay their network fees.',
    );
    const mixed = [...fees, orbiter('ETH', 'Immutable X', ZERO, true)];
    const [group] = groupVariants(mixed, buildVariantContext(mixed));
    expect(group?.chains).toEqual(['Ethereum', 'Arbitrum', 'Immutable X']);
    expect(group?.explanation).toBe(
      'ETH is the native coin of each of these chains, though on Immutable X network fees are not paid in it.',
    );
  });
});

describe('groupVariants', () => {
  it('reports every kind in a bridge option with the chains it applies to', () => {
    const tokens = [
      orbiter('ETH', 'Ethereum', ZERO, true),
      orbiter('ETH', 'Arbitrum', ZERO, true),
      orbiter('ETH', 'Polygon', '0x7ceB23fD6bC0adD59E62ac25578270cFf1b9f619'),
    ];
    const groups = groupVariants(tokens, buildVariantContext(tokens));
    expect(groups.map((g) => [g.kind, g.label, g.chains])).toEqual([
      ['native', VARIANT_LABEL.native, ['Ethereum', 'Arbitrum']],
      ['wrapped', VARIANT_LABEL.wrapped, ['Polygon']],
    ]);
  });

  it('is empty for an option of ordinary tokens', () => {
    expect(groupVariants([stargate('USDC', 'ethereum', SOME)])).toEqual([]);
  });
});

describe('variant labels on the hand-made source fixtures', () => {
  const tokens = PROTOCOLS.flatMap((protocol): Token[] => {
    const result = SOURCES[protocol].parse(loadFixture(PROTOCOL_SOURCES[protocol].key));
    if (!result.ok) throw new Error(`${protocol} fixture did not parse`);
    return result.tokens;
  });
  const context = buildVariantContext(tokens);
  const kindsOf = (symbol: string) =>
    new Set(tokens.filter((t) => t.symbol === symbol).map((t) => classifyVariant(t, context).kind));

  it('finds each variant kind', () => {
    // The fixture's Linea USDC.e is Circle's own contract (upgraded in place): no label there.
    expect(kindsOf('USDC.e')).toEqual(new Set(['bridged', null]));
    expect(kindsOf('USDbC')).toEqual(new Set(['bridged']));
    expect(kindsOf('WETH')).toEqual(new Set(['wrapped']));
    expect(kindsOf('SOL')).toEqual(new Set(['native']));
  });

  it("does not flag Tether's own USDt and USD₮0 contracts", () => {
    expect(kindsOf('USDt')).toEqual(new Set([null]));
    expect(kindsOf('USD₮0')).toEqual(new Set([null]));
  });

  it("leaves plain USDT unlabelled, but marks Binance's pegged USDT on BNB Chain as bridged", () => {
    expect(kindsOf('USDT')).toEqual(new Set([null, 'bridged']));
  });
});

describe('hostile input', () => {
  it('treats symbols that are object property names as ordinary text', () => {
    for (const symbol of ['constructor', '__proto__', 'toString', 'WtoString']) {
      expect(kindOf(stargate(symbol, 'ethereum', SOME)), symbol).toBeNull();
    }
  });
});
