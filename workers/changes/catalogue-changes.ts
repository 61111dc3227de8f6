// "What changed since your last visit", worker side: how the visitor acknowledges what the app
// lists, and the diff in the contract's shape (the snapshot of what the app lists, and how a
// baseline absorbs sources seen for the first time, are snapshot.ts's). Pure: the engine decides
// when, the store keeps the baseline. With diff.ts it is a chunk of its own, loaded when a
// baseline is first compared or acknowledged (api/changes-api.ts).
import { diffSnapshots, hasChanges, parseTokenIdentity, summarizeChanges } from './diff';
import type { CatalogueSnapshot } from './snapshot';
import { resolveChain } from '../../src/shared/chains';
import type {
  CatalogueChanges,
  ChainChoice,
  ChangedToken,
  ProtocolCatalogueChanges,
} from '../../src/shared/contract';
import { PROTOCOLS } from '../../src/shared/tokens';

// Code-unit order: deterministic and locale-free.
const compareCodeUnits = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The baseline after the visitor acknowledged `current`: its protocols replace the baseline's,
 * protocols not loaded now (failed, no cache) keep what the baseline knew of them.
 */
export function acknowledge(
  baseline: CatalogueSnapshot | null,
  current: CatalogueSnapshot,
): CatalogueSnapshot {
  return { ...current, protocols: { ...baseline?.protocols, ...current.protocols } };
}

/** Display name of a canonical chain id; `known` (from the loaded data) first, for unknown chains. */
export type ChainNamer = (id: string) => string;

export function chainNamer(known: ReadonlyMap<string, string>): ChainNamer {
  return (id) =>
    known.get(id) ?? (id.startsWith('raw:') ? id.slice('raw:'.length) : resolveChain(id).name);
}

function changedTokens(identities: readonly string[], nameOf: ChainNamer): ChangedToken[] {
  return identities
    .map((identity) => {
      const { symbol, chain } = parseTokenIdentity(identity);
      return { symbol, chain, chainName: nameOf(chain) };
    })
    .sort((a, b) => compareCodeUnits(a.symbol, b.symbol) || compareCodeUnits(a.chain, b.chain));
}

function changedChains(ids: readonly string[], nameOf: ChainNamer): ChainChoice[] {
  return ids.map((id) => ({ id, name: nameOf(id) }));
}

/** The contract's answer: what `current` has gained or lost against the baseline, or null. */
export function describeChanges(
  baseline: { takenAt: number; snapshot: CatalogueSnapshot },
  current: CatalogueSnapshot,
  nameOf: ChainNamer,
): CatalogueChanges | null {
  const diff = diffSnapshots(baseline.snapshot, current);
  if (!hasChanges(diff)) return null;
  const protocols: ProtocolCatalogueChanges[] = [];
  for (const protocol of PROTOCOLS) {
    if (!hasChanges(diff, protocol)) continue;
    const changes = diff[protocol];
    protocols.push({
      protocol,
      addedTokens: changedTokens(changes.addedTokens, nameOf),
      removedTokens: changedTokens(changes.removedTokens, nameOf),
      addedChains: changedChains(changes.addedChains, nameOf),
      removedChains: changedChains(changes.removedChains, nameOf),
      summary: summarizeChanges(changes),
    });
  }
  return { since: baseline.takenAt, protocols };
}
