// The compact per-protocol snapshot of the catalogue that "what changed since your last visit"
// compares (small enough to keep in IndexedDB): building it, a baseline taking in sources seen for
// the first time, and checking one read back. It is part of the worker's own bundle, as the
// store, the database's upgrade and a first visit's baseline use it; the diff between two
// snapshots (diff.ts, catalogue-changes.ts) is a chunk loaded when first needed.
import type { Protocol, Token } from '../../src/shared/tokens';
import { PROTOCOLS } from '../../src/shared/tokens';
import { adapterOf } from '../../src/shared/protocols';
import { createChainResolver, symbolKey } from '../trust/trust-keys';
import { isListed } from '../search/listed';

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

/** Identity of a token for change tracking; the symbol is compared exactly (after trimming). */
export function tokenIdentity(symbol: string, chainId: string): string {
  return `${symbolKey(symbol)}@${chainId}`;
}

// Code-unit order: deterministic and locale-free, unlike localeCompare.
const byCodeUnit = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Snapshot of the catalogue. Pass only the protocols whose data is loaded: a protocol left out is
 * "unknown", not "empty", so a failed download never reads as every token removed. A token's
 * wrapped deployments (a token bridge's foreign assets) count as the token being on those chains, as
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

/** Snapshot of the tokens a visitor can find (those its adapter lists), per loaded protocol. */
export function listedSnapshot(
  tokensByProtocol: Partial<Record<Protocol, readonly Token[]>>,
): CatalogueSnapshot {
  const listed: Partial<Record<Protocol, readonly Token[]>> = {};
  for (const protocol of PROTOCOLS) {
    const tokens = tokensByProtocol[protocol];
    if (tokens !== undefined) listed[protocol] = tokens.filter(isListed);
  }
  return snapshotOf(listed);
}

/**
 * The baseline plus every protocol it does not know yet, taken from `current`: a source that
 * failed on the first visit gets its baseline the first time it loads. Null when nothing is added.
 */
export function adoptNewProtocols(
  baseline: CatalogueSnapshot,
  current: CatalogueSnapshot,
): CatalogueSnapshot | null {
  const missing = PROTOCOLS.filter(
    (p) => baseline.protocols[p] === undefined && current.protocols[p] !== undefined,
  );
  if (missing.length === 0) return null;
  const protocols = { ...baseline.protocols };
  for (const protocol of missing) protocols[protocol] = current.protocols[protocol];
  return { ...baseline, protocols };
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
