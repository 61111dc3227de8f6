// How a card's chains are told apart: one card-level mark when every chain is the same kind of
// deployment, otherwise the chips grouped under what they are ("Circle's own USDC", 'Native coin',
// 'A copy made by {protocol}'), so a note about some chains always sits with those chains.
import type { ChainMark, DeploymentKind } from '../../shared/variants';

/** Short labels of a card-level mark, in words a visitor without bridge vocabulary reads. */
export const DEPLOYMENT_LABEL: Readonly<Record<DeploymentKind, string>> = {
  official: "The issuer's own token",
  native: 'Native',
  bridged: 'A copy made by a bridge',
  wrapped: 'A token standing for the coin',
  'protocol-wrapped': 'A copy made by the bridge',
  lookalike: 'Look-alike',
  unverified: 'No list confirms this contract',
};

/** "Circle's USDC" as a visitor reads it: "Circle's own USDC". */
function ownName(name: string): string {
  return name.includes("'s own ") ? name : name.replace(/'s /, "'s own ");
}

/** A card-level mark in words: "Circle's own USDC", 'A copy made by {protocol}', 'Native'. */
export function markLabel(mark: ChainMark): string {
  switch (mark.kind) {
    case 'official':
      return mark.name ? ownName(mark.name) : DEPLOYMENT_LABEL.official;
    case 'bridged':
      return mark.name ? `${DEPLOYMENT_LABEL.bridged}: ${mark.name}` : DEPLOYMENT_LABEL.bridged;
    case 'wrapped':
      return mark.name ? `${DEPLOYMENT_LABEL.wrapped}: ${mark.name}` : DEPLOYMENT_LABEL.wrapped;
    case 'protocol-wrapped':
      return mark.wrappedBy
        ? `A copy made by ${mark.wrappedBy}`
        : DEPLOYMENT_LABEL['protocol-wrapped'];
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
  'protocol-wrapped',
  'lookalike',
  'unverified',
];

/** Kinds whose group heading names the copies: one group per name, so a label names only its chains. */
const NAMED_GROUPS: ReadonlySet<DeploymentKind> = new Set(['bridged', 'wrapped']);

export interface ChainGroup<C> {
  /** Unique on the card (kind, and the copy's name where groups are split by it). */
  key: string;
  /** null: chains with nothing to say (listed first, without a heading). */
  kind: DeploymentKind | null;
  /** The group's heading ('' for the unmarked group). */
  heading: string;
  /** One sentence true of every chain in the group ('' for the unmarked group). */
  explanation: string;
  /** Where the group's marks come from, in words (one line per source; empty when unmarked). */
  sources: string[];
  chains: C[];
}

export interface MarkedChains<C> {
  /** Set when every chain carries the same mark: one chip for the card, plain chain chips. */
  cardMark: ChainMark | null;
  /** The card-level mark's sources (empty without one). */
  sources: string[];
  groups: ChainGroup<C>[];
}

function headingOf(kind: DeploymentKind, marks: readonly ChainMark[]): string {
  const names = [...new Set(marks.map((mark) => mark.name).filter((name) => name !== ''))];
  switch (kind) {
    case 'official':
      return names.length === 1 ? ownName(names[0]!) : DEPLOYMENT_LABEL.official;
    case 'native':
      return 'Native coin, no contract';
    case 'bridged':
      return names.length > 0
        ? `${DEPLOYMENT_LABEL.bridged}: ${names.join(', ')}`
        : DEPLOYMENT_LABEL.bridged;
    case 'wrapped':
      return names.length > 0
        ? `${DEPLOYMENT_LABEL.wrapped}: ${names.join(', ')}`
        : DEPLOYMENT_LABEL.wrapped;
    case 'protocol-wrapped': {
      const by = [...new Set(marks.map((mark) => mark.wrappedBy ?? ''))].filter(Boolean);
      return by.length > 0
        ? `A copy made by ${by.join(', ')}`
        : DEPLOYMENT_LABEL['protocol-wrapped'];
    }
    case 'lookalike':
      return 'Look-alike spelling: check the contract';
    case 'unverified':
      return DEPLOYMENT_LABEL.unverified;
  }
}

/** The group's sentence: the chains' own when they say the same, else each sentence once, after its chains. */
function explanationOf(marks: readonly ChainMark[]): string {
  const chainsOf = new Map<string, string[]>();
  for (const mark of marks)
    chainsOf.set(mark.explanation, [...(chainsOf.get(mark.explanation) ?? []), mark.chain]);
  if (chainsOf.size <= 1) return marks[0]?.explanation ?? '';
  return [...chainsOf].map(([sentence, chains]) => `${chains.join(', ')}: ${sentence}`).join(' ');
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
      groups: [plainGroup([...chains])],
      sources: sourcesOf(shown as ChainMark[]),
    };
  }
  const groups: ChainGroup<C>[] = [];
  const plain = chains.filter((_, i) => shown[i] === undefined);
  if (plain.length > 0) groups.push(plainGroup(plain));
  for (const kind of ORDER) {
    const members = chains.filter((_, i) => shown[i]?.kind === kind);
    if (members.length === 0) continue;
    const names = NAMED_GROUPS.has(kind)
      ? [...new Set(members.map((chain) => byChain.get(chain.name)!.name))]
      : [null];
    for (const name of names) {
      const inGroup =
        name === null ? members : members.filter((c) => byChain.get(c.name)!.name === name);
      const kindMarks = inGroup.map((chain) => byChain.get(chain.name)!);
      groups.push({
        key: name === null ? kind : `${kind}:${name}`,
        kind,
        heading: headingOf(kind, kindMarks),
        explanation: explanationOf(kindMarks),
        sources: sourcesOf(kindMarks),
        chains: inGroup,
      });
    }
  }
  return { cardMark: null, groups, sources: [] };
}

function plainGroup<C>(chains: C[]): ChainGroup<C> {
  return { key: 'plain', kind: null, heading: '', explanation: '', sources: [], chains };
}

/** The distinct sources of some marks, in first-seen order. */
function sourcesOf(marks: readonly ChainMark[]): string[] {
  return [...new Set(marks.map((mark) => mark.source ?? '').filter((source) => source !== ''))];
}
