// A search's answer in one line, over every option (the page may hold only the first batch): on a
// route, how many ways there are and what each delivers, grouped by what arrives; without a
// destination, how many chains and protocols the options reach. Pure.
import type { OptionAnnotation, RouteSummary, SearchReach } from '../../src/shared/contract';
import { resolveChain } from '../../src/shared/chains';
import type { BridgeOption, Protocol } from '../../src/shared/tokens';

/**
 * The route's options grouped by what arrives, the largest group first (ties in the order their
 * first option ranks). An option found through a name, key or common name rather than its symbol
 * is a way only when what it delivers names what was asked for (Orbiter's 'BTC' delivering
 * bridged WBTC to a 'wbtc' search); otherwise it is another token ('USDC' found by its key
 * 'USDCeth' on an 'eth' search), counted apart.
 */
export function summarizeRoute(
  options: readonly BridgeOption[],
  annotations: Readonly<Record<string, OptionAnnotation>>,
  query: string,
): RouteSummary {
  const asked = query.trim().toLowerCase();
  const groups = new Map<string, { arrives: string; ways: number; protocols: Protocol[] }>();
  let ways = 0;
  let others = 0;
  for (const option of options) {
    const arrives = annotations[option.id]?.arrives ?? '';
    if (option.matchedBy !== undefined && !namesAsked(arrives, asked)) {
      others += 1;
      continue;
    }
    ways += 1;
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

/** Whether a word of what arrives is the query ("bridged WBTC" for 'wbtc'; not "Tether's" for 'eth'). */
function namesAsked(arrives: string, asked: string): boolean {
  return arrives
    .toLowerCase()
    .split(/[\s,()']+/)
    .some((word) => word === asked);
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
