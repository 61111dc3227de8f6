// The visitor's search shown as running ('Searching...'), read on its own: the few elements that
// show it (the Search button, the text box, the typeahead list, the results region) subscribe to
// it alone, so showing it re-renders them and not the whole home screen. On a phone with the CPU
// slowed 20x that re-render took about 40 ms between Enter and the first sign that the search
// had started.
import { useSyncExternalStore } from 'react';
import type { RunningSearch, SearchController } from './search-controller';

export type { RunningSearch };

export interface PendingSearch {
  /** The search shown as running, or null. */
  get(): RunningSearch | null;
  subscribe(onChange: () => void): () => void;
}

/** The search the controller shows as running. */
export function pendingOf(controller: SearchController): PendingSearch {
  return { get: () => controller.get().running, subscribe: controller.subscribe };
}

const nothingRunning = () => null;

/** The search shown as running, or null; the component re-renders when it changes. */
export function usePendingSearch(pending: PendingSearch): RunningSearch | null {
  // The prerendered page and its hydration have no search running.
  return useSyncExternalStore(pending.subscribe, pending.get, nothingRunning);
}
