// @ts-check
// Stargate's registry entry (src/shared/protocol-registry.mjs lists it): what the visitor sees
// and where its token list comes from.

/** @typedef {import('../../protocol-registry.mjs').ProtocolEntry} ProtocolEntry */
/** @typedef {import('../../protocol-registry.mjs').SourceEntry} SourceEntry */

export const protocol = /** @type {const} @satisfies {ProtocolEntry} */ ({
  id: 'Stargate',
  displayName: 'Stargate',
  slug: 'stargate',
  bridgeSite: 'https://stargate.finance/',
  tone: { fg: '#67e8f9', bg: '#10252b', border: '#1d4650' },
  infoCard: {
    title: 'Stargate Finance',
    text: 'A liquidity transport protocol built on LayerZero for native asset transfers with unified liquidity.',
    chains: ['Ethereum', 'Arbitrum', 'Optimism', 'Base', 'BNB Chain', 'Avalanche'],
  },
});

export const source = /** @type {const} @satisfies {SourceEntry} */ ({
  key: 'stargate',
  envVar: 'VITE_STARGATE_TOKENS_URL',
  defaultUrl: 'https://stargate.finance/api/tokens',
  catalogue: 'live',
});
