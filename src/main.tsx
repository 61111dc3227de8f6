// Boot order matters: the data worker starts (and its downloads begin) on import, before React
// renders; analytics and the service worker wait until after the first paint.
import { workerApi } from './data/worker-client';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { analytics } from './analytics';
import { App } from './app/App';
import { Providers } from './app/Providers';
import { registerServiceWorker } from './pwa/register-sw';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <Providers api={workerApi} analytics={analytics}>
      <App />
    </Providers>
  </StrictMode>,
);

function afterFirstPaint(callback: () => void): void {
  requestAnimationFrame(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 1));
    idle(callback, { timeout: 3000 });
  });
}

afterFirstPaint(() => {
  void analytics.load();
  analytics.scheduleTestEvents();
  void registerServiceWorker();
});
