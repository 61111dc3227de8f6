// @ts-check
// The bridge protocols the product covers: the one place that lists them. Everything that lists
// protocols (menus, filters, info cards, badge colours, the environment schema, the security
// policy, the worker's parsers, the shipped catalogue, the local servers and the scripts) reads
// these tables. Plain JavaScript data, so the page, the worker, vite.config.ts and the Node
// scripts all import this one file without a TypeScript loader; `// @ts-check` and the JSDoc
// types below make the compiler check it. docs/adding-a-protocol.md says what else a new
// protocol needs.

/**
 * What the visitor sees of a protocol.
 * @typedef {object} ProtocolEntry
 * @property {string} id The protocol's name in data, events and the search URL (?protocol=).
 * @property {string} displayName How every visible text names it.
 * @property {string} slug Its token page: /tokens/{slug}.
 * @property {string} bridgeSite Its own bridge site: what 'Bridge Now' opens without a prefill.
 * @property {string} [bridgeApp] The app 'Bridge Now' opens, where it is not the protocol's own
 *   (a protocol without an app of its own): cards name it beside the protocol.
 * @property {{fg: string, bg: string, border: string}} tone The colours of its badge.
 * @property {{title: string, text: string, chains: readonly string[]}} infoCard Its card on the
 *   home page before the first search: title, blurb and example chain chips.
 * @property {Readonly<Record<string, string>>} [chainOverrides] Chain spellings that mean another
 *   chain in this source than elsewhere: spelling (lower case, no spaces, hyphens or underscores)
 *   to canonical chain id (src/shared/chains.ts).
 */

/**
 * Every protocol the product knows, in the order it lists them (menus, filters, cards, and
 * results of equal rank). A build lists those it chooses: {@link PROTOCOL_REGISTRY}.
 */
const KNOWN_PROTOCOLS = /** @type {const} @satisfies {readonly ProtocolEntry[]} */ ([
  {
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
  },
  {
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
  },
  {
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
  },
  {
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
  },
  {
    id: 'CCTP',
    displayName: 'Circle CCTP',
    slug: 'cctp',
    // Circle documents no app link for CCTP: Portal Bridge runs it for USDC and documents a
    // prefill (src/shared/protocols/cctp.ts says where).
    bridgeSite: 'https://portalbridge.com/',
    bridgeApp: 'Portal Bridge',
    tone: { fg: '#93c5fd', bg: '#0d1a2e', border: '#1e3a5f' },
    infoCard: {
      title: 'Circle CCTP',
      text: "Circle's own burn-and-mint transfer: USDC burnt on one chain is minted as Circle's USDC on another.",
      chains: ['Ethereum', 'Base', 'Arbitrum', 'Solana', 'Polygon', 'Avalanche'],
    },
  },
  {
    id: 'OPStack',
    displayName: 'OP Standard Bridge',
    slug: 'opstack',
    // The bridge app Base's and the OP Stack chains' docs point to (src/shared/protocols/opstack.ts).
    bridgeSite: 'https://superbridge.app/',
    bridgeApp: 'Superbridge',
    tone: { fg: '#fda4af', bg: '#2a1016', border: '#4f1d28' },
    infoCard: {
      title: 'OP Standard Bridge',
      text: 'The canonical bridge between Ethereum and each OP Stack rollup; withdrawals take 7 days.',
      chains: ['Ethereum', 'Optimism', 'Base', 'Unichain', 'Ink', 'Soneium'],
    },
  },
]);

/** @typedef {(typeof KNOWN_PROTOCOLS)[number]['id']} ProtocolId */

/** The ids of every protocol the product knows, in order, whichever a build chooses. */
export const KNOWN_PROTOCOL_IDS = /** @type {readonly ProtocolId[]} */ (
  KNOWN_PROTOCOLS.map((entry) => entry.id)
);

/**
 * The protocols a build chooses from the build setting VITE_PROTOCOLS: ids separated by commas
 * ('Wormhole,Stargate,Orbiter'), in the registry's order whatever the setting's; unset or blank
 * means every protocol. Lenient on purpose (the page carries it): src/config/env-schema.ts refuses
 * an unknown or repeated id before any build.
 * @param {unknown} value
 * @returns {readonly ProtocolId[]}
 */
export function chooseProtocols(value) {
  const named = typeof value === 'string' ? value.split(',').map((part) => part.trim()) : [];
  return named.some(Boolean)
    ? KNOWN_PROTOCOL_IDS.filter((id) => named.includes(id))
    : KNOWN_PROTOCOL_IDS;
}

/**
 * The protocols this build lists (VITE_PROTOCOLS, read where Vite builds the code: the page, the
 * worker, the tests; every protocol in plain Node, where the scripts read the whole registry).
 * @type {readonly (typeof KNOWN_PROTOCOLS)[number][]}
 */
