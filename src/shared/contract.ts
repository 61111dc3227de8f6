// The typed contract between the page and the data worker. The worker implements it
// (`satisfies BridgeDataWorkerApi`, which is BridgeDataApi plus CatalogueChangesApi); the page
// holds it as Comlink `Remote<BridgeDataWorkerApi>`.
// Arguments are one options object; results are plain, structured-cloneable data.
import type { SourceError } from './errors';
import type { PROTOCOL_SOURCES } from './protocol-registry.mjs';
import type { BridgeOption, Protocol, Token } from './tokens';
import type { AgreementSummary } from './trust';
import type { ChainMark, VariantGroup, VariantKind, VariantLabel } from './variants';

/** A source's file name and configuration key (the protocol registry's `key`). */
export type SourceKey = (typeof PROTOCOL_SOURCES)[Protocol]['key'];

/** Where the worker reads each source, by source key. Comes from src/config/env.ts on the page. */
export type SourceUrls = Record<SourceKey, string>;

/** What the page knows about one source at a moment. Pushed on every change. */
export interface SourceStatus {
  protocol: Protocol;
  /** True while a download (first load or background refresh) is in flight. */
  loading: boolean;
  /** True when tokens of this source can be searched (fresh or cached). */
  hasData: boolean;
  /** When the data we hold was fetched (ms since epoch), null if none. */
  updatedAt: number | null;
  /**
   * Which data is held: a hash of it, null without data. New data changes it; a refresh that
   * confirms the data held (a 304, the same tokens, another tab's same copy) keeps it, while
   * `updatedAt` moves on.
   */
  dataId: string | null;
  /** Number of normalised tokens held. */
  tokenCount: number;
  /** Last download error; kept alongside cached data when a refresh fails. */
  error: SourceError | null;
  /** Tokens skipped by the parser because they were malformed. */
  skippedCount: number;
  /** False when IndexedDB is full or unavailable: the data lives in memory only (no offline copy). */
  persisted: boolean;
  /** Whether this source's data can be kept on the device, and why not. */
  storage: StorageState;
  /**
   * When the copy kept in IndexedDB was fetched (ms since epoch), null if none. Older than
   * `updatedAt` when saving the latest download failed: that older copy is what a next visit gets.
   */
  savedAt: number | null;
  /**
   * Where the data held comes from: 'live' (the source's endpoint answered), 'snapshot' (the
   * catalogue shipped with this build; `updatedAt` is the snapshot's date), null without data.
   */
  origin: DataOrigin | null;
}

/** See `SourceStatus.origin`. */
export type DataOrigin = 'live' | 'snapshot';

/** A source's copy in the catalogue shipped with the build (see StartOptions.snapshots). */
export interface ShippedSnapshot {
  /** Root-relative URL of the file, in the source's own format. */
  url: string;
  /**
   * The date of its data, ms since epoch (midnight UTC): when a capture's data was captured, or
   * the day the package version a generated list comes from was published to npm. For an
   * `undated` list, the day of the build: it only orders the snapshot against saved data and is
   * never shown.
   */
  takenAt: number;
  /** Where its data comes from, in a sentence for a tooltip. */
  from?: string;
  /** Set for a list generated from a package's token registry: that package's version. */
  registryVersion?: string;
  /**
   * A generated list whose package version has no recorded publish date (bumped without
   * `npm run sources:update`): the page says its date is unknown rather than invent one.
   */
  undated?: true;
}

/**
 * - 'ok': IndexedDB works; the data held is saved (or there is nothing to save yet).
 * - 'unavailable': this browser does not let the app store data (private browsing, blocked):
 *   memory only, no offline copy.
 * - 'full': saving the latest download failed for lack of space; the saved copy (`savedAt`)
 *   is kept as it was.
 * - 'failed': saving the latest download failed for another reason; the saved copy is kept.
 * - 'newer-version': another tab opened a newer version of the app's database; this tab closed
 *   its connection and saves nothing more until it is reloaded.
 */
