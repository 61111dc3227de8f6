// The worker's IndexedDB database (Dexie): typed tables and every schema version with its upgrade.
// A shipped version is never edited; a change is a new entry in SCHEMA_VERSIONS. Only this module
// and workers/store.ts touch the tables.
// Dexie's modern ES module build: same release and API as 'dexie', ~2 KB gzip smaller than the
// UMD build that entry wraps (see vendor-builds.d.ts).
import Dexie, { type EntityTable, type Transaction } from 'dexie/dist/modern/dexie.mjs';
import type { CatalogueSnapshot } from '../changes/snapshot';
import type { CompiledTrust } from '../trust/compiled-trust';
import type { Protocol, Token } from '../../src/shared/tokens';
import { listedSnapshot } from '../changes/snapshot';

import { DB_NAME } from '../../src/shared/storage';
import { BASELINE_KEY, TOKENS_FORMAT_VERSION, TRUST_KEY } from './db-constants';

export { BASELINE_KEY, DB_NAME, TOKENS_FORMAT_VERSION, TRUST_KEY };

/** One source's normalised tokens and what we know about the download they came from. */
export interface SourceRow {
  protocol: Protocol;
  /** Shape version of `tokens`; rows of another version are ignored (re-fetched), not misread. */
  tokensFormat: number;
  tokens: Token[];
  /** Entries the parser skipped as malformed. */
  skipped: number;
  /** When the data was last confirmed by the source (fresh 200 or 304), ms since epoch. */
  updatedAt: number;
  etag: string | null;
  lastModified: string | null;
  /** Hash of `tokens`; keys the persisted search index. */
  dataHash: string;
  /** 'snapshot' when the row holds the build's shipped catalogue; absent for live data. */
  origin?: 'snapshot';
  /**
   * The tab that last downloaded or confirmed this row (see `start`'s `tabId`); absent in rows
   * written before tabs shared downloads. Not indexed, so no schema version.
   */
  savedByTab?: string;
}

/** An exported FlexSearch index, valid only for the same data hash and index format. */
export interface SearchIndexRow {
  protocol: Protocol;
  formatVersion: number;
  dataHash: string;
  /** FlexSearch export (key, data) pairs, in export order. */
  chunks: Array<[string, string]>;
}

/**
 * The catalogue as the visitor last acknowledged it (for "what changed since your last
 * visit"), in changes/snapshot.ts's format. Protocols absent from `snapshot` were unknown then.
 * Read back through `isCatalogueSnapshot`: a damaged row counts as no baseline.
 */
export interface SnapshotRow {
  key: typeof BASELINE_KEY;
  /** When the baseline was taken or last acknowledged, ms since epoch. */
  takenAt: number;
  snapshot: CatalogueSnapshot;
}

/**
 * What the trust notes computed over every loaded token (trust/compiled-trust.ts), valid only for
 * the same data (each source's data hash) and the same worker build (its script's URL, which
 * names its content).
 */
export interface DerivedRow {
  key: typeof TRUST_KEY;
  /** The worker build that computed it. */
  build: string;
  /** `protocol:dataHash` of each source it was computed over, in the engine's order. */
  sources: string;
  compiled: CompiledTrust;
}

interface SchemaVersion {
  version: number;
  /** Only the tables added or changed in this version (Dexie carries the others over). */
  stores: Record<string, string | null>;
  upgrade?: (tx: Transaction) => Promise<void>;
}

/** Every schema version ever shipped, oldest first. Append; never edit a shipped entry. */
export const SCHEMA_VERSIONS: readonly SchemaVersion[] = [
  {
    version: 1,
    stores: { sources: 'protocol', searchIndex: 'protocol' },
  },
  {
    version: 2,
    stores: { snapshots: 'key' },
    // Seed the baseline from the cached data: what the visitor last saw is what the cache holds,
    // so the first visit after the upgrade can already say what changed.
    upgrade: async (tx) => {
      const rows = ((await tx.table('sources').toArray()) as SourceRow[]).filter(
        (row) =>
          row.tokensFormat === TOKENS_FORMAT_VERSION &&
          Array.isArray(row.tokens) &&
          Number.isFinite(row.updatedAt),
      );
      if (rows.length === 0) return;
      const snapshot = listedSnapshot(
        Object.fromEntries(rows.map((row) => [row.protocol, row.tokens])),
      );
      const takenAt = Math.max(...rows.map((row) => row.updatedAt));
      const baseline: SnapshotRow = { key: BASELINE_KEY, takenAt, snapshot };
      await tx.table('snapshots').put(baseline);
    },
  },
  {
    version: 3,
    stores: { derived: 'key' },
  },
];

export const LATEST_SCHEMA_VERSION = SCHEMA_VERSIONS[SCHEMA_VERSIONS.length - 1]?.version ?? 1;

export interface BridgeDbOptions {
  /** Injected IndexedDB (fake-indexeddb in tests); the global one by default. */
  indexedDB?: IDBFactory;
  IDBKeyRange?: typeof IDBKeyRange;
  /** Declare versions only up to this one: lets tests create a database as an older release did. */
  upToVersion?: number;
}

export class BridgeDb extends Dexie {
  sources!: EntityTable<SourceRow, 'protocol'>;
  searchIndex!: EntityTable<SearchIndexRow, 'protocol'>;
  snapshots!: EntityTable<SnapshotRow, 'key'>;
  derived!: EntityTable<DerivedRow, 'key'>;

  constructor(name: string = DB_NAME, options: BridgeDbOptions = {}) {
    super(name, {
      ...(options.indexedDB ? { indexedDB: options.indexedDB } : {}),
      ...(options.IDBKeyRange ? { IDBKeyRange: options.IDBKeyRange } : {}),
    });
    const upTo = options.upToVersion ?? LATEST_SCHEMA_VERSION;
    for (const entry of SCHEMA_VERSIONS) {
      if (entry.version > upTo) break;
      const version = this.version(entry.version).stores(entry.stores);
      if (entry.upgrade) version.upgrade(entry.upgrade);
    }
  }
}
