// @ts-check
// Wormhole's registry entry (src/shared/protocol-registry.mjs lists it): what the visitor sees
// and where its token list comes from.

/** @typedef {import('../../protocol-registry.mjs').ProtocolEntry} ProtocolEntry */
/** @typedef {import('../../protocol-registry.mjs').SourceEntry} SourceEntry */

export const protocol = /** @type {const} @satisfies {ProtocolEntry} */ ({
  id: 'Wormhole',
  displayName: 'Wormhole',
  slug: 'wormhole',
  bridgeSite: 'https://portalbridge.com/',
  tone: { fg: '#c4b5fd', bg: '#1e1a33', border: '#3b3363' },
  infoCard: {
    title: 'Wormhole Protocol',
    text: 'A cross-chain messaging protocol that moves tokens between EVM chains, Solana, Sui, Aptos and more.',
    chains: ['Ethereum', 'Solana', 'BNB Chain', 'Polygon', 'Avalanche', 'Sui'],
  },
});

export const source = /** @type {const} @satisfies {SourceEntry} */ ({
  key: 'wormhole',
  envVar: 'VITE_WORMHOLE_TOKENS_URL',
  // Wormhole publishes no JSON endpoint for Connect's mainnet token config. The build generates
  // it from Wormhole's own token registry (generator.mjs) and serves it on our origin;
  // docs/architecture.md#the-sources says why and what it holds.
  defaultUrl: '/catalogue/wormhole.json',
  catalogue: 'generated',
});
