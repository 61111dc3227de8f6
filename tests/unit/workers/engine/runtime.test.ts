import { describe, expect, test, vi } from 'vitest';
import { createRuntime } from '../../../../workers/engine/runtime';

describe('createRuntime', () => {
  test('idle waits for tracked work, including work tracked while it waits', async () => {
    const runtime = createRuntime({});
    const order: string[] = [];
    runtime.track(
      (async () => {
        await runtime.yieldFn();
        order.push('first');
        runtime.track(runtime.yieldFn().then(() => order.push('second')));
      })(),
    );
    await runtime.idle();
    expect(order).toEqual(['first', 'second']);
  });

  test('background work that fails is logged under its event, never thrown', async () => {
    const log = vi.fn();
    const runtime = createRuntime({ log });
    runtime.background('index-error', Promise.reject(new Error('boom')));
    await runtime.idle();
    expect(log).toHaveBeenCalledWith('index-error', new Error('boom'));
  });

  test('uses the injected clocks', () => {
    const runtime = createRuntime({ now: () => 42, monotonicNow: () => 7 });
    expect([runtime.now(), runtime.monotonicNow()]).toEqual([42, 7]);
  });
});
