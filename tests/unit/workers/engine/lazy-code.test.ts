// Code loaded on first use: loaded once, shared by callers at the same time, and a failed load
// forgotten so the next use tries again, with the caller's error.
import { describe, expect, it, vi } from 'vitest';
import { lazyCode } from '../../../../workers/engine/lazy-code';

describe('lazyCode', () => {
  it('loads once for every caller and then holds the code', async () => {
    const load = vi.fn(async () => ({ answer: 42 }));
    const code = lazyCode(load, (error) => new Error(String(error)));
    expect(code.loaded()).toBeNull();
    const [a, b] = await Promise.all([code.get(), code.get()]);
    expect(a).toBe(b);
    expect(code.loaded()).toBe(a);
    await code.get();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("rejects with the caller's error and tries again at the next use", async () => {
    const load = vi
      .fn<() => Promise<{ answer: number }>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce({ answer: 42 });
    const code = lazyCode(load, (error) => new Error(`did not load: ${String(error)}`));
    await expect(code.get()).rejects.toThrow('did not load: Error: offline');
    expect(code.loaded()).toBeNull();
    await expect(code.get()).resolves.toEqual({ answer: 42 });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
