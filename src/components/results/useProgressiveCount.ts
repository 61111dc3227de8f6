import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

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

interface ProgressiveState {
  key: unknown;
  count: number;
  /** `shown` as of the last render, and whether the first batch was still filling in then. */
  seen: number;
  wasFilling: boolean;
  /** Where each batch after the first starts, ascending. */
  batchStarts: readonly number[];
}

function initialState(
  key: unknown,
  total: number,
  first: number,
  instant: number,
): ProgressiveState {
  const seen = Math.min(instant, total);
  return {
    key,
    count: instant,
    seen,
    wasFilling: instant < first && seen < total,
    batchStarts: [],
  };
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
  /** False: later batches come only with 'Show more', never by scrolling near the end. */
  autoGrow = true,
  /**
   * With no instant items: how many the first step adds, at once rather than a frame later (the
   * cards of the first screen), before the rest of the batch follows a step per frame. A
   * function is asked once the list element (`listRef`) is on the page, so it can measure it.
   */
  firstScreen: number | ((list: HTMLUListElement | null) => number) = instant,
) {
  const [state, setState] = useState(() => initialState(resetKey, total, first, instant));
  // A new list starts from its initial state, read rather than written here: an update written
  // during a render is replayed after updates asked for earlier, so a reset written then could
  // land over the new list's own first step (no card, and nothing left to ask for them).
  let current = state.key === resetKey ? state : initialState(resetKey, total, first, instant);
  /** Updates this list's state; state held for another list counts as this one's initial. */
  const update = useCallback(
    (change: (previous: ProgressiveState) => Partial<ProgressiveState>) =>
      setState((previous) => {
        const base =
          previous.key === resetKey ? previous : initialState(resetKey, total, first, instant);
        return { ...base, ...change(base) };
      }),
    [resetKey, total, first, instant],
  );
  const sentinelRef = useRef<HTMLDivElement | null>(null);
  const listRef = useRef<HTMLUListElement | null>(null);
  /** The first item 'Show more' adds: it takes the focus once it is rendered. */
  const focusFrom = useRef<number | null>(null);
  const count = current.count;
  const shown = Math.min(count, total);
  const filling = count < first && shown < total;
  if (shown !== current.seen || filling !== current.wasFilling) {
    // Items added after the first batch has filled in (Show more, scrolling, the rest of a
    // search arriving) are a batch of their own: its entrance counts from its first item, so
    // it does not wait out the first batch's longest delay. Starts already passed stay put, so
    // a card's delay never changes once it is on screen.
    const batchStarts =
      shown > current.seen && !current.wasFilling
        ? [...current.batchStarts, current.seen]
        : current.batchStarts.filter((start) => start < shown);
    current = { ...current, seen: shown, wasFilling: filling, batchStarts };
    update(() => ({ seen: shown, wasFilling: filling, batchStarts }));
  }
  const { batchStarts } = current;
  // While the first batch fills in, 'more' stays false: no 'Show more' flashes for a frame.
  const more = !filling && shown < total;

  useEffect(() => {
    if (!filling) return;
    if (shown === 0) {
      const screenful =
        typeof firstScreen === 'function' ? firstScreen(listRef.current) : firstScreen;
      // Nothing on screen yet: the first screen's cards start rendering now, in a transition
      // (slices that yield), so a slow device paints the answer's count and keeps answering
      // input meanwhile, and a newer search interrupts them.
      startTransition(() =>
        update((previous) => ({
          count: Math.min(first, Math.max(previous.count, screenful, 1)),
        })),
      );
      return;
    }
    const fill = () =>
      update((previous) => ({
        count: Math.min(first, Math.max(previous.count, shown + fillStep(first, instant))),
      }));
    // After this frame is painted; a hidden tab (no frames) still gets there by the timer.
    const frame = requestAnimationFrame(() => window.setTimeout(fill, 0));
    const fallback = window.setTimeout(fill, 100);
    return () => {
      cancelAnimationFrame(frame);
      window.clearTimeout(fallback);
    };
    // A new list (a new `update`) asks for its own cards even when its count and `filling` read
    // as the last one's.
  }, [filling, first, instant, shown, firstScreen, update]);

  // The button a keyboard or screen-reader visitor pressed may be gone (nothing more to show):
  // the focus goes to the first new item, not back to the top of the page.
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || shown <= from) return;
    focusFrom.current = null;
    // A heading row between items (data-list-heading) is not one of them.
    const item = listRef.current?.querySelectorAll(':scope > :not([data-list-heading])')[from];
    if (!(item instanceof HTMLElement)) return;
    // A list item is not focusable by itself; -1 keeps it out of the Tab order.
    if (!item.hasAttribute('tabindex')) item.tabIndex = -1;
    item.focus();
  }, [shown]);

  useEffect(() => {
    if (!more || !autoGrow) return;
    const grow = () => update((previous) => ({ count: previous.count + step }));
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
  }, [more, shown, step, autoGrow, update]);

  return {
    shown,
    more,
    sentinelRef,
    /** For the list element: 'Show more' focuses the first item it adds. */
    listRef,
    /** An item's place in the batch it arrived with, for its entrance animation. */
    placeInBatch: (index: number) => index - (batchStarts.findLast((start) => start <= index) ?? 0),
    showMore: () => {
      focusFrom.current = shown;
      update((previous) => ({ count: previous.count + step }));
    },
  };
}
