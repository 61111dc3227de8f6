import { describe, expect, test, vi } from 'vitest';
import { createDerived } from '../../../../workers/engine/derived';
import { createRuntime } from '../../../../workers/engine/runtime';
import * as trustNotesCode from '../../../../workers/trust/trust-notes';
import * as didYouMeanCode from '../../../../workers/search/did-you-mean';
import { catalogsOf, fixtureTokens } from '../catalogs';

const catalogs = catalogsOf(fixtureTokens());

describe('createDerived', () => {
  test('after a data change, tells the change listeners once per burst and prepares the notes', async () => {
    const runtime = createRuntime({});
    const onDataChanged = vi.fn();
    const derived = createDerived({
      runtime,
      loadedCatalogs: () => catalogs,
      loadTrustNotes: async () => trustNotesCode,
      onDataChanged,
    });
    derived.dataChanged();
    derived.dataChanged();
    await runtime.idle();
    expect(onDataChanged).toHaveBeenCalledTimes(1);
    expect(derived.hasCode()).toBe(true);
    const notes = derived.trustNotes();
    expect(notes).not.toBeNull();
    expect(derived.trustNotes()).toBe(notes);
    derived.dataChanged();
    expect(derived.trustNotes()).not.toBe(notes);
  });

  test("prepares every option's note only once the first search has been answered", async () => {
    const runtime = createRuntime({});
    const warm = vi.fn();
    let answer: () => void = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    const derived = createDerived({
      runtime,
      loadedCatalogs: () => catalogs,
      loadTrustNotes: async () => ({
        createTrustNotes: (...args: Parameters<typeof trustNotesCode.createTrustNotes>) => {
          const notes = trustNotesCode.createTrustNotes(...args);
          return { ...notes, warm: (options) => (warm(), notes.warm(options)) };
        },
      }),
      onDataChanged: () => {},
      afterFirstAnswer: () => answered,
    });
    derived.dataChanged();
    for (let turn = 0; turn < 10; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
    // The notes themselves are there for the first search; preparing all of them waits.
    expect(derived.trustNotes()).not.toBeNull();
    expect(warm).not.toHaveBeenCalled();
    answer();
    await runtime.idle();
    expect(warm).toHaveBeenCalledTimes(1);
  });

  test('without its code there are no notes; the load is retried after the next data change', async () => {
    const runtime = createRuntime({});
    let fail = true;
    const loadTrustNotes = vi.fn(async () => {
      if (fail) throw new Error('offline');
      return trustNotesCode;
    });
    const derived = createDerived({
      runtime,
      loadedCatalogs: () => catalogs,
      loadTrustNotes,
      onDataChanged: () => {},
    });
    expect(await derived.codeSettled()).toBe(false);
    expect(await derived.codeSettled()).toBe(false);
    expect(derived.trustNotes()).toBeNull();
    expect(loadTrustNotes).toHaveBeenCalledTimes(1);
    fail = false;
    derived.dataChanged();
    await runtime.idle();
    expect(derived.trustNotes()).not.toBeNull();
  });

  test("suggests symbols from every loaded catalogue; did-you-mean's code loads as its own chunk", async () => {
    const derived = createDerived({
      runtime: createRuntime({}),
      loadedCatalogs: () => catalogs,
      loadTrustNotes: async () => trustNotesCode,
      onDataChanged: () => {},
    });
    const [first] = await derived.suggest({ query: 'us', limit: 3 });
    expect(first?.symbol.toLowerCase()).toContain('us');
    // Did-you-mean, typo-tolerant: a transposition still finds the symbol.
    const fuzzy = await derived.suggest({ query: 'UDSC', fuzzy: true, limit: 3 });
    expect(fuzzy.map((s) => s.symbol)).toContain('USDC');
  });

  test("without did-you-mean's code: a clear error, logged, the typeahead unaffected, and the next call loads it again", async () => {
    const logged: string[] = [];
    let fail = true;
    const loadDidYouMean = vi.fn(async () => {
      if (fail) throw new Error('Failed to fetch dynamically imported module');
      return didYouMeanCode;
    });
    const derived = createDerived({
      runtime: createRuntime({ log: (event) => logged.push(event) }),
      loadedCatalogs: () => catalogs,
      loadTrustNotes: async () => trustNotesCode,
      onDataChanged: () => {},
      loadDidYouMean,
    });
    await expect(derived.suggest({ query: 'UDSC', fuzzy: true })).rejects.toThrow(
      /code of the did-you-mean suggestions did not load: .*Failed to fetch/,
    );
    expect(logged).toEqual(['suggest-code-error']);
    const [typed] = await derived.suggest({ query: 'usd', limit: 3 });
    expect(typed?.symbol.toLowerCase()).toContain('usd');
    expect(loadDidYouMean).toHaveBeenCalledTimes(1);
    fail = false;
    const fuzzy = await derived.suggest({ query: 'UDSC', fuzzy: true });
    expect(fuzzy.map((s) => s.symbol)).toContain('USDC');
    expect(loadDidYouMean).toHaveBeenCalledTimes(2);
  });
});
