// Service-worker registration and the update prompt. A waiting new version is
// announced with a lasting toast; the page reloads only when the visitor asks for it.
import type { Workbox } from 'workbox-window';
import { notify } from '../notify/notify';
import { loadWhenOnline } from './load-when-online';

export const UPDATE_CHECK_INTERVAL_MS = 60 * 60 * 1000;
export const UPDATE_AVAILABLE_TEXT = 'A new version is available';
export const UPDATE_ACTION_LABEL = 'Reload';

export interface RegisterDeps {
  workbox: Pick<Workbox, 'addEventListener' | 'messageSkipWaiting' | 'register' | 'update'>;
  reload?: () => void;
  isOnline?: () => boolean;
  setInterval?: (callback: () => void, ms: number) => unknown;
}

/** Wires a Workbox instance: update prompt, reload on the visitor's request, hourly checks. */
export async function wireServiceWorker(deps: RegisterDeps): Promise<void> {
  const { workbox } = deps;
  const reload = deps.reload ?? (() => window.location.reload());
  const isOnline = deps.isOnline ?? (() => navigator.onLine);
  const every =
    deps.setInterval ?? ((callback: () => void, ms: number) => window.setInterval(callback, ms));

  workbox.addEventListener('waiting', () => {
    notify.prompt(
      UPDATE_AVAILABLE_TEXT,
      {
        label: UPDATE_ACTION_LABEL,
        onAction: () => {
          // Reload once the new worker has taken control, so the page loads the new shell.
          workbox.addEventListener('controlling', () => reload());
          workbox.messageSkipWaiting();
        },
      },
      { id: 'app-update' },
    );
  });

  await workbox.register();

  every(() => {
    if (!isOnline()) return;
    workbox.update().catch((error: unknown) => console.warn('Update check failed', error));
  }, UPDATE_CHECK_INTERVAL_MS);
}

/** Registers /sw.js in production builds only (the dev server has no service worker). */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  try {
    const { Workbox } = await loadWhenOnline(() => import('workbox-window'));
    await wireServiceWorker({ workbox: new Workbox('/sw.js') });
  } catch (error) {
    console.error('Service worker registration failed', error);
  }
}
