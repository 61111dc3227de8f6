import { describe, expect, it } from 'vitest';
import {
  BRIDGE_SITES,
  bridgeSite,
  bridgeUrl,
  tokenBridgeUrl,
} from '../../../../src/lib/bridge-links';
import type { BridgeOption } from '../../../../src/shared/tokens';
import {
  ACROSS_USDC_E_ZKSYNC,
  USDC_ARBITRUM,
  USDC_ETHEREUM,
  acrossUsdcEToUsdc,
  orbiterToken,
  orbiterUsdc,
  stargateToken,
  stargateUsdc,
  wormholeToken,
  wormholeUsdc,
} from '../support/options';

describe('bridgeSite', () => {
  it('has one fixed https site per protocol and sends anything unknown to Orbiter', () => {
    expect(bridgeSite('Wormhole')).toBe('https://portalbridge.com/');
    expect(bridgeSite('Stargate')).toBe('https://stargate.finance/');
    expect(bridgeSite('Orbiter')).toBe('https://www.orbiter.finance/');
    expect(bridgeSite('Hop')).toBe(BRIDGE_SITES.Orbiter);
    expect(bridgeSite('constructor')).toBe(BRIDGE_SITES.Orbiter);
  });
});

describe('bridgeUrl', () => {
  it('prefills Stargate with the source chain and token, and the destination when To is set', () => {
    expect(bridgeUrl(stargateUsdc)).toBe(
      `https://stargate.finance/bridge?srcChain=ethereum&srcToken=${USDC_ETHEREUM}`,
    );
    expect(bridgeUrl(stargateUsdc, { fromChain: 'arbitrum', toChain: 'bsc' })).toBe(
      `https://stargate.finance/bridge?srcChain=arbitrum&srcToken=${USDC_ARBITRUM}&dstChain=bsc`,
    );
  });

  it("prefills Portal Bridge with source, target and the asset's symbol, as Portal documents", () => {
    expect(bridgeUrl(wormholeUsdc, { fromChain: 'ethereum', toChain: 'solana' })).toBe(
      'https://portalbridge.com/?sourceChain=ethereum&targetChain=solana&asset=USDC',
    );
    expect(bridgeUrl(wormholeUsdc)).toBe(
      'https://portalbridge.com/?sourceChain=ethereum&asset=USDC',
    );
    // The group's first token may be another origin's ('USDCsol'): the asset is still USDC.
    expect(
      bridgeUrl(
        { ...wormholeUsdc, token: wormholeToken({ key: 'USDCsol' }) },
        { fromChain: 'ethereum', toChain: 'solana' },
      ),
    ).toBe('https://portalbridge.com/?sourceChain=ethereum&targetChain=solana&asset=USDC');
  });

  it('prefills Orbiter with source and destination chain names and the symbol', () => {
    expect(bridgeUrl(orbiterUsdc, { fromChain: 'ethereum', toChain: 'arbitrum' })).toBe(
      'https://www.orbiter.finance/?source=Ethereum&dest=Arbitrum&token=USDC',
    );
  });

  it('prefills Across with the symbol a route arrives as when it joins two of its symbols', () => {
    const usdcE: BridgeOption = {
      ...acrossUsdcEToUsdc,
      chainDetails: [
        { chainName: '324', address: ACROSS_USDC_E_ZKSYNC },
        { chainName: '8453', address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' },
      ],
    };
    expect(bridgeUrl(usdcE, { fromChain: 'zksync-era', toChain: 'base' })).toBe(
      'https://app.across.to/bridge-and-swap?from=324&to=8453&inputToken=USDC.e&outputToken=USDC',
    );
    // The same token, not joined, arrives under its own symbol.
    expect(
      bridgeUrl({ ...usdcE, joined: undefined }, { fromChain: 'zksync-era', toChain: 'base' }),
    ).toBe(
      'https://app.across.to/bridge-and-swap?from=324&to=8453&inputToken=USDC.e&outputToken=USDC.e',
    );
  });

  it('falls back to the plain site when a field is missing', () => {
    const noAddress: BridgeOption = {
      ...stargateUsdc,
      token: stargateToken({ address: '' }),
      chainDetails: stargateUsdc.chainDetails.map((detail) => ({ ...detail, address: '' })),
    };
    expect(bridgeUrl(noAddress)).toBe('https://stargate.finance/');
    // The chosen From chain is not one the option covers.
    expect(bridgeUrl(stargateUsdc, { fromChain: 'solana' })).toBe('https://stargate.finance/');
    expect(bridgeUrl(wormholeUsdc, { fromChain: 'base' })).toBe('https://portalbridge.com/');
  });

  it('leaves out the destination when the option is not on the To chain', () => {
    expect(bridgeUrl(orbiterUsdc, { toChain: 'solana' })).toBe(
      'https://www.orbiter.finance/?source=Ethereum&token=USDC',
    );
  });

  it('URL-encodes every value so source data cannot add parameters or change the site', () => {
    const chainKey = 'eth&dstChain=evil';
    const address = 'javascript:alert(1)#x';
    const hostile: BridgeOption = {
      ...stargateUsdc,
      token: stargateToken({ chainKey, address }),
      availableChains: [chainKey],
      chainDetails: [{ chainName: chainKey, address }],
    };
    const url = new URL(bridgeUrl(hostile));
    expect(url.origin).toBe('https://stargate.finance');
    expect(url.searchParams.get('srcChain')).toBe('eth&dstChain=evil');
    expect(url.searchParams.get('srcToken')).toBe('javascript:alert(1)#x');
    expect(url.searchParams.has('dstChain')).toBe(false);
    expect(url.hash).toBe('');
  });

  it('never leaves https', () => {
    for (const option of [stargateUsdc, wormholeUsdc, orbiterUsdc]) {
      expect(
        new URL(bridgeUrl(option, { fromChain: 'ethereum', toChain: 'arbitrum' })).protocol,
      ).toBe('https:');
    }
  });
});

describe('tokenBridgeUrl (a token card on a protocol page)', () => {
  it('leaves from the chain of the token, with its address', () => {
    expect(tokenBridgeUrl(stargateToken({ chainKey: 'arbitrum', address: USDC_ARBITRUM }))).toBe(
      `https://stargate.finance/bridge?srcChain=arbitrum&srcToken=${USDC_ARBITRUM}`,
    );
    expect(tokenBridgeUrl(orbiterToken({ chainName: 'Base', symbol: 'ETH' }))).toBe(
      'https://www.orbiter.finance/?source=Base&token=ETH',
    );
  });
});
