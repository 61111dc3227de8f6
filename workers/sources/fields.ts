// Field readers shared by the source parsers: they turn untrusted JSON values into typed fields
// or undefined, and never throw. Strings stay data; nothing here builds markup.
import { DEFAULT_DECIMALS } from '../../src/shared/tokens';

export type JsonObject = Record<string, unknown>;

/** A plain JSON object (not null, not an array). */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A trimmed, non-empty string, else undefined. Numbers are not coerced: a numeric symbol is a malformed row. */
export function text(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
}

// Token decimals in the wild are 0..36; anything outside is junk, not a real token.
const MAX_DECIMALS = 255;
const DECIMAL_STRING = /^\s*\d{1,3}\s*$/;

/**
 * Decimals as a whole number, or undefined when absent or unusable. A digit string such as "6"
 * is accepted because some lists serialise numbers as strings; the default (18) would be wrong.
 */
export function decimalsValue(value: unknown): number | undefined {
  const n = typeof value === 'string' && DECIMAL_STRING.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= MAX_DECIMALS
    ? n
    : undefined;
}

export function decimalsOrDefault(value: unknown): number {
  return decimalsValue(value) ?? DEFAULT_DECIMALS;
}

/**
 * A logo URL that is safe to put in an <img src>: http(s) or a path on the page's own origin.
 * Other schemes (javascript:, data:, file:) are dropped here, at the boundary, so no view has to
 * remember to do it.
 */
export function imageUrl(value: unknown): string | undefined {
  const candidate = text(value);
  if (candidate === undefined) return undefined;
  try {
    const url = new URL(candidate, 'https://relative.invalid/');
    return url.protocol === 'https:' || url.protocol === 'http:' ? candidate : undefined;
  } catch {
    return undefined;
  }
}

/** Strings of an array, trimmed, empties dropped; anything else gives []. */
export function textList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const out: string[] = [];
  for (const item of value) {
    const t = text(item);
    if (t !== undefined) out.push(t);
  }
  return out;
}

/** A short description of a value's JSON type, for shape-error details. */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}
