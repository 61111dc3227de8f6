// How a visitor's search answer is put on screen: in the event that asked for it ('sync', as
// fast as it gets: no task hop before the render), or in a transition (rendered in slices that
// yield to the browser, so a slow device paints the key press and 'Searching...' meanwhile).

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
