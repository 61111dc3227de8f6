import { describe, expect, test } from 'vitest';
import { PROTOCOLS } from '../../../../src/shared/tokens';
import { createCatalog } from '../../../../workers/search/catalog';
import { createSourceStates, settle, statusOf } from '../../../../workers/engine/source-state';

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
    s.loaded = {
      origin: 'snapshot',
      tokens: [],
      skipped: 2,
      updatedAt: 1000,
      validators: { etag: null, lastModified: null },
      dataHash: 'h',
      catalog,
    };
    s.savedAt = 900;
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
