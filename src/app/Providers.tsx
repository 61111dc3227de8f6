// Everything the screens rely on: global styles, data API, analytics, the reset signal and toasts (the
// toast stack loads after the first paint).
import type { ReactNode } from 'react';
import { AnalyticsProvider } from '../analytics/AnalyticsProvider';
import type { Analytics } from '../analytics/analytics';
import { LazyToasts } from '../notify/LazyToasts';
import { DataProvider } from '../data/DataProvider';
import type { StatusStore } from '../data/status-store';
import type { BridgeDataWorkerApi } from '../shared/contract';
import { GlobalStyle } from '../styles/GlobalStyle';
import { ResetSignalProvider } from '../routing/reset-signal';

export function Providers({
  api,
  statuses,
  analytics,
  children,
}: {
  api: BridgeDataWorkerApi;
  statuses?: StatusStore;
  analytics: Analytics;
  children: ReactNode;
}) {
  return (
    <>
      <GlobalStyle />
      <DataProvider api={api} statuses={statuses}>
        <AnalyticsProvider analytics={analytics}>
          <ResetSignalProvider>
            {children}
            <LazyToasts />
          </ResetSignalProvider>
        </AnalyticsProvider>
      </DataProvider>
    </>
  );
}