export type StorageState = 'ok' | 'unavailable' | 'full' | 'failed' | 'newer-version';

export interface SearchRequest {
  /** Raw text as typed; trimmed and lower-cased by the worker. */
  query: string;
  /** Left out for All. */
  protocol?: Protocol;
  /** Canonical chain id (see chains.ts) the token must be on. */
  fromChain?: string;
  /** Canonical chain id the token must also be on. */
  toChain?: string;
  /** Maximum number of options returned (all by default). */
  limit?: number;
}

export interface SearchResponse {
  /** Bridge options, one per symbol and protocol, ranked. */
  options: BridgeOption[];
  /** Total number of options before `limit`. */
  total: number;
  /** Source statuses at the time of the answer: lets the page say what is missing. */
  sources: SourceStatus[];
  /** True when the query was recognised as a contract address. */
  matchedByAddress: boolean;
  /** Time the worker spent answering, in ms. */
  tookMs: number;
  /**
   * The display names of a route's two chains, set when the request names both: the page words
   * its outcome with them without loading the chain table before its first answer.
   */
  routeNames?: { from: string; to: string };
  /**
   * Trust notes for the returned options, keyed by `BridgeOption.id`. Options with
   * nothing to say are absent. The worker always sets it; notes never remove an option.
   */
  annotations?: Record<string, OptionAnnotation>;
  /** A route search with a query (From and To chosen): its answer in one line, over every option. */
  routeSummary?: RouteSummary;
  /** A search with a query and no destination: how far its options reach, over every option. */
  reach?: SearchReach;
}

/**
 * What the card of one bridge option says about trust: address agreement and its variant.
 * Computed once per data change over every loaded source, so a card's note can change as
 * sources arrive.
 */
export interface OptionAnnotation {
  /**
   * Cross-source address check: tone 'conflict' (a warning naming the chains and addresses),
   * 'agree' ('2 of 2 sources agree on Arbitrum') or 'none' (nothing to compare: show nothing).
   */
  agreement: AgreementSummary;
  /**
   * Variant labels (Native, Wrapped, Bridged, Look-alike), one entry per kind, each with a
   * tooltip sentence and the chain display names where the option's tokens are of that kind.
   */
  variants: VariantGroup[];
  /**
   * Chains (source spellings, as in `BridgeOption.availableChains`) where the option's token is
   * only a copy the protocol wraps itself, not the issuer's own token. Absent when there are none.
   */
  wrappedChains?: string[];
  /**
   * What each deployment is, one entry per chain that has something to say (display names, in
   * the option's chain order): the card groups its chips by these, and shows one card-level chip
   * only when every chain has the same mark.
   */
  chainMarks?: ChainMark[];
  /**
   * On a route (From and To chosen): what the visitor receives on the destination chain, in one
   * sentence ("You receive Circle's USDC on Arbitrum, through Circle's CCTP.").
   */
  arrival?: string;
  /**
   * On a route delivering a copy: which listed protocols take that contract on the destination
   * chain ("Only {protocol} takes this token back.").
   */
  wayBack?: string;
  /** On a route: what arrives, in a few words ("Circle's USDC", "bridged USDbC"). */
  arrives?: string;
  /** On a route: the asset that arrives, as the issuers' lists name it ('USDC' for USDbC). */
  arrivingAsset?: string;
}

/**
 * A route's answer in one line: how many ways there are (options whose symbol matched) and what
 * each delivers, grouped by what arrives.
 */
export interface RouteSummary {
  ways: number;
  groups: Array<{
    /** What arrives ('' when nothing is known of it). */
    arrives: string;
    /** How many options deliver it. */
    ways: number;
    /** The protocols of those options, in ranking order, each once. */
    protocols: Protocol[];
  }>;
  /** Options that deliver another asset than the one asked for ('rETH' on an 'eth' route). */
  others: number;
}

