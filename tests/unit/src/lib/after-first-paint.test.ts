import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterNextPaint, NEXT_PAINT_FALLBACK_MS } from '../../../../src/lib/after-first-paint';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterNextPaint', () => {
  it('runs once two frames have been painted', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
      frames.push(callback);
      return frames.length;
    });
    const callback = vi.fn();
    afterNextPaint(callback);
    frames.shift()!(0);
    vi.advanceTimersByTime(0);
    expect(callback).not.toHaveBeenCalled();
    frames.shift()!(16);
    vi.advanceTimersByTime(0);
    expect(callback).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(NEXT_PAINT_FALLBACK_MS);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('still runs, once, in a tab that paints no frames', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestAnimationFrame', () => 0);
    const callback = vi.fn();
    afterNextPaint(callback);
    vi.advanceTimersByTime(NEXT_PAINT_FALLBACK_MS - 1);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
