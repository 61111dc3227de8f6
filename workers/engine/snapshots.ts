// The build's shipped catalogue (one snapshot file per source, dated): it answers a source that
// has no data yet, or only data older than the snapshot, while the live download runs.
import type { ShippedSnapshot } from '../../src/shared/contract';
import { FETCH_TIMEOUT_MS } from '../net/fetch-source';
import { SOURCE_REQUEST_INIT } from '../net/source-request';
import type { Protocol, Token } from '../../src/shared/tokens';
import { hashJson } from '../data-hash';
import { safeParse, urlOf } from '../sources';
import type { SourceModule } from '../../src/shared/parsing/types';
import type { Installer } from './install';
import type { Runtime } from './runtime';
import type { SourceState } from './source-state';
import type { StartConfig } from './start-config';

/** The shipped snapshot a source's live URL points at (a same-origin default), else null. */
export function liveIsSnapshot(
  config: Pick<StartConfig, 'urls' | 'snapshots'>,
  protocol: Protocol,
): ShippedSnapshot | null {
  const snapshot = config.snapshots[protocol];
  return snapshot && config.urls && urlOf(config.urls, protocol) === snapshot.url ? snapshot : null;
}

export function createSnapshotLoader(parts: {
  fetch: typeof fetch;
  runtime: Pick<Runtime, 'log' | 'timers'>;
  config: () => Pick<StartConfig, 'urls' | 'snapshots' | 'fetchTimeoutMs'>;
  sources: { [P in Protocol]: SourceModule<Token> };
  installAndSave: Installer['installAndSave'];
}): (s: SourceState) => Promise<void> {
  const { log, timers } = parts.runtime;
  /**
   * Answers a source from the shipped catalogue when it has no data yet, or only data older than
   * the snapshot (a copy saved long ago, or an older deployment's snapshot). Its live download
   * runs meanwhile and replaces it; newer data (the cache, or a live download that came first)
   * is never replaced by the snapshot. A snapshot that cannot be read changes nothing: the
   * source's own download decides, as without a snapshot.
   */
  return async function loadSnapshot(s) {
    const config = parts.config();
    const snapshot = config.snapshots[s.protocol];
    const wanted = () => snapshot && (!s.loaded || s.loaded.updatedAt < snapshot.takenAt);
    if (!snapshot || !wanted() || liveIsSnapshot(config, s.protocol)) return;
    let json: unknown;
    // A first visit's live download waits for its snapshot, so a stalled snapshot request must
    // end like a stalled download does (the same timeout), or that source would stay loading.
    const controller = new AbortController();
    let handle: unknown;
    const timedOut = new Promise<never>((_, reject) => {
      handle = timers.setTimeout(() => {
        controller.abort();
        reject(new Error('snapshot request timed out'));
      }, config.fetchTimeoutMs ?? FETCH_TIMEOUT_MS);
    });
    const read = async () => {
      const response = await parts.fetch(snapshot.url, {
        ...SOURCE_REQUEST_INIT,
        headers: { Accept: 'application/json' },
        signal: controller.signal,
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return (await response.json()) as unknown;
    };
    try {
      json = await Promise.race([read(), timedOut]);
    } catch (error) {
      log('snapshot-error', { protocol: s.protocol, error });
      return;
    } finally {
      timers.clearTimeout(handle);
    }
    if (!wanted()) return;
    const parsed = safeParse(parts.sources[s.protocol], json, s.protocol);
    if (!parsed.ok || parsed.tokens.length === 0) {
      log('snapshot-error', { protocol: s.protocol, error: parsed.ok ? 'empty' : parsed.error });
      return;
    }
    await parts.installAndSave(s, {
      origin: 'snapshot',
      tokens: parsed.tokens,
      skipped: parsed.skipped,
      updatedAt: snapshot.takenAt,
      validators: { etag: null, lastModified: null },
      dataHash: hashJson(parsed.tokens),
    });
  };
}