/** Where a search without a destination reaches: distinct chains and protocols over every option. */
export interface SearchReach {
  chains: number;
  protocols: number;
}

export type TokenListResponse =
  | {
      ok: true;
      protocol: Protocol;
      tokens: Token[];
      status: SourceStatus;
      /** The variant of each token, index-aligned with `tokens`; null for an ordinary token. */
      variants?: Array<TokenVariant | null>;
      /** Trust notes keyed by option id (`${protocol}:${symbol}`); symbols with nothing to say are absent. */
      annotations?: Record<string, OptionAnnotation>;
      /**
       * By option id, the name of a symbol whose own tokens give none, as another source names
       * its contracts (a search card's title says the same); symbols with a name are absent.
       */
      tokenNames?: Record<string, string>;
    }
  | { ok: false; protocol: Protocol; error: SourceError; status: SourceStatus };

export interface TokenFilter {
  protocol: Protocol;
  query?: string;
  /** Canonical chain id (chains.ts). */
  chain?: string;
}

export type TokenFilterResponse =
  | {
      ok: true;
      protocol: Protocol;
      /** Indexes into listTokens' `tokens`, ascending; every index when nothing narrows. */
      matches: number[];
      /** How many tokens the list has: a list of another length is from other data. */
      tokenCount: number;
      /** The chains the list's tokens are on, sorted by name: the chain filter's choices. */
      chains: ChainChoice[];
    }
  | { ok: false; protocol: Protocol };

/** The variant label of one token (see variants.ts); ordinary tokens have none. */
export type TokenVariant = VariantLabel & { kind: VariantKind };

export interface SymbolSuggestion {
  symbol: string;
  protocols: Protocol[];
}

/** A canonical chain present in the loaded data, for the From / To selectors. */
export interface ChainChoice {
  id: string;
  name: string;
}

export interface StartOptions {
  urls: SourceUrls;
  /**
   * Identifies this browser tab across reloads (the page keeps it in sessionStorage). A source
   * another tab downloaded a few minutes ago is taken from the database instead of fetched
   * again; a reload of the same tab still revalidates.
   */
  tabId?: string;
  /**
   * No database of ours in this browser: nothing is stored. The worker then asks for the shipped
   * catalogue at once (no stored row can answer first) and opens its database only after the
   * first results (see `pageReady`). Absent (the page's start), the worker asks the browser
   * itself; the page's supervisor sets it false when it restarts a failed worker.
   */
  firstVisit?: boolean;
  /**
   * A source request that has not answered (headers and body) within this time has failed.
   * From the build's configuration (`VITE_SOURCE_TIMEOUT_MS`); the worker's default otherwise.
   */
  fetchTimeoutMs?: number;
  /** Wait before the first retry of a failed download, doubling each time (`VITE_SOURCE_RETRY_BASE_MS`). */
  retryBaseDelayMs?: number;
  /**
   * The build's shipped catalogue: a source with no data yet answers from its snapshot while its
   * live download runs, and the live data replaces it when it arrives. A source whose live URL
   * is its snapshot's URL is that snapshot.
   */
  snapshots?: Partial<Record<Protocol, ShippedSnapshot>>;
}

export interface BridgeDataApi {
  /**
   * Starts loading: cached data answers at once, then every source is fetched in
   * parallel (stale-while-revalidate). Safe to call more than once.
   */
  start(options: StartOptions): Promise<SourceStatus[]>;

  /**
   * The page has painted and has the code its first results need. A first visit's worker opens
   * its database (and downloads the database module) only after this, or a few seconds after
   * start: before, that module would share a slow link with the page's own scripts.
   */
  pageReady(): Promise<void>;

  /** Current status of every source, in protocol order. */
  getStatus(): Promise<SourceStatus[]>;

  /**
   * Registers a listener called with every status change. Returns an id for unsubscribe.
   * The page passes a Comlink.proxy'd options object: Comlink only proxies top-level arguments.
   */
  subscribe(options: { listener: (statuses: SourceStatus[]) => void }): Promise<number>;
  unsubscribe(options: { id: number }): Promise<void>;

