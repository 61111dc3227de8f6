// Types for scripts/sources.mjs, used by its tests.
import type { PROTOCOL_SOURCES } from '../src/shared/protocol-registry.mjs';

/** The registry's 'live' sources by key, and 'portal' (Portal's extra tokens for the generated list it adds to). */
export type SourceName =
  | Extract<(typeof PROTOCOL_SOURCES)[keyof typeof PROTOCOL_SOURCES], { catalogue: 'live' }>['key']
  | 'portal';
export interface SourceModuleLike {
  parse(json: unknown):
    | {
        ok: true;
        tokens: unknown[];
        skipped: number;
        drops: Array<{ at: string; row: string; reason: string; field?: string }>;
      }
    | { ok: false; error: { message: string; detail?: string } };
  format(tokens: never[]): unknown;
}
/** The app's source modules that read each endpoint (workers/sources). */
export type Parsers = Record<SourceName, SourceModuleLike>;

export declare const PORTAL_URL: string;
export declare const PUBLIC_URLS: Record<SourceName, string>;
export declare const MAX_LOSS: number;
export declare const FIRST_CAPTURE_FLOOR: Record<SourceName, number>;
export declare function floorReason(name: SourceName, count: number): string | null;

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
  /** The day a package version was published to npm (default: asks the npm registry). */
  published?: (packageName: string, version: string) => Promise<string>;
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
