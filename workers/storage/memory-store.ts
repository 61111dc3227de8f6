// The store the engine answers with until the database is open, and for good when IndexedDB
// cannot be used: part of the worker's own bundle, while the real store (./store) is a chunk
// loaded with the database.
import type { Store } from './store';

/** A store for when IndexedDB cannot be used at all. */
export const MEMORY_STORE: Store = {
  state: 'unavailable',
  available: false,
  loadSources: async () => [],
  loadSource: async () => undefined,
  saveSource: async () => 'skipped',
  touchSource: async () => 'skipped',
  loadIndex: async () => undefined,
  saveIndex: async () => false,
  loadBaseline: async () => undefined,
  saveBaseline: async () => false,
  loadTrust: async () => undefined,
  saveTrust: async () => false,
};
