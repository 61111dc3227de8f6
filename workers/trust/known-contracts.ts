// Contracts whose identity is known, by (chain, address): the issuers' own contracts (Circle's
// USDC and the Wormhole SDK's USDT, DAI, USDS and AUSD lists, read at build time from the pinned
// @wormhole-foundation/sdk-base), plus a hand list for what that SDK lacks, each entry with the
// public page it rests on: Tether's chains the SDK does not name, and the bridged copies sources
// list under the plain symbol (one source's 'USDC' on Arbitrum is USDC.e). Matched by address only,
// never by spelling: a fake 'USDt' elsewhere stays suspect.
//
// The lists read at build time (scripts/vite/issuer-contracts.ts) are over a thousand entries:
// they ship as a data chunk of their own (`virtual:issuer-contracts`), not in the worker's code,
// and `loadIssuerContracts` installs them; until then only the hand list below is known. The
// trust notes' code loader waits for them (workers/api/api.ts), so a first answer's marks and
// asset look-ups always see the whole table.
import { addressKey } from '../../src/shared/address';
import type { IssuerContracts } from '../../src/shared/issuers';

export interface KnownContract {
  /** Canonical chain id (chains.ts). */
  chain: string;
  address: string;
  /** The issuer's or the bridge's own name for the token ('USDt', 'USDT0', 'USDC.e', 'USDbC'). */
  name: string;
  /** The asset it stands for ('USDT', 'USDC'). */
  base: string;
  /**
   * 'official': the issuer's own contract; 'bridged': a copy bridged from another chain;
   * 'wrapped': a contract that wraps a coin one-to-one (the wSOL mint).
   */
  kind: 'official' | 'bridged' | 'wrapped';
  /** Who says so: the issuer ('Tether', 'Circle') or the bridge the copy comes from. */
  by: string;
  /** The public page or package that lists the contract. */
  source: string;
}

const TETHER = 'https://tether.to/en/supported-protocols/';
const USDT0 = 'https://docs.usdt0.to/technical-documentation/developer#deployments';
const CIRCLE = 'https://developers.circle.com/stablecoins/usdc-contract-addresses';

