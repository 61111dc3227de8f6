// The visitor's search shown as running ('Searching...'), kept outside React state: the few
// elements that show it (the Search button, the text box, the typeahead list, the results
// region) read it on their own, so showing it re-renders them and not the whole home screen. On
// a phone with the CPU slowed 20x that re-render took about 40 ms between Enter and the first
// sign that the search had started.
import { useSyncExternalStore } from 'react';
import type { SearchRequest } from '../../shared/contract';

export interface RunningSearch {
  request: SearchRequest;
  /** When the search started (performance.now()), which may be before it was shown as running. */
  since: number;
}

export interface PendingSearch {
  /** The search shown as running, or null. */
  get(): RunningSearch | null;
  subscribe(onChange: () => void): () => void;
}

export interface PendingSearchStore extends PendingSearch {
  /** Shows search number `id`, started at `since`, as running. */
  show(request: SearchRequest, id: number, since: number): void;
  /** Ends the running state of every search up to number `id` (its answer is on screen). */
  settle(id: number): void;
  /** Ends the running state of any search. */
  clear(): void;
}

export function createPendingSearch(): PendingSearchStore {
  let pending: { running: RunningSearch; id: number } | null = null;
  const listeners = new Set<() => void>();
  const set = (next: typeof pending) => {
    if (next === pending) return;
    pending = next;
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => pending?.running ?? null,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    show: (request, id, since) => set({ running: { request, since }, id }),
    settle(id) {
      if (pending !== null && pending.id <= id) set(null);
    },
    clear: () => set(null),
  };
}

const nothingRunning = () => null;

/** The search shown as running, or null; the component re-renders when it changes. */
export function usePendingSearch(pending: PendingSearch): RunningSearch | null {
  // The prerendered page and its hydration have no search running.
  return useSyncExternalStore(pending.subscribe, pending.get, nothingRunning);
}
