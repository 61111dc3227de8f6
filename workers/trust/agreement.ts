// Cross-source address agreement: where two or more protocols list the same
// symbol on the same canonical chain, do they name the same contract? Annotates only; hides nothing.
import { knownContract, officialContract, type KnownContract } from './known-contracts';
import type { Protocol, Token } from '../../src/shared/tokens';
import type { ChainMark, DeploymentKind } from '../../src/shared/variants';
import { optionIdOf, type AgreementSummary } from '../../src/shared/trust';
import { PROTOCOL_DISPLAY_NAME, PROTOCOLS } from '../../src/shared/tokens';
import { tokenAddress } from '../../src/shared/protocols/token-facts';
import {
  assetOf,
  comparableAddress,
  createChainResolver,
  shortAddress,
  symbolKey,
} from './trust-keys';

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

/** A chain where evidence backs a spelling that looked suspect ('Same contract as Wormhole's USDT'). */
export interface BackedChain {
  chain: string;
  chainName: string;
  /** A sentence fragment starting with a capital: 'Same contract as Wormhole's USDT'. */
  text: string;
}

/** 'Arbitrum', 'Arbitrum and Base', 'Arbitrum, Base and Optimism', 'Arbitrum, Base, Optimism and 2 more chains'. */
export function chainList(names: readonly string[]): string {
  if (names.length <= 1) return names[0] ?? '';
  if (names.length <= 3) return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
  return `${names.slice(0, 3).join(', ')} and ${names.length - 3} more chains`;
}

function protocolNames(protocols: readonly Protocol[]): string {
  return protocols.map((p) => PROTOCOL_DISPLAY_NAME[p]).join(', ');
}

/** The issuer's token in words: "Circle's USDC". */
function issuerToken(known: KnownContract): string {
  return `${known.by}'s ${known.name}`;
}

/**
 * One side of a disagreement: who lists which address, naming a known contract ('Orbiter Finance
 * lists bridged USDC.e 0xFF97…5CC8 as USDC', 'Wormhole, Stargate 0xaf88…5831 (Circle's USDC)').
 */
function describeSide(chain: string, symbol: string, who: string, address: string): string {
  const short = shortAddress(address);
  const known = knownContract(chain, address);
  if (known === undefined) return `${who} ${short}`;
  if (known.kind === 'official') return `${who} ${short} (${issuerToken(known)})`;
  return known.name === symbol
    ? `${who} ${short} (bridged ${known.name})`
    : `${who} lists bridged ${known.name} ${short} as ${symbol}`;
}

/** Sides in `entries` order, protocols naming the same contract joined into one side. */
function sidesOf(entries: readonly ConflictEntry[]): Array<{ who: string; address: string }> {
  const sides: Array<{ protocols: Protocol[]; address: string; key: string | null }> = [];
  for (const entry of entries) {
    const key = comparableAddress(entry.address);
    const side = sides.find((s) => s.key === key);
    if (side) {
      if (!side.protocols.includes(entry.protocol)) side.protocols.push(entry.protocol);
    } else sides.push({ protocols: [entry.protocol], address: entry.address, key });
  }
  return sides.map((s) => ({ who: protocolNames(s.protocols), address: s.address }));
}

function describeEntries(chain: string, symbol: string, entries: readonly ConflictEntry[]): string {
  return sidesOf(entries)
    .map((side) => describeSide(chain, symbol, side.who, side.address))
    .join(' vs ');
}

/** The reference contract in words: "Circle's USDC is 0xaf88…5831", "Wormhole, Stargate list 0xaf88…5831". */
function describeReference(reference: ReferenceContract): string {
  const short = shortAddress(reference.address);
  if (reference.kind === 'official' && reference.known)
    return `${issuerToken(reference.known)} is ${short}`;
  const n = reference.protocols.length;
  return `${protocolNames(reference.protocols)} ${n === 1 ? 'lists' : 'list'} ${short}`;
}

/** One detail line for a chain where this option's contract is the one in question. */
function conflictLine(conflict: OwnConflict): string {
  const { chain, chainName, symbol, reference } = conflict;
  if (reference === null)
    return `${chainName}: ${describeEntries(chain, symbol, conflict.entries)}`;
  return `${chainName}: ${describeEntries(chain, symbol, conflict.own)}; ${describeReference(reference)}`;
}

function conflictHeadline(conflicts: readonly OwnConflict[]): string {
  const names = chainList(conflicts.map((c) => c.chainName));
  const [first] = conflicts;
  const official = first?.reference?.kind === 'official' ? first.reference.known : undefined;
  const sameIssuer =
    official !== undefined &&
    conflicts.every(
      (c) => c.reference?.kind === 'official' && c.reference.known?.by === official.by,
    );
  if (conflicts.length === 1 && first !== undefined && first.reference !== null) {
    const own = describeEntries(first.chain, first.symbol, first.own);
    const bridged = first.own.length === 1 && / lists bridged /.test(own);
    if (bridged) return `${own} on ${first.chainName}`;
    if (official !== undefined) return `Not ${issuerToken(official)} on ${first.chainName}: ${own}`;
    return `Other sources list another contract on ${first.chainName}`;
  }
  if (sameIssuer) return `Not ${issuerToken(official)} on ${names}`;
  if (conflicts.every((c) => c.reference?.kind === 'majority'))
    return `Other sources list other contracts on ${names}`;
  return `Addresses differ on ${names}`;
}

function confirmedLine(confirmed: ConfirmedChain): string {
  const { chainName, chain, symbol, reference } = confirmed;
  const what =
    reference.kind === 'official' && reference.known
      ? `${issuerToken(reference.known)} ${shortAddress(reference.address)}`
      : `${shortAddress(reference.address)}, as most sources list`;
  const others = describeEntries(chain, symbol, confirmed.others);
  return `${chainName}: ${what}; ${others}`;
}

