// The one rule for a chain's mark on a card (search card, route card, protocol page): the
// issuer's contract, a named bridged copy, a protocol's wrapped copy, the chain's native coin
// (the table of gas coins), a wrapper, a look-alike spelling, or 'not verified' — never silence.
// Each mark names where it comes from, so a visitor can check it.
import type { Token } from '../../src/shared/tokens';
import { PROTOCOL_DISPLAY_NAME } from '../../src/shared/tokens';
import { dayOf } from '../../src/shared/day-text';
import type { ChainMark } from '../../src/shared/variants';
import { tokenAddress } from '../../src/shared/protocols/token-facts';
import {
  knownContract,
  knownContracts,
  ownCopyWithoutAddress,
  type KnownContract,
} from './known-contracts';
import { comparableAddress, shortAddress, symbolKey } from './trust-keys';
import { buildVariantContext, type VariantContext } from './variant-context';
import { classifyVariant } from './variants';

/** The packages issuer lists are read from, and how a card names each. */
const LIST_PACKAGES: ReadonlyArray<readonly [prefix: string, name: string]> = [
  ['@wormhole-foundation/sdk-base ', 'Wormhole SDK'],
  ['@circle-fin/bridge-kit ', 'Bridge Kit'],
  ['@eth-optimism/tokenlist ', 'the Superchain Token List'],
];

/**
 * A known contract's source in words: "Circle's list in Wormhole SDK 6.1.5", "Circle's list in
 * Bridge Kit 1.15.1", or the page itself.
 */
export function knownSource(known: KnownContract): string {
  for (const [prefix, name] of LIST_PACKAGES)
    if (known.source.startsWith(prefix))
      return `${known.by}'s list in ${name} ${known.source.slice(prefix.length)}`;
  // Another pinned package ('@scope/name 1.2.3'): named by its package name.
  const pinned = /^(?:@[^/\s]+\/)?([^\s/]+) (\d\S*)$/.exec(known.source);
  if (pinned) return `${known.by}'s list in ${pinned[1]} ${pinned[2]}`;
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

/** A list's word on a contract, in words: "Circle's own USDC", "a copy of WBTC made by {bridge}". */
function knownWords(known: KnownContract): string {
  switch (known.kind) {
    case 'official':
      return `${known.by}'s own ${known.name}`;
    case 'bridged':
      return `a copy of ${known.base} made by ${known.by}`;
    case 'wrapped':
      return `a wrapper of ${known.base}`;
  }
}

/**
 * Every list that names this contract as the winning word does ("Circle's list in Bridge Kit
 * 1.15.1 and Circle's list in Wormhole SDK 6.1.5"), and a sentence naming the lists that call it
 * something else ('' when none do).
 */
function listsOn(chainId: string, address: string): { source: string; differ: string } | null {
  const [winner, ...others] = knownContracts(chainId, address);
  if (winner === undefined) return null;
  // One class: two lists naming one bridge differently ('the OP Mainnet standard bridge', 'the
  // Optimism Standard Bridge') agree that the contract is a bridged copy.
  const same = (known: KnownContract) => known.kind === winner.kind;
  const agreeing = [
    ...new Set([winner, ...others.filter(same)].map((known) => knownSource(known))),
  ];
  const differing = others
    .filter((known) => !same(known))
    .map((known) => `${knownSource(known)} calls it ${knownWords(known)}`);
  return {
    source: agreeing.join(' and '),
    differ:
      differing.length === 0
        ? ''
        : ` The lists disagree: ${knownSource(winner)} calls it ${knownWords(winner)}; ${differing.join('; ')}.`,
  };
}

/**
 * Where other sources list another contract under the same well-known symbol on the chain, a
 * sentence naming them and what that contract is ('' when none do).
 */
function otherContracts(token: Token, ctx: VariantContext, address: string): string {
  const symbol = symbolKey(token.symbol);
  const chain = ctx.chainOf(token);
  const byAddress = new Map<string, { address: string; protocols: Set<string> }>();
  for (const listing of ctx.wellKnownListings.get(`${chain.id}\u0000${symbol}`) ?? []) {
    const key = comparableAddress(listing.address);
    if (key === null || key === address || listing.protocol === token.protocol) continue;
    const entry = byAddress.get(key) ?? { address: listing.address, protocols: new Set() };
    entry.protocols.add(PROTOCOL_DISPLAY_NAME[listing.protocol]);
    byAddress.set(key, entry);
  }
  const sentences = [...byAddress.values()].slice(0, 2).map(({ address: other, protocols }) => {
    const known = knownContract(chain.id, other);
    const names = [...protocols];
    const who =
      names.length === 1
        ? `${names[0]} lists`
        : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]} list`;
    return ` ${who} another ${symbol} on ${chain.name}, ${shortAddress(other)}${known ? `: ${knownWords(known)}` : ''}.`;
  });
  return sentences.join('');
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
      const lists = listsOn(chain.id, tokenAddress(token));
      marks.set(chain.name, {
        chain: chain.name,
        kind: 'official',
        name: `${official.by}'s ${official.name}`,
        ...contract,
        explanation: `${shortAddress(tokenAddress(token))} is ${official.by}'s own ${official.name} contract on ${chain.name}.${lists?.differ ?? ''}`,
        source: lists?.source ?? knownSource(official),
      });
      continue;
    }
    const ownCopy =
      label.kind === null
        ? ownCopyWithoutAddress(chain.id, protocol, symbolKey(token.symbol))
        : undefined;
    if (ownCopy !== undefined) {
      marks.set(chain.name, {
        chain: chain.name,
        kind: 'bridged',
        name: '',
        ...contract,
        explanation: `${protocol}'s own definitions call its ${symbol} on ${chain.name} a copy ${protocol} makes of ${ownCopy.base} (an OFT), not the issuer's own; the address is the one ${protocol}'s token list gives.`,
        source: `${knownSource(ownCopy)} and ${data}`,
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
        explanation: `No issuer's list the app reads names this ${symbol} contract, and ${protocol} says nothing more about it: check it on the chain's explorer.${contract.address === undefined ? '' : otherContracts(token, ctx, comparableAddress(contract.address)!)}`,
        source: data,
      });
      continue;
    }
    const address = comparableAddress(tokenAddress(token));
    const known = address === null ? undefined : knownContract(chain.id, address);
    const lists = address === null ? null : listsOn(chain.id, address);
    const fromLists =
      known !== undefined && (label.source === undefined || label.source === known.source);
    const others =
      address === null || label.kind === 'lookalike' ? '' : otherContracts(token, ctx, address);
    marks.set(chain.name, {
      chain: chain.name,
      kind: label.kind,
      name: known !== undefined && known.name !== symbolKey(token.symbol) ? known.name : '',
      ...contract,
      explanation: `${label.explanation}${fromLists ? lists!.differ : ''}${others}`,
      source: fromLists ? lists!.source : (label.source ?? data),
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
