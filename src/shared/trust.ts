// Cross-source address agreement: where two or more protocols list the same
// symbol on the same canonical chain, do they name the same contract? Annotates only; hides nothing.
import type { Protocol, Token } from './tokens';
import { PROTOCOL_DISPLAY_NAME, PROTOCOLS, tokenAddress } from './tokens';
import { comparableAddress, createChainResolver, shortAddress, symbolKey } from './trust-keys';

/** Every protocol listing the symbol on this chain names the same contract. */
export interface AgreeingChain {
  /** Canonical chain id (chains.ts). */
  chain: string;
  chainName: string;
  /** In protocol order (Wormhole, Stargate, Orbiter); always two or more. */
  protocols: Protocol[];
}

export interface ConflictEntry {
  protocol: Protocol;
  /** The address as the source wrote it (case kept, for display and copying). */
  address: string;
}

/** The protocols listing the symbol on this chain name different contracts. */
export interface ConflictingChain {
  chain: string;
  chainName: string;
  /** One entry per (protocol, address); entries naming the same contract are adjacent. */
  entries: ConflictEntry[];
}

export interface AddressAgreement {
  agreeing: AgreeingChain[];
  conflicts: ConflictingChain[];
}

/** Key of a bridge option, the same as `BridgeOption.id`. */
export function optionIdOf(protocol: Protocol, symbol: string): string {
  return `${protocol}:${symbol}`;
}

interface Listing {
  protocol: Protocol;
  address: string;
  key: string;
  optionId: string;
}

interface Group {
  chain: string;
  chainName: string;
  listings: Listing[];
}

const PROTOCOL_ORDER = new Map<Protocol, number>(PROTOCOLS.map((p, i) => [p, i]));
const byProtocol = (a: Protocol, b: Protocol) => PROTOCOL_ORDER.get(a)! - PROTOCOL_ORDER.get(b)!;

/**
 * Address agreement for every bridge option, keyed by option id (`${protocol}:${symbol}`).
 * Options with nothing to report (symbol listed by one protocol only, or no comparable address)
 * are absent from the map. One pass to group, one over the groups: linear in the token count.
 *
 * - Symbols match exactly after trimming: 'USDT' and 'USDt' are different tokens on some chains,
 *   and comparing them would raise false alarms.
 * - Only each token's own (home) address counts. Wormhole's foreign assets are Wormhole-wrapped
 *   copies, which legitimately differ from the issuer's contract on that chain.
 * - Empty addresses and native sentinels are left out (see `comparableAddress`).
 * - One protocol listing two contracts for a symbol on a chain is only reported when another
 *   protocol lists the symbol there too: then it is part of the conflict.
 */
export function computeAgreement(tokens: Iterable<Token>): Map<string, AddressAgreement> {
  const chainOf = createChainResolver();
  const groups = new Map<string, Group>();
  for (const token of tokens) {
    const key = comparableAddress(tokenAddress(token));
    if (key === null) continue;
    const chain = chainOf(token);
    const groupKey = `${symbolKey(token.symbol)}\u0000${chain.id}`;
    let group = groups.get(groupKey);
    if (group === undefined) {
      group = { chain: chain.id, chainName: chain.name, listings: [] };
      groups.set(groupKey, group);
    }
    const optionId = optionIdOf(token.protocol, token.symbol);
    // The same contract listed twice by one source (same key, same option) adds nothing.
    if (
      !group.listings.some(
        (l) => l.protocol === token.protocol && l.key === key && l.optionId === optionId,
      )
    ) {
      group.listings.push({
        protocol: token.protocol,
        address: tokenAddress(token).trim(),
        key,
        optionId,
      });
    }
  }

  const result = new Map<string, AddressAgreement>();
  const entryFor = (optionId: string) => {
    let entry = result.get(optionId);
    if (entry === undefined) {
      entry = { agreeing: [], conflicts: [] };
      result.set(optionId, entry);
    }
    return entry;
  };

  for (const group of groups.values()) {
    const protocols = [...new Set(group.listings.map((l) => l.protocol))].sort(byProtocol);
    if (protocols.length < 2) continue;
    const optionIds = new Set(group.listings.map((l) => l.optionId));
    const keys = new Set(group.listings.map((l) => l.key));
    if (keys.size === 1) {
      const agreeing: AgreeingChain = { chain: group.chain, chainName: group.chainName, protocols };
      for (const id of optionIds) entryFor(id).agreeing.push(agreeing);
      continue;
    }
    const conflict: ConflictingChain = {
      chain: group.chain,
      chainName: group.chainName,
      entries: conflictEntries(group.listings, [...keys]),
    };
    for (const id of optionIds) entryFor(id).conflicts.push(conflict);
  }
  return result;
}

