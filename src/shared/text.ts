// Third-party and typed text made safe to show and to index: source data and queries are
// untrusted. Pure and shared: the worker cleans every source string and every query with it; the
// page only reads the query limit. Nothing here builds markup: React renders the result as text.

/** Longest token name (and registry key) kept; a longer one is cut and ends with '…'. */
export const MAX_NAME_LENGTH = 200;
/** Longest symbol kept. Real symbols are under 20; 64 leaves room for odd but honest ones. */
export const MAX_SYMBOL_LENGTH = 64;
/** Longest value of any other text field (addresses, chains, ids, tags). Real ones are under 130. */
export const MAX_TEXT_LENGTH = 256;
/** Longest search, in characters (an emoji counts as one). The page says so; the worker refuses more. */
export const MAX_QUERY_LENGTH = 128;

// Line and tab controls separate words: they become one space.
const BREAKS = /[\t\n\v\f\r\x85\u2028\u2029]+/g;
// Invisible characters that hide or reorder text: C0 and C1 controls, DEL, soft hyphen, bidi
// marks, embeddings, overrides and isolates (U+061C, U+200E/F, U+202A-E, U+2066-9), zero-width
// space, word joiner and the other U+2060-206F format characters, BOM, interlinear annotation.
// Zero-width (non-)joiners stay: emoji sequences and Persian or Indic spelling need them.
const INVISIBLE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\0-\x1f\x7f-\x9f\xad\u061c\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/g;
// Combining marks beyond four on one letter ("Zalgo" text) only pile up over the lines around it.
const MARK_PILE = /(\p{M}{4})\p{M}+/gu;

/**
 * Source or typed text as it may be shown: line breaks and tabs become spaces; control, bidi
 * override and other invisible formatting characters are removed (right-to-left letters stay,
 * the page isolates them); piles of combining marks are cut to four; the result is trimmed and,
 * past `max` characters (UTF-16 units), cut with '…' without splitting a surrogate pair.
 * Undefined when nothing visible is left.
 */
export function cleanText(raw: string, max = Infinity): string | undefined {
  const text = raw.replace(BREAKS, ' ').replace(INVISIBLE, '').replace(MARK_PILE, '$1').trim();
  if (text === '') return undefined;
  if (text.length <= max) return text;
  let end = max - 1;
  const last = text.charCodeAt(end - 1);
  if (last >= 0xd800 && last < 0xdc00) end -= 1;
  return `${text.slice(0, end).trimEnd()}…`;
}

/** True when a query is over MAX_QUERY_LENGTH characters once trimmed. */
export function queryTooLong(query: string): boolean {
  const q = query.trim();
  // Counting code points only when the length in UTF-16 units leaves a doubt.
  return (
    q.length > MAX_QUERY_LENGTH &&
    (q.length > 2 * MAX_QUERY_LENGTH || [...q].length > MAX_QUERY_LENGTH)
  );
}
