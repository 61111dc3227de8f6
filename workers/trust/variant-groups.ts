// Variant groups: the labels of one bridge option's tokens across its chains, one per kind, with a
// sentence true of every chain where the chains were explained differently.
import type { VariantGroup, VariantKind } from '../../src/shared/variants';
import { gasCoinOf } from '../../src/shared/native-coins';
import type { Token } from '../../src/shared/tokens';
import { symbolKey } from './trust-keys';
import { contextOrDefault, type VariantContext } from './variant-context';
import { classifyVariant } from './variants';

/**
 * The variants of a bridge option's tokens (one symbol, one protocol, many chains), one entry per
 * kind in first-seen order. A group can mix kinds: one source's 'ETH' is the native coin on Ethereum
 * but a token contract on Polygon, and a card showing only the first token's label would hide that.
 */
export function groupVariants(tokens: Iterable<Token>, context?: VariantContext): VariantGroup[] {
  const ctx = contextOrDefault(context);
  const groups = new Map<VariantKind, VariantGroup & { mixed: boolean; feeless: string[] }>();
  let symbol = '';
  for (const token of tokens) {
    symbol ||= symbolKey(token.symbol);
    const label = classifyVariant(token, ctx);
    if (label.kind === null) continue;
    const chain = ctx.chainOf(token);
    const feeless = gasCoinOf(chain.id)?.feeless ? [chain.name] : [];
    const group = groups.get(label.kind);
    if (group === undefined) {
      groups.set(label.kind, {
        ...label,
        kind: label.kind,
        chains: [chain.name],
        mixed: false,
        feeless,
      });
      continue;
    }
    if (!group.chains.includes(chain.name)) group.chains.push(chain.name);
    if (label.explanation !== group.explanation) group.mixed = true;
    for (const name of feeless) if (!group.feeless.includes(name)) group.feeless.push(name);
  }
  return [...groups.values()].map(({ mixed, feeless, ...group }) =>
    // One chain's sentence ('the native coin of Ethereum') would be wrong for the others.
    mixed ? { ...group, explanation: groupExplanation(group.kind, symbol, feeless) } : group,
  );
}

/** A sentence true of every chain of a group whose chains were explained differently. */
function groupExplanation(kind: VariantKind, symbol: string, feeless: readonly string[]): string {
  switch (kind) {
    case 'native':
      return feeless.length > 0
        ? `${symbol} is the native coin of each of these chains, though on ${listOf(feeless)} network fees are not paid in it.`
        : `${symbol} is the native coin of each of these chains, used to pay their network fees.`;
    case 'bridged':
      return `On each of these chains, this ${symbol} is a copy bridged from another chain, not the issuer's own token.`;
    case 'wrapped':
      return `On each of these chains, this ${symbol} is a token contract, not a native coin.`;
    case 'lookalike':
      return `'${symbol}' is spelled to look like another token on these chains; check the contract address.`;
    case 'unverified':
      return `Nothing the app reads confirms what this ${symbol} is on these chains.`;
  }
}

/** 'A', 'A and B', 'A, B and C'. */
function listOf(items: readonly string[]): string {
  return items.length <= 1
    ? (items[0] ?? '')
    : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]!}`;
}
