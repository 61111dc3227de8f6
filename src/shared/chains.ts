// The chain registry: maps every chain identifier the sources use (SDK chain names, chain keys,
// chain ids and names) to one canonical chain. Used by page and worker.
import { PROTOCOL_REGISTRY } from './protocol-registry.mjs';
import type { Protocol } from './tokens';

export interface CanonicalChain {
  /** Short lowercase id, stable across sources ('ethereum', 'bsc', 'zksync-era', ...). */
  id: string;
  /** Display name ('BNB Chain'). For an unknown identifier: the raw identifier, trimmed. */
  name: string;
  /** EIP-155 chain id, where the chain has one. */
  evmChainId?: number;
  /** Explorer page template for a token or address; contains `{address}`. */
  explorerAddressUrl?: string;
  /** False when the identifier is not in the registry (it stays visible under its raw name). */
  known: boolean;
  /** Set when the network has shut down or stopped taking deposits. */
  retired?: Retirement;
}

/** A network that no longer takes transfers, and the public notice that says so. */
export interface Retirement {
  /** The day it stopped, YYYY-MM-DD (UTC). */
  on: string;
  what: 'shut down' | 'stopped deposits';
  /** The public announcement the entry rests on. */
  notice: string;
}

interface ChainEntry {
  id: string;
  name: string;
  evm?: number;
  explorer?: string;
  /** Every other spelling the sources use. The id, name and evm id are aliases automatically. */
  aliases?: readonly string[];
  retired?: Retirement;
}

