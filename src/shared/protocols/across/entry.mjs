// @ts-check
// Across's registry entry (src/shared/protocol-registry.mjs lists it): what the visitor sees and
// where its token list comes from.

/** @typedef {import('../../protocol-registry.mjs').ProtocolEntry} ProtocolEntry */
/** @typedef {import('../../protocol-registry.mjs').SourceEntry} SourceEntry */

export const protocol = /** @type {const} @satisfies {ProtocolEntry} */ ({
  id: 'Across',
  displayName: 'Across',
  slug: 'across',
  bridgeSite: 'https://app.across.to/',
  tone: { fg: '#6ee7b7', bg: '#0f2620', border: '#1f4a3d' },
  infoCard: {
    title: 'Across Protocol',
    text: 'An intent-based bridge where relayers fill transfers between Ethereum and its rollups in seconds.',
    chains: ['Ethereum', 'Arbitrum', 'Optimism', 'Base', 'Polygon', 'Linea'],
  },
  // Across's own ids for chains without an EVM chain id of theirs.
  chainOverrides: { 34268394551451: 'solana', 1337: 'hypercore', 4217: 'tempo' },
});

export const source = /** @type {const} @satisfies {SourceEntry} */ ({
  key: 'across',
  envVar: 'VITE_ACROSS_TOKENS_URL',
  // Generated at build time from Across's token registry (@across-protocol/constants, see
  // generator.mjs) and served on our origin: Across's public API could not be checked to answer
  // a browser (CORS).
  defaultUrl: '/catalogue/across.json',
  catalogue: 'generated',
});
