import { useEffect, useRef, useState } from 'react';

export const PROGRESSIVE_FIRST = 30;
export const PROGRESSIVE_STEP = 30;
/**
 * Cards in the frame that answers a search. Cards fade in one after another (100 ms apart), so
 * the first frame only ever shows the count and the first card or two: the rest of the first
 * batch follows a step per frame, unseen, and the answer's frame stays short.
 */
export const PROGRESSIVE_INSTANT = 2;
/**
 * Cards added per frame while the first batch fills in, at least: a frame that lays out a whole
 * batch of large cards at once is a long task; the fade-in order hides the steps.
 */
export const PROGRESSIVE_FILL_STEP = 4;
/** A first batch fills in within this many frames: a larger batch takes more per frame. */
export const PROGRESSIVE_FILL_FRAMES = 7;

/** Items added per frame while a first batch of `first` fills in after `instant` (see above). */
export function fillStep(first: number, instant: number): number {
  return Math.max(PROGRESSIVE_FILL_STEP, Math.ceil((first - instant) / PROGRESSIVE_FILL_FRAMES));
}

/**
 * How many of `total` items to render: a card or two at once, the rest of the first batch a
 * step per frame, more as the visitor scrolls near the end (a sentinel element), so a list of
 * hundreds never blocks the main thread. Without IntersectionObserver, the rest arrives in
 * idle-time chunks.
 */
export function useProgressiveCount(
  total: number,
  resetKey: unknown,
  first = PROGRESSIVE_FIRST,
  step = PROGRESSIVE_STEP,
  instant = Math.min(PROGRESSIVE_INSTANT, first),
) {
  const [state, setState] = useState({ key: resetKey, count: instant });
  let count = state.count;
  if (state.key !== resetKey) {
    count = instant;
    setState({ key: resetKey, count: instant });
  }
  const sentinelRef = useRef<HTMLDivElement | null>(null);
  const shown = Math.min(count, total);
  const filling = count < first && shown < total;
  // While the first batch fills in, 'more' stays false: no 'Show more' flashes for a frame.
  const more = !filling && shown < total;

  useEffect(() => {
    if (!filling) return;
    const fill = () =>
      setState((previous) => ({
        ...previous,
        count: Math.min(first, Math.max(previous.count, shown + fillStep(first, instant))),
      }));
    // After this frame is painted; a hidden tab (no frames) still gets there by the timer.
    const frame = requestAnimationFrame(() => window.setTimeout(fill, 0));
    const fallback = window.setTimeout(fill, 100);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(fallback);
    };
  }, [filling, first, instant, shown]);

  useEffect(() => {
    if (!more) return;
    const grow = () => setState((previous) => ({ ...previous, count: previous.count + step }));
    const sentinel = sentinelRef.current;
    if (sentinel && typeof IntersectionObserver === 'function') {
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) grow();
        },
        { rootMargin: '800px 0px' },
      );
      observer.observe(sentinel);
      return () => observer.disconnect();
    }
    const idle =
      window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 50));
    const cancel = window.cancelIdleCallback ?? window.clearTimeout;
    const handle = idle(() => grow());
    return () => cancel(handle);
  }, [more, shown, step]);

  return {
    shown,
    more,
    sentinelRef,
    showMore: () => setState((previous) => ({ ...previous, count: previous.count + step })),
  };
}