// Why some entries are merged or split:
// - Klaytn was renamed Kaia in 2024 (same chain, chain id 8217). The canonical id is 'kaia', the
//   current name; sources still using the old one ('Klaytn', 'klaytn') reach it by alias.
// - zkSync Lite (the old ZK-rollup, bare 'zksync' in one source) and zkSync Era (chain 324) are different
//   chains, as are Arbitrum One / Arbitrum Nova and Polygon PoS / Polygon zkEVM.
// - Sei and Injective each run an EVM beside their native runtime on the same chain, so
//   'Sei'/'Seievm' and 'sei' (or 'injective' and 'injectiveevm') are one chain to a user.
// One chain per line keeps the table reviewable.
// prettier-ignore
const ENTRIES: readonly ChainEntry[] = [
  // Major EVM chains.
  { id: 'ethereum', name: 'Ethereum', evm: 1, explorer: 'https://etherscan.io/token/{address}', aliases: ['eth', 'ethereum mainnet'] },
  { id: 'bsc', name: 'BNB Chain', evm: 56, explorer: 'https://bscscan.com/token/{address}', aliases: ['bnb', 'bnb smart chain', 'binance smart chain', 'binance'] },
  { id: 'polygon', name: 'Polygon', evm: 137, explorer: 'https://polygonscan.com/token/{address}', aliases: ['polygon pos', 'matic'] },
  { id: 'avalanche', name: 'Avalanche', evm: 43114, explorer: 'https://snowtrace.io/token/{address}', aliases: ['avax', 'avalanche c-chain'] },
  { id: 'arbitrum', name: 'Arbitrum', evm: 42161, explorer: 'https://arbiscan.io/token/{address}', aliases: ['arbitrum one', 'arb'] },
  { id: 'arbitrum-nova', name: 'Arbitrum Nova', evm: 42170, explorer: 'https://nova.arbiscan.io/token/{address}', aliases: ['nova'] },
  { id: 'optimism', name: 'Optimism', evm: 10, explorer: 'https://optimistic.etherscan.io/token/{address}', aliases: ['op mainnet', 'op'] },
  { id: 'base', name: 'Base', evm: 8453, explorer: 'https://basescan.org/token/{address}' },
  { id: 'linea', name: 'Linea', evm: 59144, explorer: 'https://lineascan.build/token/{address}' },
  { id: 'scroll', name: 'Scroll', evm: 534352, explorer: 'https://scrollscan.com/token/{address}' },
  { id: 'blast', name: 'Blast', evm: 81457, explorer: 'https://blastscan.io/token/{address}' },
  { id: 'mantle', name: 'Mantle', evm: 5000, explorer: 'https://explorer.mantle.xyz/token/{address}' },
  { id: 'zksync-era', name: 'zkSync Era', evm: 324, explorer: 'https://explorer.zksync.io/address/{address}', aliases: ['zksync era', 'zksyncera', 'zksync2'] },
  // Sunset announced by ZKsync on 7 Dec 2025; block production ceased on 4 May 2026, the date
  // Matter Labs gave in its developer forum (zksync-developers discussion 1149).
  { id: 'zksync-lite', name: 'zkSync Lite', aliases: ['zksync lite', 'zksync1'], retired: { on: '2026-05-04', what: 'shut down', notice: 'https://x.com/zksync/status/1997776813708242975' } },
  // Polygon stopped the zkEVM Mainnet Beta's sequencer on 1 Jul 2026; its forum notice tells
  // holders how to claim their funds on Ethereum.
  { id: 'polygon-zkevm', name: 'Polygon zkEVM', evm: 1101, explorer: 'https://zkevm.polygonscan.com/token/{address}', aliases: ['zkevm', 'polygonzkevm'], retired: { on: '2026-07-01', what: 'shut down', notice: 'https://forum.polygon.technology/t/polygon-zkevm-mainnet-beta-sunset-claim-your-funds/21856' } },
  { id: 'fantom', name: 'Fantom', evm: 250, explorer: 'https://ftmscan.com/token/{address}' },
  { id: 'celo', name: 'Celo', evm: 42220, explorer: 'https://celoscan.io/token/{address}' },
  { id: 'moonbeam', name: 'Moonbeam', evm: 1284, explorer: 'https://moonscan.io/token/{address}' },
  { id: 'kaia', name: 'Kaia', evm: 8217, explorer: 'https://kaiascan.io/token/{address}', aliases: ['klaytn', 'klaytn cypress'] },
  { id: 'xlayer', name: 'X Layer', evm: 196, explorer: 'https://www.oklink.com/xlayer/token/{address}', aliases: ['x layer', 'xlayer mainnet'] },
  { id: 'gnosis', name: 'Gnosis', evm: 100, explorer: 'https://gnosisscan.io/token/{address}', aliases: ['xdai', 'gnosis chain'] },
  { id: 'metis', name: 'Metis', evm: 1088, explorer: 'https://andromeda-explorer.metis.io/token/{address}', aliases: ['metis andromeda'] },
  { id: 'opbnb', name: 'opBNB', evm: 204, explorer: 'https://opbnb.bscscan.com/token/{address}' },
  { id: 'zora', name: 'Zora', evm: 7777777, explorer: 'https://explorer.zora.energy/token/{address}' },
  { id: 'manta', name: 'Manta Pacific', evm: 169, explorer: 'https://pacific-explorer.manta.network/token/{address}', aliases: ['manta'] },
  { id: 'mode', name: 'Mode', evm: 34443, explorer: 'https://explorer.mode.network/token/{address}' },
  { id: 'sonic', name: 'Sonic', evm: 146, explorer: 'https://sonicscan.org/token/{address}' },
  { id: 'unichain', name: 'Unichain', evm: 130, explorer: 'https://uniscan.xyz/token/{address}' },
  { id: 'worldchain', name: 'World Chain', evm: 480, explorer: 'https://worldscan.org/token/{address}', aliases: ['world chain'] },
  { id: 'fraxtal', name: 'Fraxtal', evm: 252, explorer: 'https://fraxscan.com/token/{address}' },
  { id: 'taiko', name: 'Taiko', evm: 167000, explorer: 'https://taikoscan.io/token/{address}' },
  { id: 'cronos', name: 'Cronos', evm: 25, explorer: 'https://cronoscan.com/token/{address}', aliases: ['cronosevm', 'cronos evm'] },
  { id: 'abstract', name: 'Abstract', evm: 2741, explorer: 'https://abscan.org/token/{address}' },
  { id: 'apechain', name: 'ApeChain', evm: 33139, explorer: 'https://apescan.io/token/{address}', aliases: ['ape'] },
  { id: 'berachain', name: 'Berachain', evm: 80094, explorer: 'https://berascan.com/token/{address}', aliases: ['bera'] },
  { id: 'hyperevm', name: 'HyperEVM', evm: 999, explorer: 'https://hyperevmscan.io/token/{address}', aliases: ['hyperliquid', 'hyperliquid evm'] },
  { id: 'soneium', name: 'Soneium', evm: 1868, explorer: 'https://soneium.blockscout.com/token/{address}' },
  { id: 'ink', name: 'Ink', evm: 57073, explorer: 'https://explorer.inkonchain.com/token/{address}' },
  { id: 'aurora', name: 'Aurora', evm: 1313161554, explorer: 'https://explorer.aurora.dev/token/{address}' },
  { id: 'core', name: 'Core', evm: 1116, explorer: 'https://scan.coredao.org/token/{address}', aliases: ['coredao', 'core dao', 'core blockchain'] },
  { id: 'bob', name: 'BOB', evm: 60808, explorer: 'https://explorer.gobob.xyz/token/{address}', aliases: ['build on bitcoin'] },
  { id: 'lisk', name: 'Lisk', evm: 1135, explorer: 'https://blockscout.lisk.com/token/{address}' },
  { id: 'morph', name: 'Morph', evm: 2818, explorer: 'https://explorer.morphl2.io/token/{address}' },
  { id: 'flare', name: 'Flare', evm: 14, explorer: 'https://flare-explorer.flare.network/token/{address}' },
  { id: 'boba', name: 'Boba', evm: 288, aliases: ['boba network'] },
  { id: 'kava', name: 'Kava', evm: 2222 },
  { id: 'rootstock', name: 'Rootstock', evm: 30, aliases: ['rsk'] },
  { id: 'telos', name: 'Telos', evm: 40 },
  { id: 'xdc', name: 'XDC Network', evm: 50 },
  { id: 'hedera', name: 'Hedera', evm: 295 },
  { id: 'iota', name: 'IOTA EVM', evm: 8822, aliases: ['iota evm'] },
  { id: 'lightlink', name: 'LightLink', evm: 1890 },
  { id: 'peaq', name: 'peaq', evm: 3338 },
  { id: 'plasma', name: 'Plasma', evm: 9745 },
  { id: 'story', name: 'Story', evm: 1514 },
  { id: 'swell', name: 'Swellchain', evm: 1923, aliases: ['swellchain'] },
  { id: 'superposition', name: 'Superposition', evm: 55244 },
  { id: 'katana', name: 'Katana', evm: 747474 },
  { id: 'monad', name: 'Monad', evm: 143 },
  { id: 'plume', name: 'Plume', evm: 98866, aliases: ['plumephoenix', 'plume phoenix'] },
  { id: 'degen', name: 'Degen Chain', evm: 666666666, aliases: ['degen chain'] },
  { id: 'edu', name: 'EDU Chain', evm: 41923, aliases: ['edu chain', 'open campus'] },
  { id: 'hemi', name: 'Hemi', evm: 43111 },
  { id: 'orderly', name: 'Orderly', evm: 291 },
  { id: 'nibiru', name: 'Nibiru', evm: 6900 },
  { id: 'somnia', name: 'Somnia', evm: 5031 },
  { id: 'tac', name: 'TAC', evm: 239 },
  { id: 'flow', name: 'Flow EVM', evm: 747, aliases: ['flow evm'] },
  { id: 'vana', name: 'Vana', evm: 1480, aliases: ['islander'] }, // LayerZero's chain keys call Vana mainnet 'islander'
  { id: 'rari', name: 'RARI Chain', evm: 1380012617, aliases: ['rarible', 'rari chain'] },
  { id: 'redbelly', name: 'Redbelly', evm: 151 },
  { id: 'botanix', name: 'Botanix', evm: 3637 },
  { id: 'apex-fusion-nexus', name: 'Apex Fusion Nexus', evm: 9069, aliases: ['apexfusionnexus'] },
  // Chain ids below are left out where not certain; resolution works by name either way.
  { id: 'moca', name: 'Moca Chain' },
  { id: '0g', name: '0G', aliases: ['og', 'zero gravity'] },
  { id: 'camp', name: 'Camp Network' },
  { id: 'gatelayer', name: 'Gate Layer', aliases: ['gate layer'] },
  { id: 'glue', name: 'Glue' },
  { id: 'doma', name: 'Doma', evm: 97477 },
  { id: 'goat', name: 'GOAT Network' },
  { id: 'horizen', name: 'Horizen' },
  { id: 'stable', name: 'Stable' },
  { id: 'tempo', name: 'Tempo' },
  // Chains an intent bridge's registry names (its package's PUBLIC_NETWORKS).
  { id: 'lens', name: 'Lens', evm: 232 },
  { id: 'megaeth', name: 'MegaETH', evm: 4326 },
  { id: 'robinhood-chain', name: 'Robinhood Chain', evm: 4663, aliases: ['robinhood'] },
  { id: 'arc', name: 'Arc', evm: 5042 },
  { id: 'aleph-zero-evm', name: 'Aleph Zero EVM', evm: 41455, aliases: ['aleph zero'] },
  { id: 'gravity', name: 'Gravity', evm: 1625, aliases: ['gravity alpha'] },
  { id: 'fuse', name: 'Fuse', evm: 122 },
  { id: 'bitlayer', name: 'Bitlayer', evm: 200901 },
  { id: 'zetachain', name: 'ZetaChain', evm: 7000 },
  // Chains Circle's CCTP serves, as Circle's Bridge Kit (@circle-fin/bridge-kit) names them.
  { id: 'codex', name: 'Codex', evm: 81224, aliases: ['codex mainnet'] },
  { id: 'edge', name: 'Edge', evm: 3343 },
  { id: 'pharos', name: 'Pharos', evm: 1672 },
  // Kroma: mainnet operations ended in June 2025 with 21 days to withdraw (reported 10 Jul 2025);
  // its security council's proposals on Tally cite 'the shutdown of the Kroma L2 chain'.
  { id: 'kroma', name: 'Kroma', evm: 255, retired: { on: '2025-07-10', what: 'shut down', notice: 'https://www.aicoin.com/en/news-flash/2466924' } },
  { id: 'zkfair', name: 'ZKFair', evm: 42766 },
  { id: 'merlin', name: 'Merlin', evm: 4200 },
  { id: 'bevm', name: 'BEVM', evm: 11501 },
  { id: 'b2', name: 'B² Network', evm: 223, aliases: ['b2 network', 'b^2 network', 'bsquared'] },
  { id: 'zklink-nova', name: 'zkLink Nova', evm: 810180, aliases: ['zklink nova'] },
  { id: 'bouncebit', name: 'BounceBit', evm: 6001 },
  { id: 'optopia', name: 'Optopia', evm: 62050 },
  { id: 'cyber', name: 'Cyber', evm: 7560 },
  { id: 'mint', name: 'Mint', evm: 185 },
  { id: 'vizing', name: 'Vizing', evm: 28518 },
  { id: 'alienx', name: 'AlienX Chain', evm: 10241024, aliases: ['alienxchain'] },
  { id: 'bomechain', name: 'BOME Chain', evm: 9736 },
  { id: 'zircuit', name: 'Zircuit', evm: 48900 },
  { id: 'matchain', name: 'Matchain', evm: 698 },
  { id: 'redstone', name: 'Redstone', evm: 690 },
  { id: 'metal-l2', name: 'Metal L2', evm: 1750, aliases: ['metall2', 'metal'] },
  { id: 'iotex', name: 'IoTeX', evm: 4689 },
  // Proof of Play Apex: Proof of Play announced on 19 Aug 2025 that Pirate Nation and its Apex
  // and Boss chains close within 30 days. Polygon zkEVM is only announced to be phased out in
  // 2026, with no dated shutdown: it stays live until a dated notice.
  { id: 'proof-of-play-apex', name: 'Proof of Play Apex', evm: 70700, aliases: ['proof of play apex', 'pop apex'], retired: { on: '2025-09-18', what: 'shut down', notice: 'https://gam3s.gg/news/pirate-nation-announces-shutdown' } },
  { id: 'mezo', name: 'Mezo' },
  { id: 'xrplevm', name: 'XRPL EVM', aliases: ['xrpl evm'] },
  { id: 'snaxchain', name: 'SnaxChain' },
  { id: 'polynomial', name: 'Polynomial' },
  { id: 'creditcoin', name: 'Creditcoin' },
  { id: 'neon', name: 'Neon EVM', aliases: ['neon evm'] },
  // Chains with their own VM or address format.
  { id: 'hypercore', name: 'HyperCore', aliases: ['hyperliquid core'] },
  { id: 'solana', name: 'Solana', explorer: 'https://solscan.io/token/{address}', aliases: ['sol', 'solana_main', 'solana mainnet'] },
  { id: 'sui', name: 'Sui', explorer: 'https://suiscan.xyz/mainnet/coin/{address}', aliases: ['sui_main'] },
  { id: 'aptos', name: 'Aptos', explorer: 'https://explorer.aptoslabs.com/coin/{address}?network=mainnet' },
  // Tron's JSON-RPC answers eth_chainId with 728126428, the id sources use for it.
  { id: 'tron', name: 'Tron', evm: 728126428, explorer: 'https://tronscan.org/#/token20/{address}', aliases: ['trx'] },
  { id: 'ton', name: 'TON', explorer: 'https://tonviewer.com/{address}', aliases: ['the open network'] },
  { id: 'starknet', name: 'Starknet', explorer: 'https://voyager.online/token/{address}', aliases: ['sn_main', 'starknet mainnet'] },
  { id: 'eclipse', name: 'Eclipse', explorer: 'https://eclipsescan.xyz/token/{address}', aliases: ['eclipse_main'] },
  { id: 'fuel', name: 'Fuel', aliases: ['fuel_main', 'fuel ignition'] },
  { id: 'fogo', name: 'Fogo' },
  { id: 'near', name: 'NEAR' },
  { id: 'algorand', name: 'Algorand' },
  { id: 'oasis', name: 'Oasis' },
  { id: 'karura', name: 'Karura' },
  { id: 'acala', name: 'Acala' },
  { id: 'pythnet', name: 'Pythnet' },
  { id: 'btc', name: 'Bitcoin', aliases: ['bitcoin'] },
  // Immutable's migration contracts: last day for withdrawals 11 Feb 2026, funds moved to Immutable zkEVM.
  { id: 'immutablex', name: 'Immutable X', aliases: ['immutable x'], retired: { on: '2026-02-11', what: 'shut down', notice: 'https://github.com/immutable/imx-migration-contracts' } },
  // Loopring's farewell letter (posted on its X account) took the relayer offline on 28 Jun 2026;
  // the URL is a report quoting it, as the post itself was not found.
  { id: 'loopring', name: 'Loopring', retired: { on: '2026-06-28', what: 'shut down', notice: 'https://www.cryptotimes.io/2026/06/29/loopring-shuts-down-its-dex-disabling-the-trustless-exit-it-pioneered/' } },
  // A source's 'dydx' is dYdX v3, the StarkEx rollup; v3 shut down on 28 Oct 2024 (withdrawals
  // only, by escape hatch). dYdX's own notice was not found; L2BEAT records the shutdown.
  { id: 'dydx-v3', name: 'dYdX v3', aliases: ['dydx v3'], retired: { on: '2024-10-28', what: 'shut down', notice: 'https://l2beat.com/scaling/projects/dydx' } },
  { id: 'dydx', name: 'dYdX Chain', aliases: ['dydx chain'] },
  { id: 'zkspace', name: 'ZKSpace' },
  // Cosmos chains (the token bridge's gateway chain).
  { id: 'wormchain', name: 'Wormchain', aliases: ['wormhole gateway', 'gateway'] },
  { id: 'osmosis', name: 'Osmosis' },
  { id: 'kujira', name: 'Kujira' },
  { id: 'evmos', name: 'Evmos' },
  { id: 'injective', name: 'Injective', evm: 1776, aliases: ['injectiveevm', 'injective evm'] }, // its EVM's chain id, as Circle's Bridge Kit gives it
  { id: 'sei', name: 'Sei', evm: 1329, aliases: ['seievm', 'sei evm'] },
  { id: 'cosmoshub', name: 'Cosmos Hub', aliases: ['cosmos hub'] },
  { id: 'neutron', name: 'Neutron' },
  { id: 'celestia', name: 'Celestia' },
  { id: 'stargaze', name: 'Stargaze' },
  { id: 'dymension', name: 'Dymension' },
  { id: 'noble', name: 'Noble' },
  { id: 'provenance', name: 'Provenance' },
  { id: 'seda', name: 'SEDA' },
  // An SDK's 'Terra' is Terra Classic; 'Terra2' is today's Terra.
  { id: 'terra-classic', name: 'Terra Classic', aliases: ['terra'] },
  { id: 'terra2', name: 'Terra 2.0', aliases: ['terra 2'] },
  { id: 'xpla', name: 'XPLA' },
];

