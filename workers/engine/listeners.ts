// The page's listeners (status and "what changed"), called across the worker boundary. A
// listener that is gone (its page closed) is dropped; a slow one never stalls the worker.

/** A set of listeners of one kind; ids come from the caller, so kinds can share one id space. */
export interface ListenerSet<T> {
  readonly size: number;
  add(id: number, listener: (value: T) => void): void;
  delete(id: number): void;
  /** Tells every listener; with `onlyChanges`, only those last told something else. */
  tell(value: T): void;
}

export function createListenerSet<T>(options: { onlyChanges: boolean }): ListenerSet<T> {
  /** Each listener with the JSON of what it was last told. */
  const entries = new Map<number, { listener: (value: T) => void; told?: string }>();
  return {
    get size() {
      return entries.size;
    },
    add(id, listener) {
      entries.set(id, { listener });
    },
    delete(id) {
      entries.delete(id);
    },
    tell(value) {
      const json = options.onlyChanges ? JSON.stringify(value) : undefined;
      for (const [id, entry] of entries) {
        if (json !== undefined) {
          if (entry.told === json) continue;
          entry.told = json;
        }
        callListener(entry.listener, value, () => entries.delete(id));
      }
    },
  };
}

/**
 * Calls a page listener. A Comlink proxy returns a promise that rejects once the page is gone:
 * drop that listener. Never await it: a slow or closed page must not stall the worker.
 */
export function callListener<T>(listener: (value: T) => void, value: T, onGone: () => void): void {
  try {
    const result = listener(value) as unknown;
    if (isThenable(result)) result.then(undefined, onGone);
  } catch {
    onGone();
  }
}

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return typeof (value as PromiseLike<unknown> | null)?.then === 'function';
}
