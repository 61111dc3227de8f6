// What the benchmark measures with, and against which targets: the link, the queries, the
// CPU slow-downs and the performance table's targets. Shared by the runner and its report.

export const LINK = { latencyMs: 150, bytesPerSecond: 200_000, scope: 'all' };
export const QUERY = 'usdc';
/** From one letter to full symbols; a few match nothing at 1x. */
export const QUERIES = [
  'u',
  'us',
  'usd',
  'usdc',
  'e',
  'et',
  'eth',
  'weth',
  'wbtc',
  'dai',
  'a',
  's',
  'o',
  'arb',
  'op',
  'link',
  'sol',
  'bnb',
  'usdt',
  'btc',
  'matic',
  'avax',
  'steth',
  'pepe',
];
/**
 * The returning visitor's searches on a page in use: one-letter queries (thousands of cards at
 * 10x), symbols, a token's name, a chain and a contract address. Typed with key events, Enter
 * pressed after a short pause, after the searches of `MIX_WARM_UP` have been answered. Two
 * neighbours never both find nothing in an older build (it knew no names, chains or 'matic'): a
 * search whose outcome reads as the one before is not seen to end.
 */
export const MIX_QUERIES = [
  'e',
  'u',
  'w',
  'usdc',
  'eth',
  'usdt',
  'wbtc',
  'tether',
  'sol',
  'dai',
  'arb',
  'op',
  'matic',
  '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
  'arbitrum',
];
export const MIX_WARM_UP = ['usdc', 'eth', 'wbtc'];
export const FACTOR = 10;
/** The searches made on a slowed CPU: from one letter (many cards) to full symbols. */
export const THROTTLED_QUERIES = ['usdc', 'u', 'eth', 'usdt', 'a', 'dai', 'wbtc', 'link'];
export const INTERACTION_CPU_RATE = 4;
export const FIRST_SIGN_CPU_RATE = 20;

/** The performance targets; each row of the report is one of them. */
export const TARGETS = {
  /** Cold visit -> first results, as a fraction of the plain seed-flow page's time. */
  coldPlainRatio: 0.9,
  repeatMs: 200,
  offlineMs: 200,
  /** Enter -> outcome in the DOM, p95. */
  searchP95Ms1x: 8,
  searchP95Ms10x: 16,
  /** Enter's interaction to next paint on a CPU 4x slower, worst of 8 searches. */
  inp4xMs: 40,
  /** Enter -> 'Searching...', skeletons or the results visible on a CPU 20x slower. */
  firstSign20xMs: 150,
  /** The returning visitor, typing at once: repeat and offline visits, as a fraction of the
   * plain seed-flow page's typed repeat visit in the same run. */
  typedRepeatPlainRatio: 0.6,
  /** The first visit, typing at once: as a fraction of the seed-flow page's typed cold visit in
   * the same run (the next step is 0.9x). */
  typedColdPlainRatio: 1.2,
  /** Search pressed -> results painted on a typed repeat visit (median). */
  clickToResultsMs: 80,
  /** Enter -> outcome in the DOM over the query mix on a page in use, p95. */
  mixP95Ms1x: 8,
  mixP95Ms10x: 40,
  initialJsKb: 90,
  workerKb: 45,
};

/** The median of the finite values, NaN when there are none. */
export function medianOf(values) {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}
/**
 * A route search, as a visitor asks "how do I move this token from A to B": on a page in use,
 * From and To chosen in the filters, then each query typed and submitted (neighbours differ in
 * their outcome, or the probe would not see a search end); and the route's shared link opened
 * cold and again on the slow link, beside the same query's plain search link.
 */
export const ROUTE = {
  from: 'Ethereum',
  to: 'Arbitrum',
  queries: ['usdt', 'eth', 'dai', 'usdc', 'wbtc', 'link'],
  link: '/?q=usdt&from=ethereum&to=arbitrum',
  searchLink: '/?q=usdt',
};