/** Several 'N of N' counts are only worth saying when they are all the same. */
function agreeCount(agreeing: readonly AgreeingChain[]): string {
  const counts = new Set(agreeing.map((a) => a.protocols.length));
  if (counts.size !== 1) return '';
  const [n] = counts;
  return ` (${n} of ${n})`;
}

/** Marks under which sources agreeing on an address may be said beside the issuer's line. */
const QUIET_KINDS: ReadonlySet<DeploymentKind> = new Set(['native', 'unverified']);

/** The chains of the issuer's own contracts on a card, and who issues them ("Circle's USDC"). */
function issuerChains(
  officialConfirmed: readonly ConfirmedChain[],
  marks: readonly ChainMark[],
): { who: string; chains: string[] } {
  const official = marks.filter((mark) => mark.kind === 'official');
  const names = new Set([
    ...officialConfirmed.map((c) => issuerToken(c.reference.known!)),
    ...official.map((mark) => mark.name).filter((name) => name !== ''),
  ]);
  // Where another source lists something else first: those are the chains the line settles.
  const chains = [
    ...new Set([...officialConfirmed.map((c) => c.chainName), ...official.map((m) => m.chain)]),
  ];
  return { who: names.size === 1 ? [...names][0]! : "The issuer's contract", chains };
}

/** ', on a copy that is not the issuer's' for an agreeing chain left out of the headline. */
function agreedCopy(
  chainName: string,
  said: readonly AgreeingChain[],
  marks: readonly ChainMark[],
): string {
  if (said.some((a) => a.chainName === chainName)) return '';
  const mark = marks.find((m) => m.chain === chainName);
  if (mark === undefined || QUIET_KINDS.has(mark.kind) || mark.kind === 'official') return '';
  return `, on ${mark.name || 'a copy'} that is not the issuer's own contract`;
}

/** The quiet part: chains where this option's contract is confirmed or where sources agree. */
function quietSummary(
  agreement: AddressAgreement,
  backed: readonly BackedChain[],
  marks: readonly ChainMark[],
): { headline: string; details: string[] } | null {
  const { confirmed } = agreement;
  let { agreeing } = agreement;
  const parts: string[] = [];
  const officialConfirmed = confirmed.filter((c) => c.reference.kind === 'official');
  // The issuer's line names every chain the card marks as the issuer's contract, not only those
  // where another source listed something else; the sources' agreement then speaks only of the
  // other chains, and never vouches, under a line naming the issuer, for a copy that is not theirs.
  const issuer = issuerChains(officialConfirmed, marks);
  if (issuer.chains.length > 0) {
    parts.push(`${issuer.who} on ${chainList(issuer.chains)}`);
    const kindOf = new Map(marks.map((mark) => [mark.chain, mark.kind]));
    const said = new Set(issuer.chains);
    agreeing = agreeing.filter((a) => {
      const kind = kindOf.get(a.chainName);
      return !said.has(a.chainName) && (kind === undefined || QUIET_KINDS.has(kind));
    });
  }
  const majority = confirmed.filter((c) => c.reference.kind === 'majority');
  if (majority.length > 0)
    parts.push(`Matches most sources on ${chainList(majority.map((c) => c.chainName))}`);
  if (agreeing.length > 0)
    parts.push(
      `Sources agree on ${chainList(agreeing.map((a) => a.chainName))}${agreeCount(agreeing)}`,
    );
  if (backed.length === 1) parts.push(`${backed[0]!.text} on ${backed[0]!.chainName}`);
  else if (backed.length > 1) parts.push(`Contract checked on ${backed.length} chains`);
  if (parts.length === 0) return null;
  const headline = parts
    .map((part, i) => (i === 0 ? part : part.charAt(0).toLowerCase() + part.slice(1)))
    .join('; ');
  const details = [
    ...confirmed.map(confirmedLine),
    ...agreement.agreeing.map(
      (a) =>
        `${a.chainName}: ${a.protocols.length} of ${a.protocols.length} sources agree (${protocolNames(a.protocols)})${agreedCopy(a.chainName, agreeing, marks)}`,
    ),
    ...backed.map((b) => `${b.chainName}: ${b.text}`),
  ];
  return { headline, details };
}

/**
 * Human text for an option's agreement. A warning names only this option's own contracts that
 * differ from the issuer's (or, without an issuer list, from what most sources list): a card that
 * carries the issuer's contract gets a quiet line saying so instead. Each line is one fact:
 * 'Orbiter Finance lists bridged USDC.e 0xFF97…5CC8 as USDC on Arbitrum', "Circle's USDC on
 * Arbitrum, Base and Optimism", 'Sources agree on Ethereum, Arbitrum and Base (3 of 3)'.
 * `backed` adds the chains where evidence cleared a suspect spelling; they count as agreement.
 */
export function summarizeAgreement(
  agreement: AddressAgreement,
  backed: readonly BackedChain[] = [],
  marks: readonly ChainMark[] = [],
): AgreementSummary {
  const quiet = quietSummary(agreement, backed, marks);
  const { conflicts } = agreement;
  if (conflicts.length > 0) {
    return {
      tone: 'conflict',
      headline: conflictHeadline(conflicts),
      details: conflicts.map(conflictLine),
      ...(quiet ? { quiet } : {}),
    };
  }
  if (quiet === null) return { tone: 'none', headline: '', details: [] };
  return { tone: 'agree', headline: quiet.headline, details: quiet.details };
}
