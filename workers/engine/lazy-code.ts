// Code the worker loads only when first used (a chunk of its own). A load that failed (offline,
// say) is forgotten, so the next use tries again instead of failing for the rest of the visit.

export interface LazyCode<T> {
  /** The code, loading it on the first call and again after a failed load. */
  get(): Promise<T>;
  /** The code once loaded; null before that. */
  loaded(): T | null;
}

/** `failure` turns a failed load into the error the caller reports (and may log it). */
export function lazyCode<T>(
  load: () => Promise<T>,
  failure: (error: unknown) => Error,
): LazyCode<T> {
  let loading: Promise<T> | null = null;
  let loaded: T | null = null;
  return {
    get() {
      loading ??= load().then(
        (code) => (loaded = code),
        (error: unknown) => {
          loading = null;
          throw failure(error);
        },
      );
      return loading;
    },
    loaded: () => loaded,
  };
}
