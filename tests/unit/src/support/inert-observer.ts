import { vi } from 'vitest';

/**
 * An IntersectionObserver whose targets never come into view (a long page's far end). jsdom has
 * none, and a list without one grows by itself on a 50 ms timer, racing a test's own steps: a
 * loaded machine lost that race. With this, a list grows only by 'Show more', as it does in a
 * browser until the visitor scrolls near its end. Undo with vi.unstubAllGlobals().
 */
export class InertObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}

export function stubInertObserver(): void {
  vi.stubGlobal('IntersectionObserver', InertObserver);
}