/**
 * Identifiers whose meaning depends on the source (each registry entry's `chainOverrides`): bare
 * 'zksync' is one source's id for zkSync Lite, while LayerZero's chain keys use it for zkSync Era.
 */
const SOURCE_OVERRIDES: ReadonlyMap<string, string> = new Map(
  PROTOCOL_REGISTRY.flatMap((entry) =>
    Object.entries('chainOverrides' in entry ? entry.chainOverrides : {}).map(
      ([alias, id]) => [`${entry.id}\u0000${alias}`, id] as const,
    ),
  ),
);
const DEFAULT_AMBIGUOUS: Readonly<Record<string, string>> = { zksync: 'zksync-era' };

/** Lookup key: case, surrounding space, inner spaces, hyphens and underscores do not matter. */
function aliasKey(raw: string): string {
  return raw
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '');
}

function toCanonical(entry: ChainEntry): CanonicalChain {
  return Object.freeze({
    id: entry.id,
    name: entry.name,
    ...(entry.evm === undefined ? {} : { evmChainId: entry.evm }),
    ...(entry.explorer === undefined ? {} : { explorerAddressUrl: entry.explorer }),
    known: true,
    ...(entry.retired === undefined ? {} : { retired: Object.freeze({ ...entry.retired }) }),
  });
}

