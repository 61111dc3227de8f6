// What changed since the last visit: a compact per-protocol snapshot of the
// catalogue, small enough to keep in IndexedDB, and the diff between two snapshots.
import type { Protocol, Token } from '../../src/shared/tokens';
import { PROTOCOLS } from '../../src/shared/tokens';
import { adapterOf } from '../../src/shared/protocols';
import { createChainResolver, symbolKey } from '../trust/trust-keys';

export const SNAPSHOT_VERSION = 1;

export interface ProtocolSnapshot {
  /** Token identities `${symbol}@${canonicalChainId}`, sorted, without duplicates. */
  tokens: string[];
  /** Canonical chain ids, sorted, without duplicates. */
  chains: string[];
}

/**
 * Plain, structured-cloneable data: sorted string arrays (about 40 KB for the whole catalogue).
 * A protocol is absent when its data was not available when the snapshot was taken.
 */
export interface CatalogueSnapshot {
  version: typeof SNAPSHOT_VERSION;
  protocols: Partial<Record<Protocol, ProtocolSnapshot>>;
}

export interface ProtocolChanges {
  addedTokens: string[];
  removedTokens: string[];
  addedChains: string[];
  removedChains: string[];
}

export type CatalogueDiff = Record<Protocol, ProtocolChanges>;

/** Identity of a token for change tracking; the symbol is compared exactly (after trimming). */
export function tokenIdentity(symbol: string, chainId: string): string {
  return `${symbolKey(symbol)}@${chainId}`;
}

/** Splits an identity back; the chain is after the last '@' (chain ids contain none, symbols might). */
export function parseTokenIdentity(identity: string): { symbol: string; chain: string } {
  const at = identity.lastIndexOf('@');
  return at < 0
    ? { symbol: identity, chain: '' }
    : { symbol: identity.slice(0, at), chain: identity.slice(at + 1) };
}

// Code-unit order: deterministic and locale-free, unlike localeCompare.
const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Snapshot of the catalogue. Pass only the protocols whose data is loaded: a protocol left out is
 * "unknown", not "empty", so a failed download never reads as every token removed. A token's
 * wrapped deployments (Wormhole's foreign assets) count as the token being on those chains, as
 * they do on the result cards.
 */
export function snapshotOf(
  tokensByProtocol: Partial<Record<Protocol, readonly Token[]>>,
): CatalogueSnapshot {
  const chainOf = createChainResolver();
  const protocols: CatalogueSnapshot['protocols'] = {};
  for (const protocol of PROTOCOLS) {
    const tokens = tokensByProtocol[protocol];
    if (tokens === undefined) continue;
    const identities = new Set<string>();
    const chains = new Set<string>();
    const add = (symbol: string, chainId: string) => {
      if (symbolKey(symbol) === '') return;
      identities.add(tokenIdentity(symbol, chainId));
      chains.add(chainId);
    };
    for (const token of tokens) {
      add(token.symbol, chainOf(token).id);
      const adapter = adapterOf(token);
      for (const foreign of adapter.otherDeployments(token)) {
        add(token.symbol, chainOf(adapter.onChain(token, foreign)).id);
      }
    }
    protocols[protocol] = {
      tokens: [...identities].sort(byCodeUnit),
      chains: [...chains].sort(byCodeUnit),
    };
  }
  return { version: SNAPSHOT_VERSION, protocols };
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

function isStringArray(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

/**
 * Guard for a snapshot read back from IndexedDB: a stored value from another version or a
 * damaged record is treated as "no previous snapshot" rather than trusted.
 */
export function isCatalogueSnapshot(value: unknown): value is CatalogueSnapshot {
  if (typeof value !== 'object' || value === null) return false;
  const { version, protocols } = value as { version?: unknown; protocols?: unknown };
  if (version !== SNAPSHOT_VERSION || typeof protocols !== 'object' || protocols === null) {
    return false;
  }
  return Object.entries(protocols).every(([key, entry]) => {
    if (!(PROTOCOLS as readonly string[]).includes(key)) return false;
    if (entry === undefined) return true;
    if (typeof entry !== 'object' || entry === null) return false;
    const { tokens, chains } = entry as { tokens?: unknown; chains?: unknown };
    return isStringArray(tokens) && isStringArray(chains);
  });
}
