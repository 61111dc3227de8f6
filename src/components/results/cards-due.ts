// Whether a search's answer is here but its cards are late (skeletons stand in for them): the
// visitor is still waiting, so the search panel reads 'Searching...' meanwhile. An answer can
// come at once (prepared while typing) and its cards take seconds to draw on a slow phone.
import { createContext, useSyncExternalStore } from 'react';

export interface CardsDue {
  get(): boolean;
  subscribe(onChange: () => void): () => void;
  set(due: boolean): void;
}

export function createCardsDue(): CardsDue {
  let due = false;
  const listeners = new Set<() => void>();
  return {
    get: () => due,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    set(next) {
      if (next === due) return;
      due = next;
      listeners.forEach((listener) => listener());
    },
  };
}

/** The screen's store: the result list says when its cards are late, the panel shows it. */
export const CardsDueContext = createContext<CardsDue | null>(null);

const never = () => () => {};
const notDue = () => false;

/** Whether the answer's cards are late; false without a store (and while hydrating). */
export function useCardsDue(store: CardsDue | null | undefined): boolean {
  return useSyncExternalStore(store?.subscribe ?? never, store?.get ?? notDue, notDue);
}
