// Usage analytics: the product's four events. The analytics client library is loaded after first
// paint in its own chunk; events tracked before it is ready wait in a queue, so none is lost.
// Nothing here may break the page: failures are logged to the console only.
import type { Protocol } from '../shared/tokens';
import {
  EVENT,
  LOCAL_HOSTS,
  isCrawler,
  type BridgeNowClickedProps,
  type EventName,
  type PageViewProps,
  type ProtocolPageViewProps,
  type TokenSearchProps,
} from './events';

/** What we need from the analytics library; the real one wraps mixpanel-browser. */
export interface AnalyticsClient {
  init(token: string, options: AnalyticsInitOptions): void;
  track(name: string, properties: object): void;
}

export interface AnalyticsInitOptions {
  debug: boolean;
  track_pageview: boolean;
  persistence: 'localStorage';
  /**
   * 'json' always: the library picks it for its own hosts only, and its base64 encoder garbles
   * characters outside the BMP (an emoji in a query) on any other host.
   */
  api_payload_format: 'json';
  api_host?: string;
}

export interface AnalyticsDeps {
  token: string;
  /** Empty: the library's default host. */
  apiHost: string;
  userAgent: string;
  hostname: string;
  loadClient: () => Promise<AnalyticsClient>;
  href?: () => string;
  now?: () => Date;
  logger?: Pick<Console, 'error' | 'warn'>;
  /** Lets the browser run other tasks (input, frames) between the steps of starting the library. */
  yieldToBrowser?: () => Promise<void>;
}

/**
 * A task boundary. Starting the library is three steps of main-thread work: evaluating its
 * module, its init (storage, super properties, the automatic page view: ~40 ms on a 2-core
 * machine, so ~160 ms on a phone at a quarter of that speed) and the queued events. In one task
 * they were a single long task a tap could not get through.
 */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, 0);
  });

/** About 2 s after load on a local host, the test events go out. */
export const TEST_EVENT_DELAY_MS = 2000;
/** Bound on events held while the library loads; older ones are dropped first. */
export const MAX_QUEUED_EVENTS = 100;

type State = 'queueing' | 'loading' | 'ready' | 'off';

/** Events a visitor's action sends (not the automatic page view): the first starts the library. */
const VISITOR_ACTIONS: ReadonlySet<string> = new Set<string>([
  EVENT.tokenSearch,
  EVENT.bridgeNowClicked,
  EVENT.protocolPageView,
]);

export interface Analytics {
  /** 'off' for crawlers, without a token, or after the library failed to load. */
  readonly state: State;
  /** Loads and starts the library; call after first paint. Idempotent. */
  load(): Promise<void>;
  track(name: EventName, properties: object): void;
  pageView(page: string, extras?: PageViewProps['extras']): void;
  /** `url`: the address that shows this search, when the page's is still catching up with it. */
  tokenSearch(input: {
    query: string;
    protocol?: Protocol;
    resultsCount: number;
    url?: string;
  }): void;
  bridgeNowClicked(input: { symbol: string; protocol: Protocol }): void;
  protocolPageView(input: { protocol: Protocol; tokenCount: number }): void;
  /** Schedules the local-host test events; returns a cancel function. */
  scheduleTestEvents(): () => void;
}

export function createAnalytics(deps: AnalyticsDeps): Analytics {
  const href = deps.href ?? (() => window.location.href);
  const now = deps.now ?? (() => new Date());
  const logger = deps.logger ?? console;
  const yieldToBrowser = deps.yieldToBrowser ?? nextTask;
  const queue: Array<{ name: string; properties: object }> = [];
  let client: AnalyticsClient | null = null;
  let loading: Promise<void> | null = null;
  let state: State = 'queueing';

  if (!deps.token) {
    state = 'off';
  } else if (isCrawler(deps.userAgent)) {
    // Silently: the console of a production build carries nothing of ours but real problems.
    state = 'off';
  }

  const send = (name: string, properties: object) => {
    try {
      client?.track(name, properties);
    } catch (error) {
      logger.error(`Analytics: tracking '${name}' failed`, error);
    }
  };

  const track = (name: EventName, properties: object) => {
    if (state === 'off') return;
    if (state === 'ready') {
      send(name, properties);
      return;
    }
    if (queue.length >= MAX_QUEUED_EVENTS) queue.shift();
    queue.push({ name, properties });
    // The app starts the library a few seconds after start-up (src/main.tsx); a visitor's action
    // starts it at once, so the events of a short visit do not stay in the queue.
    if (state === 'queueing' && VISITOR_ACTIONS.has(name)) void load();
  };

  function load(): Promise<void> {
    if (state === 'off') return Promise.resolve();
    loading ??= (async () => {
      state = 'loading';
      try {
        const loaded = await deps.loadClient();
        await yieldToBrowser();
        loaded.init(deps.token, {
          debug: true,
          track_pageview: true,
          persistence: 'localStorage',
          api_payload_format: 'json',
          ...(deps.apiHost ? { api_host: deps.apiHost } : {}),
        });
        client = loaded;
        // Still 'loading': an event tracked meanwhile joins the queue, so the order holds.
        await yieldToBrowser();
        state = 'ready';
        queue.splice(0).forEach((event) => send(event.name, event.properties));
      } catch (error) {
        state = 'off';
        queue.length = 0;
        logger.error('Analytics could not start', error);
      }
    })();
    return loading;
  }

  const stamp = (url = href()) => ({ url, timestamp: now().toISOString() });

  return {
    get state() {
      return state;
    },
    load,
    track,
    pageView(page, extras = {}) {
      const properties: PageViewProps = { page, ...stamp(), extras };
      track(EVENT.pageView, properties);
    },
    tokenSearch({ query, protocol, resultsCount, url }) {
      const properties: TokenSearchProps = {
        search_query: query,
        protocol: protocol ?? 'All',
        results_count: resultsCount,
        ...stamp(url),
      };
      track(EVENT.tokenSearch, properties);
    },
    bridgeNowClicked({ symbol, protocol }) {
      const properties: BridgeNowClickedProps = { token_symbol: symbol, protocol, ...stamp() };
      track(EVENT.bridgeNowClicked, properties);
    },
    protocolPageView({ protocol, tokenCount }) {
      const properties: ProtocolPageViewProps = { protocol, token_count: tokenCount, ...stamp() };
      track(EVENT.protocolPageView, properties);
    },
    scheduleTestEvents() {
      if (state === 'off' || !LOCAL_HOSTS.includes(deps.hostname)) return () => {};
      const timer = setTimeout(() => {
        track(EVENT.test, { message: 'Analytics test event from a local host', ...stamp() });
      }, TEST_EVENT_DELAY_MS);
      return () => clearTimeout(timer);
    },
  };
}
