// @ts-check
// The bridge protocols the product covers: the one place that lists them, each entry kept in its
// protocol's folder (src/shared/protocols/{key}/entry.mjs). Everything that lists
// protocols (menus, filters, info cards, badge colours, the environment schema, the security
// policy, the worker's parsers, the shipped catalogue, the local servers and the scripts) reads
// these tables. Plain JavaScript data, so the page, the worker, vite.config.ts and the Node
// scripts all import this one file without a TypeScript loader; `// @ts-check` and the JSDoc
// types below make the compiler check it. docs/adding-a-protocol.md says what else a new
// protocol needs.

import * as across from './protocols/across/entry.mjs';
import * as orbiter from './protocols/orbiter/entry.mjs';
import * as stargate from './protocols/stargate/entry.mjs';
import * as wormhole from './protocols/wormhole/entry.mjs';
import * as opstack from './protocols/opstack/entry.mjs';
import * as cctp from './protocols/cctp/entry.mjs';

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
 * @property {true} [fallbackBridge] Where 'Bridge Now' goes for data naming no protocol the
 *   product knows; one entry has it.
 */

/**
 * Every protocol the product knows, in the order it lists them (menus, filters, cards, and
 * results of equal rank). A build lists those it chooses: {@link PROTOCOL_REGISTRY}.
 */
const KNOWN_PROTOCOLS = /** @type {const} @satisfies {readonly ProtocolEntry[]} */ ([
  wormhole.protocol,
  stargate.protocol,
  orbiter.protocol,
  across.protocol,
  cctp.protocol,
  opstack.protocol,
]);

/** @typedef {(typeof KNOWN_PROTOCOLS)[number]['id']} ProtocolId */

/**
 * The protocol whose site 'Bridge Now' opens for data naming no protocol the product knows: the
 * one entry marked `fallbackBridge`.
 * @type {ProtocolId}
 */
export const FALLBACK_PROTOCOL_ID = /* @__PURE__ */ (() => {
  const [marked, ...others] = KNOWN_PROTOCOLS.filter(
    (entry) => 'fallbackBridge' in entry && entry.fallbackBridge,
  );
  if (!marked || others.length > 0) throw new Error('One protocol entry must set fallbackBridge');
  return marked.id;
})();

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
 *   local server, /catalogue/ in the build and in a dataset directory given instead of the
 *   folders' files), its folder's name and its key in the configuration's `sourceUrls`.
 * @property {string} envVar The build variable that overrides its URL.
 * @property {string} defaultUrl Its URL when the variable is unset.
 * @property {'live' | 'generated'} catalogue How the shipped catalogue gets its file: 'live', a
 *   capture of the live endpoint kept in its folder as capture.json (refreshed by
 *   `npm run sources:update`); 'generated', built at build time by its folder's generator.mjs,
 *   whose default export names the pinned package the list comes from and generates it
 *   (scripts/catalogue.d.mts, `Generator`).
 */

/** Each protocol's source, keyed by the protocol's id. */
export const PROTOCOL_SOURCES = /** @type {const} @satisfies {Record<ProtocolId, SourceEntry>} */ ({
  Wormhole: wormhole.source,
  Stargate: stargate.source,
  Orbiter: orbiter.source,
  Across: across.source,
  CCTP: cctp.source,
  OPStack: opstack.source,
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
