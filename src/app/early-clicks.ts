// Clicks on the prerendered page before the app listens. The home screen is on screen as HTML
// before its scripts run (they start after the first paint), and a button of that HTML does
// nothing until the app has hydrated it: a visitor who opens Filters or the Bridges menu at once
// would lose that click. index.html's start script records such clicks (and starts the app at
// once); once the app has hydrated the page, each is clicked again. Links and the search form
// need no help: the browser follows and submits them itself, except an Enter in the search box
// while the prerendered Search button is disabled (no data yet): nothing is submitted, so the
// script records the box, and the app gets that Enter once it has the page. Only what came
// before the app's root listened: React replays what comes during hydration itself, so nothing
// runs twice.

/** The global the start script keeps the clicked buttons in. */
export const EARLY_CLICKS_GLOBAL = 'bridgePleaseEarlyClicks';

/**
 * The start script's record: buttons clicked, in order, while `recording`, and the search box
 * if Enter was pressed in it.
 */
export interface EarlyClicks {
  buttons: Element[];
  recording: boolean;
}

function record(): EarlyClicks | undefined {
  return (globalThis as Record<string, unknown>)[EARLY_CLICKS_GLOBAL] as EarlyClicks | undefined;
}

/**
 * Ends the recording (the app's root listens from now on: React replays what comes during
 * hydration itself) and returns the buttons clicked until now.
 */
export function stopRecordingEarlyClicks(): Element[] {
  const early = record();
  if (!early) return [];
  early.recording = false;
  return early.buttons.splice(0);
}

/**
 * Clicks each recorded button again, if it is still on the page (the app has hydrated it), and
 * presses Enter in a recorded search box. The Enter waits a task: the app adopts the box's text
 * in a render that follows the hydration's commit, and Enter searches what the app holds.
 */
export function replayEarlyClicks(buttons: Element[]): void {
  for (const button of buttons.splice(0)) {
    if (!button.isConnected || !(button instanceof HTMLElement)) continue;
    if (button instanceof HTMLInputElement) {
      setTimeout(() => {
        if (!button.isConnected || button.disabled) return;
        button.dispatchEvent(
          new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true }),
        );
      }, 0);
    } else button.click();
  }
}
