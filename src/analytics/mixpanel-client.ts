// The only module that imports mixpanel-browser (its core build: no session recording).
// Reached through a dynamic import only, so the library is a chunk of its own.
import mixpanel from 'mixpanel-browser/src/loaders/loader-module-core';
import type { AnalyticsClient } from './analytics';

export const mixpanelClient: AnalyticsClient = {
  init: (token, options) => {
    mixpanel.init(token, options);
  },
  track: (name, properties) => {
    mixpanel.track(name, properties);
  },
};
