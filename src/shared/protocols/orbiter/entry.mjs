// @ts-check
// Orbiter Finance's registry entry (src/shared/protocol-registry.mjs lists it): what the visitor
// sees and where its token list comes from.

/** @typedef {import('../../protocol-registry.mjs').ProtocolEntry} ProtocolEntry */
/** @typedef {import('../../protocol-registry.mjs').SourceEntry} SourceEntry */

export const protocol = /** @type {const} @satisfies {ProtocolEntry} */ ({
  id: 'Orbiter',
  displayName: 'Orbiter Finance',
  slug: 'orbiter',
  bridgeSite: 'https://www.orbiter.finance/',
  tone: { fg: '#fcd34d', bg: '#2a230f', border: '#4d3f17' },
  infoCard: {
    title: 'Orbiter Finance',
    text: 'A fast, low-cost bridge across rollups and Layer 2 networks, supporting 30+ networks.',
    chains: ['Ethereum', 'zkSync Era', 'Starknet', 'Linea', 'Scroll', 'Base'],
  },
  // Bare 'zksync' is zkSync Lite here (zkSync Era elsewhere); 'dydx' is the retired v3 rollup.
  chainOverrides: { zksync: 'zksync-lite', dydx: 'dydx-v3' },
  // The specification names this protocol's site as where 'Bridge Now' goes for data naming no
  // protocol the product knows.
  fallbackBridge: true,
});

export const source = /** @type {const} @satisfies {SourceEntry} */ ({
  key: 'orbiter',
  envVar: 'VITE_ORBITER_CHAINS_URL',
  defaultUrl: 'https://api.orbiter.finance/sdk/chains',
  catalogue: 'live',
});
