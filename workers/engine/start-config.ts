// What the page's `start` configures: the source URLs, the shipped snapshots, the tab's id and
// request timing. A config is frozen once built; `start` builds a new one in place of the
// initial one, and modules ask for the current one when they run.
import type { ShippedSnapshot, SourceUrls, StartOptions } from '../../src/shared/contract';
import type { Protocol } from '../../src/shared/tokens';

export interface StartConfig {
  /** Null until `start`. */
  readonly urls: Readonly<SourceUrls> | null;
  readonly snapshots: Readonly<Partial<Record<Protocol, Readonly<ShippedSnapshot>>>>;
  readonly tabId: string | null;
  /** Request timing from the page's configuration; the deps' or built-in defaults otherwise. */
  readonly fetchTimeoutMs: number | undefined;
  readonly retryBaseDelayMs: number | undefined;
}

/** The config before `start`: no URLs, no snapshots, the deps' fetch timeout. */
export function initialConfig(fetchTimeoutMs: number | undefined): StartConfig {
  return Object.freeze({
    urls: null,
    snapshots: Object.freeze({}),
    tabId: null,
    fetchTimeoutMs,
    retryBaseDelayMs: undefined,
  });
}

/** The config `start` builds from the page's options over the one before it. */
export function startedConfig(before: StartConfig, options: StartOptions): StartConfig {
  const snapshots: Partial<Record<Protocol, Readonly<ShippedSnapshot>>> = {};
  for (const [protocol, snapshot] of Object.entries(options.snapshots ?? {}))
    if (snapshot) snapshots[protocol as Protocol] = Object.freeze({ ...snapshot });
  return Object.freeze({
    urls: Object.freeze({ ...options.urls }),
    snapshots: Object.freeze(snapshots),
    tabId: options.tabId ?? null,
    fetchTimeoutMs: options.fetchTimeoutMs ?? before.fetchTimeoutMs,
    retryBaseDelayMs: options.retryBaseDelayMs,
  });
}

/** The engine's config in force. */
export interface EngineConfig {
  /** The initial config until `start`, then the page's. */
  current(): StartConfig;
  /** Builds the page's config from its `start` options; it replaces the initial one. */
  start(options: StartOptions): StartConfig;
}

export function createEngineConfig(fetchTimeoutMs: number | undefined): EngineConfig {
  let config = initialConfig(fetchTimeoutMs);
  return {
    current: () => config,
    start(options) {
      config = startedConfig(config, options);
      return config;
    },
  };
}
