// Wormhole's shipped list, generated from Wormhole's own token registry (the pinned
// devDependency @wormhole-foundation/sdk-base, never bundled) in Wormhole Connect's
// `{tokens, wrappedTokens}` shape, plus the tokens Portal Bridge's runtime list adds, when a
// snapshot of it is kept (capture-portal.json beside this file, refreshed by
// `npm run sources:update`). scripts/catalogue.mjs runs it as Wormhole's generator.
import fs from 'node:fs';

/**
 * The registry's tokens, flattened: every deployment on every chain of the given network, in
 * the SDK's chain order (so the output is stable for one package version).
 * @returns {Promise<Array<{key: string, symbol: string, decimals: number, address: string, chain: string, original?: string}>>}
 */
export async function loadRegistry(network = 'Mainnet') {
  const [{ chains }, { getTokenMap }] = await Promise.all([
    import('@wormhole-foundation/sdk-base'),
    import('@wormhole-foundation/sdk-base/tokens'),
  ]);
  const out = [];
  for (const chain of chains) {
    const map = getTokenMap(network, chain);
    if (!map) continue;
    for (const [key, token] of Object.entries(map)) out.push({ ...token, key, chain });
  }
  return out;
}

/**
 * Connect's shape from registry deployments. A deployment without `original` is the token on
 * its chain of origin and goes into `tokens`; one with `original` is a Wormhole-wrapped copy and
 * goes into `wrappedTokens[key][chain]`. A native coin (address 'native') gets a nativeChain
 * and no tokenId, as Connect has it. A key of origin on two chains (ETH on Ethereum and MegaETH)
 * keeps the plain key on the first chain and `<key>.<chain>` on the next, so keys stay unique.
 */
export function generateWormhole(registry) {
  const tokens = {};
  /** `${key}\n${chain of origin}` -> the key used in the output. */
  const keyOf = new Map();
  for (const t of registry) {
    if (t.original !== undefined) continue;
    let key = t.key;
    if (key in tokens) key = `${t.key}.${t.chain}`;
    for (let n = 2; key in tokens; n++) key = `${t.key}.${t.chain}.${n}`;
    keyOf.set(`${t.key}\n${t.chain}`, key);
    const decimals = Number(t.decimals);
    tokens[key] =
      t.address === 'native'
        ? { key, symbol: t.symbol, nativeChain: t.chain, decimals }
        : {
            key,
            symbol: t.symbol,
            tokenId: { chain: t.chain, address: t.address },
            nativeChain: t.chain,
            decimals,
          };
  }
  const wrappedTokens = {};
  for (const t of registry) {
    if (t.original === undefined || t.address === 'native') continue;
    // A wrapped copy of a token the registry does not list on its own chain still gets listed
    // under its key: the deployment is real, only its origin entry is missing.
    const key = keyOf.get(`${t.key}\n${t.original}`) ?? t.key;
    (wrappedTokens[key] ??= {})[t.chain] = t.address;
  }
  return { tokens, wrappedTokens };
}

const lower = (value) => (typeof value === 'string' ? value.toLowerCase() : '');

/**
 * Adds the tokens of Portal Bridge's runtime list (a root map of Connect entries) that the
 * registry lacks: an entry whose key is new and whose (chain, address) the registry does not
 * already list. The registry is the floor: nothing of it is replaced.
 * @returns {{catalogue: {tokens: object, wrappedTokens: object}, added: string[]}}
 */
export function foldPortal(catalogue, portal) {
  const tokens = { ...catalogue.tokens };
  const known = new Set();
  for (const entry of Object.values(tokens)) {
    if (entry.tokenId) known.add(`${lower(entry.tokenId.chain)}\n${lower(entry.tokenId.address)}`);
  }
  for (const byChain of Object.values(catalogue.wrappedTokens)) {
    for (const [chain, address] of Object.entries(byChain))
      known.add(`${lower(chain)}\n${lower(address)}`);
  }
  const added = [];
  const map = portal && typeof portal === 'object' && !Array.isArray(portal) ? portal : {};
  const entries =
    'tokens' in map && map.tokens && typeof map.tokens === 'object' ? map.tokens : map;
  for (const [mapKey, entry] of Object.entries(entries)) {
    if (!entry || typeof entry !== 'object') continue;
    const key = typeof entry.key === 'string' && entry.key !== '' ? entry.key : mapKey;
    const id = entry.tokenId;
    if (key in tokens) continue;
    if (id && known.has(`${lower(id.chain)}\n${lower(id.address)}`)) continue;
    tokens[key] = entry;
    added.push(key);
  }
  return { catalogue: { tokens, wrappedTokens: catalogue.wrappedTokens }, added };
}

/**
 * The shipped Wormhole file: the registry, with Portal's extra tokens when a snapshot is kept.
 * @param {(name: string) => string} keptFile where a kept capture of that name is
 */
export async function buildWormhole(keptFile) {
  const generated = generateWormhole(await loadRegistry());
  const portalFile = keptFile('wormhole-portal.json');
  if (!fs.existsSync(portalFile)) return generated;
  return foldPortal(generated, JSON.parse(fs.readFileSync(portalFile, 'utf8'))).catalogue;
}

/** What scripts/catalogue.mjs and sources:update need of a generator. */
export default {
  packageName: '@wormhole-foundation/sdk-base',
  from: "Generated from Wormhole's token registry (@wormhole-foundation/sdk-base)",
  /** The list from the installed package alone: what its date and hash are about. */
  generate: async () => generateWormhole(await loadRegistry()),
  /** What ships: the registry's list, with Portal's extra tokens when a snapshot is kept. */
  build: buildWormhole,
};
