import { describe, expect, test } from 'vitest';
import type { SearchIndexRow } from '../../../../workers/storage/db';
import { createIndexing } from '../../../../workers/engine/indexing';
import { createRuntime } from '../../../../workers/engine/runtime';
import { deferred } from '../../../../workers/engine/source-state';
import { INDEX_FORMAT_VERSION, SubstringIndex } from '../../../../workers/search/substring-index';
import { loadedStargate } from './fixtures';

function memoryIndexStore() {
  const rows = new Map<string, SearchIndexRow>();
  return {
    rows,
    store: {
      loadIndex: async (protocol: string) => rows.get(protocol),
      saveIndex: async (row: SearchIndexRow) => {
        rows.set(row.protocol, row);
        return true;
      },
    },
  };
}

describe('createIndexing', () => {
  test('builds an index, stores it beside a persisted row, and imports it next time', async () => {
    const { rows, store } = memoryIndexStore();
    const runtime = createRuntime({});
    const indexing = createIndexing({
      runtime,
      opened: async () => store,
      afterFirstAnswer: async () => {},
    });
    const s = { protocol: 'Stargate' as const, generation: 1, persisted: true };
    const first = loadedStargate();
    await indexing.prepare(s, first, true);
    expect(first.catalog.matcher).toBeInstanceOf(SubstringIndex);
    expect(rows.get('Stargate')?.dataHash).toBe(first.dataHash);

    const again = loadedStargate();
    await indexing.prepare(s, again, true);
    expect(again.catalog.matcher).toBeInstanceOf(SubstringIndex);
    expect(indexing.timings.map((t) => t.kind)).toEqual(['built', 'imported']);
    expect(indexing.timings[0]?.documents).toBe(first.catalog.table.size);
  });

  test('an index for data replaced meanwhile is dropped, and unsaved data keeps none', async () => {
    const { rows, store } = memoryIndexStore();
    const indexing = createIndexing({
      runtime: createRuntime({}),
      opened: async () => store,
      afterFirstAnswer: async () => {},
    });
    const s = { protocol: 'Stargate' as const, generation: 1, persisted: true };
    const loaded = loadedStargate();
    const linear = loaded.catalog.matcher;
    const preparing = indexing.prepare(s, loaded, false);
    s.generation++;
    await preparing;
    expect(loaded.catalog.matcher).toBe(linear);

    const unsaved = { ...s, persisted: false };
    await indexing.prepare(unsaved, loadedStargate(), false);
    expect(rows.size).toBe(0);
  });

  test('a stored index is imported only once the first search has been answered', async () => {
    const { rows, store } = memoryIndexStore();
    const s = { protocol: 'Stargate' as const, generation: 1, persisted: true };
    const stored = loadedStargate();
    rows.set('Stargate', {
      protocol: 'Stargate',
      formatVersion: INDEX_FORMAT_VERSION,
      dataHash: stored.dataHash,
      chunks: (await SubstringIndex.build(stored.catalog.table)).export(),
    });
    const answered = deferred();
    let reads = 0;
    const indexing = createIndexing({
      runtime: createRuntime({}),
      opened: async () => ({ ...store, loadIndex: (p: string) => (reads++, store.loadIndex(p)) }),
      afterFirstAnswer: () => answered.promise,
    });
    const linear = stored.catalog.matcher;
    const preparing = indexing.prepare(s, stored, true);
    for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
    // The linear scan still answers: the import has not even read the stored export.
    expect(reads).toBe(0);
    expect(stored.catalog.matcher).toBe(linear);

    answered.resolve();
    await preparing;
    expect(stored.catalog.matcher).toBeInstanceOf(SubstringIndex);
    expect(indexing.timings.map((t) => t.kind)).toEqual(['imported']);
  });
});