export const PROTOCOL_REGISTRY = /* @__PURE__ */ (() => {
  // import.meta.env exists where Vite transforms this file (typed there) and nowhere else, so
  // neither a type error nor its absence holds in every project that checks this file.
  // eslint-disable-next-line @typescript-eslint/ban-ts-comment
  // @ts-ignore
  const chosen = chooseProtocols(import.meta.env?.VITE_PROTOCOLS);
  return KNOWN_PROTOCOLS.filter((entry) => chosen.includes(entry.id));
})();

/**
 * Where a protocol's token list comes from. Kept apart from the entries above because only the
 * build, the worker and the scripts read it: the page's bundle leaves it out.
 * @typedef {object} SourceEntry
 * @property {string} key The source's file name everywhere (`{key}.json` under /sources/ on the
 *   local server, /catalogue/ in the build, scripts/sample-data/, tests/fixtures/sources/,
 *   scripts/catalogue/) and its key in the configuration's `sourceUrls`.
 * @property {string} envVar The build variable that overrides its URL.
 * @property {string} defaultUrl Its URL when the variable is unset.
 * @property {'live' | 'generated'} catalogue How the shipped catalogue gets its file: 'live', a
 *   capture of the live endpoint kept in scripts/catalogue/{key}.json (refreshed by
 *   `npm run sources:update`); 'generated', built at build time by its `generator`.
 * @property {string} [generator] A 'generated' source's generator: the repository path of a module
 *   whose default export names the pinned package the list comes from and generates it
 *   (scripts/catalogue.d.mts, `Generator`).
 */

/** Each protocol's source, keyed by the protocol's id. */
export const PROTOCOL_SOURCES = /** @type {const} @satisfies {Record<ProtocolId, SourceEntry>} */ ({
  Wormhole: {
    key: 'wormhole',
    envVar: 'VITE_WORMHOLE_TOKENS_URL',
    // Wormhole publishes no JSON endpoint for Connect's mainnet token config. The build generates
    // it from Wormhole's own token registry (scripts/catalogue.mjs) and serves it on our origin;
    // docs/architecture.md#the-sources says why and what it holds.
    defaultUrl: '/catalogue/wormhole.json',
    catalogue: 'generated',
    generator: 'scripts/generators/wormhole.mjs',
  },
  Stargate: {
    key: 'stargate',
    envVar: 'VITE_STARGATE_TOKENS_URL',
    defaultUrl: 'https://stargate.finance/api/tokens',
    catalogue: 'live',
  },
  Orbiter: {
    key: 'orbiter',
    envVar: 'VITE_ORBITER_CHAINS_URL',
    defaultUrl: 'https://api.orbiter.finance/sdk/chains',
    catalogue: 'live',
  },
  Across: {
    key: 'across',
    envVar: 'VITE_ACROSS_TOKENS_URL',
    // Generated at build time from Across's token registry (@across-protocol/constants) and served
    // on our origin: Across's public API could not be checked to answer a browser (CORS).
    defaultUrl: '/catalogue/across.json',
    catalogue: 'generated',
    generator: 'scripts/generators/across.mjs',
  },
  CCTP: {
    key: 'cctp',
    envVar: 'VITE_CCTP_TOKENS_URL',
    // Generated at build time from Circle's chain definitions (@circle-fin/bridge-kit) and served
    // on our origin: Circle publishes no token list endpoint for CCTP.
    defaultUrl: '/catalogue/cctp.json',
    catalogue: 'generated',
    generator: 'scripts/generators/cctp.mjs',
  },
  OPStack: {
    key: 'opstack',
    envVar: 'VITE_OPSTACK_TOKENS_URL',
    // Generated at build time from the Superchain Token List (@eth-optimism/tokenlist) and served
    // on our origin: only the pairs the Standard Bridge carries, Ethereum and each rollup.
    defaultUrl: '/catalogue/opstack.json',
    catalogue: 'generated',
    generator: 'scripts/generators/opstack.mjs',
  },
});

// The lists below are marked pure so a bundle that does not use them leaves them (and the
// tables they read) out.

/**
 * The protocols' ids, in the registry's order.
 * @type {readonly ProtocolId[]}
 */
export const PROTOCOL_IDS = /* @__PURE__ */ PROTOCOL_REGISTRY.map((entry) => entry.id);

/**
 * The sources' file names (`{key}.json`), in the registry's order.
 * @type {readonly SourceKey[]}
 */
export const SOURCE_KEYS = /* @__PURE__ */ PROTOCOL_IDS.map((id) => PROTOCOL_SOURCES[id].key);

/** @typedef {(typeof PROTOCOL_SOURCES)[ProtocolId]['key']} SourceKey */
