// A source's refresh: download it (with retries, validators and a timeout, in fetch-source.ts),
// parse it, and decide what the answer does to the data held. A good download replaces the
// data, the same tokens only renew its metadata, and a failed or suspicious one keeps it and
// reports the error. Which tab downloads is decided in tabs.ts.
import { sourceError } from '../../src/shared/errors';
import type { Protocol, Token } from '../../src/shared/tokens';
import { hashJson } from '../data-hash';
import { fetchSource } from '../net/fetch-source';
import { safeParse, tooManyDropped, urlOf } from '../sources';
import type { SourceModule } from '../../src/shared/parsing/types';
import type { EngineCache } from './cache';
import type { Installer } from './install';
import type { BridgeDataDeps } from './deps';
import type { Runtime } from './runtime';
import { liveIsSnapshot } from './snapshots';
import {
  markAnswered,
  markFailed,
  markLoading,
  markRefreshed,
  markRefreshing,
  renewLoaded,
  type SourceState,
} from './source-state';
import type { StartConfig } from './start-config';
import type { Tabs } from './tabs';

/**
 * Why a well-formed download must not replace the list we hold, or null when it may. A source
 * that suddenly answers an empty list, or one with more than a third of its rows dropped by the
 * row rules (the limit `sources:update` applies too), is far more likely in an outage than a
 * protocol dropping its tokens; replacing the saved list would lose it for offline use.
 */
export function refusedReplacement(
  current: { tokens: readonly unknown[] } | null,
  parsed: { tokens: readonly unknown[]; skipped: number },
): string | null {
  if (!current || current.tokens.length === 0) return null;
  if (parsed.tokens.length === 0)
    return 'the source answered an empty list; the saved list is kept';
  if (tooManyDropped(parsed.tokens.length, parsed.skipped)) {
    return `${parsed.skipped} of ${parsed.skipped + parsed.tokens.length} entries were malformed; the saved list is kept`;
  }
  return null;
}

export function createRefresh(parts: {
  fetch: typeof fetch;
  sleep: BridgeDataDeps['sleep'];
  runtime: Pick<Runtime, 'now' | 'timers' | 'log' | 'track'>;
  config: () => StartConfig;
  sources: { [P in Protocol]: SourceModule<Token> };
  cache: Pick<EngineCache, 'saveConfirmed'>;
  installAndSave: Installer['installAndSave'];
  tabs: Pick<Tabs, 'download'>;
  notify(): void;
  /** After each refresh, settled or not: the "what changed" baseline may be due. */
  afterRefresh(): void;
}): (s: SourceState) => Promise<void> {
  const { runtime, cache } = parts;

  async function fetchAndStore(s: SourceState): Promise<void> {
    const config = parts.config();
    if (!config.urls) return;
    // A download of the shipped file is the snapshot, dated as such, not live data.
    const shipped = liveIsSnapshot(config, s.protocol);
    const origin = shipped ? 'snapshot' : 'live';
    const stamp = () => shipped?.takenAt ?? runtime.now();
    // Data the live source confirms unchanged from this build's snapshot is still that snapshot:
    // its date stays the data's (a registry's publish day, a capture's day), never the day of
    // the visit that confirmed it.
    const snapshot = config.snapshots[s.protocol];
    const isBuildSnapshot = (data: typeof s.loaded, dataHash = data?.dataHash) =>
      snapshot !== undefined &&
      data?.origin === 'snapshot' &&
      data.updatedAt === snapshot.takenAt &&
      data.dataHash === dataHash;
    const outcome = await fetchSource({
      protocol: s.protocol,
      url: urlOf(config.urls, s.protocol),
      fetch: parts.fetch,
      timers: runtime.timers,
      ...(parts.sleep ? { sleep: parts.sleep } : {}),
      validators: s.loaded?.validators ?? null,
      ...(config.fetchTimeoutMs === undefined ? {} : { timeoutMs: config.fetchTimeoutMs }),
      ...(config.retryBaseDelayMs === undefined
        ? {}
        : { retryBaseDelayMs: config.retryBaseDelayMs }),
    });
    const current = s.loaded;
    if (outcome.kind === 'failed') {
      markFailed(s, outcome.error);
    } else if (outcome.kind === 'not-modified') {
      if (current) {
        const unchanged = isBuildSnapshot(current);
        renewLoaded(s, {
          origin: unchanged ? 'snapshot' : origin,
          updatedAt: unchanged ? current.updatedAt : stamp(),
          validators: outcome.validators,
        });
        markAnswered(s);
        await cache.saveConfirmed(s, current);
      } else {
        // We only send validators when we hold data, so a 304 without data is a server bug.
        markFailed(s, sourceError(s.protocol, 'http', 'HTTP 304 without a cached copy'));
      }
    } else {
      const parsed = safeParse(parts.sources[s.protocol], outcome.json, s.protocol);
      const refused = parsed.ok ? refusedReplacement(current, parsed) : null;
      if (!parsed.ok) {
        markFailed(s, parsed.error);
      } else if (refused) {
        // Nothing lost: the saved list stays and the failure shows like any failed refresh.
        markFailed(s, sourceError(s.protocol, 'shape', refused));
      } else {
        markAnswered(s);
        const dataHash = hashJson(parsed.tokens);
        const updatedAt = stamp();
        if (current && current.dataHash === dataHash) {
          // Same tokens: keep the catalogue and its index, only the metadata is new.
          const unchanged = isBuildSnapshot(current, dataHash);
          renewLoaded(s, {
            origin: unchanged ? 'snapshot' : origin,
            updatedAt: unchanged ? current.updatedAt : updatedAt,
            validators: outcome.validators,
            skipped: parsed.skipped,
          });
          await cache.saveConfirmed(s, current);
        } else {
          await parts.installAndSave(s, {
            origin,
            tokens: parsed.tokens,
            skipped: parsed.skipped,
            updatedAt,
            validators: outcome.validators,
            dataHash,
          });
        }
      }
    }
  }

  async function download(s: SourceState): Promise<void> {
    if (!parts.config().urls) return;
    markLoading(s);
    parts.notify();
    await parts.tabs.download(s, () => fetchAndStore(s));
  }

  /** Refreshes a source; a refresh asked for while one runs joins it. */
  return function refreshSource(s) {
    if (s.inflight) return s.inflight;
    const run = (async () => {
      try {
        await download(s);
      } catch (error) {
        // A bug, not an expected failure: keep the data, say something went wrong.
        runtime.log('refresh-error', error);
        markFailed(
          s,
          sourceError(
            s.protocol,
            'unknown',
            error instanceof Error ? error.message : String(error),
          ),
        );
      } finally {
        // Cleared before the push, so a refresh asked for on "done" starts a new download.
        markRefreshed(s);
        parts.notify();
        parts.afterRefresh();
      }
    })();
    markRefreshing(s, run);
    void runtime.track(run);
    return run;
  };
}
