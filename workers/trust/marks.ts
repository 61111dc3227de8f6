// The one rule for a chain's mark on a card (search card, route card, protocol page): the
// issuer's contract, a named bridged copy, a protocol's wrapped copy, the chain's native coin
// (the table of gas coins), a wrapper, a look-alike spelling, or 'not verified' — never silence.
// Each mark names where it comes from, so a visitor can check it.
import type { Token } from '../../src/shared/tokens';
import { PROTOCOL_DISPLAY_NAME } from '../../src/shared/tokens';
import { dayOf } from '../../src/shared/day-text';
import type { ChainMark } from '../../src/shared/variants';
import { tokenAddress } from '../../src/shared/protocols/token-facts';
import { knownContract, type KnownContract } from './known-contracts';
import { comparableAddress, shortAddress, symbolKey } from './trust-keys';
import { buildVariantContext, type VariantContext } from './variant-context';
import { classifyVariant } from './variants';

/** The packages issuer lists are read from, and how a card names each. */
const LIST_PACKAGES: ReadonlyArray<readonly [prefix: string, name: string]> = [
  ['@wormhole-foundation/sdk-base ', 'Wormhole SDK'],
  ['@circle-fin/bridge-kit ', 'Bridge Kit'],
];

/**
 * A known contract's source in words: "Circle's list in Wormhole SDK 6.1.5", "Circle's list in
 * Bridge Kit 1.15.1", or the page itself.
 */
export function knownSource(known: KnownContract): string {
  for (const [prefix, name] of LIST_PACKAGES)
    if (known.source.startsWith(prefix))
      return `${known.by}'s list in ${name} ${known.source.slice(prefix.length)}`;
  return known.source;
}

/** "{protocol}'s token list of 3 Dec 2025" (the data's own date), or without a date when unknown. */
export function listSource(protocol: string, takenAt?: number): string {
  const day = takenAt === undefined ? '' : dayOf(takenAt);
  return day === '' ? `${protocol}'s token list` : `${protocol}'s token list of ${day}`;
}

function officialOf(token: Token, ctx: VariantContext): KnownContract | undefined {
  const address = comparableAddress(tokenAddress(token));
  if (address === null) return undefined;
  const known = knownContract(ctx.chainOf(token).id, address);
  return known?.kind === 'official' ? known : undefined;
}

let emptyContext: VariantContext | undefined;

/**
 * What each deployment of a bridge option is, per chain (display names, first token per chain in
 * source order; a look-alike on a chain wins over anything else said there). `wrappedChains` are
 * the display names of the chains the protocol reaches only through its own wrapped copies.
 * `list` names the protocol's data ("{protocol}'s token list of 3 Dec 2025"): the source of every
 * mark that rests on that data alone.
 */
export function chainMarks(
  tokens: Iterable<Token>,
  wrappedChains: readonly string[],
  context?: VariantContext,
  list?: string,
): ChainMark[] {
  const ctx = context ?? (emptyContext ??= buildVariantContext([]));
  const marks = new Map<string, ChainMark>();
  const seen = new Set<string>();
  let symbol = '';
  let protocol = '';
  for (const token of tokens) {
    symbol ||= symbolKey(token.symbol);
    protocol ||= PROTOCOL_DISPLAY_NAME[token.protocol];
    const data = list ?? listSource(PROTOCOL_DISPLAY_NAME[token.protocol]);
    const chain = ctx.chainOf(token);
    const label = classifyVariant(token, ctx);
    if (seen.has(chain.name) && label.kind !== 'lookalike') continue;
    seen.add(chain.name);
    const official = label.kind === 'lookalike' ? undefined : officialOf(token, ctx);
    const contract =
      comparableAddress(tokenAddress(token)) === null
        ? {}
        : { address: tokenAddress(token).trim() };
    if (official !== undefined) {
      marks.set(chain.name, {
        chain: chain.name,
        kind: 'official',
        name: `${official.by}'s ${official.name}`,
        ...contract,
        explanation: `${shortAddress(tokenAddress(token))} is ${official.by}'s own ${official.name} contract on ${chain.name}.`,
        source: knownSource(official),
      });
      continue;
    }
    if (label.kind === null) {
      // One sentence for every such chain, so a group of them reads as one line.
      marks.set(chain.name, {
        chain: chain.name,
        kind: 'unverified',
        name: '',
        ...contract,
        explanation: `No issuer's list the app reads names this ${symbol} contract, and ${protocol} says nothing more about it: check it on the chain's explorer.`,
        source: data,
      });
      continue;
    }
    const address = comparableAddress(tokenAddress(token));
    const known = address === null ? undefined : knownContract(chain.id, address);
    marks.set(chain.name, {
      chain: chain.name,
      kind: label.kind,
      name: known !== undefined && known.name !== symbolKey(token.symbol) ? known.name : '',
      ...contract,
      explanation: label.explanation,
      source: label.source ?? (known ? knownSource(known) : data),
    });
  }
  for (const name of wrappedChains) {
    if (marks.has(name) || seen.has(name)) continue;
    seen.add(name);
    marks.set(name, {
      chain: name,
      kind: 'protocol-wrapped',
      name: '',
      wrappedBy: protocol,
      explanation: `${protocol} delivers its own wrapped ${symbol} on ${name}, not the issuer's token.`,
      source: list ?? listSource(protocol),
    });
  }
  return [...marks.values()];
}
