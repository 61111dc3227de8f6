import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createAnalytics,
  MAX_QUEUED_EVENTS,
  nextTask,
  TEST_EVENT_DELAY_MS,
  type AnalyticsClient,
  type AnalyticsDeps,
} from '../../../../src/analytics/analytics';
import { isCrawler } from '../../../../src/analytics/events';

const NOW = new Date('2026-11-22T10:00:00.000Z');

function setup(overrides: Partial<AnalyticsDeps> = {}) {
  const tracked: Array<[string, object]> = [];
  const client: AnalyticsClient = {
    init: vi.fn(),
    track: vi.fn((name: string, properties: object) => void tracked.push([name, properties])),
  };
  const logger = { error: vi.fn(), warn: vi.fn(), debug: vi.fn() };
  const loadClient = vi.fn(async () => client);
  const analytics = createAnalytics({
    token: 'project-token',
    apiHost: '',
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0',
    hostname: 'bridge.example',
    loadClient,
    href: () => 'https://bridge.example/?q=usdc',
    now: () => NOW,
    logger,
    ...overrides,
  });
  return { analytics, client, tracked, logger, loadClient };
}

afterEach(() => vi.useRealTimers());

describe('analytics', () => {
  it('starts the client with debug, page-view tracking, localStorage persistence and JSON payloads on a custom host', async () => {
    const { analytics, client } = setup({ apiHost: 'https://capture.example' });
    await analytics.load();
    expect(client.init).toHaveBeenCalledWith('project-token', {
      debug: true,
      track_pageview: true,
      persistence: 'localStorage',
      api_payload_format: 'json',
      api_host: 'https://capture.example',
    });
  });

  it('leaves api_host to the library default when none is configured', async () => {
    const { analytics, client } = setup();
    await analytics.load();
    expect(client.init).toHaveBeenCalledWith('project-token', {
      debug: true,
      track_pageview: true,
      persistence: 'localStorage',
      api_payload_format: 'json',
    });
  });

  it('queues events tracked before the library loads and sends them in order once it has', async () => {
    const { analytics, tracked } = setup();
    analytics.pageView('Home', { path: '/' });
    analytics.tokenSearch({ query: 'usdc', resultsCount: 3 });
    expect(tracked).toEqual([]);
    await analytics.load();
    expect(tracked.map(([name]) => name)).toEqual(['Page View', 'Token Search']);
    analytics.bridgeNowClicked({ symbol: 'USDC', protocol: 'Stargate' });
    expect(tracked).toHaveLength(3);
  });

  it("starts the library at a visitor's first action, without waiting for load()", async () => {
    const { analytics, tracked, loadClient } = setup();
    analytics.pageView('Home', { path: '/' });
    expect(loadClient).not.toHaveBeenCalled();
    analytics.tokenSearch({ query: 'usdc', resultsCount: 3 });
    expect(loadClient).toHaveBeenCalledTimes(1);
    await vi.waitFor(() =>
      expect(tracked.map(([name]) => name)).toEqual(['Page View', 'Token Search']),
    );
    await analytics.load();
    expect(loadClient).toHaveBeenCalledTimes(1);
  });

  it('sends exactly the property names of the specification', async () => {
    const { analytics, tracked } = setup();
    await analytics.load();
    analytics.pageView('Home', { path: '/' });
    analytics.tokenSearch({ query: 'usdc', resultsCount: 3 });
    analytics.tokenSearch({ query: 'eth', protocol: 'Orbiter', resultsCount: 0 });
    analytics.bridgeNowClicked({ symbol: 'USDC', protocol: 'Stargate' });
    analytics.protocolPageView({ protocol: 'Wormhole', tokenCount: 69 });
    const stamp = { url: 'https://bridge.example/?q=usdc', timestamp: '2026-11-22T10:00:00.000Z' };
    expect(tracked).toEqual([
      ['Page View', { page: 'Home', extras: { path: '/' }, ...stamp }],
      ['Token Search', { search_query: 'usdc', protocol: 'All', results_count: 3, ...stamp }],
      ['Token Search', { search_query: 'eth', protocol: 'Orbiter', results_count: 0, ...stamp }],
      ['Bridge Now Clicked', { token_symbol: 'USDC', protocol: 'Stargate', ...stamp }],
      ['Protocol Page View', { protocol: 'Wormhole', token_count: 69, ...stamp }],
    ]);
  });

  it('is off quietly without a token: nothing is loaded or sent', async () => {
    const { analytics, loadClient, logger } = setup({ token: '' });
    analytics.pageView('Home');
    await analytics.load();
    expect(analytics.state).toBe('off');
    expect(loadClient).not.toHaveBeenCalled();
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('sends nothing for crawler user agents', async () => {
    const { analytics, loadClient, tracked } = setup({
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    });
    analytics.pageView('Home');
    await analytics.load();
    expect(loadClient).not.toHaveBeenCalled();
    expect(tracked).toEqual([]);
  });

  it('recognises common crawlers and not ordinary browsers', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'facebookexternalhit/1.1',
      'Twitterbot/1.0',
      'Mozilla/5.0 (compatible; YandexBot/3.0)',
      'DuckDuckBot/1.1',
      'Baiduspider+(+http://www.baidu.com/search/spider.htm)',
      'Mozilla/5.0 (compatible; Yahoo! Slurp)',
    ]) {
      expect(isCrawler(agent), agent).toBe(true);
    }
    for (const agent of [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 Chrome/130.0 Safari/537.36',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/130.0 Safari/537.36',
    ]) {
      expect(isCrawler(agent), agent).toBe(false);
    }
  });

  it('logs a failing library load to the console only and drops the queue', async () => {
    const { analytics, logger } = setup({
      loadClient: () => Promise.reject(new Error('blocked by an ad blocker')),
    });
    analytics.pageView('Home');
    await expect(analytics.load()).resolves.toBeUndefined();
    expect(analytics.state).toBe('off');
    expect(logger.error).toHaveBeenCalled();
    expect(() => analytics.pageView('Home')).not.toThrow();
  });

  it('logs a throwing track call instead of breaking the page', async () => {
    const { analytics, client, logger } = setup();
    await analytics.load();
    vi.mocked(client.track).mockImplementation(() => {
      throw new Error('quota');
    });
    expect(() =>
      analytics.bridgeNowClicked({ symbol: 'USDC', protocol: 'Stargate' }),
    ).not.toThrow();
    expect(logger.error).toHaveBeenCalled();
  });

  it('keeps at most a bounded number of queued events', async () => {
    const { analytics, tracked } = setup();
    for (let i = 0; i < MAX_QUEUED_EVENTS + 20; i++) analytics.pageView(`Page ${i}`);
    await analytics.load();
    expect(tracked).toHaveLength(MAX_QUEUED_EVENTS);
    expect((tracked[0]?.[1] as { page: string }).page).toBe('Page 20');
  });

  it('starts the library over three tasks, the queue keeping its order meanwhile', async () => {
    const turns: Array<() => void> = [];
    const yieldToBrowser = () => new Promise<void>((resolve) => void turns.push(resolve));
    const { analytics, client, tracked } = setup({ yieldToBrowser });
    analytics.pageView('Home', { path: '/' });
    const loading = analytics.load();
    await vi.waitFor(() => expect(turns).toHaveLength(1));
    // The module is here; its init waits for the next task.
    expect(client.init).not.toHaveBeenCalled();
    turns[0]!();
    await vi.waitFor(() => expect(turns).toHaveLength(2));
    expect(client.init).toHaveBeenCalledTimes(1);
    // Initialised; the queue goes out in a task of its own, after an event tracked meanwhile.
    analytics.tokenSearch({ query: 'usdc', resultsCount: 3 });
    expect(tracked).toEqual([]);
    expect(analytics.state).toBe('loading');
    turns[1]!();
    await loading;
    expect(analytics.state).toBe('ready');
    expect(tracked.map(([name]) => name)).toEqual(['Page View', 'Token Search']);
  });

  it('yields to the browser with a macrotask, not a microtask', async () => {
    const order: string[] = [];
    const yielded = nextTask().then(() => order.push('after the yield'));
    setTimeout(() => order.push('a task queued before it resolved'), 0);
    await Promise.resolve();
    order.push('microtask');
    await yielded;
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(['microtask', 'after the yield', 'a task queued before it resolved']);
  });

  it('sends a test event about 2 s after load on a local host only', async () => {
    vi.useFakeTimers();
    // The library's start-up yields by timer; these fake timers only drive the test event's.
    const yieldToBrowser = () => Promise.resolve();
    const local = setup({ hostname: 'localhost', yieldToBrowser });
    await local.analytics.load();
    local.analytics.scheduleTestEvents();
    vi.advanceTimersByTime(TEST_EVENT_DELAY_MS - 1);
    expect(local.tracked).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(local.tracked.map(([name]) => name)).toEqual(['Test Event']);

    const loopback = setup({ hostname: '127.0.0.1', yieldToBrowser });
    await loopback.analytics.load();
    loopback.analytics.scheduleTestEvents();
    vi.advanceTimersByTime(TEST_EVENT_DELAY_MS);
    expect(loopback.tracked).toHaveLength(1);

    const remote = setup({ yieldToBrowser });
    await remote.analytics.load();
    remote.analytics.scheduleTestEvents();
    vi.advanceTimersByTime(TEST_EVENT_DELAY_MS * 2);
    expect(remote.tracked).toEqual([]);
  });
});
