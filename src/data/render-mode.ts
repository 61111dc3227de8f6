// How a visitor's search answer is put on screen: in the event that asked for it ('sync', as
// fast as it gets: no task hop before the render), or in a transition (rendered in slices that
// yield to the browser, so a slow device paints the key press and 'Searching...' meanwhile).
// And when 'Searching...' shows: after a short delay, or at once on a device that has shown
// it cannot render an answer within that delay.

export type RenderMode = 'sync' | 'transition';

/** Every device starts with transitions: safe on a slow phone, a few ms later on a fast one. */
export const FIRST_RENDER_MODE: RenderMode = 'transition';

/**
 * A transition's answer that committed within this many ms of its arrival (task hop included)
 * shows the device renders an answer well inside a frame: the next one renders in the event.
 * Half a 60 Hz frame, so a sync render that costs as much still leaves the browser time to paint
 * in the same frame, and the target for Enter to the outcome in the DOM at 1x data.
 */
export const SYNC_BUDGET_MS = 8;

/** A synchronous answer that blocked the main thread for longer than a frame goes back to transitions. */
export const FRAME_BUDGET_MS = 16;

/**
 * The mode for the next answer, from the last answer's mode and how long it took from its
 * arrival to its commit. Between the two budgets the mode stays as it was, so one answer near
 * the line does not flip it back and forth.
 */
export function nextRenderMode(last: RenderMode, elapsedMs: number): RenderMode {
  if (last === 'transition') return elapsedMs <= SYNC_BUDGET_MS ? 'sync' : 'transition';
  return elapsedMs > FRAME_BUDGET_MS ? 'transition' : 'sync';
}

/**
 * A search usually answers and renders within a frame. Showing 'Searching...' (a render and a
 * frame of its own) before that would only delay the answer and flash, so the loading state
 * waits this long first. The answer's cards render in a transition, which yields to the browser
 * every few ms: on a slow phone, where they take hundreds of ms, the loading state interrupts
 * them at this mark and is painted at once, and the cards follow.
 */
export const LOADING_STATE_DELAY_MS = 50;

/**
 * An answer that took longer than this from its arrival to its commit (five times the delay: its
 * loading state showed for 200 ms or more) shows a device on which the loading state comes late:
 * its timer waits behind the key's own work, its frame and the first slices of the answer's
 * render, and 'Searching...' came 220-470 ms after Enter with the CPU slowed 20x. The next search
 * shows it at once, in the event that starts the search, so the key's own frame paints it. It
 * costs that frame a render and a restyle (the disabled box): on a mid-range phone, whose
 * answers take between the delay and this, the key's paint stays light and the loading state
 * follows the delay; so does a fast device, which never sees it.
 */
export const SLOW_ANSWER_MS = 5 * LOADING_STATE_DELAY_MS;

/**
 * Whether the next visitor's search shows its loading state at once, from whether the last one
 * did and how long the last visitor's answer took from its arrival to its commit. Once on, it
 * stays on until an answer renders within the delay (one that would not have shown the loading
 * state at all): on a slow phone a short answer (a card or two) still takes longer than that,
 * and the next, longer one would get its loading state late again.
 */
export function nextLoadingAtOnce(last: boolean, elapsedMs: number): boolean {
  return last ? elapsedMs > LOADING_STATE_DELAY_MS : elapsedMs > SLOW_ANSWER_MS;
}

/**
 * A home screen whose first render (its hydration, in slices) took longer than this, from the
 * start of that render to its commit, shows the same kind of device before any search: its first
 * search shows the loading state at once. Measured in Chromium on a 2-core machine: 12-22 ms,
 * 34-94 ms with the CPU 4x slower, 505-758 ms 20x slower.
 */
export const SLOW_FIRST_RENDER_MS = SLOW_ANSWER_MS;

/** Whether the first visitor's search shows its loading state at once (see nextLoadingAtOnce). */
export function firstLoadingAtOnce(firstRenderMs: number): boolean {
  return firstRenderMs > SLOW_FIRST_RENDER_MS;
}
