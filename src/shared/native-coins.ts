// Each chain's gas coin: the coin its network fees are paid in, held without a token contract.
// A card calls a deployment the chain's native coin only when this table says the chain's gas
// coin is that symbol; a source's own 'native' flag alone is not enough (a source flags ETH on
// Starknet, where ETH is a token contract and fees are paid in STRK). Every entry names the public
// record it rests on. EVM chains cite their entry in ethereum-lists/chains (the registry wallets
// read `nativeCurrency` from), unless a dated change needs the chain's own notice.
import { resolveChain } from './chains';

export interface GasCoin {
  /** Canonical chain id (chains.ts). */
  chain: string;
  /** The gas coin's symbol. */
  symbol: string;
  /** The public record that names it. */
  source: string;
  /** The symbol the gas coin had before a change, and the day (YYYY-MM-DD) it changed, if known. */
  formerly?: { symbol: string; until?: string };
  /**
   * The chain's users pay no fees in this coin although it is held natively (StarkEx rollups):
   * the card says so instead of 'used to pay its network fees'.
   */
  feeless?: boolean;
}

const ETHEREUM_LISTS = 'https://github.com/ethereum-lists/chains/blob/master/_data/chains/eip155-';

/** The ethereum-lists entry of an EVM chain, by its canonical id. */
function listed(chain: string): string {
  const evm = resolveChain(chain).evmChainId;
  if (evm === undefined) throw new Error(`native-coins: ${chain} has no EVM chain id`);
  return `${ETHEREUM_LISTS}${evm}.json`;
}

type Row = [chain: string, symbol: string];

// EVM chains whose gas coin ethereum-lists records.
// prettier-ignore
const EVM_ROWS: readonly Row[] = [
  ['ethereum', 'ETH'], ['arbitrum', 'ETH'], ['arbitrum-nova', 'ETH'], ['optimism', 'ETH'],
  ['base', 'ETH'], ['linea', 'ETH'], ['scroll', 'ETH'], ['blast', 'ETH'], ['zksync-era', 'ETH'],
  ['polygon-zkevm', 'ETH'], ['zora', 'ETH'], ['manta', 'ETH'], ['mode', 'ETH'], ['unichain', 'ETH'],
  ['worldchain', 'ETH'], ['taiko', 'ETH'], ['abstract', 'ETH'], ['soneium', 'ETH'], ['ink', 'ETH'],
  ['bob', 'ETH'], ['lisk', 'ETH'], ['morph', 'ETH'], ['boba', 'ETH'], ['lightlink', 'ETH'],
  ['swell', 'ETH'], ['hemi', 'ETH'], ['zklink-nova', 'ETH'], ['optopia', 'ETH'], ['cyber', 'ETH'],
  ['mint', 'ETH'], ['zircuit', 'ETH'], ['redstone', 'ETH'], ['metal-l2', 'ETH'], ['kroma', 'ETH'],
  ['proof-of-play-apex', 'ETH'], ['bsc', 'BNB'], ['opbnb', 'BNB'], ['avalanche', 'AVAX'],
  ['fantom', 'FTM'], ['sonic', 'S'], ['celo', 'CELO'], ['moonbeam', 'GLMR'], ['xlayer', 'OKB'],
  ['mantle', 'MNT'], ['gnosis', 'XDAI'], ['metis', 'METIS'], ['sei', 'SEI'], ['hyperevm', 'HYPE'],
  ['berachain', 'BERA'], ['flow', 'FLOW'], ['nibiru', 'NIBI'], ['cronos', 'CRO'], ['core', 'CORE'],
  ['kava', 'KAVA'], ['apechain', 'APE'], ['plasma', 'XPL'], ['monad', 'MON'], ['tron', 'TRX'],
  ['zkfair', 'USDC'], ['iotex', 'IOTX'], ['fuse', 'FUSE'], ['zetachain', 'ZETA'], ['merlin', 'BTC'],
  ['bevm', 'BTC'], ['b2', 'BTC'], ['bitlayer', 'BTC'], ['megaeth', 'ETH'],
  ['robinhood-chain', 'ETH'], ['doma', 'ETH'],
];

// prettier-ignore
const TABLE: readonly GasCoin[] = [
  ...EVM_ROWS.map(([chain, symbol]): GasCoin => ({ chain, symbol, source: listed(chain) })),
  // Polygon PoS: POL replaced MATIC as the gas and staking coin on 4 September 2024.
  { chain: 'polygon', symbol: 'POL', formerly: { symbol: 'MATIC', until: '2024-09-04' }, source: 'https://www.fxstreet.com/cryptocurrencies/news/polygon-confirms-september-4-migration-of-matic-to-pol-heres-what-to-expect-202408181050' },
  // Kaia: Klaytn's KLAY became KAIA when Klaytn and Finschia merged (chain 8217 kept).
  { chain: 'kaia', symbol: 'KAIA', formerly: { symbol: 'KLAY' }, source: listed('kaia') },
  // Fraxtal: frxETH at launch (February 2024); the North Star hard fork made FRAX (formerly FXS)
  // the gas coin (Frax's own docs; the proposal FIP-428 says it replaces frxETH).
  { chain: 'fraxtal', symbol: 'FRAX', formerly: { symbol: 'frxETH' }, source: 'https://docs.frax.com/protocol/frax/overview' },
  // Starknet: fees in STRK only since v0.14.0 (mainnet 28 July 2025); ETH there is a token contract.
  { chain: 'starknet', symbol: 'STRK', source: 'https://community.starknet.io/t/sn-0-14-0-pre-release-notes/115618' },
  { chain: 'solana', symbol: 'SOL', source: 'https://solana.com/docs/core/fees' },
  { chain: 'sui', symbol: 'SUI', source: 'https://docs.sui.io/concepts/tokenomics/gas-in-sui' },
  { chain: 'aptos', symbol: 'APT', source: 'https://aptos.dev/network/blockchain/gas-txn-fee' },
  { chain: 'ton', symbol: 'TON', source: 'https://docs.ton.org/v3/documentation/smart-contracts/transaction-fees/fees' },
  { chain: 'eclipse', symbol: 'ETH', source: 'https://docs.eclipse.xyz/' },
  { chain: 'fuel', symbol: 'ETH', source: 'https://docs.fuel.network/docs/intro/what-is-fuel/' },
  // StarkEx rollups: users hold ETH there but pay no network fees in it.
  { chain: 'immutablex', symbol: 'ETH', feeless: true, source: 'https://docs.x.immutable.com/docs/x/' },
  { chain: 'dydx-v3', symbol: 'ETH', feeless: true, source: 'https://l2beat.com/scaling/projects/dydx' },
];

const BY_CHAIN: ReadonlyMap<string, GasCoin> = new Map(TABLE.map((coin) => [coin.chain, coin]));

/** The gas coin of a canonical chain, if the table has a public record of it. */
export function gasCoinOf(chain: string): GasCoin | undefined {
  return BY_CHAIN.get(chain);
}

/** Every entry of the table (tests and the documentation read it). */
export const GAS_COINS: readonly GasCoin[] = TABLE;
