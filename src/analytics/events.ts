// Event names and property shapes, word for word as the analytics reports expect them. Kept
// apart so tests and the e2e capture server can check exactly what is sent.
import type { Protocol } from '../shared/tokens';

export const EVENT = {
  pageView: 'Page View',
  tokenSearch: 'Token Search',
  bridgeNowClicked: 'Bridge Now Clicked',
  protocolPageView: 'Protocol Page View',
  /** Sent automatically about 2 s after load on a local host. */
  test: 'Test Event',
} as const;

export type EventName = (typeof EVENT)[keyof typeof EVENT];

export interface PageViewProps {
  page: string;
  url: string;
  timestamp: string;
  extras: Record<string, string | number | boolean | null>;
}

export interface TokenSearchProps {
  search_query: string;
  /** 'All' when no protocol filter was chosen. */
  protocol: Protocol | 'All';
  results_count: number;
  url: string;
  timestamp: string;
}

export interface BridgeNowClickedProps {
  token_symbol: string;
  protocol: Protocol;
  url: string;
  timestamp: string;
}

export interface ProtocolPageViewProps {
  protocol: Protocol;
  token_count: number;
  url: string;
  timestamp: string;
}

/** Crawlers and link-preview bots: nothing is sent for them. */
export const CRAWLER_USER_AGENT =
  /bot\b|bot\/|crawler|crawling|spider|googlebot|bingbot|slurp|duckduckbot|baiduspider|yandex|sogou|exabot|facebookexternalhit|facebot|twitterbot|linkedinbot|embedly|quora link preview|slackbot|discordbot|telegrambot|applebot|petalbot|semrushbot|ahrefsbot|mj12bot|dotbot|prerender/i;

export function isCrawler(userAgent: string): boolean {
  return CRAWLER_USER_AGENT.test(userAgent);
}

export const LOCAL_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]', '::1'];
