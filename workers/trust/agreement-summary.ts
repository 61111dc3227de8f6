// Address agreement in words: turns what `computeAgreement` found for one bridge option into the
// card's headline and detail lines, a warning naming only this option's own differing contracts.
import { knownContract, type KnownContract } from './known-contracts';
import type { Protocol } from '../../src/shared/tokens';
import type { ChainMark, DeploymentKind } from '../../src/shared/variants';
import type { AgreementSummary } from '../../src/shared/trust';
import { PROTOCOL_DISPLAY_NAME } from '../../src/shared/tokens';
import { comparableAddress, shortAddress } from './trust-keys';
import type {
  AddressAgreement,
  AgreeingChain,
  ConfirmedChain,
  ConflictEntry,
  OwnConflict,
  ReferenceContract,
} from './agreement';

/** A chain where evidence backs a spelling that looked suspect ('Same contract as {protocol}'s USDT'). */
export interface BackedChain {
  chain: string;
  chainName: string;
  /** A sentence fragment starting with a capital: 'Same contract as {protocol}'s USDT'. */
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
 * One side of a disagreement: who lists which address, naming a known contract ('{A}
 * lists bridged USDC.e 0xFF97…5CC8 as USDC', '{B}, {C} 0xaf88…5831 (Circle's USDC)').
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

/** The reference contract in words: "Circle's USDC is 0xaf88…5831", "{A}, {B} list 0xaf88…5831". */
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
 * '{protocol} lists bridged USDC.e 0xFF97…5CC8 as USDC on Arbitrum', "Circle's USDC on
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
