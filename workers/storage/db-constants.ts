// The values the engine and the store need from the database's design, without Dexie: the
// database module itself (./db) is loaded when the worker first opens it, so a first visit's
// worker script does not carry Dexie while the page waits for its first results.

/** Bump when the normalised Token shape changes: cached rows of another shape are not read. */
export const TOKENS_FORMAT_VERSION = 1;

/** Key of the one baseline row of `snapshots`. */
export const BASELINE_KEY = 'baseline';

/** Key of the one row of `derived`: the trust notes' passes over every token. */
export const TRUST_KEY = 'trust';