export const CANONICAL_CHAINS: readonly CanonicalChain[] = Object.freeze(ENTRIES.map(toCanonical));

const BY_ID = new Map<string, CanonicalChain>(CANONICAL_CHAINS.map((chain) => [chain.id, chain]));

const BY_ALIAS: ReadonlyMap<string, CanonicalChain> = (() => {
  const map = new Map<string, CanonicalChain>();
  const add = (alias: string, chain: CanonicalChain) => {
    const key = aliasKey(alias);
    const existing = map.get(key);
    // Two chains claiming one spelling is a bug in the table above, not a runtime condition.
    if (existing && existing.id !== chain.id) {
      throw new Error(`chain alias '${alias}' is claimed by ${existing.id} and ${chain.id}`);
    }
    map.set(key, chain);
  };
  ENTRIES.forEach((entry, index) => {
    const chain = CANONICAL_CHAINS[index]!;
    add(entry.id, chain);
    add(entry.name, chain);
    if (entry.evm !== undefined) add(String(entry.evm), chain);
    entry.aliases?.forEach((alias) => add(alias, chain));
  });
  for (const [alias, id] of Object.entries(DEFAULT_AMBIGUOUS)) add(alias, BY_ID.get(id)!);
  return map;
})();

/**
 * The canonical chain for a source's chain identifier. `source` only matters for identifiers
 * that sources use differently (one source's bare 'zksync' is zkSync Lite). Unknown identifiers stay
 * visible: `{ id: 'raw:<lowercased>', name: <trimmed raw>, known: false }`.
 */
