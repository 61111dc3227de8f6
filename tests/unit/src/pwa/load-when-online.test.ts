import { describe, expect, it, vi } from 'vitest';
import { loadWhenOnline } from '../../../../src/pwa/load-when-online';

/** A window whose network state and 'online' event the test controls. */
function fakeWindow(onLine: boolean) {
  const listeners: (() => void)[] = [];
  return {
    navigator: { onLine },
    addEventListener: vi.fn((type: string, listener: () => void) => {
      if (type === 'online') listeners.push(listener);
    }),
    goOnline() {
      this.navigator.onLine = true;
      for (const listener of listeners.splice(0)) listener();
    },
  };
}

describe('loadWhenOnline', () => {
  it('hands back what loaded', async () => {
    const target = fakeWindow(true);
    await expect(loadWhenOnline(() => Promise.resolve('chunk'), target)).resolves.toBe('chunk');
  });

  it('rejects a failure while online: that is an error of the app', async () => {
    const target = fakeWindow(true);
    const failure = new Error('chunk missing');
    await expect(loadWhenOnline(() => Promise.reject(failure), target)).rejects.toBe(failure);
    expect(target.addEventListener).not.toHaveBeenCalled();
  });

  it('offline, waits for the network and loads again, without rejecting meanwhile', async () => {
    const target = fakeWindow(false);
    const load = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce('chunk');
    const settled = vi.fn();
    const loading = loadWhenOnline(load, target).then(settled, settled);
    await Promise.resolve();
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
    target.goOnline();
    await loading;
    expect(load).toHaveBeenCalledTimes(2);
    expect(settled).toHaveBeenCalledWith('chunk');
  });
});
