// The search results' chunk: what the home screen shows once a search answers. It is a chunk of
// its own (not needed for the first paint) with one loader, shared by the home screen and by
// start-up. main.tsx imports this module first, so on the home route the chunk is asked for
// before the rest of the app (react-dom, the screens) has evaluated: on a slow first visit it
// would otherwise arrive after the data, and the first search would wait for it.
import { ROUTES } from '../../routing/routes';
import { preloadable } from '../../lib/preloadable';

/** The screen never suspends on it: HomeView waits with `usePreloaded` (see `resultsReady`). */
export const SearchResults = preloadable(() =>
  import('./SearchResults').then((module) => module.SearchResults),
);

/** Resolves once the chunk is here or failed to come (a render then asks for it again). */
export function preloadSearchResults(): Promise<void> {
  return SearchResults.preload().then(
    () => {},
    (error: unknown) => console.warn('Prefetch failed', error),
  );
}

// Not when the build renders the home screen in Node (no window there).
if (typeof window !== 'undefined' && window.location.pathname === ROUTES.home) {
  void preloadSearchResults();
}