  /** Case-insensitive substring search, grouped by symbol + protocol and ranked. */
  search(request: SearchRequest): Promise<SearchResponse>;

  /** Every token of a protocol (those its adapter lists). Waits for the source. */
  listTokens(options: { protocol: Protocol }): Promise<TokenListResponse>;

  /**
   * Which of a protocol's listed tokens a protocol page's filters keep. `query` matches as a
   * search does (the searched fields, or an address); `chain` (a canonical id) keeps the tokens
   * on that chain. Waits for the source, like listTokens.
   */
  filterTokens(options: TokenFilter): Promise<TokenFilterResponse>;

  /** Re-downloads one source or all of them in the background. */
  refresh(options: { protocol?: Protocol }): Promise<SourceStatus[]>;

  /**
   * Symbols for the search box. Without `fuzzy` (typeahead): symbols equal to, then starting
   * with, then containing the query, case-insensitive, `limit` 8 by default. With `fuzzy`
   * (did-you-mean, when a search found nothing): the closest symbols within a few typos
   * ('usdcc' -> USDC), ties going to symbols more tokens carry, `limit` 5 by default.
   */
  suggest(options: { query: string; limit?: number; fuzzy?: boolean }): Promise<SymbolSuggestion[]>;

  /** Canonical chains that occur in the loaded data, sorted by display name (case-insensitive). */
  listChains(): Promise<ChainChoice[]>;
}

/** A token that appeared or disappeared in a protocol's list. */
export interface ChangedToken {
  symbol: string;
  /** Canonical chain id (chains.ts). */
  chain: string;
  chainName: string;
}

/** What one protocol's list gained or lost since the baseline. */
export interface ProtocolCatalogueChanges {
  protocol: Protocol;
  /** Sorted by symbol, then chain id. */
  addedTokens: ChangedToken[];
  removedTokens: ChangedToken[];
  addedChains: ChainChoice[];
  removedChains: ChainChoice[];
  /** One line for a banner, e.g. '3 tokens added, 1 removed, 2 new chains'. */
  summary: string;
}

/**
 * What changed since the visitor last acknowledged the lists. Only protocols
 * whose data is loaded now and was known then are compared: a source that failed never shows
 * up as "everything removed", and a source seen for the first time as "everything added".
 */
export interface CatalogueChanges {
  /** When the baseline was taken (ms since epoch): "since your visit on …". */
  since: number;
  /** Protocols with something to report, in protocol order; never empty. */
  protocols: ProtocolCatalogueChanges[];
}

/**
 * The "what changed since your last visit" notice. Implemented by the worker next to
 * `BridgeDataApi` (see `BridgeDataWorkerApi`); kept as its own interface so the page can adopt
 * it when it wires the banner.
 *
 * The baseline is kept in IndexedDB. On the first visit it is written once every source has
 * settled (sources that failed are left out and join the baseline when they first load); on
 * later visits the difference between the loaded data and the baseline is available until
 * `dismissChanges`.
 */
export interface CatalogueChangesApi {
  /** Changes since the baseline, or null on a first visit or when nothing changed. */
  getChanges(): Promise<CatalogueChanges | null>;

  /** Acknowledges the changes: the loaded data becomes the baseline and the changes go to null. */
  dismissChanges(): Promise<void>;

  /**
   * Registers a listener called once with the current changes right after subscribing, then
   * whenever they change (fresh data arrived, dismissed). Returns an id for `unsubscribe`
   * (the same id space as `subscribe`). The page passes a Comlink.proxy'd options object.
   */
  subscribeChanges(options: {
    listener: (changes: CatalogueChanges | null) => void;
  }): Promise<number>;
}

/** Everything the data worker exposes. */
export interface BridgeDataWorkerApi extends BridgeDataApi, CatalogueChangesApi {}
