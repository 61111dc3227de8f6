// Test helper for the engine modules: a private fake-indexeddb database and loaded data built
// through the real catalogue, so each module runs over real parts.
import { IDBFactory, IDBKeyRange } from 'fake-indexeddb';
import type { Token } from '../../../../src/shared/tokens';
import { hashJson } from '../../../../workers/data-hash';
import { BridgeDb } from '../../../../workers/storage/db';
import { createCatalog } from '../../../../workers/search/catalog';
import type { Loaded } from '../../../../workers/engine/source-state';
import { fixtureTokens } from '../catalogs';

export function freshDb(): () => BridgeDb {
  const indexedDB = new IDBFactory();
  return () => new BridgeDb('engine-unit', { indexedDB, IDBKeyRange });
}

export function loadedStargate(
  updatedAt = 1000,
  tokens: Token[] = fixtureTokens().Stargate,
): Loaded {
  return {
    origin: 'live',
    tokens,
    skipped: 0,
    updatedAt,
    validators: { etag: '"v1"', lastModified: null },
    dataHash: hashJson(tokens),
    catalog: createCatalog('Stargate', tokens),
  };
}
