// A chain's display name without the chain registry in the entry chunk: the registry is
// fetched on first use, and the raw id stands in for the few frames it takes.
import { useEffect, useState } from 'react';

type DisplayName = (id: string) => string;

let loaded: DisplayName | null = null;
let loading: Promise<DisplayName> | null = null;

function loadDisplayName(): Promise<DisplayName> {
  loading ??= import('../../shared/chains').then(
    ({ chainDisplayName }) => (loaded = (id) => chainDisplayName(id)),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * The display name of a canonical chain id that is not in the loaded chain list: what
 * chainNameForId (./chain-names) gives without a list.
 */
export function useChainName(id: string): string {
  const [displayName, setDisplayName] = useState(() => loaded);
  useEffect(() => {
    if (displayName) return;
    let current = true;
    loadDisplayName()
      .then((loadedName) => {
        if (current) setDisplayName(() => loadedName);
      })
      .catch((error: unknown) => console.warn('Loading chain names failed', error));
    return () => {
      current = false;
    };
  }, [displayName]);
  // Unknown chains carry their raw source name after this prefix (see chains.ts).
  if (id.startsWith('raw:')) return id.slice(4);
  return displayName ? displayName(id) : id;
}
