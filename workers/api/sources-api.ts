// The sources part of the worker API: start (its order is engine/boot.ts), status and its
// listeners, refreshes, and the reads the page makes over the loaded data (search, a protocol's
// list, suggestions, chains).
import type {
  SearchRequest,
  SearchResponse,
  BridgeDataWorkerApi,
  ChainChoice,
  OptionAnnotation,
  SourceStatus,
} from '../../src/shared/contract';
import type { BridgeOption } from '../../src/shared/tokens';
import { chainDisplayName, isRetiredChain } from '../../src/shared/chains';
import { sourceError } from '../../src/shared/errors';
import type { Boot } from '../engine/boot';
import type { EngineCache } from '../engine/cache';
import type { Derived } from '../engine/derived';
import type { ListenerSet } from '../engine/listeners';
import type { Runtime } from '../engine/runtime';
import { statusOf, type SourceState, type SourceStates } from '../engine/source-state';
import type { StartConfig } from '../engine/start-config';
import { compareCodeUnits } from '../search/rank';
import { filterTokens } from '../search/filter-tokens';
import { limited, runSearch, type SearchOutcome } from '../search/search';
import { reachOf, summarizeRoute } from '../search/route-summary';
import type { TrustNotes } from '../trust/trust-notes';
import { borrowedNames, withTokenNames } from '../search/titles';
import { ASSET_FACTS } from '../trust/assets';

type SourcesMethods = Exclude<
  keyof BridgeDataWorkerApi,
  'getChanges' | 'dismissChanges' | 'subscribeChanges' | 'unsubscribe'
>;

export interface SourcesApi {
  api: Pick<BridgeDataWorkerApi, SourcesMethods>;
}

