// Across's shipped list, generated at build time from Across's own token registry: the pinned
// devDependency @across-protocol/constants (never bundled). Its licence is AGPL-3.0-only, so only
// facts are taken from it (each token's key, symbol, name, decimals, CoinGecko id and its address
// per chain id, on the production networks it names), written as one row per deployment:
// `{tokens: [{key, symbol, name, decimals, coingeckoId, chainId, address}]}`. USDC, USDC.e and
// USDbC stay apart, as the package keeps them. A chain's own coin (ETH where the chain's gas
// coin is ETH), which Across moves through its wrapped token's contract, gets the native-coin
// address instead, so it is never shown as a contract of its own.
//
// A row also names the asset it is one form of, where Across's registry counts several of its
// tokens as one (TOKEN_EQUIVALENCE_REMAPPING: USDC.e, USDbC and USDzC are USDC): `asset` on every
// row of such a token and of the token they are counted as. Across moves between those forms
// (its own route list has USDC.e on zkSync Era arriving as USDC on Base, and USDC arriving as
// USDzC on Zora), so a route may leave as one and arrive as the other. A chain's coin and its
// wrapped token (ETH and WETH) stay apart: the list keeps the coin as a coin.
//
// The protocol registry names this file as Across's generator (src/shared/protocol-registry.mjs).

/** How every source writes a chain's own coin. */
const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';

/**
 * The package's facts as rows: every token of TOKEN_SYMBOLS_MAP on every production network it
 * lists an address for, in the package's order.
 * @param {{TOKEN_SYMBOLS_MAP: Record<string, {name: string, symbol: string, decimals: number, addresses: Record<string, string>, coingeckoId?: string}>, PRODUCTION_NETWORKS: Record<string, {name: string, nativeToken?: string}>, TOKEN_EQUIVALENCE_REMAPPING?: Record<string, string>}} constants
 */
export function generateAcross(constants) {
  const { TOKEN_SYMBOLS_MAP: tokens, PRODUCTION_NETWORKS: networks } = constants;
  const assets = assetsOf(tokens, constants.TOKEN_EQUIVALENCE_REMAPPING ?? {});
  const rows = [];
  for (const [key, token] of Object.entries(tokens)) {
    for (const [chainId, address] of Object.entries(token.addresses)) {
      if (!Object.hasOwn(networks, chainId)) continue;
      // The chain's gas coin (ETH on Ethereum and its rollups) is bridged through the wrapped
      // token's contract, which WETH lists under its own name.
      const native =
        networks[chainId].nativeToken === key &&
        tokens[`W${key}`]?.addresses[chainId]?.toLowerCase() === address.toLowerCase();
      rows.push({
        key,
        symbol: token.symbol,
        name: token.name,
        decimals: token.decimals,
        ...(token.coingeckoId ? { coingeckoId: token.coingeckoId } : {}),
        ...(assets.has(key) ? { asset: assets.get(key) } : {}),
        chainId,
        address: native ? NATIVE : address,
      });
    }
  }
  return { tokens: rows };
}

/**
 * Token key -> the asset it is one form of, for the registry's tokens counted as another of its
 * tokens and for that token itself; a coin counted as its own wrapped token is left out.
 * @param {Record<string, unknown>} tokens
 * @param {Record<string, string>} remapping
 * @returns {Map<string, string>}
 */
function assetsOf(tokens, remapping) {
  const assets = new Map();
  for (const [key, asset] of Object.entries(remapping)) {
    if (asset === key || asset === `W${key}`) continue;
    if (!Object.hasOwn(tokens, key) || !Object.hasOwn(tokens, asset)) continue;
    assets.set(key, asset);
    assets.set(asset, asset);
  }
  return assets;
}

const load = () => import('@across-protocol/constants');

/** What scripts/catalogue.mjs and sources:update need of a generator. */
export default {
  packageName: '@across-protocol/constants',
  from: "Generated from Across's token registry (@across-protocol/constants)",
  generate: async () => generateAcross(await load()),
  build: async () => generateAcross(await load()),
};
