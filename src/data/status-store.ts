// One subscription to the worker's status pushes, shared by every component that asks
// (push, don't poll). It subscribes when the first React subscriber arrives and
// unsubscribes when the last one leaves; the page's own store subscribes at start-up instead and
// stays subscribed, so the statuses are already here when the prerendered screen hydrates.
import type { BridgeDataApi, SourceStatus } from '../shared/contract';

export interface StatusStore {
  subscribe(onChange: () => void): () => void;
  getSnapshot(): SourceStatus[];
  /**
   * The statuses the prerendered screen was rendered with (none yet): hydration must render
   * what the HTML shows, and React then re-renders with `getSnapshot` at once.
   */
  getServerSnapshot(): SourceStatus[];
}

export interface StatusStoreOptions {
  /**
   * Subscribe now and for the page's life, whoever listens: the page's store, created at
   * start-up, has the statuses before React asks for them (no round trip after hydration).
   */
  connectNow?: boolean;
}

const EMPTY: SourceStatus[] = [];

export function createStatusStore(
  api: BridgeDataApi,
  options: StatusStoreOptions = {},
): StatusStore {
  const always = options.connectNow === true;
  let statuses: SourceStatus[] = EMPTY;
  let pushed = false;
  const listeners = new Set<() => void>();
  let subscription: Promise<number | null> | null = null;

  const set = (next: SourceStatus[]) => {
    statuses = next;
    listeners.forEach((listener) => listener());
  };

  const connect = () => {
    pushed = false;
    subscription = api
      .subscribe({
        listener: (next) => {
          pushed = true;
          set(next);
        },
      })
      .catch((error: unknown) => {
        console.error('Could not subscribe to source statuses', error);
        return null;
      });
    // The first push may only come with the next change: read the current state too,
    // unless a push has already overtaken it.
    api
      .getStatus()
      .then((current) => {
        if (!pushed) set(current);
      })
      .catch((error: unknown) => console.error('Could not read source statuses', error));
  };

  const disconnect = () => {
    const pending = subscription;
    subscription = null;
    void pending
      ?.then((id) => {
        if (id !== null) return api.unsubscribe({ id });
      })
      .catch((error: unknown) =>
        console.error('Could not unsubscribe from source statuses', error),
      );
  };

  if (always) connect();

  return {
    subscribe(onChange) {
      listeners.add(onChange);
      if (listeners.size === 1 && !always) connect();
      return () => {
        listeners.delete(onChange);
        if (listeners.size === 0 && !always) disconnect();
      };
    },
    getSnapshot: () => statuses,
    getServerSnapshot: () => EMPTY,
  };
}
