// Which chain 'Bridge Now' leaves from when the visitor chose no From chain: the searched
// contract's chain after an address search, else Ethereum when the token is there, else its home
// chain, else the chain most protocols list it on.
import { resolveChain } from '../shared/chains';
import { adapterOf } from '../shared/protocols';
import { type BridgeOption, type Token } from '../shared/tokens';
import { tokenAddress, tokenChain } from '../shared/protocols/token-facts';

/** What the other options of a search say about each symbol, for `defaultDeparture`. */
export interface DepartureContext {
  /** Symbol -> canonical chain id -> how many options (one per protocol) list it there. */
  votes: ReadonlyMap<string, ReadonlyMap<string, number>>;
  /** Symbol -> canonical id of its home chain (a registry's `nativeChain`), when one is known. */
  homes: ReadonlyMap<string, string>;
}

const PREFERRED_CHAIN = 'ethereum';

function homeOf(option: BridgeOption): string | undefined {
  const token = option.token;
  const home = adapterOf(token).homeChain(token);
  return home === undefined ? undefined : resolveChain(home, token.protocol).id;
}

/** Counts, per symbol, the options listing each chain, and notes each symbol's home chain. */
export function departureContext(options: readonly BridgeOption[]): DepartureContext {
  const votes = new Map<string, Map<string, number>>();
  const homes = new Map<string, string>();
  for (const option of options) {
    const symbol = option.token.symbol;
    let counts = votes.get(symbol);
    if (!counts) votes.set(symbol, (counts = new Map()));
    const ids = new Set(option.availableChains.map((raw) => resolveChain(raw, option.protocol).id));
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
    const home = homeOf(option);
    if (home && !homes.has(symbol)) homes.set(symbol, home);
  }
  return { votes, homes };
}

/**
 * The chains a transfer can leave from: all of the option's, except that a link naming the token
 * by its address there (a pool's) cannot start on a chain without one.
 */
function startableChains(option: BridgeOption): string[] {
  if (!adapterOf(option.token).linkNeedsAddress) return option.availableChains;
  const withAddress = new Set(
    option.chainDetails
      .filter((detail) => detail.address.trim() !== '')
      .map((detail) => detail.chainName),
  );
  return option.availableChains.filter((raw) => withAddress.has(raw));
}

/**
 * The option's chain (as its source spells it) 'Bridge Now' leaves from with no From chosen:
 * after an address search, the first chain where the searched contract is (the visitor holds
 * that one); else Ethereum when listed; else the token's home chain (its own `nativeChain`, or that of
 * another option of the search with the same symbol that names one); else the chain the most options of the
 * same symbol list; ties, and a search with no other options, keep the source's order.
 */
export function defaultDeparture(
  option: BridgeOption,
  context: DepartureContext = departureContext([option]),
): string | undefined {
  const chains = startableChains(option).map((raw) => ({
    raw,
    id: resolveChain(raw, option.protocol).id,
  }));
  const find = (id: string | undefined) =>
    id === undefined ? undefined : chains.find((chain) => chain.id === id)?.raw;
  const searched = option.highlightChains?.find((raw) => chains.some((chain) => chain.raw === raw));
  if (searched !== undefined) return searched;
  const symbol = option.token.symbol;
  const preferred =
    find(PREFERRED_CHAIN) ?? find(homeOf(option)) ?? find(context.homes.get(symbol));
  if (preferred !== undefined) return preferred;
  const counts = context.votes.get(symbol);
  let best: { raw: string; votes: number } | undefined;
  for (const chain of chains) {
    const votes = counts?.get(chain.id) ?? 0;
    if (!best || votes > best.votes) best = { raw: chain.raw, votes };
  }
  return best?.raw;
}

/**
 * Of one protocol's tokens of a symbol (one per chain, list order), the one 'Bridge Now' leaves
 * from: the token on the chain `defaultDeparture` picks for them, else the first.
 */
export function departureToken(tokens: readonly Token[]): Token | undefined {
  const [first] = tokens;
  if (!first) return undefined;
  const option: BridgeOption = {
    id: `${first.protocol}:${first.symbol}`,
    protocol: first.protocol,
    token: first,
    availableChains: [...new Set(tokens.map(tokenChain))],
    chainDetails: tokens.map((token) => ({
      chainName: tokenChain(token),
      address: tokenAddress(token),
    })),
  };
  const chain = defaultDeparture(option);
  return tokens.find((token) => tokenChain(token) === chain) ?? first;
}
