// The visitor's search shown as running ('Searching...'), kept outside React state: the few
// elements that show it (the Search button, the text box, the results region) read it on their
// own, so showing it re-renders them and not the whole home screen. On a slow phone that
// re-render is what stands between Enter and the first sign that the search has started.
import { useSyncExternalStore } from 'react';
import type { SearchRequest } from '../shared/contract';

export interface PendingSearch {
  /** The request shown as running, or null. */
  get(): SearchRequest | null;
  subscribe(onChange: () => void): () => void;
}

export interface PendingSearchStore extends PendingSearch {
  /** Shows search number `id` as running. */
  show(request: SearchRequest, id: number): void;
  /** Ends the running state of every search up to number `id` (its answer is on screen). */
  settle(id: number): void;
  /** Ends the running state of any search. */
  clear(): void;
}

export function createPendingSearch(): PendingSearchStore {
  let pending: { request: SearchRequest; id: number } | null = null;
  const listeners = new Set<() => void>();
  const set = (next: typeof pending) => {
    if (next === pending) return;
    pending = next;
    listeners.forEach((listener) => listener());
  };
  return {
    get: () => pending?.request ?? null,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    show: (request, id) => set({ request, id }),
    settle(id) {
      if (pending !== null && pending.id <= id) set(null);
    },
    clear: () => set(null),
  };
}

const nothingPending = () => null;

/** The request shown as running, or null; the component re-renders when it changes. */
export function usePendingSearch(pending: PendingSearch): SearchRequest | null {
  // The prerendered page and its hydration have no search running.
  return useSyncExternalStore(pending.subscribe, pending.get, nothingPending);
}
