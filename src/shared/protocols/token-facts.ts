// What any token's adapter says about it, for code that holds a token of some protocol: its
// chain, address, deployments and native-coin marker. Kept apart from tokens.ts so the page's
// entry, which needs only the protocol lists, does not carry the adapters.
import type { BridgeOption, ChainAddress, Token } from '../tokens';
import { adapterOf } from './index';

/** The chain a token lives on, as its source names it. */
export function tokenChain(token: Token): string {
  return adapterOf(token).chain(token);
}

/** The token's own contract address ('' when the source has none, e.g. a registry's gas tokens). */
export function tokenAddress(token: Token): string {
  return adapterOf(token).address(token);
}

/** Every (chain, address) a token is deployed at: its own, then its wrapped deployments. */
export function tokenDeployments(token: Token): ChainAddress[] {
  const adapter = adapterOf(token);
  return [
    { chainName: adapter.chain(token), address: adapter.address(token) },
    ...adapter.otherDeployments(token),
  ];
}

/**
 * The option's token as deployed on one of its chains (`chainName` as the option spells it): the
 * first token itself on its own chain, else a copy of it moved to that chain's address (its other
 * fields, such as a native flag, stay the first token's). Undefined when the option does
 * not list the chain.
 */
export function tokenOnChain(option: BridgeOption, chainName: string): Token | undefined {
  const token = option.token;
  if (tokenChain(token) === chainName) return token;
  const detail = option.chainDetails.find((entry) => entry.chainName === chainName);
  if (!detail) return undefined;
  return adapterOf(token).onChain(token, { chainName, address: detail.address });
}

/**
 * True when the token is a chain's own coin written as a placeholder, so its "address" names no
 * contract: it must never be shown, copied or linked as one (deep links may still pass it). The
 * zero address and 0xEeee…EEeE in any source; each protocol's adapter adds its own markers.
 * Real contracts of a native coin stay addresses: Starknet's ETH (0x049d…) and Sui's
 * `0x2::sui::SUI` are what wallets and explorers use for them.
 */
export function isNativeCoinMarker(token: Token): boolean {
  return adapterOf(token).nativeCoinMarker(token);
}
