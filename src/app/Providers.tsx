// Everything the screens rely on: theme, data API, analytics, the reset signal and toasts (the
// toast stack loads after the first paint).
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { AnalyticsProvider } from '../analytics/AnalyticsProvider';
import type { Analytics } from '../analytics/analytics';
import { LazyToasts } from '../notify/LazyToasts';
import { DataProvider } from '../data/DataProvider';
import type { BridgeDataWorkerApi } from '../shared/contract';
import { GlobalStyle } from '../styles/GlobalStyle';
import { theme } from '../styles/theme';
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
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <DataProvider api={api}>
        <AnalyticsProvider analytics={analytics}>
          <ResetSignalProvider>
            {children}
            <LazyToasts />
          </ResetSignalProvider>
        </AnalyticsProvider>
      </DataProvider>
    </ThemeProvider>
  );
}
