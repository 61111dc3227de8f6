// The first module the app chunk runs (main.tsx imports it first): on the home route it asks
// for the search results' chunk before the rest of the app (React, the screens) has run, about
// 100 ms sooner on a phone. On a slow first visit that chunk would otherwise arrive after the
// data, and the first search would wait for it. It stays a lazy chunk: nothing renders it before
// a search answers, and HomeView's own import() of it resolves to the same module.
if (window.location.pathname === '/') {
  import('../components/SearchResults').catch((error: unknown) =>
    console.warn('Prefetch failed', error),
  );
}
