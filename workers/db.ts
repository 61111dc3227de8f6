// The worker's IndexedDB database (Dexie): typed tables and every schema version with its upgrade.
// A shipped version is never edited; a change is a new entry in SCHEMA_VERSIONS. Only this module
// and workers/store.ts touch the tables.
import Dexie, { type EntityTable, type Transaction } from 'dexie';
import type { Protocol, Token } from '../src/shared/tokens';
import { tokenChain } from '../src/shared/tokens';

export const DB_NAME = 'bridge-please';

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
 * What a protocol offered at the visitor's last visit (issue 7: "what changed since last visit").
 * `entries` are `${symbol}\u0000${chain}` so additions and removals are plain set differences.
 */
export interface SnapshotRow {
  protocol: Protocol;
  takenAt: number;
  dataHash: string;
  entries: string[];
  chains: string[];
}

export function snapshotOf(row: Pick<SourceRow, 'protocol' | 'tokens' | 'dataHash'>, takenAt: number): SnapshotRow {
  const entries = new Set<string>();
  const chains = new Set<string>();
  for (const token of row.tokens) {
    const chain = tokenChain(token);
    entries.add(`${token.symbol}\u0000${chain}`);
    chains.add(chain);
  }
  return { protocol: row.protocol, takenAt, dataHash: row.dataHash, entries: [...entries], chains: [...chains] };
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
    stores: { snapshots: 'protocol' },
    // Seed the baseline from the cached data so the first visit after the upgrade can already
    // say what changed, instead of waiting one more visit.
    upgrade: async (tx) => {
      const sources = (await tx.table('sources').toArray()) as SourceRow[];
      await tx.table('snapshots').bulkPut(sources.map((row) => snapshotOf(row, row.updatedAt)));
    },
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
  snapshots!: EntityTable<SnapshotRow, 'protocol'>;

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
