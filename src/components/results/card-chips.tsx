// Which chain chips a result card shows: one per chain, and a route's two ends first.
import { resolveChain, retiredChain } from '../../shared/chains';
import type { BridgeOption } from '../../shared/tokens';
import type { ChainChipItem } from './ChainChips';
import { NetworkIcon } from './NetworkIcon';

/**
 * The option's chain chips, one per chain (two source spellings of one chain are one chip):
 * deployments the protocol wraps itself dashed, the chains an address search found its contract on
 * highlighted. Networks that have shut down are not chips: the card names them apart.
 */
export function chipsOf(
  option: BridgeOption,
  wrappedChains: readonly string[] = [],
): Array<ChainChipItem & { id: string }> {
  const wrapped = new Set(wrappedChains);
  const highlight = new Set(option.highlightChains ?? []);
  const chips = new Map<string, ChainChipItem & { id: string }>();
  for (const raw of option.availableChains) {
    if (retiredChain(raw, option.protocol)) continue;
    const chain = resolveChain(raw, option.protocol);
    const chip = chips.get(chain.name);
    if (chip) {
      // A chain reached natively by one token is not 'wrapped' because another is wrapped there.
      if (!wrapped.has(raw)) delete chip.wrapped;
      if (highlight.has(raw)) chip.highlight = true;
      continue;
    }
    chips.set(chain.name, {
      id: chain.id,
      name: chain.name,
      icon: <NetworkIcon chainId={chain.id} />,
      ...(wrapped.has(raw) ? { wrapped: true } : {}),
      ...(highlight.has(raw) ? { highlight: true } : {}),
    });
  }
  return [...chips.values()];
}

/** The chips of a route's two ends (From first), and how many other chains the card has. */
export function routeChips<C extends { id: string }>(
  chips: readonly C[],
  route: { fromChain: string; toChain: string },
): { shown: C[]; others: number } {
  const shown = [route.fromChain, route.toChain]
    .map((id) => chips.find((chip) => chip.id === id))
    .filter((chip): chip is C => chip !== undefined);
  return { shown, others: chips.length - shown.length };
}
