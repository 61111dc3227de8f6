// Contracts whose identity is known from the issuer or the chain's own documentation, by (chain,
// address): the issuers' official stablecoins (a spelling such as Tether's 'USDt' or 'USD₮0' is
// no trap there) and the bridged copies sources list under the plain symbol (Orbiter's 'USDC' on
// Arbitrum is USDC.e). Matched by address only, never by spelling: a fake 'USDt' elsewhere stays
// suspect. Every address here is also in the public token data the app reads.
import { addressKey } from '../../src/shared/address';

export interface KnownContract {
  /** Canonical chain id (chains.ts). */
  chain: string;
  address: string;
  /** The issuer's or the bridge's own name for the token ('USDt', 'USDT0', 'USDC.e', 'USDbC'). */
  name: string;
  /** The asset it stands for ('USDT', 'USDC'). */
  base: string;
  /** 'official': the issuer's own contract; 'bridged': a copy bridged from another chain. */
  kind: 'official' | 'bridged';
  /** Who says so: the issuer ('Tether', 'Circle') or the bridge the copy comes from. */
  by: string;
  /** The public page that lists the contract. */
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
  { chain: 'linea', address: '0x176211869cA2b568f2A7D4EE941E073a821EE1ff', name: 'USDC.e', base: 'USDC', kind: 'bridged', by: 'the Linea bridge', source: 'https://lineascan.build/token/0x176211869cA2b568f2A7D4EE941E073a821EE1ff' },
  { chain: 'polygon-zkevm', address: '0xA8CE8aee21bC2A48a5EF670afCc9274C7bbbC035', name: 'USDC.e', base: 'USDC', kind: 'bridged', by: 'the Polygon zkEVM bridge', source: 'https://zkevm.polygonscan.com/token/0xA8CE8aee21bC2A48a5EF670afCc9274C7bbbC035' },
  // Tether has no deployment on Base: its USDT there is the Base bridge's copy.
  { chain: 'base', address: '0xfde4C96c8593536E31F229EA8f37b2ADa2699bb2', name: 'USDT', base: 'USDT', kind: 'bridged', by: 'the Base bridge', source: 'https://basescan.org/token/0xfde4C96c8593536E31F229EA8f37b2ADa2699bb2' },
];

const BY_KEY: ReadonlyMap<string, KnownContract> = new Map(
  CONTRACTS.map((contract) => [knownKey(contract.chain, contract.address), contract]),
);

function knownKey(chain: string, address: string): string {
  return `${chain}\u0000${addressKey(address)}`;
}

/** The known contract at this (canonical chain, address), if any. */
export function knownContract(chain: string, address: string): KnownContract | undefined {
  return BY_KEY.get(knownKey(chain, address));
}

/** Every known contract (for tests and documentation). */
export const KNOWN_CONTRACTS: readonly KnownContract[] = CONTRACTS;
