// A source's FlexSearch index: imported from the database when it was built from the same data
// in the same index format, else built in slices (the event loop gets turns), then stored next
// to the source's row. Until it is ready the source is searched by a linear scan.
//
// Importing is one long task (parsing the export: tens of ms on a phone for the longest list), and a
// repeat visit's first search does not need it: the linear scan gives the same answers. So a
// stored index waits for the first search to be answered (see first-answer.ts), and that search
// never queues behind it.
import type { Protocol } from '../../src/shared/tokens';
import { INDEX_FORMAT_VERSION, loadFlexSearch, SubstringIndex } from '../search/substring-index';
import type { Store } from '../storage/store';
import type { Runtime } from './runtime';
import { markIndexed, type Loaded, type SourceState } from './source-state';

/** How the matcher of a source came to be, with the time it took. */
export interface IndexTiming {
  protocol: Protocol;
  kind: 'built' | 'imported';
  ms: number;
  documents: number;
}

export interface Indexing {
  /** Imports the persisted index if it matches the data, else builds one; then persists it. */
  prepare(
    s: Pick<SourceState, 'protocol' | 'generation' | 'persisted'>,
    loaded: Loaded,
    tryImport: boolean,
  ): Promise<void>;
  /** Index build / import timings, oldest first. */
  readonly timings: readonly IndexTiming[];
}

export function createIndexing(parts: {
  runtime: Pick<Runtime, 'monotonicNow' | 'yieldFn' | 'log'>;
  opened: () => Promise<Pick<Store, 'loadIndex' | 'saveIndex'>>;
  /** Settles once the first search has been answered (FirstAnswer's `settled`). */
  afterFirstAnswer: () => Promise<void>;
}): Indexing {
  const { monotonicNow, yieldFn, log } = parts.runtime;
  const timings: IndexTiming[] = [];

  function record(protocol: Protocol, kind: IndexTiming['kind'], ms: number, documents: number) {
    const timing = { protocol, kind, ms, documents };
    timings.push(timing);
    log('index', timing);
  }

  return {
    timings,
    async prepare(s, loaded, tryImport) {
      const generation = s.generation;
      const { table } = loaded.catalog;
      let index: SubstringIndex | null = null;
      if (tryImport) {
        await parts.afterFirstAnswer();
        if (s.generation !== generation) return; // newer data arrived meanwhile
        const row = await (await parts.opened()).loadIndex(s.protocol);
        if (row && row.formatVersion === INDEX_FORMAT_VERSION && row.dataHash === loaded.dataHash) {
          await loadFlexSearch();
          if (s.generation !== generation) return;
          const t0 = monotonicNow();
          index = SubstringIndex.import(table, row.chunks);
          if (index) record(s.protocol, 'imported', monotonicNow() - t0, table.size);
        }
      }
      const built = index === null;
      if (!index) {
        const t0 = monotonicNow();
        index = await SubstringIndex.build(table, { yieldFn, now: monotonicNow });
        record(s.protocol, 'built', monotonicNow() - t0, table.size);
      }
      if (s.generation !== generation) return; // newer data arrived while we worked
      markIndexed(loaded, index);
      // An index is only worth keeping next to the source row it was built from.
      if (built && s.persisted) {
        await (
          await parts.opened()
        ).saveIndex({
          protocol: s.protocol,
          formatVersion: INDEX_FORMAT_VERSION,
          dataHash: loaded.dataHash,
          chunks: index.export(),
        });
      }
    },
  };
}
