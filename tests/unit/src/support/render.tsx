// Renders the whole app at a URL on a fake data API and a recording analytics client.
import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { createAnalytics, type AnalyticsClient } from '../../../../src/analytics/analytics';
import { App } from '../../../../src/app/App';
import { Providers } from '../../../../src/app/Providers';
import type { BridgeDataWorkerApi } from '../../../../src/shared/contract';
import { createFakeApi } from './fake-api';

export interface TrackedEvent {
  name: string;
  properties: Record<string, unknown>;
}

export function recordingAnalytics() {
  const events: TrackedEvent[] = [];
  const client: AnalyticsClient = {
    init: vi.fn(),
    track: (name, properties) =>
      events.push({ name, properties: properties as Record<string, unknown> }),
  };
  const analytics = createAnalytics({
    token: 'test-token',
    apiHost: '',
    userAgent: 'Mozilla/5.0 (jsdom)',
    hostname: 'bridge.example',
    loadClient: async () => client,
  });
  return { analytics, events, client };
}

export async function renderApp(path: string, api: BridgeDataWorkerApi = createFakeApi()) {
  window.history.replaceState(null, '', path);
  const recorder = recordingAnalytics();
  await recorder.analytics.load();
  const utils = render(
    <Providers api={api} analytics={recorder.analytics}>
      <App />
    </Providers>,
  );
  return {
    ...utils,
    api,
    events: recorder.events,
    eventsNamed: (name: string) => recorder.events.filter((event) => event.name === name),
  };
}
