import { describe, expect, test, vi } from 'vitest';
import { createRefresh, refusedReplacement } from '../../../../workers/engine/refresh';
import { createRuntime } from '../../../../workers/engine/runtime';
import { createSourceStates, markInstalled } from '../../../../workers/engine/source-state';
import type { StartConfig } from '../../../../workers/engine/start-config';
import { SOURCES } from '../../../../workers/sources';
import { loadFixture } from '../../../fixtures/sources';
import { loadedStargate } from './fixtures';
import { sourceUrls } from '../../../fixtures/protocols';

describe('refusedReplacement', () => {
  const held = { tokens: [1, 2, 3, 4] };
  test('a first download is never refused', () => {
    expect(refusedReplacement(null, { tokens: [], skipped: 0 })).toBeNull();
  });
  test('an empty list, or one with more than a third of its rows dropped, does not replace the list held', () => {
    expect(refusedReplacement(held, { tokens: [], skipped: 0 })).toMatch(/empty list/);
    expect(refusedReplacement(held, { tokens: [1], skipped: 2 })).toBe(
      '2 of 3 entries were malformed; the saved list is kept',
    );
    // More tokens than held does not make a payload with too many bad rows trustworthy.
    const many = Array.from({ length: 10 }, (_, i) => i);
    expect(refusedReplacement(held, { tokens: many, skipped: 6 })).toBe(
      '6 of 16 entries were malformed; the saved list is kept',
    );
    // A third exactly is the most a source may lose.
    expect(refusedReplacement(held, { tokens: [1, 2], skipped: 1 })).toBeNull();
    expect(refusedReplacement(held, { tokens: many, skipped: 5 })).toBeNull();
  });
});

function refresher(response: () => Response, held = false) {
  const states = createSourceStates();
  const s = states.get('Stargate');
  if (held) markInstalled(s, loadedStargate(1));
  const config: StartConfig = {
    urls: sourceUrls((key) => (key === 'stargate' ? 'https://s.test/stargate.json' : key)),
    snapshots: {},
    tabId: null,
    fetchTimeoutMs: undefined,
    retryBaseDelayMs: undefined,
  };
  const runtime = createRuntime({ now: () => 5000 });
  const installAndSave = vi.fn(async () => {});
  const saveConfirmed = vi.fn(async () => {});
  const afterRefresh = vi.fn();
  const refresh = createRefresh({
    fetch: (async () => response()) as typeof fetch,
    sleep: async () => {},
    runtime,
    config: () => config,
    sources: SOURCES,
    cache: { saveConfirmed },
    installAndSave,
    tabs: { download: (_s, fetchOwn) => fetchOwn() },
    notify: () => {},
    afterRefresh,
  });
  return { s, refresh, installAndSave, saveConfirmed, afterRefresh };
}

describe('createRefresh', () => {
  test('a good download is installed with its validators and time', async () => {
    const body = JSON.stringify(loadFixture('stargate'));
    const { s, refresh, installAndSave, afterRefresh } = refresher(
      () => new Response(body, { headers: { ETag: '"e"' } }),
    );
    await refresh(s);
    expect(installAndSave).toHaveBeenCalledWith(
      s,
      expect.objectContaining({
        origin: 'live',
        updatedAt: 5000,
        validators: expect.objectContaining({ etag: '"e"' }),
      }),
    );
    expect(s).toMatchObject({ loading: false, error: null, inflight: null });
    expect(afterRefresh).toHaveBeenCalledTimes(1);
  });

  test('an empty answer keeps the data held and reports why', async () => {
    const { s, refresh, installAndSave } = refresher(() => new Response('[]'), true);
    await refresh(s);
    expect(installAndSave).not.toHaveBeenCalled();
    expect(s.error).toMatchObject({ code: 'shape', detail: expect.stringMatching(/empty list/) });
    expect(s.loaded?.updatedAt).toBe(1);
  });

  test('a refresh asked for while one runs joins it', async () => {
    const { s, refresh } = refresher(() => new Response('[]'), true);
    const first = refresh(s);
    expect(refresh(s)).toBe(first);
    await first;
  });
});