// prettier-ignore
const CONTRACTS: readonly KnownContract[] = [
  // Tether: USDT on Ethereum and Tron, USDt on Avalanche and Kava, USD₮ on TON (its own spellings).
  { chain: 'ethereum', address: '0xdAC17F958D2ee523a2206206994597C13D831ec7', name: 'USDT', base: 'USDT', kind: 'official', by: 'Tether', source: TETHER },
  { chain: 'avalanche', address: '0x9702230A8Ea53601f5cD2dc00fDBc13d4dF4A8c7', name: 'USDt', base: 'USDT', kind: 'official', by: 'Tether', source: TETHER },
  { chain: 'kava', address: '0x919C1c267BC06a7039e03fcc2eF738525769109c', name: 'USDt', base: 'USDT', kind: 'official', by: 'Tether', source: TETHER },
  { chain: 'ton', address: 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs', name: 'USD₮', base: 'USDT', kind: 'official', by: 'Tether', source: TETHER },
  { chain: 'tron', address: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t', name: 'USDT', base: 'USDT', kind: 'official', by: 'Tether', source: TETHER },
  // USDT0, Tether's omnichain USDT: the Arbitrum and Polygon USDT contracts were upgraded in place.
  { chain: 'arbitrum', address: '0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9', name: 'USDT0', base: 'USDT', kind: 'official', by: 'Tether', source: USDT0 },
  { chain: 'polygon', address: '0xc2132D05D31c914a87C6611C10748AEb04B58e8F', name: 'USDT0', base: 'USDT', kind: 'official', by: 'Tether', source: USDT0 },
  // Circle: native USDC.
  { chain: 'ethereum', address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', name: 'USDC', base: 'USDC', kind: 'official', by: 'Circle', source: CIRCLE },
  { chain: 'arbitrum', address: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831', name: 'USDC', base: 'USDC', kind: 'official', by: 'Circle', source: CIRCLE },
  { chain: 'optimism', address: '0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85', name: 'USDC', base: 'USDC', kind: 'official', by: 'Circle', source: CIRCLE },
  { chain: 'base', address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913', name: 'USDC', base: 'USDC', kind: 'official', by: 'Circle', source: CIRCLE },
  { chain: 'polygon', address: '0x3c499c542cEF5E3811e1192ce70d8cC03d5c3359', name: 'USDC', base: 'USDC', kind: 'official', by: 'Circle', source: CIRCLE },
  { chain: 'avalanche', address: '0xB97EF9Ef8734C71904D8002F8b6Bc66Dd9c48a6E', name: 'USDC', base: 'USDC', kind: 'official', by: 'Circle', source: CIRCLE },
  { chain: 'solana', address: 'EPjFWdd5AufqSSqeM2qN1xzybapC8G4wEGGkZwyTDt1v', name: 'USDC', base: 'USDC', kind: 'official', by: 'Circle', source: CIRCLE },
  // Bridged USDC from Ethereum, which Circle's page lists as 'USDC.e' beside native USDC.
  { chain: 'arbitrum', address: '0xFF970A61A04b1cA14834A43f5dE4533eBDDB5CC8', name: 'USDC.e', base: 'USDC', kind: 'bridged', by: 'the Arbitrum bridge', source: 'https://docs.arbitrum.io/arbitrum-bridge/usdc-arbitrum-one' },
  { chain: 'optimism', address: '0x7F5c764cBc14f9669B88837ca1490cCa17c31607', name: 'USDC.e', base: 'USDC', kind: 'bridged', by: 'the OP Mainnet standard bridge', source: CIRCLE },
  { chain: 'base', address: '0xd9aAEc86B65D86f6A7B5B1b0c42FFA531710b6CA', name: 'USDbC', base: 'USDC', kind: 'bridged', by: 'the Base bridge', source: 'https://basescan.org/token/0xd9aAEc86B65D86f6A7B5B1b0c42FFA531710b6CA' },
  { chain: 'polygon', address: '0x2791Bca1f2de4661ED88A30C99A7a9449Aa84174', name: 'USDC.e', base: 'USDC', kind: 'bridged', by: 'the Polygon PoS bridge', source: CIRCLE },
  { chain: 'avalanche', address: '0xA7D7079b0FEaD91F3e65f86E8915Cb59c1a4C664', name: 'USDC.e', base: 'USDC', kind: 'bridged', by: 'the Avalanche bridge', source: CIRCLE },
  { chain: 'zksync-era', address: '0x3355df6D4c9C3035724Fd0e3914dE96A5a83aaf4', name: 'USDC.e', base: 'USDC', kind: 'bridged', by: 'the zkSync bridge', source: 'https://www.circle.com/blog/native-usdc-now-available-on-zksync' },
  { chain: 'polygon-zkevm', address: '0xA8CE8aee21bC2A48a5EF670afCc9274C7bbbC035', name: 'USDC.e', base: 'USDC', kind: 'bridged', by: 'the Polygon zkEVM bridge', source: 'https://zkevm.polygonscan.com/token/0xA8CE8aee21bC2A48a5EF670afCc9274C7bbbC035' },
  // The SDK's USDT list is not only Tether's: on Base, BNB Chain and OP Mainnet it names bridged
  // copies. These entries take precedence over it.
  { chain: 'bsc', address: '0x55d398326f99059fF775485246999027B3197955', name: 'Binance-Peg BSC-USD', base: 'USDT', kind: 'bridged', by: 'Binance', source: 'https://bscscan.com/token/0x55d398326f99059fF775485246999027B3197955' },
  { chain: 'optimism', address: '0x94b008aA00579c1307B0EF2c499aD98a8ce58e58', name: 'USDT', base: 'USDT', kind: 'bridged', by: 'the OP Mainnet standard bridge', source: 'https://optimistic.etherscan.io/token/0x94b008aA00579c1307B0EF2c499aD98a8ce58e58' },
  // Binance's pegged USDC on BNB Chain: Circle issues no USDC there.
  { chain: 'bsc', address: '0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d', name: 'Binance-Peg USDC', base: 'USDC', kind: 'bridged', by: 'Binance', source: 'https://bscscan.com/token/0x8AC76a51cc950d9822D68b83fE1Ad97B32Cd580d' },
  // WBTC: BitGo's contract on Ethereum, and the rollups' canonical-bridge copies of it, which
  // A source lists it under the symbol BTC.
  { chain: 'ethereum', address: '0x2260FAC5E5542a773Aa44fBCfeDf7C193bc2C599', name: 'WBTC', base: 'WBTC', kind: 'official', by: 'BitGo', source: 'https://wbtc.network/dashboard/audit' },
  { chain: 'arbitrum', address: '0x2f2a2543B76A4166549F7aaB2e75Bef0aefC5B0f', name: 'WBTC', base: 'WBTC', kind: 'bridged', by: 'the Arbitrum bridge', source: 'https://arbiscan.io/token/0x2f2a2543B76A4166549F7aaB2e75Bef0aefC5B0f' },
  { chain: 'optimism', address: '0x68f180fcCe6836688e9084f035309E29Bf0A2095', name: 'WBTC', base: 'WBTC', kind: 'bridged', by: 'the OP Mainnet standard bridge', source: 'https://optimistic.etherscan.io/token/0x68f180fcCe6836688e9084f035309E29Bf0A2095' },
  { chain: 'zksync-era', address: '0xBBeB516fb02a01611cBBE0453Fe3c580D7281011', name: 'WBTC', base: 'WBTC', kind: 'bridged', by: 'the zkSync bridge', source: 'https://explorer.zksync.io/address/0xBBeB516fb02a01611cBBE0453Fe3c580D7281011' },
  { chain: 'linea', address: '0x3aAB2285ddcDdaD8edf438C1bAB47e1a9D05a9b4', name: 'WBTC', base: 'WBTC', kind: 'bridged', by: 'the Linea bridge', source: 'https://lineascan.build/token/0x3aAB2285ddcDdaD8edf438C1bAB47e1a9D05a9b4' },
  // Wrapped SOL: the SPL mint that wraps SOL (a registry lists it as WSOL).
  { chain: 'solana', address: 'So11111111111111111111111111111111111111112', name: 'WSOL', base: 'SOL', kind: 'wrapped', by: 'the Solana token program', source: 'https://spl.solana.com/token#wrapping-sol' },
  // ETH on Starknet is a token contract, bridged from Ethereum by StarkGate (Starknet's own list
  // of bridged tokens names it); Starknet's network fees are paid in STRK.
  { chain: 'starknet', address: '0x049d36570d4e46f48e99674bd3fcc84644ddd6b96f7c741b1562b82f9e004dc7', name: 'ETH', base: 'ETH', kind: 'bridged', by: 'StarkGate', source: 'https://github.com/starknet-io/starknet-addresses/blob/master/bridged_tokens/mainnet.json' },
  // Tether has no deployment on Base: its USDT there is the Base bridge's copy.
  { chain: 'base', address: '0xfde4C96c8593536E31F229EA8f37b2ADa2699bb2', name: 'USDT', base: 'USDT', kind: 'bridged', by: 'the Base bridge', source: 'https://basescan.org/token/0xfde4C96c8593536E31F229EA8f37b2ADa2699bb2' },
];

function issuerList(lists: IssuerContracts | undefined): readonly KnownContract[] {
  const contracts = (lists?.contracts ?? []).map((contract): KnownContract => ({
    chain: contract.chain,
    address: contract.address,
    name: contract.symbol,
    base: contract.base ?? contract.symbol,
    kind: contract.kind ?? 'official',
    by: contract.by,
    source: contract.source,
  }));
  // A bridge's list first: where an issuer names the same contract its own, the issuer's word
  // about its own contract stands.
  return [
    ...contracts.filter((contract) => contract.kind === 'bridged'),
    ...contracts.filter((contract) => contract.kind !== 'bridged'),
  ];
}

const cctpChains = new Set<string>();
/** Chains (canonical ids) where Circle's CCTP moves native USDC, from the SDK's circle module. */
export const CCTP_CHAINS: ReadonlySet<string> = cctpChains;

const BY_KEY = new Map<string, KnownContract>();
/** Every list's word on a contract, in the order read (the winning word is `BY_KEY`'s). */
const ALL_BY_KEY = new Map<string, KnownContract[]>();
const OFFICIAL_BY_ASSET = new Map<string, KnownContract>();
/** Per `${chain}\u0000${by}\u0000${symbol}`: a bridge's own word that its token there is its copy. */
const COPY_WITHOUT_ADDRESS = new Map<string, KnownContract>();

/** Builds the look-up tables from the build's lists (none: the hand list alone). */
function install(lists: IssuerContracts | undefined): void {
  BY_KEY.clear();
  ALL_BY_KEY.clear();
  COPY_WITHOUT_ADDRESS.clear();
  OFFICIAL_BY_ASSET.clear();
  cctpChains.clear();
  for (const chain of lists?.cctpChains ?? []) cctpChains.add(chain);
  // The hand list last: where it names the same contract as the SDK, its word stands.
  for (const contract of [...issuerList(lists), ...CONTRACTS]) {
    if (contract.address.trim() === '') {
      COPY_WITHOUT_ADDRESS.set(
        `${contract.chain}\u0000${contract.by}\u0000${contract.name}`,
        contract,
      );
      continue;
    }
    const key = knownKey(contract.chain, contract.address);
    BY_KEY.set(key, contract);
    ALL_BY_KEY.set(key, [...(ALL_BY_KEY.get(key) ?? []), contract]);
  }
  for (const contract of BY_KEY.values()) {
    if (contract.kind !== 'official') continue;
    const assetKey = `${contract.chain}\u0000${contract.base}`;
    // Tether's USDT0 upgrade and the SDK may both name one; the first (the SDK's) is kept.
    if (!OFFICIAL_BY_ASSET.has(assetKey)) OFFICIAL_BY_ASSET.set(assetKey, contract);
  }
}
install(undefined);

let issuerListsLoad: Promise<void> | null = null;

/**
 * Loads the build's lists (a data chunk) and installs them, once; a load that failed (offline
 * with a damaged precache) is tried again at the next call.
 */
export function loadIssuerContracts(): Promise<void> {
  issuerListsLoad ??= import('virtual:issuer-contracts').then(
    ({ default: lists }) => install(lists),
    (error: unknown) => {
      issuerListsLoad = null;
      throw error;
    },
  );
  return issuerListsLoad;
}

function knownKey(chain: string, address: string): string {
  return `${chain}\u0000${addressKey(address)}`;
}

/** The known contract at this (canonical chain, address), if any. */
export function knownContract(chain: string, address: string): KnownContract | undefined {
  return BY_KEY.get(knownKey(chain, address));
}

/** The issuer's own contract of an asset ('USDC', 'USDT') on a chain, if a list names one. */
export function officialContract(chain: string, base: string): KnownContract | undefined {
  return OFFICIAL_BY_ASSET.get(`${chain}\u0000${base}`);
}

/** What every list the app reads says of this (canonical chain, address), the winning word first. */
export function knownContracts(chain: string, address: string): readonly KnownContract[] {
  const key = knownKey(chain, address);
  const winner = BY_KEY.get(key);
  if (winner === undefined) return [];
  return [winner, ...(ALL_BY_KEY.get(key) ?? []).filter((contract) => contract !== winner)];
}

/**
 * A bridge's own word, without an address, that the token it lists under `symbol` on this chain
 * is its copy (a bridge's definitions may name an OFT by its type alone).
 */
export function ownCopyWithoutAddress(
  chain: string,
  by: string,
  symbol: string,
): KnownContract | undefined {
  return COPY_WITHOUT_ADDRESS.get(`${chain}\u0000${by}\u0000${symbol}`);
}
