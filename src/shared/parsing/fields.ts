// Field readers shared by the source parsers: they turn untrusted JSON values into typed fields
// or undefined, and never throw. Strings stay data; nothing here builds markup. Every string goes
// through cleanText (src/shared/text.ts): no control or bidi override characters, bounded length.
import { cleanText, MAX_TEXT_LENGTH } from '../text';
import { decimals } from './row-checks';

export type JsonObject = Record<string, unknown>;

/** A plain JSON object (not null, not an array). */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * A cleaned (see cleanText), trimmed, non-empty string of at most `max` characters, else
 * undefined. Numbers are not coerced: a numeric symbol is a malformed row.
 */
export function text(value: unknown, max = MAX_TEXT_LENGTH): string | undefined {
  return typeof value === 'string' ? cleanText(value, max) : undefined;
}

/**
 * Decimals as a whole number by the row rules (see row-checks.ts), or undefined when absent or
 * unusable: for values where a fallback applies instead of dropping the row (a legacy
 * per-platform decimals).
 */
export function decimalsValue(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  const checked = decimals(value);
  return checked.ok ? checked.value : undefined;
}

// Longer than any real logo address; a longer one is junk (or a smuggled data payload).
const MAX_URL_LENGTH = 2048;

/**
 * A logo URL that is safe to put in an <img src>: absolute https only. Other schemes
 * (javascript:, data:, http:, file:) and relative or protocol-relative URLs are dropped here, at
 * the boundary, so no view has to remember to do it (the page checks again).
 */
export function imageUrl(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > MAX_URL_LENGTH) return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Labels such as tags shown per token; more than this is noise, not information. */
export const MAX_LIST_ITEMS = 16;

/** Strings of an array, cleaned, empties dropped, at most MAX_LIST_ITEMS; anything else gives []. */
export function textList(value: unknown, max = MAX_TEXT_LENGTH): string[] {
  if (!Array.isArray(value)) return [];
  const out: string[] = [];
  for (const item of value) {
    const t = text(item, max);
    if (t !== undefined) out.push(t);
    if (out.length === MAX_LIST_ITEMS) break;
  }
  return out;
}

/** A short description of a value's JSON type, for shape-error details. */
export function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}
