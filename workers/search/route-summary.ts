// A search's answer in one line, over every option (the page may hold only the first batch): on a
// route, how many ways there are and what each delivers, grouped by what arrives; without a
// destination, how many chains and protocols the options reach. Pure.
import type { OptionAnnotation, RouteSummary, SearchReach } from '../../src/shared/contract';
import { resolveChain } from '../../src/shared/chains';
import type { BridgeOption, Protocol } from '../../src/shared/tokens';
import { assetOf } from '../trust/trust-keys';

/**
 * The route's options grouped by what arrives, the largest group first (ties in the order their
 * first option ranks). A way moves the asset asked for: an option delivering another asset
 * ('rETH' or 'cbETH' on an 'eth' route, found because the spec's rule matches substrings) is
 * another token, counted apart. When no option delivers an asset named by the query ('usd'),
 * every option is a way.
 */
export function summarizeRoute(
  options: readonly BridgeOption[],
  annotations: Readonly<Record<string, OptionAnnotation>>,
  query: string,
): RouteSummary {
  const asked = assetOf(query.trim());
  const deliversAsked = (option: BridgeOption) => annotations[option.id]?.arrivingAsset === asked;
  const anyWay = options.some(deliversAsked);
  const groups = new Map<string, { arrives: string; ways: number; protocols: Protocol[] }>();
  let ways = 0;
  let others = 0;
  for (const option of options) {
    if (anyWay && !deliversAsked(option)) {
      others += 1;
      continue;
    }
    ways += 1;
    const arrives = annotations[option.id]?.arrives ?? '';
    let group = groups.get(arrives);
    if (group === undefined) {
      group = { arrives, ways: 0, protocols: [] };
      groups.set(arrives, group);
    }
    group.ways += 1;
    if (!group.protocols.includes(option.protocol)) group.protocols.push(option.protocol);
  }
  // What is known to arrive comes before what is not, whatever the counts.
  const known = [...groups.values()]
    .filter((group) => group.arrives !== '')
    .sort((a, b) => b.ways - a.ways);
  const unknown = groups.get('');
  return { ways, groups: unknown ? [...known, unknown] : known, others };
}

/** Distinct chains (canonical, as each protocol's chain names resolve) and protocols reached. */
export function reachOf(options: readonly BridgeOption[]): SearchReach {
  const chains = new Set<string>();
  const protocols = new Set<Protocol>();
  for (const option of options) {
    protocols.add(option.protocol);
    for (const chain of option.availableChains) chains.add(resolveChain(chain, option.protocol).id);
  }
  return { chains: chains.size, protocols: protocols.size };
}
