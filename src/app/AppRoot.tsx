// The whole page as main.tsx mounts it; the build's prerender (src/prerender.tsx) renders the
// same tree, so the HTML it writes is what the first client render hydrates.
import { StrictMode } from 'react';
import type { Analytics } from '../analytics/analytics';
import type { StatusStore } from '../data/status-store';
import type { BridgeDataWorkerApi } from '../shared/contract';
import { App } from './App';
import { Providers } from './Providers';

export function AppRoot({
  api,
  statuses,
  analytics,
  onHydrated,
}: {
  api: BridgeDataWorkerApi;
  /** The page's status store, subscribed since start-up (absent in the prerender). */
  statuses?: StatusStore;
  analytics: Analytics;
  /** Called once the screen has committed (never in the prerender). */
  onHydrated?: () => void;
}) {
  return (
    <StrictMode>
      <Providers api={api} statuses={statuses} analytics={analytics}>
        <App onHydrated={onHydrated} />
      </Providers>
    </StrictMode>
  );
}
