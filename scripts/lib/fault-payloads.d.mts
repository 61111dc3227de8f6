// Types for scripts/lib/fault-payloads.mjs, used by the Playwright tests.
import type { SourceKey } from '../../src/shared/contract';

export type SourceName = SourceKey;
/** A protocol's modules as the payloads use them: its source module and adapter. */
export interface ProtocolModules {
  source: { parse(json: unknown): unknown; format(tokens: never[]): unknown };
  adapter: { listed(token: never): boolean };
}
export const ODD_TYPES_SYMBOL: string;
export function bigSymbol(symbol: string, copy: number): string;
export function inflatePayload(modules: ProtocolModules, json: unknown, factor?: number): unknown;
export function wrongTypesPayload(
  modules: ProtocolModules,
  json: unknown,
  validCount?: number,
): { json: unknown; validSymbols: string[] };
