// Assets, not only symbols: what the issuers' contract lists say a listed contract is. Two uses,
// both added on top of the spec's rule (which still finds everything it finds):
// - a search finds an option under the asset one of its contracts is, when its own symbol does
//   not contain the query (a source's 'BTC' whose Ethereum contract is BitGo's WBTC, for 'wbtc');
// - on a route, a protocol whose pools connect an asset's symbols (a USDT pool that delivers
//   USD₮0 on Arbitrum) gets one option that leaves as one symbol and arrives as the other, when
//   neither symbol alone covers both chains and the issuer's lists name a contract of each; or,
//   for a protocol whose own data says which of its tokens are forms of one asset (a registry's
//   registry: USDC.e is USDC), when that data counts both symbols as the asset.
// What a contract is comes from the trust layer (`AssetFacts`), so this module stays pure.
import { resolveChain } from '../../src/shared/chains';
import { adapterOf } from '../../src/shared/protocols';
import { hubAllows } from '../../src/shared/protocols/adapter';
import type { BridgeOption } from '../../src/shared/tokens';
import { tokenDeployments } from '../../src/shared/protocols/token-facts';
import { foldSymbol } from './symbol-fold';
import { foldCase } from './substring-index';
import type { Catalog } from './catalog';
import { coversChains, fullGroup, type Grouped } from './group';

/** What a contract is, by the issuers' lists (or a named bridged copy of their asset). */
export interface KnownAsset {
  /** The asset it stands for ('USDT', 'WBTC'). */
  asset: string;
  /** The contract's own name ('USDT0', 'WBTC', 'USDC.e'). */
  name: string;
  /** For a card: "BitGo's WBTC", "Tether's USDT0", 'bridged USDC.e'. */
  label: string;
  /** 'official': the issuer's own contract; 'bridged': a named copy of the asset. */
  kind: 'official' | 'bridged';
}

/** The lookup the trust layer provides: what the contract at (canonical chain, address) is. */
export interface AssetFacts {
  contractAt(chainId: string, address: string): KnownAsset | undefined;
}

interface GroupAsset {
  group: number;
  /** The chain's canonical id and display name where the contract is. */
  chainId: string;
  chainName: string;
  known: KnownAsset;
  /** The contract's name and its asset, lower-cased for matching. */
  folded: [string, string];
}

/** Shortest query the asset look-up answers: 'us' would name every dollar token. */
const MIN_ASSET_QUERY_LENGTH = 3;

const assetsByCatalog = new WeakMap<Catalog, WeakMap<AssetFacts, GroupAsset[]>>();

/** Every (group, chain) of a catalogue whose contract the facts know, once per catalogue. */
function groupAssets(catalog: Catalog, facts: AssetFacts): GroupAsset[] {
  let byFacts = assetsByCatalog.get(catalog);
  if (!byFacts) assetsByCatalog.set(catalog, (byFacts = new WeakMap()));
  let found = byFacts.get(facts);
  if (found) return found;
  found = [];
  catalog.tokens.forEach((token, ordinal) => {
    const group = catalog.groupOf[ordinal] ?? 0;
    tokenDeployments(token).forEach((deployment, index) => {
      // The token's own chain as the catalogue resolved it (with its source's chain id hint);
      // a wrapped copy elsewhere by its chain name.
      const chainId =
        index === 0
          ? catalog.chainIds[ordinal]?.[0]
          : resolveChain(deployment.chainName, catalog.protocol).id;
      if (chainId === undefined || deployment.address.trim() === '') return;
      const known = facts.contractAt(chainId, deployment.address);
      if (known === undefined) return;
      found!.push({
        group,
        chainId,
        chainName: catalog.chains.get(chainId) ?? deployment.chainName,
        known,
        folded: [foldCase(known.name), foldCase(known.asset)],
      });
    });
  });
  byFacts.set(facts, found);
  return found;
}

/**
 * Options found through the asset one of their contracts is: the query is in the asset's or the
 * contract's name but not in the option's symbol, and the option is not among `matched` (ids).
 * Each says what it was found as (`asAsset`). `accept` applies the chain filters.
 */
export function assetMatches(
  catalogs: readonly Catalog[],
  facts: AssetFacts,
  foldedQuery: string,
  matched: ReadonlySet<string>,
  accept: (grouped: Grouped) => boolean,
): BridgeOption[] {
  if (foldedQuery.length < MIN_ASSET_QUERY_LENGTH) return [];
  const out: BridgeOption[] = [];
  const taken = new Set(matched);
  for (const catalog of catalogs) {
    for (const entry of groupAssets(catalog, facts)) {
      const { known, folded } = entry;
      const name = folded[0].includes(foldedQuery)
        ? known.name
        : folded[1].includes(foldedQuery)
          ? known.asset
          : undefined;
      // Its symbol says it already: the spec's rule found it, or the chain filters left it out.
      if (name === undefined || catalog.groups[entry.group]!.folded.includes(foldedQuery)) continue;
      const grouped = fullGroup(catalog, entry.group);
      if (taken.has(grouped.option.id) || !accept(grouped)) continue;
      taken.add(grouped.option.id);
      out.push({
        ...grouped.option,
        asAsset: { asset: name, chain: entry.chainName, contract: known.label },
      });
    }
  }
  return out;
}

const membersByCatalog = new WeakMap<Catalog, WeakMap<AssetFacts, Map<string, number[]>>>();

