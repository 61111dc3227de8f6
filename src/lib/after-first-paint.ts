// Work that must not compete with the first paint: runs once the browser has painted and is idle.
import { afterFrames } from './browser/frames';

/** Default ceiling on the idle wait, so deferred work still runs on a busy page. */
export const IDLE_TIMEOUT_MS = 3000;

/** Runs `callback` after the next paint, once the main thread is idle. Returns a canceller. */
export function afterFirstPaint(callback: () => void, timeoutMs = IDLE_TIMEOUT_MS): () => void {
  let cancelled = false;
  let cancelIdle = () => {};
  const frame = requestAnimationFrame(() => {
    if (cancelled) return;
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(callback, { timeout: timeoutMs });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      // Safari has no requestIdleCallback.
      const handle = window.setTimeout(callback, 1);
      cancelIdle = () => window.clearTimeout(handle);
    }
  });
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
    cancelIdle();
  };
}

/** How long `afterNextPaint` waits for frames before running anyway. */
export const NEXT_PAINT_FALLBACK_MS = 250;

/**
 * Runs `callback` once the next frame is painted: for work the visitor should not wait for on
 * screen (toasts, analytics), so it does not delay the frame that shows the result. Called
 * before React has committed that result, hence two frames: the commit may land after the first.
 */
export function afterNextPaint(callback: () => void, fallbackMs = NEXT_PAINT_FALLBACK_MS): void {
  // A hidden tab paints no frames: the work still happens (the URL of a search, its toast).
  afterFrames(2, callback, fallbackMs);
}

let settleStartup: () => void = () => {};
const startupSettled = new Promise<void>((resolve) => {
  settleStartup = resolve;
});

/**
 * Marks the end of the start-up race (the first source has settled and the screen has painted):
 * prefetches that would compete with a cold visit's downloads may go now.
 */
export function markStartupSettled(): void {
  settleStartup();
}

/** Runs `callback` once start-up has settled (see markStartupSettled). Returns a canceller. */
export function afterStartup(callback: () => void): () => void {
  let cancelled = false;
  void startupSettled.then(() => {
    if (!cancelled) callback();
  });
  return () => {
    cancelled = true;
  };
}
