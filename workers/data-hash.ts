// A fast, stable fingerprint of normalised data: keys the persisted search index and tells an
// unchanged download from a changed one. Not cryptographic; collisions only cost a stale index
// until the next change, and 53 bits make them practically impossible for a few versions.

/** cyrb53 (public domain) over a string: 53-bit hash as 14 hex digits. */
export function hashString(text: string, seed = 0): string {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}

/** Hash of a JSON-serialisable value (tokens come from JSON, so key order is the parser's). */
export function hashJson(value: unknown): string {
  return hashString(JSON.stringify(value) ?? 'undefined');
}
