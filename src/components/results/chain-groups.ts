// How a card's chains are told apart: one card-level mark when every chain is the same kind of
// deployment, otherwise the chips grouped under what they are ("Circle's USDC", 'Native coin',
// 'Wormhole-wrapped copy'), so a note about some chains always sits with those chains.
import type { ChainMark, DeploymentKind } from '../../shared/variants';

/** Short labels of a card-level mark. */
export const DEPLOYMENT_LABEL: Readonly<Record<DeploymentKind, string>> = {
  official: "Issuer's contract",
  native: 'Native',
  bridged: 'Bridged',
  wrapped: 'Wrapped',
  'wormhole-wrapped': 'Wormhole-wrapped',
  lookalike: 'Look-alike',
};

/** A card-level mark in words: "Circle's USDC", 'Bridged USDC.e', 'Wrapped (WBTC)', 'Native'. */
export function markLabel(mark: ChainMark): string {
  switch (mark.kind) {
    case 'official':
      return mark.name || DEPLOYMENT_LABEL.official;
    case 'bridged':
      return mark.name ? `Bridged ${mark.name}` : DEPLOYMENT_LABEL.bridged;
    case 'wrapped':
      return mark.name ? `Wrapped (${mark.name})` : DEPLOYMENT_LABEL.wrapped;
    default:
      return DEPLOYMENT_LABEL[mark.kind];
  }
}

/** Group order on a card: the issuer's own first, traps last where nobody misses them. */
const ORDER: readonly DeploymentKind[] = [
  'official',
  'native',
  'bridged',
  'wrapped',
  'wormhole-wrapped',
  'lookalike',
];

export interface ChainGroup<C> {
  /** null: chains with nothing to say (listed first, without a heading). */
  kind: DeploymentKind | null;
  /** The group's heading ('' for the unmarked group). */
  heading: string;
  /** One sentence true of every chain in the group ('' for the unmarked group). */
  explanation: string;
  chains: C[];
}

export interface MarkedChains<C> {
  /** Set when every chain carries the same mark: one chip for the card, plain chain chips. */
  cardMark: ChainMark | null;
  groups: ChainGroup<C>[];
}

function headingOf(kind: DeploymentKind, marks: readonly ChainMark[]): string {
  const names = [...new Set(marks.map((mark) => mark.name).filter((name) => name !== ''))];
  switch (kind) {
    case 'official':
      return names.length === 1 ? names[0]! : "Issuer's own contract";
    case 'native':
      return 'Native coin, no contract';
    case 'bridged':
      return names.length > 0 ? `Bridged copy: ${names.join(', ')}` : 'Bridged copy';
    case 'wrapped':
      return names.length > 0
        ? `Token contract: ${names.join(', ')}`
        : 'Token contract, not the coin';
    case 'wormhole-wrapped':
      return 'Wormhole-wrapped copy';
    case 'lookalike':
      return 'Look-alike spelling: check the contract';
  }
}

/** One sentence for the group: the chains' own when they say the same, else the first one's kind. */
function explanationOf(marks: readonly ChainMark[]): string {
  const sentences = new Set(marks.map((mark) => mark.explanation));
  const [first] = marks;
  if (sentences.size === 1 || first === undefined) return first?.explanation ?? '';
  return marks.map((mark) => `${mark.chain}: ${mark.explanation}`).join(' ');
}

/**
 * Splits a card's chains (anything with a display `name`) by their marks. Marks are keyed by the
 * chain's display name; chains without one are unmarked.
 */
export function markChains<C extends { name: string }>(
  chains: readonly C[],
  marks: readonly ChainMark[] = [],
): MarkedChains<C> {
  const byChain = new Map(marks.map((mark) => [mark.chain, mark]));
  const shown = chains.map((chain) => byChain.get(chain.name));
  const [first] = shown;
  const uniform =
    chains.length > 0 &&
    first !== undefined &&
    shown.every((mark) => mark?.kind === first.kind && mark.name === first.name);
  if (uniform) {
    const explanation = explanationOf(shown as ChainMark[]);
    return {
      cardMark: { ...first, explanation },
      groups: [{ kind: null, heading: '', explanation: '', chains: [...chains] }],
    };
  }
  const groups: ChainGroup<C>[] = [];
  const plain = chains.filter((_, i) => shown[i] === undefined);
  if (plain.length > 0) groups.push({ kind: null, heading: '', explanation: '', chains: plain });
  for (const kind of ORDER) {
    const members = chains.filter((_, i) => shown[i]?.kind === kind);
    if (members.length === 0) continue;
    const kindMarks = members.map((chain) => byChain.get(chain.name)!);
    groups.push({
      kind,
      heading: headingOf(kind, kindMarks),
      explanation: explanationOf(kindMarks),
      chains: members,
    });
  }
  return { cardMark: null, groups };
}
