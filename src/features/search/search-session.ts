// The home screen's search session: the one place that decides when a search runs. A submit, a
// link on the screen and a change of the address all go through `go`, which says whether the
// search runs and which history entry it makes; the session remembers the search it ran, the
// history entry still to be written and the data the results on screen were computed from.

/** Where a search comes from. */
export type SearchOrigin =
  /** Typed in the panel: the fields show it, so its history entry may follow the answer's paint. */
  | 'panel'
  /** A link on the screen (a suggestion, the search without its filters): the entry comes with the answer. */
  | 'link'
  /** The address changed: Back, Forward, a shared link. */
  | 'url';

/** What to do with a search handed to `go`. */
export type SessionStep =
  /** Nothing: the session runs or ran it already, or the address is catching up with it. */
  | { kind: 'none' }
  /** No search in the address any more: the screen goes back to its first state. */
  | { kind: 'reset' }
  /** Run it; `entry` is the history entry to write once its answer is painted, if any. */
  | { kind: 'run'; entry: HistoryEntry | null }
  /** The data cannot answer yet: only the address changes; the search runs when it arrives. */
  | { kind: 'navigate' };

/** A search's history entry, written after its answer (see `entryDue`). */
export interface HistoryEntry {
  /** The address to write. */
  href: string;
  /** The URL key of the address the search was run from. */
  fromKey: string;
  /** That address itself: the entry is written only if the visitor is still there. */
  fromUrl: string;
  /** Typed in the panel: written after the answer's paint rather than with the answer. */
  afterPaint: boolean;
}

/** The data a search was computed from: the data version and the live data held. */
export interface DataStamp {
  version: string;
  live: string;
}

export interface GoOptions {
  /** The search's URL key (searchKey); null for an address with no search. */
  key: string | null;
  /** Its address. */
  href: string;
  /** The URL key and address on screen now. */
  urlKey: string;
  currentUrl: string;
  /** The first source can answer. */
  ready: boolean;
  /** The search is the one the address already holds (same address, on the home screen). */
  sameAsUrl?: boolean;
}

export interface SearchSession {
  /** The one path from a submit or an address change to a search. */
  go(origin: SearchOrigin, options: GoOptions): SessionStep;
  /** Whether `entry` is still the one to write (no newer search, reset or departure took over). */
  entryDue(entry: HistoryEntry, currentUrl: string): boolean;
  /** The screen goes back to its first state (the logo). */
  reset(): void;
  /** Drops a history entry not written yet (the screen was left, or a search was refused). */
  dropEntry(): void;
  /** A search runs on this data: the results on screen will have been computed from it. */
  computedFrom(stamp: DataStamp): void;
  /**
   * New data arrived under the results on screen: returns whether it came from a live source
   * (as against a shipped snapshot), or null when the results were computed from it already.
   */
  newData(stamp: DataStamp): { fromLive: boolean } | null;
}

export function createSearchSession(initial: DataStamp): SearchSession {
  /** The URL key of the search last run in the foreground; null when none is on screen. */
  let ranKey: string | null = null;
  /** A typed search's history entry, until it is written or dropped. */
  let entry: HistoryEntry | null = null;
  let computed = initial;

  return {
    go(origin, { key, href, urlKey, currentUrl, ready, sameAsUrl }) {
      if (origin === 'url') {
        // The address a typed search was run from, about to catch up with it: not a search.
        if (entry?.fromKey === urlKey) return { kind: 'none' };
        if (key === null) {
          if (ranKey === null) return { kind: 'none' };
          ranKey = null;
          return { kind: 'reset' };
        }
        if (!ready || ranKey === key) return { kind: 'none' };
        ranKey = key;
        return { kind: 'run', entry: null };
      }
      entry = null;
      // The same search again: no new history entry, but it runs again as asked.
      if (sameAsUrl) {
        ranKey = urlKey;
        return { kind: 'run', entry: null };
      }
      if (!ready) return { kind: 'navigate' };
      ranKey = key;
      // Kept until written: a newer search, the logo or leaving the screen drops it, and the
      // address it was run from does not run its own search meanwhile.
      entry = { href, fromKey: urlKey, fromUrl: currentUrl, afterPaint: origin === 'panel' };
      return { kind: 'run', entry };
    },
    entryDue(due, currentUrl) {
      if (entry !== due) return false;
      entry = null;
      // The visitor went elsewhere meanwhile (Back, a link): that address stays.
      return currentUrl === due.fromUrl;
    },
    reset() {
      entry = null;
      ranKey = null;
    },
    dropEntry() {
      entry = null;
    },
    computedFrom(stamp) {
      computed = stamp;
    },
    newData(stamp) {
      if (computed.version === stamp.version) return null;
      const fromLive = computed.live !== stamp.live;
      computed = stamp;
      return { fromLive };
    },
  };
}
