import { describe, expect, it, vi } from 'vitest';
import { sendWhileOnline } from '../../../../src/analytics/mixpanel-client';

function setup(onLine: boolean) {
  const listeners = new Map<string, () => void>();
  const scope = {
    navigator: { onLine },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
  };
  const events = { start: vi.fn(), stop: vi.fn() };
  const library = { start_batch_senders: vi.fn(), request_batchers: { events } };
  sendWhileOnline(library, scope as never);
  const go = (online: boolean) => {
    scope.navigator.onLine = online;
    listeners.get(online ? 'online' : 'offline')?.();
  };
  return { library, events, go };
}

describe('the analytics senders', () => {
  it('start at once online', () => {
    const { library, events } = setup(true);
    expect(library.start_batch_senders).toHaveBeenCalledTimes(1);
    expect(events.stop).not.toHaveBeenCalled();
  });

  it('keep the batches offline and send them once the browser is back online', () => {
    const { library, events, go } = setup(false);
    expect(library.start_batch_senders).not.toHaveBeenCalled();
    expect(events.stop).toHaveBeenCalledTimes(1);
    go(true);
    expect(library.start_batch_senders).toHaveBeenCalledTimes(1);
    go(false);
    expect(events.stop).toHaveBeenCalledTimes(2);
    // Stopped, not cleared: the stored batches wait.
    expect(library.start_batch_senders).toHaveBeenCalledTimes(1);
  });
});
