// The OP Stack Standard Bridge's shipped list, generated at build time from the Superchain Token
// List: the pinned devDependency @eth-optimism/tokenlist (MIT, never bundled). Only facts are
// taken from it: each token's symbol, name, decimals, address per chain id and its `opTokenId`
// (the list's own name for one asset across chains), written as one row per deployment:
// `{tokens: [{opTokenId, symbol, name, decimals, chainId, address}]}`.
//
// What the Standard Bridge carries, by the list's own word: an Ethereum token whose
// `extensions.<chain>BridgeAddress` names an OP Stack chain's L1 Standard Bridge moves to that
// chain, where it arrives as the list's token with the same `opTokenId` (Optimism's docs: "look
// for the token's name and symbol in the list ... where the chain ID matches the chain ID of the
// blockchain you're bridging to", https://docs.optimism.io/app-developers/bridging/standard-bridge).
// So only such pairs land: the Ethereum token once, and each chain's counterpart. A token the
// list names with no bridge (Circle's own USDC on Base, which arrives through CCTP, not this
// bridge) stays out, and so do test networks.
//
// ETH: every L1 Standard Bridge carries ETH itself (the same page, "Bridging ETH": a plain ETH
// transfer to the L1StandardBridgeProxy deposits it). The list has an ETH row only for Ethereum
// and OP Mainnet, but its `<chain>BridgeAddress` entries prove which chains' L1 bridges exist, so
// ETH lands on each of those chains whose gas coin is ETH, as the chain's own coin. A chain that
// pays its fees in another coin (Celo: CELO) gets no ETH row: ETH is not its coin, and the list
// names no counterpart that ETH or WETH arrives as there through this bridge.
//
// The protocol registry names this file as the Standard Bridge's generator
// (src/shared/protocol-registry.mjs).

/** How every source writes a chain's own coin. */
const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE';

/** Ethereum, the one end every Standard Bridge route has. */
const ETHEREUM = 1;

/**
 * Test networks the list carries, by chain id (each named in ethereum-lists/chains): Sepolia,
 * OP Sepolia, Base Sepolia, Lisk Sepolia, World Chain Sepolia, Unichain Sepolia, Ink Sepolia,
 * Soneium Minato, Mode Sepolia and Celo Sepolia.
 */
export const TEST_NETWORKS = new Set([
  11155111, 11155420, 84532, 4202, 4801, 1301, 763373, 1946, 919, 11142220,
]);

/**
 * OP Stack chains whose gas coin is not ETH (ethereum-lists/chains, eip155-42220: CELO), where
 * the Standard Bridge does not deliver ETH as the chain's coin.
 */
const NOT_ETH_GAS = new Set([42220]);

const BRIDGE_SUFFIX = 'BridgeAddress';

/**
 * The list's chain prefixes ('base' of `baseBridgeAddress`) and the mainnet chain id each names:
 * read from the list itself, where a chain's own tokens carry its prefix with the L2 bridge
 * (0x4200…0010). A prefix named on two mainnets fails the build: the list changed meaning.
 * @param {ReadonlyArray<TokenRow>} tokens
 * @returns {Map<string, number>}
 */
export function bridgeChains(tokens) {
  const chains = new Map();
  for (const token of tokens) {
    if (token.chainId === ETHEREUM || TEST_NETWORKS.has(token.chainId)) continue;
    for (const prefix of bridgePrefixes(token)) {
      const known = chains.get(prefix);
      if (known !== undefined && known !== token.chainId)
        throw new Error(
          `opstack: ${prefix}${BRIDGE_SUFFIX} names chains ${known} and ${token.chainId}`,
        );
      chains.set(prefix, token.chainId);
    }
  }
  return chains;
}

/** @param {TokenRow} token */
function bridgePrefixes(token) {
  return Object.entries(token.extensions ?? {})
    .filter(([name, value]) => name.endsWith(BRIDGE_SUFFIX) && typeof value === 'string')
    .map(([name]) => name.slice(0, -BRIDGE_SUFFIX.length));
}

/**
 * @typedef {{chainId: number, address: string, name: string, symbol: string, decimals: number,
 *   extensions?: Record<string, unknown>}} TokenRow
 */

/** @param {TokenRow} token @param {number} chainId @param {string} [address] */
function rowOf(token, chainId, address = token.address) {
  return {
    opTokenId: String(token.extensions?.opTokenId ?? token.symbol),
    symbol: token.symbol,
    name: token.name,
    decimals: token.decimals,
    chainId: String(chainId),
    address,
  };
}

/**
 * The package's facts as rows: each Ethereum token the Standard Bridge carries, then its
 * counterpart on each chain whose bridge the token names, in the list's order; ETH on every
 * chain whose bridge the list proves and whose gas coin is ETH.
 * @param {{tokens: ReadonlyArray<TokenRow>, name?: string, timestamp?: string, version?: unknown}} list
 */
export function generateOpStack(list) {
  const tokens = list.tokens;
  const chains = bridgeChains(tokens);
  const byAsset = new Map();
  for (const token of tokens) {
    const id = token.extensions?.opTokenId;
    if (typeof id !== 'string' || token.chainId === ETHEREUM) continue;
    byAsset.set(`${id}@${token.chainId}`, token);
  }
  const rows = [];
  const seen = new Set();
  const add = (/** @type {ReturnType<typeof rowOf>} */ row) => {
    const key = `${row.opTokenId}@${row.chainId}@${row.address.toLowerCase()}`;
    if (seen.has(key)) return;
    seen.add(key);
    rows.push(row);
  };
  // ETH: on Ethereum, then on each chain whose L1 bridge the list names, in the list's order.
  const ethChains = [...new Set(chains.values())].filter((chainId) => !NOT_ETH_GAS.has(chainId));
  const ethRow = tokens.find(
    (token) => token.chainId === ETHEREUM && token.extensions?.opTokenId === 'ETH',
  );
  if (ethRow) {
    add(rowOf(ethRow, ETHEREUM, NATIVE));
    for (const chainId of ethChains) add(rowOf(ethRow, chainId, NATIVE));
  }
  for (const token of tokens) {
    if (token.chainId !== ETHEREUM || token.extensions?.opTokenId === 'ETH') continue;
    const id = token.extensions?.opTokenId;
    if (typeof id !== 'string') continue;
    const counterparts = bridgePrefixes(token)
      .map((prefix) => chains.get(prefix))
      .filter((chainId) => chainId !== undefined)
      .map((chainId) => byAsset.get(`${id}@${chainId}`))
      .filter((counterpart) => counterpart !== undefined);
    if (counterparts.length === 0) continue;
    add(rowOf(token, ETHEREUM));
    for (const counterpart of counterparts) add(rowOf(counterpart, counterpart.chainId));
  }
  return {
    name: list.name,
    timestamp: list.timestamp,
    version: list.version,
    tokens: rows,
  };
}

const load = async () => (await import('@eth-optimism/tokenlist')).default;

/** What scripts/catalogue.mjs and sources:update need of a generator. */
export default {
  packageName: '@eth-optimism/tokenlist',
  from: 'Generated from the Superchain Token List (@eth-optimism/tokenlist)',
  generate: async () => generateOpStack(await load()),
  build: async () => generateOpStack(await load()),
};
