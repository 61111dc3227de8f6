// Whether a search's answer is here but its cards are not drawn yet: the visitor is still
// waiting, so the search panel reads 'Searching...' meanwhile. An answer can come at once
// (prepared while typing) and its cards take seconds to draw on a slow phone.
import { createContext, useSyncExternalStore } from 'react';

/**
 * The cards of the answer on screen: 'none' drawn, none to draw, or not for long yet; 'due' none
 * drawn and the search is as old as the screen's loading state; 'late' none drawn and skeletons
 * stand in for them.
 */
export type CardsWait = 'none' | 'due' | 'late';

export interface CardsDue {
  /**
   * How long after its search started an answer's undrawn cards keep the panel busy: the
   * screen's loading-state delay, so a search shown as running stays so until its cards are
   * drawn, in one stretch.
   */
  readonly busyAfterMs: number;
  get(): CardsWait;
  subscribe(onChange: () => void): () => void;
  set(wait: CardsWait): void;
}

export function createCardsDue(busyAfterMs: number): CardsDue {
  let wait: CardsWait = 'none';
  const listeners = new Set<() => void>();
  return {
    busyAfterMs,
    get: () => wait,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    set(next) {
      if (next === wait) return;
      wait = next;
      listeners.forEach((listener) => listener());
    },
  };
}

/** The screen's store: the result list says when its cards are due or late, the panel shows it. */
export const CardsDueContext = createContext<CardsDue | null>(null);

const never = () => () => {};
const drawn = (): CardsWait => 'none';

/** How the answer's cards stand; 'none' without a store (and while hydrating). */
export function useCardsDue(store: CardsDue | null | undefined): CardsWait {
  return useSyncExternalStore(store?.subscribe ?? never, store?.get ?? drawn, drawn);
}
