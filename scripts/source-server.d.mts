// Types for scripts/source-server.mjs, used by the Playwright fixtures.
import type { Server } from 'node:http';
import type { SourceKey } from '../src/shared/contract';
import type { DatasetKind } from './lib/protocol-files.mjs';

/** The sources the server plays (the registry's keys), as named under /sources/ (`<name>.json`). */
export declare const SOURCE_NAMES: readonly SourceKey[];

export interface Throttle {
  /** Delay before every response, ms. */
  latencyMs: number;
  /** Shared link speed in bytes per second (0: unlimited). */
  bytesPerSecond: number;
  /** Which responses are slowed. */
  scope: 'all' | 'sources' | 'static';
}

export type MalformedKind = 'truncated' | 'html' | 'shape' | 'empty' | 'garbage';

export interface SourceFaultCommand {
  /** A source key (any file name under /sources/), a list, or '*'. */
  source: string | string[];
  /** Remove the fault of this source. */
  clear?: boolean;
  status?: number;
  delayMs?: number;
  /** Never answer. */
  hang?: boolean;
  malformed?: true | MalformedKind;
  /**
   * A payload derived from the source's real one (scripts/lib/fault-payloads.mjs): 'big' repeats
   * every entry `factor` times (default 10) with new symbols and addresses; 'wrong-types' keeps a
   * few usable entries among entries of every wrong JSON type.
   */
  payload?: 'big' | 'wrong-types';
  /** How many times longer the 'big' payload's list is (default 10). */
  factor?: number;
  /** Replaces the body (an object is sent as JSON). */
  body?: unknown;
  contentType?: string;
  /** Serve another file of the data directory. */
  file?: string;
  /** Apply to the next N requests only. */
  times?: number;
  /** Leave out the CORS headers. */
  noCors?: boolean;
}

export interface ControlCommand extends Partial<SourceFaultCommand> {
  reset?: boolean;
  clearEvents?: boolean;
  clearRequests?: boolean;
  throttle?: Partial<Throttle> | null | false;
  distDir?: string | null;
  dataDir?: string | null;
  offline?: boolean;
}

export interface CapturedEvent {
  endpoint: 'track' | 'engage' | 'groups' | 'record';
  method: string;
  receivedAt: number;
  event?: string;
  properties?: Record<string, unknown>;
  payload?: unknown;
}

export interface SourceRequest {
  source: string;
  at: number;
  ifNoneMatch: string | null;
  ifModifiedSince: string | null;
  fault: Record<string, unknown> | null;
  /** HTTP status sent; -1 while hanging. */
  status: number;
  /** When the last byte was written (ms since epoch), null until then. */
  finishedAt: number | null;
}

export interface ServerState {
  distDir: string | null;
  dataDir: string | null;
  /** The protocols' folders' files played when there is no dataDir. */
  dataset: DatasetKind | null;
  throttle: Throttle;
  faults: Record<string, Record<string, unknown>>;
  offline: boolean;
  events: CapturedEvent[];
  requests: SourceRequest[];
}

export interface StartedServer {
  url: string;
  port: number;
  server: Server;
  state: ServerState;
  /** Clears faults, throttle, offline, and restores distDir and dataDir. Keeps events. */
  reset(): void;
  /** Applies one control command (same as POST /__control); throws on a bad command. */
  control(command: ControlCommand): void;
  close(): Promise<void>;
}

export interface StartOptions {
  port?: number;
  host?: string;
  distDir?: string;
  /** A directory of `{key}.json` files, read instead of the folders' files. */
  dataDir?: string;
  /** The folders' files to play (their sample data, fixtures or captures) without a dataDir. */
  dataset?: DatasetKind;
  quiet?: boolean;
  throttle?: Partial<Throttle>;
}

export function startServer(options?: StartOptions): Promise<StartedServer>;
