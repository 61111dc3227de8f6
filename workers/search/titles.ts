// The name a card is titled by, when the option's own source gives its token none: a registry
// may name a token only by one origin's key ('USDCsol' on a card of USDC from nine origins), a
// pool list's core entries not at all. The name another source gives one of the
// option's own contracts under the same symbol names the token itself ('USD Coin').
import { addressKey, isNativeSentinelKey } from '../../src/shared/address';
import { resolveChain } from '../../src/shared/chains';
import { adapterOf } from '../../src/shared/protocols';
import type { BridgeOption } from '../../src/shared/tokens';
import { tokenDeployments } from '../../src/shared/protocols/token-facts';
import type { Catalog } from './catalog';
import { fullGroup } from './group';
import { foldCase } from './substring-index';

/** The chain whose contract names the token first, as 'Bridge Now' leaves from it first. */
const PREFERRED_CHAIN = 'ethereum';

/** A contract's key; a chain's own coin (no address, or a placeholder for it) is 'native'. */
function contractKey(address: string): string {
  const key = addressKey(address);
  return key === '' || isNativeSentinelKey(key) ? 'native' : key;
}

/** Per catalogue: `${chain id}\u0000${address key}` -> [folded symbol, name] of its named tokens. */
const namesByCatalog = new WeakMap<Catalog, Map<string, Array<[string, string]>>>();

function namesOf(catalog: Catalog): Map<string, Array<[string, string]>> {
  let names = namesByCatalog.get(catalog);
  if (names) return names;
  names = new Map();
  catalog.tokens.forEach((token, ordinal) => {
    const name = adapterOf(token).name(token)?.trim();
    const chainId = catalog.chainIds[ordinal]?.[0];
    const key = contractKey(adapterOf(token).address(token));
    if (!name || chainId === undefined) return;
    const at = `${chainId}\u0000${key}`;
    const list = names!.get(at) ?? [];
    list.push([foldCase(token.symbol.trim()), name]);
    names!.set(at, list);
  });
  namesByCatalog.set(catalog, names);
  return names;
}

interface Borrowed {
  others: readonly Catalog[];
  name: string | undefined;
}

/**
 * Per option's chain list: a search's options share their group's frozen `chainDetails`, also
 * when the option itself is a copy saying what matched, so a name is found once per group.
 */
const byDetails = new WeakMap<object, Borrowed>();
/** Per shared option object: the option with its name, so a repeat search allocates nothing. */
const namedOptions = new WeakMap<
  BridgeOption,
  { others: readonly Catalog[]; named: BridgeOption }
>();

function sameCatalogs(a: readonly Catalog[], b: readonly Catalog[]): boolean {
  return a.length === b.length && a.every((catalog, index) => catalog === b[index]);
}

/**
 * The options, each whose first token has no name of its own titled by the name the other
 * catalogues give most of its contracts under the same symbol (a bridged copy's 'Binance-Peg
 * USDC' on one chain does not name the token), ties to the first seen, Ethereum's contract
 * first: `tokenName`. None when no other source names it, or the name only repeats the symbol.
 */
export function withTokenNames(
  options: readonly BridgeOption[],
  catalogs: readonly Catalog[],
): BridgeOption[] {
  const chainIdOf = (raw: string, option: BridgeOption) => resolveChain(raw, option.protocol).id;
  const othersOf = new Map<string, Catalog[]>();
  return options.map((option) => {
    const token = option.token;
    if (adapterOf(token).name(token)?.trim()) return option;
    let others = othersOf.get(option.protocol);
    if (others === undefined) {
      others = catalogs.filter((catalog) => catalog.protocol !== option.protocol);
      othersOf.set(option.protocol, others);
    }
    if (others.length === 0) return option;
    const done = namedOptions.get(option);
    if (done !== undefined && sameCatalogs(done.others, others)) return done.named;
    let found = byDetails.get(option.chainDetails);
    if (found === undefined || !sameCatalogs(found.others, others)) {
      found = { others, name: vote(option, others, (raw) => chainIdOf(raw, option)) };
      byDetails.set(option.chainDetails, found);
    }
    const named = found.name === undefined ? option : { ...option, tokenName: found.name };
    if (Object.isFrozen(option)) namedOptions.set(option, { others, named });
    return named;
  });
}

function vote(
  option: BridgeOption,
  others: readonly Catalog[],
  chainIdOf: (chainName: string) => string,
): string | undefined {
  const token = option.token;
  const symbol = foldCase(token.symbol.trim());
  const deployments = (
    option.chainDetails.length > 0
      ? option.chainDetails
      : tokenDeployments(token).map(({ chainName, address }) => ({ chainName, address }))
  ).map(({ chainName, address }) => ({ chainId: chainIdOf(chainName), address }));
  deployments.sort(
    (a, b) => Number(b.chainId === PREFERRED_CHAIN) - Number(a.chainId === PREFERRED_CHAIN),
  );
  const votes = new Map<string, number>();
  for (const { chainId, address } of deployments) {
    const at = `${chainId}\u0000${contractKey(address)}`;
    for (const catalog of others) {
      for (const [folded, name] of namesOf(catalog).get(at) ?? []) {
        if (folded !== symbol || foldCase(name) === symbol) continue;
        votes.set(name, (votes.get(name) ?? 0) + 1);
      }
    }
  }
  let best: string | undefined;
  for (const [name, count] of votes)
    if (best === undefined || count > votes.get(best)!) best = name;
  return best;
}

/**
 * A protocol page's names: by option id, the name each of the catalogue's symbols borrows from
 * the other catalogues when its own tokens give none, as a search card is titled. Undefined when
 * none borrows one.
 */
export function borrowedNames(
  catalog: Catalog,
  catalogs: readonly Catalog[],
): Record<string, string> | undefined {
  const options = catalog.groups.map((_, group) => fullGroup(catalog, group).option);
  let names: Record<string, string> | undefined;
  for (const option of withTokenNames(options, catalogs)) {
    if (option.tokenName) (names ??= {})[option.id] = option.tokenName;
  }
  return names;
}
