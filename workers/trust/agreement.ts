// Cross-source address agreement: where two or more protocols list the same symbol on the same
// canonical chain, do they name the same contract? Annotates only; hides nothing. Computes the
// facts; agreement-summary.ts puts them into words.
import { knownContract, officialContract, type KnownContract } from './known-contracts';
import type { Protocol, Token } from '../../src/shared/tokens';
import { optionIdOf } from '../../src/shared/trust';
import { PROTOCOLS } from '../../src/shared/tokens';
import { tokenAddress } from '../../src/shared/protocols/token-facts';
import { assetOf, comparableAddress, createChainResolver, symbolKey } from './trust-keys';

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

/** The contract a chain's conflict is judged against. */
export interface ReferenceContract {
  /** 'official': an issuer's list names it; 'majority': more sources list it than any other. */
  kind: 'official' | 'majority';
  address: string;
  /** For 'official': the issuer's entry (who, what, where it is published). */
  known?: KnownContract;
  /** The protocols listing it, in registry order (empty when no source does). */
  protocols: Protocol[];
}

/** This option's contract on a chain differs from the reference, or there is no reference. */
export interface OwnConflict extends ConflictingChain {
  /** What the chain is judged against; null when the sources disagree with no evidence either way. */
  reference: ReferenceContract | null;
  /** This option's own listings there that differ from the reference. */
  own: ConflictEntry[];
}

/** This option names the reference contract on a chain where another source lists a different one. */
export interface ConfirmedChain {
  chain: string;
  chainName: string;
  symbol: string;
  reference: ReferenceContract;
  /** The other sources' listings that differ. */
  others: ConflictEntry[];
}

export interface AddressAgreement {
  agreeing: AgreeingChain[];
  conflicts: OwnConflict[];
  confirmed: ConfirmedChain[];
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
 * - Only each token's own (home) address counts. A token bridge's foreign assets are its own wrapped
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
      entry = { agreeing: [], conflicts: [], confirmed: [] };
      result.set(optionId, entry);
    }
    return entry;
  };

  for (const group of groups.values()) {
    const protocols = [...new Set(group.listings.map((l) => l.protocol))].sort(byProtocol);
    if (protocols.length < 2) continue;
    const optionIds = new Set(group.listings.map((l) => l.optionId));
    const keys = [...new Set(group.listings.map((l) => l.key))];
    if (keys.length === 1) {
      const agreeing: AgreeingChain = { chain: group.chain, chainName: group.chainName, protocols };
      for (const id of optionIds) entryFor(id).agreeing.push(agreeing);
      continue;
    }
    const entries = conflictEntries(group.listings, keys);
    const reference = referenceOf(group, keys);
    for (const id of optionIds) {
      const mine = group.listings.filter((l) => l.optionId === id);
      const own = mine.filter((l) => reference === null || l.key !== reference.key);
      const base = { chain: group.chain, chainName: group.chainName, symbol: group.symbol };
      if (own.length === 0 && reference !== null) {
        entryFor(id).confirmed.push({
          ...base,
          reference: reference.contract,
          others: entries.filter((e) => comparableAddress(e.address) !== reference.key),
        });
      } else {
        entryFor(id).conflicts.push({
          ...base,
          entries,
          reference: reference?.contract ?? null,
          own: own.map((l) => ({ protocol: l.protocol, address: l.address })),
        });
      }
    }
  }
  return result;
}

/**
 * What a chain where sources disagree is judged against: the issuer's own contract when a list
 * names one for the asset there (whether or not a source lists it), else the contract more
 * sources list than any other, else nothing (every side is then reported alike).
 */
function referenceOf(
  group: Group,
  keys: readonly string[],
): { key: string; contract: ReferenceContract } | null {
  const asset = assetOf(group.symbol);
  const protocolsOf = (key: string) =>
    [...new Set(group.listings.filter((l) => l.key === key).map((l) => l.protocol))].sort(
      byProtocol,
    );
  for (const key of keys) {
    const listing = group.listings.find((l) => l.key === key)!;
    const known = knownContract(group.chain, listing.address);
    if (known?.kind === 'official' && known.base === asset) {
      return {
        key,
        contract: { kind: 'official', address: known.address, known, protocols: protocolsOf(key) },
      };
    }
  }
  const official = officialContract(group.chain, asset);
  if (official !== undefined) {
    return {
      key: comparableAddress(official.address) ?? '',
      contract: { kind: 'official', address: official.address, known: official, protocols: [] },
    };
  }
  const counted = keys
    .map((key) => ({ key, protocols: protocolsOf(key) }))
    .sort((a, b) => b.protocols.length - a.protocols.length);
  const [top, next] = counted;
  if (top === undefined || (next !== undefined && next.protocols.length >= top.protocols.length))
    return null;
  const address = group.listings.find((l) => l.key === top.key)!.address;
  return { key: top.key, contract: { kind: 'majority', address, protocols: top.protocols } };
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
  return agreement.get(optionId) ?? { agreeing: [], conflicts: [], confirmed: [] };
}
