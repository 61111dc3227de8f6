// A plain object implementing the worker contract, for component tests.
import { vi } from 'vitest';
import type {
  BridgeDataWorkerApi,
  CatalogueChanges,
  ChainChoice,
  OptionAnnotation,
  SearchRequest,
  SearchResponse,
  SourceStatus,
  TokenFilter,
  TokenFilterResponse,
  TokenListResponse,
} from '../../../../src/shared/contract';
import { PROTOCOLS, type BridgeOption, type Protocol } from '../../../../src/shared/tokens';

export function status(protocol: Protocol, patch: Partial<SourceStatus> = {}): SourceStatus {
  return {
    protocol,
    loading: false,
    hasData: true,
    updatedAt: 1_700_000_000_000,
    // New data in a test is a new fetch time unless the test says otherwise.
    dataId: patch.hasData === false ? null : `data-${patch.updatedAt ?? 1_700_000_000_000}`,
    tokenCount: 10,
    error: null,
    skippedCount: 0,
    persisted: true,
    storage: 'ok',
    savedAt: patch.updatedAt === undefined ? 1_700_000_000_000 : patch.updatedAt,
    origin: patch.hasData === false ? null : 'live',
    ...patch,
  };
}

export function readyStatuses(): SourceStatus[] {
  return PROTOCOLS.map((protocol) => status(protocol));
}

export function loadingStatuses(): SourceStatus[] {
  return PROTOCOLS.map((protocol) =>
    status(protocol, { loading: true, hasData: false, updatedAt: null, tokenCount: 0 }),
  );
}

export interface FakeApi extends BridgeDataWorkerApi {
  /** Pushes new statuses to every subscriber. */
  emit(statuses: SourceStatus[]): void;
  /** Pushes new catalogue changes to every change subscriber (as the worker does). */
  emitChanges(changes: CatalogueChanges | null): void;
  /** Status listeners still registered. */
  listenerCount(): number;
  /** Change listeners still registered. */
  changeListenerCount(): number;
  searchCalls: SearchRequest[];
}

export interface FakeApiOptions {
  statuses?: SourceStatus[];
  search?: (request: SearchRequest) => Promise<SearchResponse> | SearchResponse;
  listTokens?: (protocol: Protocol) => Promise<TokenListResponse> | TokenListResponse;
  /** What a protocol page's filters keep; by default every token, on no listed chains. */
  filterTokens?: (filter: TokenFilter) => TokenFilterResponse;
  chains?: ChainChoice[];
  /** Symbols to suggest; `fuzzy` is true for did-you-mean, false for the typeahead. */
  suggest?: (query: string, options: { fuzzy: boolean }) => string[];
  /** What changed since the last visit; null (the default) is a first visit. */
  changes?: CatalogueChanges | null;
}

export function response(
  options: BridgeOption[],
  sources: SourceStatus[] = readyStatuses(),
  annotations: Record<string, OptionAnnotation> = {},
): SearchResponse {
  return {
    options,
    total: options.length,
    sources,
    matchedByAddress: false,
    tookMs: 1,
    annotations,
  };
}

export function createFakeApi(options: FakeApiOptions = {}): FakeApi {
  let statuses = options.statuses ?? readyStatuses();
  const listeners = new Map<number, (statuses: SourceStatus[]) => void>();
  let changes = options.changes ?? null;
  const changeListeners = new Map<number, (changes: CatalogueChanges | null) => void>();
  let nextId = 1;
  const searchCalls: SearchRequest[] = [];
  return {
    start: vi.fn(async () => statuses),
    pageReady: vi.fn(async () => {}),
    getStatus: vi.fn(async () => statuses),
    subscribe: vi.fn(async ({ listener }) => {
      const id = nextId++;
      listeners.set(id, listener);
      return id;
    }),
    unsubscribe: vi.fn(async ({ id }) => {
      listeners.delete(id);
      changeListeners.delete(id);
    }),
    search: vi.fn(async (request: SearchRequest) => {
      searchCalls.push(request);
      const answer = await (options.search ? options.search(request) : response([]));
      // Like the worker: `limit` cuts the options, `total` still counts them all.
      return request.limit === undefined
        ? answer
        : { ...answer, options: answer.options.slice(0, request.limit) };
    }),
    listTokens: vi.fn(async ({ protocol }) => {
      if (options.listTokens) return options.listTokens(protocol);
      return { ok: true, protocol, tokens: [], status: status(protocol) } as TokenListResponse;
    }),
    filterTokens: vi.fn(async (filter: TokenFilter) => {
      if (options.filterTokens) return options.filterTokens(filter);
      const list = options.listTokens ? await options.listTokens(filter.protocol) : null;
      const tokens = list?.ok ? list.tokens : [];
      return {
        ok: true,
        protocol: filter.protocol,
        matches: tokens.map((_, index) => index),
        tokenCount: tokens.length,
        chains: [],
      } satisfies TokenFilterResponse;
    }),
    refresh: vi.fn(async () => statuses),
    suggest: vi.fn(async ({ query, fuzzy = false }) =>
      (options.suggest?.(query, { fuzzy }) ?? []).map((symbol) => ({
        symbol,
        protocols: ['Stargate' as Protocol],
      })),
    ),
    listChains: vi.fn(async () => options.chains ?? []),
    getChanges: vi.fn(async () => changes),
    dismissChanges: vi.fn(async () => {
      changes = null;
      changeListeners.forEach((listener) => listener(null));
    }),
    subscribeChanges: vi.fn(async ({ listener }) => {
      const id = nextId++;
      changeListeners.set(id, listener);
      // Like the worker: told the current state once, right after the id is back.
      queueMicrotask(() => {
        if (changeListeners.has(id)) listener(changes);
      });
      return id;
    }),
    emit(next) {
      statuses = next;
      listeners.forEach((listener) => listener(next));
    },
    emitChanges(next) {
      changes = next;
      changeListeners.forEach((listener) => listener(next));
    },
    listenerCount: () => listeners.size,
    changeListenerCount: () => changeListeners.size,
    searchCalls,
  };
}
