// The way back from a route's destination: which of the listed protocols take the very contract
// that arrives there (by chain and address, from the data loaded), so a visitor who receives a
// copy made by one bridge knows before sending whether any other bridge accepts it.
import type { Protocol, Token } from '../../src/shared/tokens';
import { PROTOCOL_DISPLAY_NAME } from '../../src/shared/tokens';
import { adapterOf } from '../../src/shared/protocols';
import { resolveChain } from '../../src/shared/chains';
import { tokenAddress } from '../../src/shared/protocols/token-facts';
import { comparableAddress, createChainResolver } from './trust-keys';

/** Per `${chainId}\u0000${address key}`: the protocols that take that contract on that chain. */
export type Takers = ReadonlyMap<string, ReadonlySet<Protocol>>;

function takerKey(chainId: string, addressKey: string): string {
  return `${chainId}\u0000${addressKey}`;
}

/**
 * Who takes what: each token's own contract, and the wrapped copies a token bridge lists for it
 * on other chains (it takes its own copies back).
 */
export function buildTakers(tokens: Iterable<Token>): Takers {
  const chainOf = createChainResolver();
  const takers = new Map<string, Set<Protocol>>();
  const add = (chainId: string, address: string, protocol: Protocol) => {
    const key = comparableAddress(address);
    if (key === null) return;
    const id = takerKey(chainId, key);
    const set = takers.get(id);
    if (set === undefined) takers.set(id, new Set([protocol]));
    else set.add(protocol);
  };
  for (const token of tokens) {
    add(chainOf(token).id, tokenAddress(token), token.protocol);
    for (const copy of adapterOf(token).otherDeployments(token))
      add(resolveChain(copy.chainName, token.protocol).id, copy.address, token.protocol);
  }
  return takers;
}

function listOf(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * One sentence naming the listed protocols that take this contract on this chain: "Only {maker}
 * takes this token back." when the copy's maker alone does, "{maker} takes this token back, and
 * so do {A} and {B}." when others do too. `maker` is who made the copy, as a card names
 * it; when it is no listed protocol, the sentence only names the listed ones that take it.
 * Null when the address is unknown.
 */
export function wayBackOf(
  takers: Takers,
  chainId: string,
  address: string,
  delivering: Protocol,
  maker: string | undefined,
): string | null {
  const key = comparableAddress(address);
  if (key === null) return null;
  const found = takers.get(takerKey(chainId, key));
  const names = [...(found ?? [])].map((protocol) => PROTOCOL_DISPLAY_NAME[protocol]);
  // The maker first, then the protocol that delivers it, then the others in the data's order.
  const rank = (name: string) =>
    name === maker ? 0 : name === PROTOCOL_DISPLAY_NAME[delivering] ? 1 : 2;
  names.sort((a, b) => rank(a) - rank(b));
  const [first, ...others] = names;
  if (first === undefined) return 'None of the bridges listed here takes this token back.';
  if (others.length === 0)
    return first === maker
      ? `Only ${first} takes this token back.`
      : `Of the bridges listed here, only ${first} takes this token back.`;
  if (first === maker) return `${first} takes this token back, and so do ${listOf(others)}.`;
  return `${listOf(names)} take this token back.`;
}