/** Entries grouped by contract (in first-seen order), protocol order inside each, no duplicates. */
function conflictEntries(listings: Listing[], keys: string[]): ConflictEntry[] {
  const entries: ConflictEntry[] = [];
  for (const key of keys) {
    const seen = new Set<Protocol>();
    const sameContract = listings
      .filter((l) => l.key === key)
      .sort((a, b) => byProtocol(a.protocol, b.protocol));
    for (const listing of sameContract) {
      if (seen.has(listing.protocol)) continue;
      seen.add(listing.protocol);
      entries.push({ protocol: listing.protocol, address: listing.address });
    }
  }
  return entries;
}

/** The agreement of one option, or an empty one (nothing to show) when it has none. */
export function agreementFor(
  agreement: ReadonlyMap<string, AddressAgreement>,
  optionId: string,
): AddressAgreement {
  return agreement.get(optionId) ?? { agreeing: [], conflicts: [] };
}

export interface AgreementSummary {
  /** 'conflict' wins over 'agree'; 'none' when there is nothing to show. */
  tone: 'agree' | 'conflict' | 'none';
  /** One line for the card. */
  headline: string;
  /** One line per chain (conflicts first), for a tooltip or an expanded view. */
  details: string[];
}

function describeConflict(conflict: ConflictingChain): string {
  // Protocols naming the same contract are adjacent in `entries`: join them into one side.
  const sides: Array<{ protocols: string[]; address: string }> = [];
  let lastKey: string | null = null;
  for (const entry of conflict.entries) {
    const key = comparableAddress(entry.address);
    const last = sides[sides.length - 1];
    if (last !== undefined && key === lastKey) {
      last.protocols.push(PROTOCOL_DISPLAY_NAME[entry.protocol]);
    } else {
      sides.push({ protocols: [PROTOCOL_DISPLAY_NAME[entry.protocol]], address: entry.address });
    }
    lastKey = key;
  }
  return sides.map((s) => `${s.protocols.join(', ')} ${shortAddress(s.address)}`).join(' vs ');
}

function agreeText(chain: AgreeingChain): string {
  const n = chain.protocols.length;
  return `${n} of ${n} sources agree`;
}

/**
 * Human text for an option's agreement, e.g. '2 of 2 sources agree on Arbitrum' or
 * 'Address mismatch on Arbitrum: Stargate 0xaf88…5831 vs Orbiter Finance 0xFF97…5CC8'.
 */
export function summarizeAgreement(agreement: AddressAgreement): AgreementSummary {
  const { agreeing, conflicts } = agreement;
  const details = [
    ...conflicts.map((c) => `${c.chainName}: ${describeConflict(c)}`),
    ...agreeing.map(
      (a) =>
        `${a.chainName}: ${agreeText(a)} (${a.protocols.map((p) => PROTOCOL_DISPLAY_NAME[p]).join(', ')})`,
    ),
  ];
  const [firstConflict] = conflicts;
  if (firstConflict !== undefined) {
    const headline =
      conflicts.length === 1
        ? `Address mismatch on ${firstConflict.chainName}: ${describeConflict(firstConflict)}`
        : `Address mismatch on ${conflicts.length} chains: ${conflicts.map((c) => c.chainName).join(', ')}`;
    return { tone: 'conflict', headline, details };
  }
  const [firstAgreeing] = agreeing;
  if (firstAgreeing !== undefined) {
    const headline =
      agreeing.length === 1
        ? `${agreeText(firstAgreeing)} on ${firstAgreeing.chainName}`
        : `Sources agree on ${agreeing.length} chains`;
    return { tone: 'agree', headline, details };
  }
  return { tone: 'none', headline: '', details: [] };
}
