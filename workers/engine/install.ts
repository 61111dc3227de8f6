// How data becomes a source's: a catalogue over its tokens (searchable at once by a linear scan),
// what was derived from the old data dropped, then its index prepared in the background; new
// downloads are also saved. Stored rows (the cache at start, or another tab's download) arrive
// here as well as downloads and shipped snapshots.
import type { SourceRow } from '../storage/db';
import { createCatalog, type ChainResolver } from '../search/catalog';
import type { EngineCache } from './cache';
import type { EngineEvents } from './events';
import type { Indexing } from './indexing';
import type { Runtime } from './runtime';
import { markInstalled, settle, type Loaded, type SourceState } from './source-state';

export type NewData = Omit<Loaded, 'catalog'>;

export interface Installer {
  /** Installs stored data for a source and imports (or builds) its index. */
  installStored(s: SourceState, row: SourceRow): void;
  /** New data for a source: searchable at once (linear scan), then saved and indexed. */
  installAndSave(s: SourceState, data: NewData): Promise<void>;
}

export function createInstaller(parts: {
  resolveChain: ChainResolver;
  runtime: Pick<Runtime, 'background'>;
  indexing: Pick<Indexing, 'prepare'>;
  /** Saves new data (the cache's `save`). */
  save: EngineCache['save'];
  /** Tells 'data-changed': what was derived from the old data is dropped. */
  events: Pick<EngineEvents, 'emit'>;
  notify(): void;
}): Installer {
  function install(s: SourceState, data: NewData): Loaded {
    const loaded: Loaded = {
      ...data,
      catalog: createCatalog(s.protocol, data.tokens, parts.resolveChain),
    };
    markInstalled(s, loaded);
    parts.events.emit('data-changed', undefined);
    return loaded;
  }

  return {
    installStored(s, row) {
      const loaded = install(s, {
        origin: row.origin ?? 'live',
        tokens: row.tokens,
        skipped: row.skipped,
        updatedAt: row.updatedAt,
        validators: { etag: row.etag, lastModified: row.lastModified },
        dataHash: row.dataHash,
      });
      parts.runtime.background('index-error', parts.indexing.prepare(s, loaded, true));
    },
    async installAndSave(s, data) {
      const loaded = install(s, data);
      settle(s);
      parts.notify();
      await parts.save(s, loaded);
      parts.runtime.background('index-error', parts.indexing.prepare(s, loaded, false));
    },
  };
}
