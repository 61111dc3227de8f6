// Cross-source address agreement: where two or more protocols list the same
// symbol on the same canonical chain, do they name the same contract? Annotates only; hides nothing.
import { knownContract } from './known-contracts';
import type { Protocol, Token } from '../../src/shared/tokens';
import { optionIdOf, type AgreementSummary } from '../../src/shared/trust';
import { PROTOCOL_DISPLAY_NAME, PROTOCOLS, tokenAddress } from '../../src/shared/tokens';
import { comparableAddress, createChainResolver, shortAddress, symbolKey } from './trust-keys';

/** Every protocol listing the symbol on this chain names the same contract. */
export interface AgreeingChain {
  /** Canonical chain id (chains.ts). */
  chain: string;
  chainName: string;
  /** In the protocol registry's order; always two or more. */
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
  /** The symbol they all list (trimmed). */
  symbol: string;
  /** One entry per (protocol, address); entries naming the same contract are adjacent. */
  entries: ConflictEntry[];
}

export interface AddressAgreement {
  agreeing: AgreeingChain[];
  conflicts: ConflictingChain[];
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
  symbol: string;
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
      group = {
        chain: chain.id,
        chainName: chain.name,
        symbol: symbolKey(token.symbol),
        listings: [],
      };
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
      symbol: group.symbol,
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

/** A chain where evidence backs a spelling that looked suspect ('Same contract as Wormhole's USDT'). */
export interface BackedChain {
  chain: string;
  chainName: string;
  /** A sentence fragment starting with a capital: 'Same contract as Wormhole's USDT'. */
  text: string;
}

/**
 * One side of a conflict: who lists which address, naming a known contract ('Orbiter Finance
 * lists bridged USDC.e 0xFF97…5CC8 as USDC', 'Wormhole, Stargate 0xaf88…5831 (Circle's USDC)').
 */
function describeSide(conflict: ConflictingChain, protocols: string[], address: string): string {
  const who = protocols.join(', ');
  const short = shortAddress(address);
  const known = knownContract(conflict.chain, address);
  if (known === undefined) return `${who} ${short}`;
  if (known.kind === 'official') return `${who} ${short} (${known.by}'s ${known.name})`;
  return known.name === conflict.symbol
    ? `${who} ${short} (bridged ${known.name})`
    : `${who} lists bridged ${known.name} ${short} as ${conflict.symbol}`;
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
  return sides.map((s) => describeSide(conflict, s.protocols, s.address)).join(' vs ');
}

function agreeText(chain: AgreeingChain): string {
  const n = chain.protocols.length;
  return `${n} of ${n} sources agree`;
}

/**
 * Human text for an option's agreement: a short headline ('Addresses differ on Arbitrum',
 * 'Sources agree on 5 chains', '2 of 2 sources agree on Arbitrum') and one detail line per chain
 * ('Arbitrum: Stargate 0xaf88…5831 vs Orbiter Finance 0xFF97…5CC8'). `backed` adds the chains
 * where evidence cleared a suspect spelling; they count as agreement.
 */
export function summarizeAgreement(
  agreement: AddressAgreement,
  backed: readonly BackedChain[] = [],
): AgreementSummary {
  const { agreeing, conflicts } = agreement;
  const details = [
    ...conflicts.map((c) => `${c.chainName}: ${describeConflict(c)}`),
    ...agreeing.map(
      (a) =>
        `${a.chainName}: ${agreeText(a)} (${a.protocols.map((p) => PROTOCOL_DISPLAY_NAME[p]).join(', ')})`,
    ),
    ...backed.map((b) => `${b.chainName}: ${b.text}`),
  ];
  const [firstConflict] = conflicts;
  if (firstConflict !== undefined) {
    const headline =
      conflicts.length === 1
        ? `Addresses differ on ${firstConflict.chainName}`
        : `Addresses differ on ${conflicts.length} chains`;
    return { tone: 'conflict', headline, details };
  }
  const [firstAgreeing] = agreeing;
  const [firstBacked] = backed;
  const count = agreeing.length + backed.length;
  if (count === 0) return { tone: 'none', headline: '', details: [] };
  let headline: string;
  if (count > 1) {
    headline =
      backed.length === 0
        ? `Sources agree on ${count} chains`
        : `Contract checked on ${count} chains`;
  } else if (firstAgreeing !== undefined) {
    headline = `${agreeText(firstAgreeing)} on ${firstAgreeing.chainName}`;
  } else {
    headline = `${firstBacked!.text} on ${firstBacked!.chainName}`;
  }
  return { tone: 'agree', headline, details };
}
