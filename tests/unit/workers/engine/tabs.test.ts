import { describe, expect, test, vi } from 'vitest';
import type { SourceRow } from '../../../../workers/storage/db';
import { createRuntime } from '../../../../workers/engine/runtime';
import {
  createSourceStates,
  markFirstVisit,
  markInstalled,
  type SourceState,
} from '../../../../workers/engine/source-state';
import {
  createTabs,
  isSourceSavedMessage,
  SHARED_DOWNLOAD_FRESH_MS,
  type RefreshLocks,
} from '../../../../workers/engine/tabs';
import { loadedStargate } from './fixtures';

const NOW = 10 * SHARED_DOWNLOAD_FRESH_MS;

function rowFrom(savedByTab: string, updatedAt: number): SourceRow {
  const loaded = loadedStargate(updatedAt);
  return {
    protocol: 'Stargate',
    tokensFormat: 1,
    tokens: loaded.tokens,
    skipped: 0,
    updatedAt,
    etag: null,
    lastModified: null,
    dataHash: loaded.dataHash,
    savedByTab,
  };
}

function tabsWith(
  row: SourceRow | undefined,
  locks?: RefreshLocks,
  databaseExists?: () => Promise<boolean>,
) {
  const states = createSourceStates();
  const installed: SourceRow[] = [];
  const runtime = createRuntime({ now: () => NOW });
  const tabs = createTabs({
    locks,
    runtime,
    config: () => ({ tabId: 'me' }),
    states,
    opened: async () => ({ loadSource: async () => row }),
    databaseExists,
    installStored: (s: SourceState, stored: SourceRow) => {
      installed.push(stored);
      markInstalled(s, loadedStargate(stored.updatedAt));
    },
    notify: () => {},
  });
  return { states, tabs, installed, runtime };
}

describe('createTabs download', () => {
  test('adopts a copy another tab stored minutes ago instead of fetching', async () => {
    const { states, tabs, installed } = tabsWith(rowFrom('other', NOW - 60_000));
    const fetchOwn = vi.fn(async () => {});
    await tabs.download(states.get('Stargate'), fetchOwn);
    expect(fetchOwn).not.toHaveBeenCalled();
    expect(installed).toHaveLength(1);
    expect(states.get('Stargate')).toMatchObject({ persisted: true, savedAt: NOW - 60_000 });
  });

  test("fetches when the stored copy is this tab's own or too old", async () => {
    for (const row of [
      rowFrom('me', NOW - 1000),
      rowFrom('other', NOW - SHARED_DOWNLOAD_FRESH_MS),
    ]) {
      const { states, tabs } = tabsWith(row);
      const fetchOwn = vi.fn(async () => {});
      await tabs.download(states.get('Stargate'), fetchOwn);
      expect(fetchOwn).toHaveBeenCalledTimes(1);
    }
  });

  test("a first visit's first download skips the stored copy when the lock is free, and waits for the other tab when it is not", async () => {
    const free: RefreshLocks = {
      request: (_name, task) => task(),
      requestIfAvailable: async (_name, task) => ({ ran: true, value: await task() }),
    };
    const first = tabsWith(rowFrom('other', NOW - 1000), free);
    const s = first.states.get('Stargate');
    markFirstVisit(s, true);
    const fetchOwn = vi.fn(async () => {});
    await first.tabs.download(s, fetchOwn);
    expect(fetchOwn).toHaveBeenCalledTimes(1);

    const taken: RefreshLocks = { ...free, requestIfAvailable: async () => ({ ran: false }) };
    const second = tabsWith(rowFrom('other', NOW - 1000), taken);
    const t = second.states.get('Stargate');
    markFirstVisit(t, true);
    const fetchSecond = vi.fn(async () => {});
    await second.tabs.download(t, fetchSecond);
    await expect(t.leftToOtherTab.promise).resolves.toBeUndefined();
    expect(fetchSecond).not.toHaveBeenCalled();
    expect(second.installed).toHaveLength(1);
  });

  test("a first visit's first download adopts another tab's copy when that tab created the database meanwhile", async () => {
    const free: RefreshLocks = {
      request: (_name, task) => task(),
      requestIfAvailable: async (_name, task) => ({ ran: true, value: await task() }),
    };
    const late = tabsWith(rowFrom('other', NOW - 1000), free, async () => true);
    const s = late.states.get('Stargate');
    markFirstVisit(s, true);
    const fetchOwn = vi.fn(async () => {});
    await late.tabs.download(s, fetchOwn);
    expect(fetchOwn).not.toHaveBeenCalled();
    expect(late.installed).toHaveLength(1);
    await expect(s.leftToOtherTab.promise).resolves.toBeUndefined();
  });
});

describe('createTabs messages', () => {
  test("loads a source another tab saved, and ignores older saves and other releases' messages", async () => {
    const { states, tabs, installed, runtime } = tabsWith(rowFrom('other', NOW));
    tabs.onMessage({ type: 'source-saved', protocol: 'Nope', updatedAt: NOW });
    tabs.onMessage({ type: 'source-saved', protocol: 'Stargate', updatedAt: NOW });
    await runtime.idle();
    expect(installed).toHaveLength(1);
    tabs.onMessage({ type: 'source-saved', protocol: 'Stargate', updatedAt: NOW - 1 });
    await runtime.idle();
    expect(installed).toHaveLength(1);
    expect(states.get('Stargate').loaded?.updatedAt).toBe(NOW);
  });

  test('announces a save on the broadcast channel', () => {
    const post = vi.fn();
    const tabs = createTabs({
      broadcast: { post, listen: () => {} },
      runtime: createRuntime({}),
      config: () => ({ tabId: null }),
      states: createSourceStates(),
      opened: async () => ({ loadSource: async () => undefined }),
      installStored: () => {},
      notify: () => {},
    });
    tabs.announce('Orbiter', 5);
    expect(post).toHaveBeenCalledWith({ type: 'source-saved', protocol: 'Orbiter', updatedAt: 5 });
  });
});

test('isSourceSavedMessage accepts only well-formed messages', () => {
  expect(isSourceSavedMessage({ type: 'source-saved', protocol: 'Wormhole', updatedAt: 1 })).toBe(
    true,
  );
  expect(isSourceSavedMessage({ type: 'source-saved', protocol: 'Wormhole' })).toBe(false);
  expect(isSourceSavedMessage(null)).toBe(false);
  expect(isSourceSavedMessage('source-saved')).toBe(false);
});
