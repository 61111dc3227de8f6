// What changed since the last visit: the diff between two snapshots of the catalogue
// (snapshot.ts). Loaded with catalogue-changes.ts as a chunk of its own, when a baseline is
// compared or acknowledged: no first answer needs it.
import type { Protocol } from '../../src/shared/tokens';
import { PROTOCOLS } from '../../src/shared/tokens';
import type { CatalogueSnapshot } from './snapshot';

export interface ProtocolChanges {
  addedTokens: string[];
  removedTokens: string[];
  addedChains: string[];
  removedChains: string[];
}

export type CatalogueDiff = Record<Protocol, ProtocolChanges>;

/** Splits an identity back; the chain is after the last '@' (chain ids contain none, symbols might). */
export function parseTokenIdentity(identity: string): { symbol: string; chain: string } {
  const at = identity.lastIndexOf('@');
  return at < 0
    ? { symbol: identity, chain: '' }
    : { symbol: identity.slice(0, at), chain: identity.slice(at + 1) };
}

/** Items of `next` missing from `base`, in `next`'s (sorted) order. */
function missingFrom(base: readonly string[], next: readonly string[]): string[] {
  const known = new Set(base);
  return next.filter((item) => !known.has(item));
}

function noChanges(): ProtocolChanges {
  return { addedTokens: [], removedTokens: [], addedChains: [], removedChains: [] };
}

/**
 * Per protocol, what `current` has that `previous` had not, and the reverse. A protocol missing
 * from either snapshot reports no changes: on a first visit (or after a failed download) there is
 * nothing to compare, and listing the whole catalogue as "added" would be noise.
 */
export function diffSnapshots(
  previous: CatalogueSnapshot | null | undefined,
  current: CatalogueSnapshot,
): CatalogueDiff {
  const diff = {} as CatalogueDiff;
  for (const protocol of PROTOCOLS) {
    const before = previous?.protocols[protocol];
    const after = current.protocols[protocol];
    if (before === undefined || after === undefined) {
      diff[protocol] = noChanges();
      continue;
    }
    diff[protocol] = {
      addedTokens: missingFrom(before.tokens, after.tokens),
      removedTokens: missingFrom(after.tokens, before.tokens),
      addedChains: missingFrom(before.chains, after.chains),
      removedChains: missingFrom(after.chains, before.chains),
    };
  }
  return diff;
}

function protocolHasChanges(changes: ProtocolChanges): boolean {
  return (
    changes.addedTokens.length > 0 ||
    changes.removedTokens.length > 0 ||
    changes.addedChains.length > 0 ||
    changes.removedChains.length > 0
  );
}

/** True when any protocol has anything to report (or, with `protocol`, that one does). */
export function hasChanges(diff: CatalogueDiff, protocol?: Protocol): boolean {
  const protocols = protocol === undefined ? PROTOCOLS : [protocol];
  return protocols.some((p) => protocolHasChanges(diff[p]));
}

function count(n: number, one: string, many: string): string {
  return `${n} ${n === 1 ? one : many}`;
}

/** One line for a banner, e.g. '3 tokens added, 1 removed, 2 new chains'; '' when nothing changed. */
export function summarizeChanges(changes: ProtocolChanges): string {
  const parts: string[] = [];
  if (changes.addedTokens.length > 0) {
    parts.push(`${count(changes.addedTokens.length, 'token', 'tokens')} added`);
  }
  if (changes.removedTokens.length > 0) {
    parts.push(
      changes.addedTokens.length > 0
        ? `${changes.removedTokens.length} removed`
        : `${count(changes.removedTokens.length, 'token', 'tokens')} removed`,
    );
  }
  if (changes.addedChains.length > 0) {
    parts.push(count(changes.addedChains.length, 'new chain', 'new chains'));
  }
  if (changes.removedChains.length > 0) {
    parts.push(`${count(changes.removedChains.length, 'chain', 'chains')} dropped`);
  }
  return parts.join(', ');
}
