import { describe, expect, it } from 'vitest';
import { createStatusStore } from '../../../../src/data/status-store';
import { dataVersion, isSearchReady } from '../../../../src/data/useSourceStatuses';
import { createFakeApi, loadingStatuses, readyStatuses, status } from '../support/fake-api';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('status store', () => {
  it('subscribes once for many listeners and unsubscribes when the last one leaves', async () => {
    const api = createFakeApi();
    const store = createStatusStore(api);
    const stopA = store.subscribe(() => {});
    const stopB = store.subscribe(() => {});
    await flush();
    expect(api.subscribe).toHaveBeenCalledTimes(1);
    expect(api.listenerCount()).toBe(1);
    expect(store.getSnapshot()).toEqual(readyStatuses());
    stopA();
    await flush();
    expect(api.listenerCount()).toBe(1);
    stopB();
    await flush();
    expect(api.unsubscribe).toHaveBeenCalledTimes(1);
    expect(api.listenerCount()).toBe(0);
  });

  it('connected at start-up, holds the statuses before anyone listens and stays subscribed', async () => {
    const api = createFakeApi({ statuses: loadingStatuses() });
    const store = createStatusStore(api, { connectNow: true });
    await flush();
    expect(api.subscribe).toHaveBeenCalledTimes(1);
    api.emit(readyStatuses());
    expect(store.getSnapshot()).toEqual(readyStatuses());
    // Hydration renders what the prerendered HTML shows: no statuses yet.
    expect(store.getServerSnapshot()).toEqual([]);
    const stop = store.subscribe(() => {});
    stop();
    await flush();
    expect(api.subscribe).toHaveBeenCalledTimes(1);
    expect(api.unsubscribe).not.toHaveBeenCalled();
    expect(api.listenerCount()).toBe(1);
  });

  it('passes pushed statuses to its listeners', async () => {
    const api = createFakeApi({ statuses: loadingStatuses() });
    const store = createStatusStore(api);
    let calls = 0;
    store.subscribe(() => calls++);
    await flush();
    api.emit(readyStatuses());
    expect(store.getSnapshot()).toEqual(readyStatuses());
    expect(calls).toBeGreaterThanOrEqual(2);
  });
});

describe('data readiness', () => {
  it('is ready once any source has data, or once every source has failed', () => {
    expect(isSearchReady([])).toBe(false);
    // Before the worker starts its downloads nothing is loading yet, and nothing has failed.
    expect(isSearchReady(loadingStatuses().map((s) => ({ ...s, loading: false })))).toBe(false);
    expect(isSearchReady(loadingStatuses())).toBe(false);
    expect(isSearchReady([status('Wormhole'), ...loadingStatuses().slice(1)])).toBe(true);
    expect(
      isSearchReady(
        loadingStatuses().map((s) => ({
          ...s,
          loading: false,
          error: { code: 'network' as const, message: 'x' },
        })),
      ),
    ).toBe(true);
  });

  it('changes the data version on arrival and new data, not on loading flags or a refresh that confirms the data', () => {
    const before = dataVersion(readyStatuses());
    expect(dataVersion(readyStatuses().map((s) => ({ ...s, loading: true })))).toBe(before);
    // A 304: fetched again, the same data.
    expect(
      dataVersion(readyStatuses().map((s) => ({ ...s, updatedAt: (s.updatedAt ?? 0) + 1 }))),
    ).toBe(before);
    expect(dataVersion(readyStatuses().map((s) => ({ ...s, dataId: 'new data' })))).not.toBe(
      before,
    );
    // The live copy replacing a snapshot of the same data still counts as new.
    expect(
      dataVersion(readyStatuses().map((s) => ({ ...s, origin: 'snapshot' as const }))),
    ).not.toBe(before);
    expect(
      dataVersion(
        readyStatuses().map((s) =>
          s.protocol === 'Orbiter' ? { ...s, hasData: false, dataId: null } : s,
        ),
      ),
    ).not.toBe(before);
  });
});
