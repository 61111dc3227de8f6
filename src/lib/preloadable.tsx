// Code splitting with a head start: a component whose module is fetched on first render, or
// earlier through preload() (when idle, on intent). Once loaded it renders without suspending.
import { lazy, useEffect, useState, type ComponentType, type ReactElement } from 'react';

export interface PreloadableComponent<P extends object> {
  (props: P): ReactElement;
  /** Starts fetching the module; resolves once it is ready. A failed fetch is retried on render. */
  preload: () => Promise<unknown>;
  /** True once the module is here: rendering it now never suspends. */
  isLoaded: () => boolean;
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
  return Object.assign(Preloaded, { preload, isLoaded: () => loaded !== null });
}

/**
 * Whether `component`'s module is here (fetching it if not), so a screen can wait without
 * suspending. A failed fetch also reports true: rendering then goes through React.lazy, whose
 * error reaches the route's error boundary instead of waiting forever.
 */
export function usePreloaded(component: PreloadableComponent<never>): boolean {
  const [ready, setReady] = useState(component.isLoaded);
  useEffect(() => {
    if (ready) return;
    let live = true;
    const settle = () => {
      if (live) setReady(true);
    };
    component.preload().then(settle, settle);
    return () => {
      live = false;
    };
  }, [ready, component]);
  return ready;
}
