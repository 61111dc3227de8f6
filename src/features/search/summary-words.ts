// A search's answer in one line under the count: on a route, how many ways and what each
// delivers; without a destination, how far the options reach and an invitation to choose one.
import type { RouteSummary, SearchReach } from '../../shared/contract';
import { PROTOCOL_DISPLAY_NAME } from '../../shared/tokens';

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "5 ways: 4 deliver Circle's USDC ({A}, {B}, {C}, {D}); 1 delivers …". */
export function routeSummaryText(summary: RouteSummary): string {
  const groups = summary.groups.map((group) => {
    const who = group.protocols.map((protocol) => PROTOCOL_DISPLAY_NAME[protocol]).join(', ');
    const one = group.ways === 1;
    // One way, one group: "1 way: {protocol} delivers Circle's USDC".
    if (summary.ways === 1) {
      return group.arrives === ''
        ? `${who} says nothing of what arrives`
        : `${who} delivers ${group.arrives}`;
    }
    return group.arrives === ''
      ? `${group.ways} ${one ? 'says' : 'say'} nothing of what arrives (${who})`
      : `${group.ways} ${one ? 'delivers' : 'deliver'} ${group.arrives} (${who})`;
  });
  const others =
    summary.others > 0
      ? `; ${plural(summary.others, 'other token matches', 'other tokens match')} the search`
      : '';
  if (summary.ways === 0) return '';
  return `${plural(summary.ways, 'way', 'ways')}: ${groups.join('; ')}${others}`;
}

/** "Reaches 48 chains through 7 bridges: choose a To chain to see what arrives there." */
export function reachText(reach: SearchReach): string {
  if (reach.chains === 0) return '';
  return `Reaches ${plural(reach.chains, 'chain', 'chains')} through ${plural(reach.protocols, 'bridge', 'bridges')}: choose a To chain to see what arrives there.`;
}
