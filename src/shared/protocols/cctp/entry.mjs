// @ts-check
// Circle CCTP's registry entry (src/shared/protocol-registry.mjs lists it): what the visitor sees and
// where its token list comes from.

/** @typedef {import('../../protocol-registry.mjs').ProtocolEntry} ProtocolEntry */
/** @typedef {import('../../protocol-registry.mjs').SourceEntry} SourceEntry */

export const protocol = /** @type {const} @satisfies {ProtocolEntry} */ ({
  id: 'CCTP',
  displayName: 'Circle CCTP',
  slug: 'cctp',
  // Circle documents no app link for CCTP: Portal Bridge runs it for USDC and documents a
  // prefill (adapter.ts says where).
  bridgeSite: 'https://portalbridge.com/',
  bridgeApp: 'Portal Bridge',
  tone: { fg: '#93c5fd', bg: '#0d1a2e', border: '#1e3a5f' },
  infoCard: {
    title: 'Circle CCTP',
    text: "Circle's own burn-and-mint transfer: USDC burnt on one chain is minted as Circle's USDC on another.",
    chains: ['Ethereum', 'Base', 'Arbitrum', 'Solana', 'Polygon', 'Avalanche'],
  },
});

export const source = /** @type {const} @satisfies {SourceEntry} */ ({
  key: 'cctp',
  envVar: 'VITE_CCTP_TOKENS_URL',
  // Generated at build time from Circle's chain definitions (@circle-fin/bridge-kit) and served
  // on our origin: Circle publishes no token list endpoint for CCTP.
  defaultUrl: '/catalogue/cctp.json',
  catalogue: 'generated',
});