export function createSourcesApi(parts: {
  runtime: Pick<Runtime, 'monotonicNow'>;
  config: () => Pick<StartConfig, 'urls'>;
  states: SourceStates;
  cache: Pick<EngineCache, 'storageState'>;
  derived: Derived;
  boot: Pick<Boot, 'start' | 'running' | 'pageReady'>;
  refreshSource(s: SourceState): Promise<void>;
  listeners: ListenerSet<SourceStatus[]>;
  nextListenerId(): number;
  /** A search has been answered (work it need not wait for may run now). */
  onSearchAnswered(): void;
}): SourcesApi {
  const { runtime, config, states, cache, derived, boot } = parts;
  const started = { promise: boot.running };

  return {
    api: {
      async start(options) {
        return boot.start(options);
      },

      async pageReady() {
        boot.pageReady();
      },

      async getStatus() {
        return states.statuses();
      },

      async subscribe(options) {
        const id = parts.nextListenerId();
        parts.listeners.add(id, options.listener);
        return id;
      },

      async search(request) {
        const startedAt = runtime.monotonicNow();
        // Loaded by the time data is; only a search racing the first load waits here.
        if (!derived.hasCode()) await derived.codeSettled();
        const catalogs = states.loadedCatalogs();
        // Searched once in full: the one-line answer counts every option, the page gets its batch.
        const every = runSearch(
          catalogs,
          { ...(request ?? { query: '' }), limit: undefined },
          ASSET_FACTS,
        );
        const found = { ...every, options: limited(every.options, request?.limit) };
        // Cards are titled by their token's name, also where their own source gives none.
        const outcome = { ...found, options: withTokenNames(found.options, catalogs) };
        const notes = outcome.options.length > 0 ? derived.trustNotes() : null;
        const route = routeOf(request);
        const annotations = !notes
          ? {}
          : route
            ? notes.annotateRoute(outcome.options, route.fromChain, route.toChain)
            : notes.annotate(outcome.options);
        const summary = summaryOf(request, every.options, outcome, annotations, notes, route);
        const tookMs = runtime.monotonicNow() - startedAt;
        parts.onSearchAnswered();
        return {
          ...outcome,
          annotations,
          ...summary,
          sources: states.statuses(),
          tookMs,
          ...(route
            ? {
                routeNames: {
                  from: routeChainName(route.fromChain),
                  to: routeChainName(route.toChain),
                },
              }
            : {}),
        };
      },

      async listTokens(options) {
        const s = states.find(options.protocol);
        if (!s) {
          // The page validates the route; this only keeps a bad call from hanging forever.
          const error = sourceError(options.protocol, 'unknown', 'unknown protocol');
          const status: SourceStatus = {
            protocol: options.protocol,
            loading: false,
            hasData: false,
            updatedAt: null,
            dataId: null,
            tokenCount: 0,
            error,
            skippedCount: 0,
            persisted: false,
            storage: cache.storageState(),
            savedAt: null,
            origin: null,
          };
          return { ok: false, protocol: options.protocol, error, status };
        }
        await started.promise;
        await s.firstOutcome.promise;
        if (!derived.hasCode()) await derived.codeSettled();
        if (s.loaded) {
          const { catalog } = s.loaded;
          const notes = derived.trustNotes();
          const tokenNames = borrowedNames(catalog, states.loadedCatalogs());
          return {
            ok: true,
            protocol: s.protocol,
            tokens: [...catalog.tokens],
            status: statusOf(s),
            ...(tokenNames ? { tokenNames } : {}),
            // Without the trust-notes code (it failed to load) the list still answers, unlabelled.
            ...(notes
              ? {
                  variants: notes.tokenVariants(catalog),
                  annotations: notes.catalogAnnotations(catalog),
                }
              : {}),
          };
        }
        return {
          ok: false,
          protocol: s.protocol,
          error: s.error ?? sourceError(s.protocol, 'unknown'),
          status: statusOf(s),
        };
      },

      async filterTokens(options) {
        const s = states.find(options?.protocol);
        if (!s) return { ok: false, protocol: options?.protocol };
        await started.promise;
        await s.firstOutcome.promise;
        if (!s.loaded) return { ok: false, protocol: s.protocol };
        const { catalog } = s.loaded;
        return {
          ok: true,
          protocol: s.protocol,
          ...filterTokens(catalog, options),
          tokenCount: catalog.tokens.length,
        };
      },

      async refresh(options) {
        if (config().urls) {
          for (const s of states.all) {
            if (options?.protocol === undefined || options.protocol === s.protocol)
              void parts.refreshSource(s);
          }
        }
        return states.statuses();
      },

      async suggest(options) {
        return derived.suggest(options);
      },

      async listChains(): Promise<ChainChoice[]> {
        const chains = new Map<string, string>();
        for (const catalog of states.loadedCatalogs()) {
          for (const [id, name] of catalog.chains)
            if (!chains.has(id) && !isRetiredChain(id)) chains.set(id, name);
        }
        return [...chains]
          .map(([id, name]) => ({ id, name }))
          .sort(
            (a, b) =>
              compareCodeUnits(a.name.toLowerCase(), b.name.toLowerCase()) ||
              compareCodeUnits(a.id, b.id),
          );
      },
    },
  };
}

/**
 * A search's answer in one line, over every option, not only the first batch the page asked
 * for: a route with a query says what its ways deliver; a query without a destination says how
 * far it reaches. A route listing every token (no query) has neither.
 */
function summaryOf(
  request: SearchRequest | undefined,
  every: BridgeOption[],
  outcome: SearchOutcome,
  annotations: Record<string, OptionAnnotation>,
  notes: TrustNotes | null,
  route: { fromChain: string; toChain: string } | null,
): Pick<SearchResponse, 'routeSummary' | 'reach'> {
  if (!request || typeof request.query !== 'string' || request.query.trim() === '') return {};
  if (outcome.total === 0) return {};
  if (!route) return { reach: reachOf(every) };
  const notesOfEvery =
    every.length === outcome.options.length || !notes
      ? annotations
      : notes.annotateRoute(every, route.fromChain, route.toChain);
  return { routeSummary: summarizeRoute(every, notesOfEvery, request.query) };
}

/** Both ends of a route, when a search names two (canonical chain ids, as the page sends them). */
function routeOf(
  request: SearchRequest | undefined,
): { fromChain: string; toChain: string } | null {
  const from = typeof request?.fromChain === 'string' ? request.fromChain.trim() : '';
  const to = typeof request?.toChain === 'string' ? request.toChain.trim() : '';
  return from !== '' && to !== '' && from !== to ? { fromChain: from, toChain: to } : null;
}

/** A route end's display name; an unknown chain keeps its source's spelling (`raw:` ids). */
function routeChainName(id: string): string {
  return id.startsWith('raw:') ? id.slice(4) : chainDisplayName(id);
}
