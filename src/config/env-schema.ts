// Validates build-time configuration. Pure, so it is unit-tested and shared by the page and scripts.

import {
  chooseProtocols,
  KNOWN_PROTOCOL_IDS,
  PROTOCOL_SOURCES,
  type ProtocolId,
} from '../shared/protocol-registry.mjs';
import type { SourceUrls } from '../shared/contract';

/**
 * The sources used when a variable is not set: the public endpoints, and for a generated source the file
 * the build ships on our own origin (see the protocol registry and docs/deploying.md).
 */
export const DEFAULT_SOURCE_URLS = Object.fromEntries(
  KNOWN_PROTOCOL_IDS.map((id) => [PROTOCOL_SOURCES[id].key, PROTOCOL_SOURCES[id].defaultUrl]),
) as SourceUrls;

/** The product names no request timeout; 20 s lets a slow phone on a bad link finish. */
export const DEFAULT_SOURCE_TIMEOUT_MS = 20_000;
/** A failed download is retried up to 3 times, the wait doubling from 1 s (capped at 30 s). */
export const DEFAULT_SOURCE_RETRY_BASE_MS = 1_000;

export interface AppConfig {
  /**
   * The protocols the build lists, in the registry's order (VITE_PROTOCOLS: ids separated by
   * commas; unset: all of them).
   */
  protocols: readonly ProtocolId[];
  sourceUrls: SourceUrls;
  /** A source download that has not answered within this time has failed. */
  sourceTimeoutMs: number;
  /** Wait before the first retry of a failed source download; doubles on each retry. */
  sourceRetryBaseMs: number;
  /** Empty string: analytics off. */
  mixpanelToken: string;
  /** Empty string: the client's default host. */
  mixpanelApiHost: string;
  /**
   * Whether the build's shipped catalogue (/catalogue/*.json) answers sources that have no data
   * yet. `VITE_SHIPPED_CATALOGUE=off` leaves every source to its live URL alone.
   */
  shippedCatalogue: boolean;
  /**
   * Whether token logos hosted by third parties (the sources' own logo URLs) are shown.
   * `VITE_REMOTE_LOGOS=off` shows only the build's same-origin icons: `npm start` needs no
   * internet, so it loads nothing from it.
   */
  remoteLogos: boolean;
}

export type RawEnv = Record<string, string | boolean | undefined>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

function readUrl(raw: RawEnv, name: string, fallback: string): string {
  const value = raw[name];
  if (value === undefined || value === '') return fallback;
  if (typeof value !== 'string') throw new ConfigError(`${name} must be a URL`);
  const trimmed = value.trim();
  // Root-relative paths are allowed so a deployment can mirror the sources on its own origin.
  if (trimmed.startsWith('/')) return trimmed;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    throw new ConfigError(`${name} is not a valid URL: ${trimmed}`);
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new ConfigError(`${name} must use http or https: ${trimmed}`);
  }
  return url.toString();
}

/** A whole number of milliseconds within [min, max]; unset or empty gives the fallback. */
function readMs(raw: RawEnv, name: string, fallback: number, min: number, max: number): number {
  const value = raw[name];
  if (value === undefined || value === '') return fallback;
  const trimmed = typeof value === 'string' ? value.trim() : '';
  if (!/^\d+$/.test(trimmed)) {
    throw new ConfigError(`${name} must be a whole number of milliseconds: ${String(value)}`);
  }
  const ms = Number(trimmed);
  if (ms < min || ms > max) {
    throw new ConfigError(`${name} must be between ${min} and ${max} ms: ${trimmed}`);
  }
  return ms;
}

function readSwitch(raw: RawEnv, name: string, fallback: boolean): boolean {
  const value = raw[name];
  if (value === undefined || value === '') return fallback;
  const trimmed = String(value).trim().toLowerCase();
  if (trimmed === 'on') return true;
  if (trimmed === 'off') return false;
  throw new ConfigError(`${name} must be on or off: ${String(value)}`);
}

/** VITE_PROTOCOLS: known protocol ids separated by commas, each once; unset or blank: all. */
function readProtocols(raw: RawEnv): readonly ProtocolId[] {
  const value = raw.VITE_PROTOCOLS;
  if (value === undefined || value === '') return KNOWN_PROTOCOL_IDS;
  if (typeof value !== 'string') throw new ConfigError('VITE_PROTOCOLS must be protocol ids');
  if (value.trim() === '') return KNOWN_PROTOCOL_IDS;
  const named = value.split(',').map((part) => part.trim());
  const unknown = named.filter((id) => !(KNOWN_PROTOCOL_IDS as readonly string[]).includes(id));
  if (unknown.length > 0)
    throw new ConfigError(
      `VITE_PROTOCOLS names no protocol ${unknown.map((id) => `'${id}'`).join(', ')}; known: ${KNOWN_PROTOCOL_IDS.join(', ')}`,
    );
  if (new Set(named).size !== named.length)
    throw new ConfigError(`VITE_PROTOCOLS names a protocol twice: ${value}`);
  return chooseProtocols(value);
}

export function parseEnv(raw: RawEnv): AppConfig {
  const token = raw.VITE_MIXPANEL_TOKEN;
  const host = raw.VITE_MIXPANEL_API_HOST;
  return {
    protocols: readProtocols(raw),
    sourceUrls: Object.fromEntries(
      KNOWN_PROTOCOL_IDS.map((id) => {
        const { key, envVar } = PROTOCOL_SOURCES[id];
        return [key, readUrl(raw, envVar, DEFAULT_SOURCE_URLS[key])];
      }),
    ) as SourceUrls,
    // Short values are for tests (the e2e build); below 1 s a real source could never answer.
    sourceTimeoutMs: readMs(
      raw,
      'VITE_SOURCE_TIMEOUT_MS',
      DEFAULT_SOURCE_TIMEOUT_MS,
      1_000,
      120_000,
    ),
    sourceRetryBaseMs: readMs(
      raw,
      'VITE_SOURCE_RETRY_BASE_MS',
      DEFAULT_SOURCE_RETRY_BASE_MS,
      0,
      30_000,
    ),
    mixpanelToken: typeof token === 'string' ? token.trim() : '',
    mixpanelApiHost:
      typeof host === 'string' && host.trim() !== ''
        ? readUrl(raw, 'VITE_MIXPANEL_API_HOST', '').replace(/\/$/, '')
        : '',
    shippedCatalogue: readSwitch(raw, 'VITE_SHIPPED_CATALOGUE', true),
    remoteLogos: readSwitch(raw, 'VITE_REMOTE_LOGOS', true),
  };
}
