// Everything the screens rely on: global styles, data API, analytics, the reset signal and toasts (the
// toast stack loads after the first paint).
import type { ReactNode } from 'react';
import { AnalyticsProvider } from '../analytics/AnalyticsProvider';
import type { Analytics } from '../analytics/analytics';
import { LazyToasts } from '../notify/LazyToasts';
import { DataProvider } from '../data/DataProvider';
import type { BridgeDataWorkerApi } from '../shared/contract';
import { GlobalStyle } from '../styles/GlobalStyle';
import { ResetSignalProvider } from './reset-signal';

export function Providers({
  api,
  analytics,
  children,
}: {
  api: BridgeDataWorkerApi;
  analytics: Analytics;
  children: ReactNode;
}) {
  return (
    <>
      <GlobalStyle />
      <DataProvider api={api}>
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
