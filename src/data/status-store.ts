// One subscription to the worker's status pushes, shared by every component that asks
// (push, don't poll). It subscribes when the first React subscriber arrives and
// unsubscribes when the last one leaves.
import type { BridgeDataApi, SourceStatus } from '../shared/contract';

export interface StatusStore {
  subscribe(onChange: () => void): () => void;
  getSnapshot(): SourceStatus[];
}

const EMPTY: SourceStatus[] = [];

export function createStatusStore(api: BridgeDataApi): StatusStore {
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

  return {
    subscribe(onChange) {
      listeners.add(onChange);
      if (listeners.size === 1) connect();
      return () => {
        listeners.delete(onChange);
        if (listeners.size === 0) disconnect();
      };
    },
    getSnapshot: () => statuses,
  };
}