export function resolveChain(raw: string, source?: Protocol): CanonicalChain {
  const key = aliasKey(raw);
  const overrideId =
    source === undefined ? undefined : SOURCE_OVERRIDES.get(`${source}\u0000${key}`);
  const found = overrideId === undefined ? BY_ALIAS.get(key) : BY_ID.get(overrideId);
  if (found) return found;
  const trimmed = raw.trim();
  return { id: `raw:${trimmed.toLowerCase()}`, name: trimmed, known: false };
}

export function chainDisplayName(raw: string, source?: Protocol): string {
  return resolveChain(raw, source).name;
}

/** Explorer page for an address on a chain, or null when the explorer is unknown or the address empty. */
export function explorerAddressUrl(raw: string, address: string, source?: Protocol): string | null {
  const template = resolveChain(raw, source).explorerAddressUrl;
  const trimmed = address.trim();
  if (!template || trimmed === '') return null;
  return template.replace('{address}', encodeURIComponent(trimmed));
}

/** A retired network as the page lists it: which chain, since when, and the notice. */
export interface RetiredChain extends Retirement {
  id: string;
  name: string;
}

/** The retirement of a source's chain identifier, or undefined while the network runs. */
export function retiredChain(raw: string, source?: Protocol): RetiredChain | undefined {
  const chain = resolveChain(raw, source);
  return chain.retired ? { id: chain.id, name: chain.name, ...chain.retired } : undefined;
}

/** True for a canonical chain id whose network has shut down or stopped taking deposits. */
export function isRetiredChain(id: string): boolean {
  return BY_ID.get(id)?.retired !== undefined;
}

/** 'zkSync Lite (shut down 2026-05-04)'. */
export function retiredChainText(chain: RetiredChain): string {
  return `${chain.name} (${chain.what} ${chain.on})`;
}

/**
 * Splits a list of source chain identifiers into the networks still running (in order) and the
 * retired ones (one per canonical chain, in order).
 */
export function splitRetiredChains(
  raws: readonly string[],
  source?: Protocol,
): { live: string[]; retired: RetiredChain[] } {
  const live: string[] = [];
  const retired = new Map<string, RetiredChain>();
  for (const raw of raws) {
    const chain = retiredChain(raw, source);
    if (!chain) live.push(raw);
    else if (!retired.has(chain.id)) retired.set(chain.id, chain);
  }
  return { live, retired: [...retired.values()] };
}
