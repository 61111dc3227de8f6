// Types for scripts/lib/fault-payloads.mjs, used by the Playwright tests.
import type { SourceKey } from '../../src/shared/contract';

export type SourceName = SourceKey;
export const ODD_TYPES_SYMBOL: string;
export function bigSymbol(symbol: string, copy: number): string;
export function inflatePayload(source: SourceName, json: unknown, factor?: number): unknown;
export function wrongTypesPayload(
  source: SourceName,
  json: unknown,
  validCount?: number,
): { json: unknown; validSymbols: string[] };
/** The sources whose payloads the module can derive faults from (source keys). */
export const FAULT_PAYLOAD_SOURCES: readonly string[];
