import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  superviseWorker,
  WORKER_FAILED_ERROR,
  WORKER_START_TIMEOUT_MS,
  type SpawnedWorker,
} from '../../../../src/data/worker-supervisor';
import type { SearchResponse, SourceStatus } from '../../../../src/shared/contract';
import { GENERIC_ERROR_MESSAGE } from '../../../../src/shared/errors';
import { createFakeApi, readyStatuses, type FakeApi } from '../support/fake-api';
import type { SourceUrls } from '../../../../src/shared/contract';
import { SOURCE_KEYS } from '../../../../src/shared/protocol-registry.mjs';

const URLS = Object.fromEntries(SOURCE_KEYS.map((key) => [key, `/${key}.json`])) as SourceUrls;

/** A worker whose load and crash the test decides; its API is the plain fake. */
class FakeWorker extends EventTarget {
  terminated = false;
  terminate() {
    this.terminated = true;
  }
  crash(type: 'error' | 'messageerror' = 'error') {
    this.dispatchEvent(new Event(type));
  }
}

/** A fake API whose `start` never answers (a worker that did not load). */
function silentApi(): FakeApi {
  const api = createFakeApi();
  api.start = vi.fn(() => new Promise<SourceStatus[]>(() => {}));
  api.subscribe = vi.fn(() => new Promise<number>(() => {}));
  api.search = vi.fn(() => new Promise<SearchResponse>(() => {}));
  return api;
}

function setup(apis: FakeApi[]) {
  const spawned: Array<{ worker: FakeWorker; api: FakeApi }> = [];
  const { api, connection } = superviseWorker({
    spawn: (): SpawnedWorker => {
      const next = { worker: new FakeWorker(), api: apis[spawned.length] ?? createFakeApi() };
      spawned.push(next);
      return next;
    },
  });
  return { api, connection, spawned };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the supervised data worker', () => {
  it('reports a worker that fails to load, rejects calls instead of hanging, and a retry brings a new worker with the same listeners', async () => {
    const { api, connection, spawned } = setup([silentApi(), createFakeApi()]);
    const told: SourceStatus[][] = [];
    await api.subscribe({ listener: (statuses) => told.push(statuses) });
    void api.start({ urls: URLS, tabId: 't' }).catch(() => {});
    const pending = api.search({ query: 'usdc' });
    expect(connection.getHealth()).toBe('starting');

    spawned[0]!.worker.crash();
    expect(connection.getHealth()).toBe('failed');
    await expect(pending).rejects.toThrow(WORKER_FAILED_ERROR);
    await expect(api.listTokens({ protocol: 'Stargate' })).rejects.toThrow(WORKER_FAILED_ERROR);
    expect(
      told.at(-1)?.every((s) => s.error?.message === GENERIC_ERROR_MESSAGE && !s.loading),
    ).toBe(true);

    connection.retry();
    expect(spawned[0]!.worker.terminated).toBe(true);
    const fresh = spawned[1]!.api;
    expect(fresh.start).toHaveBeenCalledWith({ urls: URLS, tabId: 't', firstVisit: false });
    expect(fresh.listenerCount()).toBe(1);
    await vi.waitFor(() => expect(connection.getHealth()).toBe('running'));

    fresh.emit(readyStatuses());
    expect(told.at(-1)).toEqual(readyStatuses());
    await api.search({ query: 'usdc' });
    expect(fresh.searchCalls).toEqual([{ query: 'usdc' }]);
  });

  it('a new worker after a retry reads the database first: the old one may have saved data', async () => {
    const { api, connection, spawned } = setup([silentApi(), createFakeApi()]);
    void api.start({ urls: URLS, firstVisit: true }).catch(() => {});
    expect(spawned[0]!.api.start).toHaveBeenCalledWith({ urls: URLS, firstVisit: true });
    spawned[0]!.worker.crash();
    await expect(api.getStatus()).resolves.toBeDefined();
    connection.retry();
    expect(spawned[1]!.api.start).toHaveBeenCalledWith({ urls: URLS, firstVisit: false });
  });

  it('counts a start that never answers as failed', async () => {
    vi.useFakeTimers();
    const { api, connection } = setup([silentApi()]);
    void api.start({ urls: URLS }).catch(() => {});
    vi.advanceTimersByTime(WORKER_START_TIMEOUT_MS - 1);
    expect(connection.getHealth()).toBe('starting');
    vi.advanceTimersByTime(1);
    expect(connection.getHealth()).toBe('failed');
  });

  it('notices a worker that stops answering after it started (messageerror or an uncaught error)', async () => {
    for (const kind of ['error', 'messageerror'] as const) {
      const { api, connection, spawned } = setup([createFakeApi()]);
      await api.start({ urls: URLS });
      expect(connection.getHealth()).toBe('running');
      spawned[0]!.worker.crash(kind);
      expect(connection.getHealth()).toBe('failed');
      await expect(api.getStatus()).resolves.toEqual(
        expect.arrayContaining([expect.objectContaining({ error: expect.anything() })]),
      );
    }
  });

  it('keeps page-side ids: unsubscribing after a retry leaves no listener on the new worker', async () => {
    const { api, connection, spawned } = setup([silentApi(), createFakeApi()]);
    const id = await api.subscribe({ listener: () => {} });
    const changesId = await api.subscribeChanges({ listener: () => {} });
    void api.start({ urls: URLS }).catch(() => {});
    spawned[0]!.worker.crash();
    connection.retry();
    const fresh = spawned[1]!.api;
    await vi.waitFor(() => expect(fresh.changeListenerCount()).toBe(1));
    await api.unsubscribe({ id });
    await api.unsubscribe({ id: changesId });
    expect(fresh.listenerCount()).toBe(0);
    expect(fresh.changeListenerCount()).toBe(0);
  });

  it('ignores a retry while the worker runs', async () => {
    const { api, connection, spawned } = setup([createFakeApi()]);
    await api.start({ urls: URLS });
    connection.retry();
    expect(spawned).toHaveLength(1);
  });
});
