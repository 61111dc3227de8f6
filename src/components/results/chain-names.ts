import type { ChainChoice } from '../../shared/contract';
import { chainDisplayName } from '../../shared/chains';

/** Display name of a canonical chain id, preferring the names in the loaded chain list. */
export function chainNameForId(id: string, chains: readonly ChainChoice[] = []): string {
  const listed = chains.find((chain) => chain.id === id);
  if (listed) return listed.name;
  // Unknown chains carry their raw source name after this prefix (see chains.ts).
  if (id.startsWith('raw:')) return id.slice(4);
  return chainDisplayName(id);
}
