import { describe, expect, it, vi } from 'vitest';
import { createPendingSearch } from '../../../../../src/features/search/pending-search';

describe('createPendingSearch', () => {
  it('holds the request shown as running and tells its readers when that changes', () => {
    const pending = createPendingSearch();
    const listener = vi.fn();
    pending.subscribe(listener);
    expect(pending.get()).toBeNull();
    const request = { query: 'usdc' };
    pending.show(request, 1, 100);
    expect(pending.get()).toEqual({ request, since: 100 });
    expect(listener).toHaveBeenCalledTimes(1);
    pending.clear();
    expect(pending.get()).toBeNull();
    expect(listener).toHaveBeenCalledTimes(2);
    // Nothing changed, nothing to tell.
    pending.clear();
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('ends the running state for an answer of that search or a newer one, not an older one', () => {
    const pending = createPendingSearch();
    pending.show({ query: 'eth' }, 2, 0);
    pending.settle(1);
    expect(pending.get()?.request).toEqual({ query: 'eth' });
    pending.settle(2);
    expect(pending.get()).toBeNull();
    pending.show({ query: 'dai' }, 3, 0);
    pending.settle(4);
    expect(pending.get()).toBeNull();
  });

  it('stops telling a reader that unsubscribed', () => {
    const pending = createPendingSearch();
    const listener = vi.fn();
    const unsubscribe = pending.subscribe(listener);
    unsubscribe();
    pending.show({ query: 'usdc' }, 1, 0);
    expect(listener).not.toHaveBeenCalled();
  });
});
