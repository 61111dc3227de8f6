// Components read the search controller here, each the part it shows. The search shown as
// running ('Searching...') is read on its own by the few elements that show it (the Search
// button, the text box, the typeahead list, the results region), so showing it re-renders them
// and not the whole home screen. On a phone with the CPU slowed 20x that re-render took about
// 40 ms between Enter and the first sign that the search had started.
import { useSyncExternalStore } from 'react';
import type { RunningSearch, SearchController, SearchView } from './search-controller';

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

/** What the prerendered page and its hydration show: no search. */
const FIRST_VIEW: SearchView = { screen: { phase: 'idle' }, running: null, updateNote: null };

/**
 * A part of what the search controller shows (`pick` returns a part that keeps its identity
 * until it changes); the component re-renders when that part changes.
 */
export function useSearchView<T>(controller: SearchController, pick: (view: SearchView) => T): T {
  return useSyncExternalStore(
    controller.subscribe,
    () => pick(controller.get()),
    () => pick(FIRST_VIEW),
  );
}
