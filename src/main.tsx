// Boot order matters: the data worker starts (and its downloads begin) on import, before React
// renders; the chunk that shows search results (or the split-out screen a visit starts on) is
// fetched alongside the first render; the other screens, toasts, analytics and the service
// worker wait until after the first paint and the first source (or a few seconds), so they do
// not compete with a cold visit. Events wait in analytics' queue.
import { preloadSearchResults } from './features/search/search-results-chunk';
import { workerApi, workerConnection } from './data/worker-client';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { analytics } from './analytics';
import { prefetchScreens } from './app/App';
import { AppRoot } from './app/AppRoot';
import { hydratesPrerenderedHome, keepPrerenderedHeaderOnly } from './app/prerendered-shell';
import { ROUTES } from './routing/routes';
import { afterFirstPaint, afterNextPaint, markStartupSettled } from './lib/after-first-paint';
import { replayEarlyClicks, stopRecordingEarlyClicks } from './app/early-clicks';
import { whenFirstSourceSettles } from './data/first-source';
import { createStatusStore } from './data/status-store';
import { askWhileTyping } from './data/typed-before-hydration';
import { loadWhenOnline } from './pwa/load-when-online';
import { dataVersion, isSearchReady } from './data/useSourceStatuses';
import { FIRST_RESULTS_LIMIT } from './features/search/search-controller';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Home has already asked for its results' chunk (./features/search/search-results-chunk).
if (window.location.pathname !== ROUTES.home) prefetchScreens();

// Subscribed before React renders: on a repeat visit the stored data's statuses are here by the
// time the prerendered screen has hydrated, instead of one worker round trip after it.
const statuses = createStatusStore(workerApi, { connectNow: true });
const page = (onHydrated?: () => void) => (
  <AppRoot api={workerApi} statuses={statuses} analytics={analytics} onHydrated={onHydrated} />
);
// The build prerenders the home screen into #root; index.html's inline script marks any other
// visit (another path, a search in the URL), whose screen the prerendered one is not. Hydration
// keeps the page on screen and only attaches the app. Either way the first render runs as a
// transition, in slices that yield to the browser every few ms: a phone's first render then
// never blocks input as one long task (Lighthouse's Total Blocking Time). Outside a transition,
// hydration would run at the default priority, in one piece.
if (hydratesPrerenderedHome(container, document.documentElement)) {
  // Clicks from now on reach the app's root, which replays those that come during hydration.
  const earlyClicks = stopRecordingEarlyClicks();
  // What is typed meanwhile is asked for now: the app adopts the answer once it has hydrated.
  const box = container.querySelector<HTMLInputElement>('input[name="q"]');
  const stopAsking = box
    ? askWhileTyping({
        box,
        search: (request) => workerApi.search(request),
        limit: FIRST_RESULTS_LIMIT,
        version: () => {
          const current = statuses.getSnapshot();
          return isSearchReady(current) ? dataVersion(current) : null;
        },
        onVersionChange: statuses.subscribe,
      })
    : () => {};
  startTransition(() => {
    hydrateRoot(
      container,
      page(() => {
        stopAsking();
        replayEarlyClicks(earlyClicks);
      }),
    );
  });
} else {
  stopRecordingEarlyClicks();
  keepPrerenderedHeaderOnly(container, document.documentElement);
  const root = createRoot(container);
  startTransition(() => root.render(page()));
}

afterFirstPaint(() => {
  analytics.scheduleTestEvents();
  // Prompts for a failed worker or a newer version in another tab: rare, so lazy.
  import('./app/data-service-prompts')
    .then(({ watchDataService }) =>
      watchDataService({ api: workerApi, connection: workerConnection }),
    )
    .catch((error: unknown) => console.error('Data service prompts failed to load', error));
});

/**
 * How long after start-up has settled the work nobody waits for begins: the service worker's
 * precache (hundreds of ms of another thread's CPU), the analytics library's evaluation and the
 * other screens' chunks. A first visit's first search comes in that window; on two cores that
 * work made its main-thread tasks several times longer than their CPU time. Events wait in
 * analytics' queue meanwhile (a visitor's first search or click starts the library at once), and
 * a toast mounts its stack on demand.
 */
const DEFERRED_WORK_DELAY_MS = 3000;

/**
 * Registration is not needed for the first paint, so its code is a chunk of its own; a first
 * visit offline when it is asked for registers once the network is back (see loadWhenOnline).
 */
function registerWorkerCode(): void {
  loadWhenOnline(() => import('./pwa/register-sw'))
    .then(({ registerServiceWorker }) => registerServiceWorker())
    .catch((error: unknown) => console.error('Service worker registration failed', error));
}

void whenFirstSourceSettles(workerApi).then(() => {
  // A first visit's worker opens its database (a ~29 KB module) once the first source's answer
  // is painted and the results' chunk is here, so that module does not share a slow link with
  // this page's scripts. Not later: the data is only kept for the next visit once it is stored.
  afterNextPaint(() => {
    void preloadSearchResults().then(() =>
      workerApi
        .pageReady()
        .catch((error: unknown) => console.error('Could not tell the data worker', error)),
    );
  });
  afterFirstPaint(() => {
    markStartupSettled();
    // Each piece in an idle period of its own: a visitor searching then waits for one at most.
    const pieces = [prefetchScreens, () => void analytics.load(), registerWorkerCode];
    const next = () => {
      const piece = pieces.shift();
      if (!piece) return;
      piece();
      afterFirstPaint(next);
    };
    window.setTimeout(() => afterFirstPaint(next), DEFERRED_WORK_DELAY_MS);
  });
});
