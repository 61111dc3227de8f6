// @ts-check
// The OP Standard Bridge's registry entry (src/shared/protocol-registry.mjs lists it): what the visitor sees and
// where its token list comes from.

/** @typedef {import('../../protocol-registry.mjs').ProtocolEntry} ProtocolEntry */
/** @typedef {import('../../protocol-registry.mjs').SourceEntry} SourceEntry */

export const protocol = /** @type {const} @satisfies {ProtocolEntry} */ ({
  id: 'OPStack',
  displayName: 'OP Standard Bridge',
  slug: 'opstack',
  // The bridge app Base's and the OP Stack chains' docs point to (adapter.ts).
  bridgeSite: 'https://superbridge.app/',
  bridgeApp: 'Superbridge',
  tone: { fg: '#fda4af', bg: '#2a1016', border: '#4f1d28' },
  infoCard: {
    title: 'OP Standard Bridge',
    text: 'The canonical bridge between Ethereum and each OP Stack rollup; withdrawals take 7 days.',
    chains: ['Ethereum', 'Optimism', 'Base', 'Unichain', 'Ink', 'Soneium'],
  },
});

export const source = /** @type {const} @satisfies {SourceEntry} */ ({
  key: 'opstack',
  envVar: 'VITE_OPSTACK_TOKENS_URL',
  // Generated at build time from the Superchain Token List (@eth-optimism/tokenlist) and served
  // on our origin: only the pairs the Standard Bridge carries, Ethereum and each rollup.
  defaultUrl: '/catalogue/opstack.json',
  catalogue: 'generated',
});
