// Screens reach analytics through context, so tests can hand in an instance with a fake client.
import { createContext, useContext, type ReactNode } from 'react';
import { analytics as appAnalytics, type Analytics } from './index';

const AnalyticsContext = createContext<Analytics>(appAnalytics);

export function AnalyticsProvider({
  analytics,
  children,
}: {
  analytics: Analytics;
  children: ReactNode;
}) {
  return <AnalyticsContext.Provider value={analytics}>{children}</AnalyticsContext.Provider>;
}

export function useAnalytics(): Analytics {
  return useContext(AnalyticsContext);
}
