// Code splitting with a head start: a component whose module is fetched on first render, or
// earlier through preload() (when idle, on intent). Once loaded it renders without suspending.
import { lazy, useState, type ComponentType, type ReactElement } from 'react';

export interface PreloadableComponent<P extends object> {
  (props: P): ReactElement;
  /** Starts fetching the module; resolves once it is ready. A failed fetch is retried on render. */
  preload: () => Promise<unknown>;
}

/** Render it under a <Suspense> boundary: until its module is loaded, it suspends. */
export function preloadable<P extends object>(
  load: () => Promise<ComponentType<P>>,
): PreloadableComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  function preload(): Promise<ComponentType<P>> {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed prefetch (offline, a flaky network) is not remembered: the first render
        // tries again. A failure while rendering is final, as with React.lazy (the route's
        // error boundary shows it), so a chunk that cannot load is never fetched in a loop.
        loading = null;
        throw error;
      },
    );
    return loading;
  }
  const Lazy = lazy(async () => ({ default: await preload() }));

  function Preloaded(props: P) {
    // React.lazy suspends once per component even when the module is already here, which can
    // flash the fallback and delay the reveal (React throttles it). A loaded module is rendered
    // directly instead; the choice is made once per mount so the subtree never remounts.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Preloaded, { preload });
}