/** One asset's symbols in one catalogue: groups holding an issuer's own contract of it (once). */
function assetGroups(catalog: Catalog, facts: AssetFacts): Map<string, number[]> {
  let byFacts = membersByCatalog.get(catalog);
  if (!byFacts) membersByCatalog.set(catalog, (byFacts = new WeakMap()));
  const cached = byFacts.get(facts);
  if (cached) return cached;
  const groups = new Map<string, number[]>();
  byFacts.set(facts, groups);
  for (const entry of groupAssets(catalog, facts)) {
    if (entry.known.kind !== 'official') continue;
    const list = groups.get(entry.known.asset) ?? [];
    if (!list.includes(entry.group)) list.push(entry.group);
    groups.set(entry.known.asset, list);
  }
  return groups;
}

const formsByCatalog = new WeakMap<Catalog, Map<string, number[]>>();

/**
 * One asset's symbols in one catalogue by the protocol's own word (`assetOf`): groups whose tokens
 * it counts as forms of the asset, the asset's own symbol first (it is what a chain that lists
 * both sends: such a protocol takes USDC, not USDC.e, where it lists both), then in catalogue order.
 */
function protocolAssetGroups(catalog: Catalog): Map<string, number[]> {
  const cached = formsByCatalog.get(catalog);
  if (cached) return cached;
  const groups = new Map<string, number[]>();
  formsByCatalog.set(catalog, groups);
  catalog.tokens.forEach((token, ordinal) => {
    const asset = adapterOf(token).assetOf?.(token);
    const group = catalog.groupOf[ordinal];
    if (asset === undefined || group === undefined) return;
    const list = groups.get(asset) ?? [];
    if (!list.includes(group)) list.push(group);
    groups.set(asset, list);
  });
  for (const [asset, list] of groups) {
    const own = list.filter((group) => catalog.groups[group]!.symbol === asset);
    groups.set(asset, [...own, ...list.filter((group) => !own.includes(group))]);
  }
  return groups;
}

/** A route option joining two symbols of one asset, and the folded symbol it ranks by. */
export interface JoinedOption {
  option: BridgeOption;
  /** The folded symbol of the form the query found (the departing one when both match). */
  folded: string;
  /** True when the query is in a symbol itself, false when only in its plain-letter reading. */
  direct: boolean;
}

/**
 * On a route, for each catalogue whose pools connect an asset's symbols: an option that leaves
 * From as one symbol and arrives on To as another, where no one symbol of the asset covers both
 * chains and the issuer's lists name a contract in each (a pool's USDT on Ethereum and USD₮0
 * on Arbitrum, both Tether's), or the protocol's own data counts both as the asset (a registry's
 * USDC.e on zkSync Era and USDC on Base). The query must be in either symbol or its plain-letter reading
 * (an empty query lists every such route). Its chains are both symbols' chains.
 */
export function joinedRouteOptions(
  catalogs: readonly Catalog[],
  facts: AssetFacts,
  foldedQuery: string,
  fromChain: string,
  toChain: string,
): JoinedOption[] {
  if (fromChain === toChain) return [];
  const out: JoinedOption[] = [];
  for (const catalog of catalogs) {
    if (catalog.tokens.length === 0) continue;
    const adapter = adapterOf(catalog.tokens[0]!);
    if (!hubAllows(adapter.routeHub, fromChain, toChain)) continue;
    const byProtocol = adapter.assetOf !== undefined;
    if (!byProtocol && !adapter.joinsAssetSymbols) continue;
    const assets = byProtocol ? protocolAssetGroups(catalog) : assetGroups(catalog, facts);
    for (const [asset, members] of assets) {
      if (members.length < 2) continue;
      const covers = members.map((group) => fullGroup(catalog, group));
      if (covers.some((grouped) => coversChains(grouped.chainIds, fromChain, toChain))) continue;
      const leaving = covers.find((grouped) => grouped.chainIds.has(fromChain));
      const arriving = covers.find((grouped) => grouped.chainIds.has(toChain));
      if (!leaving || !arriving) continue;
      const found = [leaving, arriving]
        .map((grouped) => {
          const symbol = grouped.option.token.symbol;
          const folded = foldCase(symbol);
          if (folded.includes(foldedQuery)) return { folded, direct: true };
          const reading = foldSymbol(symbol).toLowerCase();
          return reading.includes(foldedQuery) ? { folded, direct: false } : null;
        })
        .filter((entry) => entry !== null)
        .sort((a, b) => Number(b.direct) - Number(a.direct))[0];
      if (found === undefined) continue;
      const from = leaving.option;
      const to = arriving.option;
      const details = new Set<string>();
      const chainDetails = [...from.chainDetails, ...to.chainDetails].filter((detail) => {
        const key = `${detail.chainName}\u0000${detail.address}`;
        if (details.has(key)) return false;
        details.add(key);
        return true;
      });
      out.push({
        ...found,
        option: {
          id: `${from.id}\u2192${to.token.symbol}`,
          protocol: catalog.protocol,
          token: from.token,
          availableChains: [...new Set([...from.availableChains, ...to.availableChains])],
          chainDetails,
          joined: {
            asset,
            symbols: [from.token.symbol, to.token.symbol],
            ...(byProtocol ? { by: 'protocol' as const } : {}),
          },
        },
      });
    }
  }
  return out;
}
