import { describe, expect, test } from 'vitest';
import { PROTOCOLS } from '../../../../src/shared/tokens';
import { createCatalog } from '../../../../workers/search/catalog';
import { sourceError } from '../../../../src/shared/errors';
import { linearMatcher } from '../../../../workers/search/substring-index';
import {
  createSourceStates,
  markAdopted,
  markAnswered,
  markFailed,
  markFirstVisit,
  markIndexed,
  markInstalled,
  markLeftToOtherTab,
  markLoading,
  markNewerKept,
  markNotSaved,
  markRefreshed,
  markRefreshing,
  markRestored,
  markSaved,
  markStoreOpened,
  renewLoaded,
  settle,
  statusOf,
  takeFirstOfFirstVisit,
  type SourceState,
} from '../../../../workers/engine/source-state';
import { loadedStargate } from './fixtures';

/** Whether a promise has settled, after the microtasks queued so far. */
async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

const stargate = (): SourceState => createSourceStates().get('Stargate');

describe('createSourceStates', () => {
  test('holds one empty record per protocol, in list order', () => {
    const states = createSourceStates();
    expect(states.all.map((s) => s.protocol)).toEqual([...PROTOCOLS]);
    expect(states.statuses().every((status) => !status.hasData && !status.loading)).toBe(true);
    expect(states.loadedCatalogs()).toEqual([]);
    expect(states.find('Nope' as never)).toBeUndefined();
  });

  test('a status reports the data held and where its copy stands', async () => {
    const states = createSourceStates();
    const s = states.get('Stargate');
    const catalog = createCatalog('Stargate', []);
    markInstalled(s, {
      origin: 'snapshot',
      tokens: [],
      skipped: 2,
      updatedAt: 1000,
      validators: { etag: null, lastModified: null },
      dataHash: 'h',
      catalog,
    });
    markSaved(s, 900);
    expect(statusOf(s)).toMatchObject({
      protocol: 'Stargate',
      hasData: true,
      updatedAt: 1000,
      skippedCount: 2,
      savedAt: 900,
      origin: 'snapshot',
    });
    expect(states.loadedCatalogs()).toEqual([catalog]);
    settle(s);
    await expect(s.firstOutcome.promise).resolves.toBeUndefined();
  });
});

describe('source-state transitions', () => {
  test('a refresh marks loading and in flight, and once over clears both and settles', async () => {
    const s = stargate();
    const run = Promise.resolve();
    markLoading(s);
    markRefreshing(s, run);
    expect(s).toMatchObject({ loading: true, inflight: run });
    expect(await settled(s.firstOutcome.promise)).toBe(false);
    markRefreshed(s);
    expect(s).toMatchObject({ loading: false, inflight: null });
    expect(await settled(s.firstOutcome.promise)).toBe(true);
  });

  test('a failure is kept with the data until a good answer clears it', () => {
    const s = stargate();
    const loaded = loadedStargate();
    markInstalled(s, loaded);
    const error = sourceError('Stargate', 'http', 'HTTP 500');
    markFailed(s, error);
    expect(s.error).toBe(error);
    expect(s.loaded).toBe(loaded);
    markAnswered(s);
    expect(s.error).toBeNull();
  });

  test('new data bumps the generation; renewed data keeps its catalogue', () => {
    const s = stargate();
    markInstalled(s, loadedStargate(1000));
    markInstalled(s, loadedStargate(2000));
    expect(s.generation).toBe(2);
    const { catalog } = s.loaded!;
    renewLoaded(s, { updatedAt: 3000, validators: { etag: '"v2"', lastModified: null } });
    expect(s.loaded).toMatchObject({ updatedAt: 3000, origin: 'live', skipped: 0, catalog });
    expect(s.loaded?.validators.etag).toBe('"v2"');
    renewLoaded(s, {
      origin: 'snapshot',
      updatedAt: 4000,
      validators: { etag: null, lastModified: null },
      skipped: 3,
    });
    expect(s.loaded).toMatchObject({ origin: 'snapshot', updatedAt: 4000, skipped: 3 });
    expect(s.generation).toBe(2);
    expect(() =>
      renewLoaded(stargate(), { updatedAt: 1, validators: s.loaded!.validators }),
    ).toThrow();
  });

  test('a ready index replaces the linear scan', () => {
    const loaded = loadedStargate();
    const index = linearMatcher(loaded.catalog.table);
    expect(loaded.catalog.matcher).not.toBe(index);
    markIndexed(loaded, index);
    expect(loaded.catalog.matcher).toBe(index);
  });

  test('writes say where the copy stands: saved, newer kept, or not saved and why', () => {
    const s = stargate();
    markSaved(s, 1000);
    expect(s).toMatchObject({ persisted: true, storage: 'ok', savedAt: 1000 });
    markNotSaved(s, 'full');
    expect(s).toMatchObject({ persisted: false, storage: 'full', savedAt: 1000 });
    markNewerKept(s);
    expect(s).toMatchObject({ persisted: true, storage: 'ok', savedAt: 1000 });
  });

  test('an opened store marks only sources without data by its availability', async () => {
    const states = createSourceStates();
    const restored = states.get('Stargate');
    markInstalled(restored, loadedStargate());
    markRestored(restored, 1000);
    expect(await settled(restored.firstOutcome.promise)).toBe(true);
    for (const s of states.all) markStoreOpened(s, false, 'unavailable');
    expect(restored).toMatchObject({ persisted: true, savedAt: 1000, storage: 'unavailable' });
    expect(states.get('Wormhole')).toMatchObject({ persisted: false, storage: 'unavailable' });
    markStoreOpened(states.get('Wormhole'), true, 'ok');
    expect(states.get('Wormhole')).toMatchObject({ persisted: true, storage: 'ok' });
  });

  test("another tab's row clears the error, counts as saved and settles the source", async () => {
    const s = stargate();
    markFailed(s, sourceError('Stargate', 'timeout'));
    markNotSaved(s, 'full');
    markAdopted(s, 5000);
    expect(s).toMatchObject({ error: null, persisted: true, storage: 'ok', savedAt: 5000 });
    expect(await settled(s.firstOutcome.promise)).toBe(true);
  });

  test('the first-visit mark is taken once; leaving the download to another tab settles', async () => {
    const s = stargate();
    expect(takeFirstOfFirstVisit(s)).toBe(false);
    markFirstVisit(s, true);
    expect(takeFirstOfFirstVisit(s)).toBe(true);
    expect(takeFirstOfFirstVisit(s)).toBe(false);
    expect(await settled(s.leftToOtherTab.promise)).toBe(false);
    markLeftToOtherTab(s);
    expect(await settled(s.leftToOtherTab.promise)).toBe(true);
  });
});
