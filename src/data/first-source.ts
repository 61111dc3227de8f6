// Tells the boot code when the first source has settled (data in, or failed), so work that can
// wait (analytics, service worker) does not compete with a cold visit's downloads and index.
import type { BridgeDataApi, SourceStatus } from '../shared/contract';

/** How long deferred boot work waits for the first source at most. */
export const FIRST_SOURCE_WAIT_MS = 3000;

function settled(statuses: SourceStatus[]): boolean {
  return statuses.some((status) => status.hasData || (!status.loading && status.error !== null));
}

/** Resolves once a source has data or has failed, or after `timeoutMs`, whichever is first. */
export function whenFirstSourceSettles(
  api: BridgeDataApi,
  timeoutMs = FIRST_SOURCE_WAIT_MS,
): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    let subscription: Promise<number | null> | null = null;
    const finish = () => {
      if (done) return;
      done = true;
      window.clearTimeout(timer);
      resolve();
      void subscription
        ?.then((id) => (id === null ? undefined : api.unsubscribe({ id })))
        .catch(() => {});
    };
    const check = (statuses: SourceStatus[]) => {
      if (settled(statuses)) finish();
    };
    const timer = window.setTimeout(finish, timeoutMs);
    subscription = api.subscribe({ listener: check }).catch(() => null);
    api
      .getStatus()
      .then(check)
      .catch(() => {});
  });
}
