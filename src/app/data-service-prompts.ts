// Lasting prompts about the data layer itself, like the app-update prompt: the data
// worker failed ('Try again' replaces it), or a newer version of the app is open in another tab
// and took over the database ('Reload'). Loaded after the first paint, as a chunk of its own.
import { notify } from '../notify/notify';
import type { WorkerConnection } from '../data/worker-supervisor';
import type { BridgeDataApi, SourceStatus } from '../shared/contract';

export const WORKER_FAILED_TEXT = 'Search stopped working in this tab.';
export const WORKER_RETRY_LABEL = 'Try again';
export const NEWER_VERSION_TEXT =
  'A newer version of Bridge, please! is open in another tab. Reload to update.';
export const NEWER_VERSION_ACTION_LABEL = 'Reload';

/** True once another tab has opened a newer version of the database (this tab stopped saving). */
export function isNewerVersionOpen(statuses: SourceStatus[]): boolean {
  return statuses.some((status) => status.storage === 'newer-version');
}

export interface DataServiceDeps {
  api: Pick<BridgeDataApi, 'subscribe' | 'getStatus'>;
  connection: WorkerConnection;
  reload?: () => void;
}

/** Prompts whenever the worker fails or a newer version shows up; for the page's life. */
export function watchDataService({
  api,
  connection,
  reload = () => window.location.reload(),
}: DataServiceDeps): void {
  const onHealth = () => {
    if (connection.getHealth() !== 'failed') return;
    // Same id while shown: one prompt however often it is told.
    notify.prompt(
      WORKER_FAILED_TEXT,
      { label: WORKER_RETRY_LABEL, onAction: connection.retry },
      { id: 'worker-failed' },
    );
  };
  let newerVersionPrompted = false;
  const onStatuses = (statuses: SourceStatus[]) => {
    if (newerVersionPrompted || !isNewerVersionOpen(statuses)) return;
    // Once per page: this tab stays on the old schema until it is reloaded.
    newerVersionPrompted = true;
    notify.prompt(
      NEWER_VERSION_TEXT,
      { label: NEWER_VERSION_ACTION_LABEL, onAction: reload },
      { id: 'newer-version' },
    );
  };
  connection.subscribe(onHealth);
  onHealth();
  api.subscribe({ listener: onStatuses }).catch(() => {});
  api
    .getStatus()
    .then(onStatuses)
    .catch(() => {});
}
