// Types for scripts/sources.mjs, used by its tests.
import type { PROTOCOL_SOURCES } from '../src/shared/protocol-registry.mjs';

/** The registry's 'live' sources by key, and 'portal' (Portal's extra Wormhole tokens). */
export type SourceName =
  | Extract<(typeof PROTOCOL_SOURCES)[keyof typeof PROTOCOL_SOURCES], { catalogue: 'live' }>['key']
  | 'portal';
export type Parse = (
  json: unknown,
) =>
  | { ok: true; tokens: unknown[]; skipped: number }
  | { ok: false; error: { message: string; detail?: string } };
export type Parsers = Record<SourceName, Parse>;

export declare const PORTAL_URL: string;
export declare const PUBLIC_URLS: Record<SourceName, string>;
export declare const MAX_LOSS: number;

export declare function loadParsers(): Promise<Parsers>;
export declare function liveUrls(
  argv?: string[],
  env?: Record<string, string | undefined>,
): Record<SourceName, string>;
export declare function lossReason(before: number, after: number): string | null;
export declare function updateSources(options: {
  urls: Record<SourceName, string>;
  parsers: Parsers;
  dir?: string;
  fetchFn?: typeof fetch;
  now?: number;
  log?: (line: string) => void;
}): Promise<{ results: Array<{ name: string; updated: boolean; message: string }> }>;
export declare function admits(allowOrigin: string | null, origin: string): boolean;
export interface CheckRow {
  name: SourceName;
  url: string;
  status: number | null;
  bytes: number | null;
  tokens: number | null;
  error: string | null;
  cors: boolean;
}
export declare function checkSources(options: {
  urls: Record<SourceName, string>;
  parsers: Parsers;
  origin: string;
  fetchFn?: typeof fetch;
}): Promise<CheckRow[]>;
export declare function formatCheck(rows: CheckRow[], origin: string): string;
