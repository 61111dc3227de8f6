// Names shared by the data worker (which owns the database) and the page (which only asks
// whether it exists, to tell a first visit from a repeat visit, and takes a source's refresh lock
// while it downloads that source itself).
import type { Protocol } from './tokens';

/** The IndexedDB database of the data worker (workers/db.ts). */
export const DB_NAME = 'bridge-please';

/** The Web Lock a tab holds while it refreshes one source (its page or its worker). */
export function refreshLockName(protocol: Protocol): string {
  return `bridge-please:refresh:${protocol.toLowerCase()}`;
}
