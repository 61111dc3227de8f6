// Answers asked for ahead of the visitor's Enter (or by a search), on one data version: text
// typed again, or a filter set back, finds its answer instead of asking the worker again.
import type { SearchResponse } from '../../shared/contract';

/** An answer asked for ahead: the text being typed, on one data version. */
export interface AnswerAhead {
  key: string;
  version: string;
  answer: Promise<SearchResponse>;
  /** Set once the answer is here: a search can then show it in the event that asked for it. */
  response: SearchResponse | null;
}

/** How many answers asked for ahead are kept. */
const ANSWERS_KEPT = 16;

export function createAnswersAhead() {
  /** By request key, oldest first. */
  const kept = new Map<string, AnswerAhead>();
  return {
    /** The answer held for `key` on `version`, if any. */
    heldFor(key: string, version: string | undefined): AnswerAhead | null {
      const held = kept.get(key);
      return held !== undefined && held.version === version ? held : null;
    },
    /** Keeps `answer` for `key` on `version`; answers on another version are dropped. */
    hold(key: string, version: string, answer: Promise<SearchResponse>): void {
      const entry: AnswerAhead = { key, version, answer, response: null };
      for (const [other, held] of kept) if (held.version !== version) kept.delete(other);
      kept.delete(key);
      kept.set(key, entry);
      if (kept.size > ANSWERS_KEPT) kept.delete(kept.keys().next().value!);
      answer.then(
        (response) => {
          entry.response = response;
        },
        () => {
          // Not worth a message: a search asks again and reports its own failure.
          if (kept.get(key) === entry) kept.delete(key);
        },
      );
    },
  };
}
