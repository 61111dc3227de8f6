// Types for scripts/lib/fault-payloads.mjs, used by the Playwright tests.
export type SourceName = 'wormhole' | 'stargate' | 'orbiter';
export const ODD_TYPES_SYMBOL: string;
export function bigSymbol(symbol: string, copy: number): string;
export function inflatePayload(source: SourceName, json: unknown, factor?: number): unknown;
export function wrongTypesPayload(
  source: SourceName,
  json: unknown,
  validCount?: number,
): { json: unknown; validSymbols: string[] };
