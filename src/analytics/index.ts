// The app's analytics instance, configured from src/config/env.ts.
import { config } from '../config/env';
import { createAnalytics } from './analytics';

export const analytics = createAnalytics({
  token: config.mixpanelToken,
  apiHost: config.mixpanelApiHost,
  userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
  hostname: typeof location === 'undefined' ? '' : location.hostname,
  loadClient: async () => (await import('./mixpanel-client')).mixpanelClient,
});

export type { Analytics } from './analytics';
