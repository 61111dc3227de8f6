// The only module that imports mixpanel-browser (its core build: no session recording).
// Reached through a dynamic import only, so the library is a chunk of its own.
import mixpanel from 'mixpanel-browser/src/loaders/loader-module-core';
import type { AnalyticsClient } from './analytics';

/** The library's per-kind senders of its stored batches (events, people, groups). */
interface BatchSender {
  start(): void;
  stop(): void;
}

type Online = Pick<Window, 'addEventListener'> & { navigator: Pick<Navigator, 'onLine'> };

/**
 * Offline, the library would still try to send each batch, fail with status 0, log "Bad HTTP
 * status: 0" and retry, again and again. Its batches wait in local storage instead: the senders
 * stop while the browser is offline and start again (sending what waited) when it is back.
 * Stopping a sender keeps its batches; the library's own stop_batch_senders would drop them.
 */
export function sendWhileOnline(
  library: { start_batch_senders(): void; request_batchers?: Record<string, BatchSender> },
  scope: Online = window,
): void {
  const follow = () => {
    if (scope.navigator.onLine) library.start_batch_senders();
    else for (const sender of Object.values(library.request_batchers ?? {})) sender.stop();
  };
  follow();
  scope.addEventListener('online', follow);
  scope.addEventListener('offline', follow);
}

export const mixpanelClient: AnalyticsClient = {
  init: (token, options) => {
    // Senders start only once the page knows it is online (sendWhileOnline).
    mixpanel.init(token, { ...options, batch_autostart: false });
    sendWhileOnline(
      mixpanel as unknown as Parameters<typeof sendWhileOnline>[0],
      window as unknown as Online,
    );
  },
  track: (name, properties) => {
    mixpanel.track(name, properties);
  },
};
