import { describe, expect, test, vi } from 'vitest';
import { createSnapshotLoader, liveIsSnapshot } from '../../../../workers/engine/snapshots';
import { createSourceStates, markInstalled } from '../../../../workers/engine/source-state';
import type { StartConfig } from '../../../../workers/engine/start-config';
import { SOURCES } from '../../../../workers/sources';
import { loadFixture } from '../../../fixtures/sources';
import { loadedStargate } from './fixtures';
import { sourceUrls } from '../../../fixtures/protocols';

const SNAPSHOT = { url: '/catalogue/stargate.json', takenAt: 2000 };
const config: Pick<StartConfig, 'urls' | 'snapshots' | 'fetchTimeoutMs'> = {
  fetchTimeoutMs: undefined,
  urls: sourceUrls((key) => (key === 'stargate' ? 'https://live.test/stargate' : key)),
  snapshots: { Stargate: SNAPSHOT },
};

function loader(body: unknown) {
  const installAndSave = vi.fn(async () => {});
  const log = vi.fn();
  const load = createSnapshotLoader({
    fetch: (async () => new Response(JSON.stringify(body))) as typeof fetch,
    runtime: {
      log,
      timers: {
        setTimeout: (callback, ms) => setTimeout(callback, ms),
        clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      },
    },
    config: () => config,
    sources: SOURCES,
    installAndSave,
  });
  return { load, installAndSave, log };
}

describe('createSnapshotLoader', () => {
  test('answers a source without data from its snapshot, dated by the snapshot', async () => {
    const { load, installAndSave } = loader(loadFixture('stargate'));
    const s = createSourceStates().get('Stargate');
    await load(s);
    expect(installAndSave).toHaveBeenCalledWith(
      s,
      expect.objectContaining({ origin: 'snapshot', updatedAt: 2000 }),
    );
  });

  test('never replaces newer data, and an unreadable snapshot changes nothing', async () => {
    const newer = loader(loadFixture('stargate'));
    const s = createSourceStates().get('Stargate');
    markInstalled(s, loadedStargate(3000));
    await newer.load(s);
    expect(newer.installAndSave).not.toHaveBeenCalled();

    const broken = loader({ not: 'a list' });
    await broken.load(createSourceStates().get('Stargate'));
    expect(broken.installAndSave).not.toHaveBeenCalled();
    expect(broken.log).toHaveBeenCalledWith('snapshot-error', expect.anything());
  });
});

test('liveIsSnapshot: only when the live URL is the shipped file', () => {
  expect(liveIsSnapshot(config, 'Stargate')).toBeNull();
  const sameOrigin = { ...config, urls: { ...config.urls!, stargate: SNAPSHOT.url } };
  expect(liveIsSnapshot(sameOrigin, 'Stargate')).toBe(SNAPSHOT);
  expect(liveIsSnapshot(sameOrigin, 'Wormhole')).toBeNull();
});
