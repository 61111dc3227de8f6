// The typed contract between the page and the data worker. The worker implements it
// (`satisfies BridgeDataApi`); the page holds it as Comlink `Remote<BridgeDataApi>`.
// Arguments are one options object; results are plain, structured-cloneable data.
import type { SourceError } from './errors';
import type { BridgeOption, Protocol, Token } from './tokens';

/** Where the worker reads each source. Comes from src/config/env.ts on the page. */
export interface SourceUrls {
  wormhole: string;
  stargate: string;
  orbiter: string;
}

/** What the page knows about one source at a moment. Pushed on every change. */
export interface SourceStatus {
  protocol: Protocol;
  /** True while a download (first load or background refresh) is in flight. */
  loading: boolean;
  /** True when tokens of this source can be searched (fresh or cached). */
  hasData: boolean;
  /** When the data we hold was fetched (ms since epoch), null if none. */
  updatedAt: number | null;
  /** Number of normalised tokens held. */
  tokenCount: number;
  /** Last download error; kept alongside cached data when a refresh fails. */
  error: SourceError | null;
  /** Tokens skipped by the parser because they were malformed. */
  skippedCount: number;
  /** False when IndexedDB is full or unavailable: the data lives in memory only (no offline copy). */
  persisted: boolean;
}

export interface SearchRequest {
  /** Raw text as typed; trimmed and lower-cased by the worker. */
  query: string;
  /** Left out for All (SPEC 2). */
  protocol?: Protocol;
  /** Canonical chain id (see chains.ts) the token must be on. */
  fromChain?: string;
  /** Canonical chain id the token must also be on. */
  toChain?: string;
  /** Maximum number of options returned (all by default). */
  limit?: number;
}

export interface SearchResponse {
  /** Grouped and ranked bridge options (SPEC 3, 5). */
  options: BridgeOption[];
  /** Total number of options before `limit`. */
  total: number;
  /** Source statuses at the time of the answer: lets the page say what is missing. */
  sources: SourceStatus[];
  /** True when the query was recognised as a contract address. */
  matchedByAddress: boolean;
  /** Time the worker spent answering, in ms. */
  tookMs: number;
}

export type TokenListResponse =
  | { ok: true; protocol: Protocol; tokens: Token[]; status: SourceStatus }
  | { ok: false; protocol: Protocol; error: SourceError; status: SourceStatus };

export interface SymbolSuggestion {
  symbol: string;
  protocols: Protocol[];
}

/** A canonical chain present in the loaded data, for the From / To selectors. */
export interface ChainChoice {
  id: string;
  name: string;
}

export interface BridgeDataApi {
  /**
   * Starts loading: cached data answers at once, then every source is fetched in
   * parallel (stale-while-revalidate). Safe to call more than once.
   */
  start(options: { urls: SourceUrls }): Promise<SourceStatus[]>;

  /** Current status of every source, in protocol order. */
  getStatus(): Promise<SourceStatus[]>;

  /**
   * Registers a listener called with every status change. Returns an id for unsubscribe.
   * The page passes a Comlink.proxy'd function.
   */
  subscribe(options: { listener: (statuses: SourceStatus[]) => void }): Promise<number>;
  unsubscribe(options: { id: number }): Promise<void>;

  /** Case-insensitive substring search, grouped by symbol + protocol and ranked. */
  search(request: SearchRequest): Promise<SearchResponse>;

  /** Every token of a protocol (Stargate: isBridgeable only). Waits for the source. */
  listTokens(options: { protocol: Protocol }): Promise<TokenListResponse>;

  /** Re-downloads one source or all of them in the background. */
  refresh(options: { protocol?: Protocol }): Promise<SourceStatus[]>;

  /** Symbols starting with / containing the query, for typeahead and did-you-mean. */
  suggest(options: { query: string; limit?: number; fuzzy?: boolean }): Promise<SymbolSuggestion[]>;

  /** Canonical chains that occur in the loaded data. */
  listChains(): Promise<ChainChoice[]>;
}
