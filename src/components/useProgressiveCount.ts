import { useEffect, useRef, useState } from 'react';

export const PROGRESSIVE_FIRST = 30;
export const PROGRESSIVE_STEP = 30;

/**
 * How many of `total` items to render: the first batch at once, more as the visitor scrolls
 * near the end (a sentinel element), so a list of hundreds never blocks the main thread.
 * Without IntersectionObserver, the rest arrives in idle-time chunks.
 */
export function useProgressiveCount(
  total: number,
  resetKey: unknown,
  first = PROGRESSIVE_FIRST,
  step = PROGRESSIVE_STEP,
) {
  const [state, setState] = useState({ key: resetKey, count: first });
  let count = state.count;
  if (state.key !== resetKey) {
    count = first;
    setState({ key: resetKey, count: first });
  }
  const sentinelRef = useRef<HTMLDivElement | null>(null);
  const shown = Math.min(count, total);
  const more = shown < total;

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
