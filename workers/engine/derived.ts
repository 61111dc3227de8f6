// Data derived from every loaded source: trust notes and symbol suggestions. Both are dropped
// when a source's data changes; after a change, in the background, change listeners are told
// and every option's trust note is prepared, so searches only look them up. The trust-notes
// code is part of the worker's own bundle (as a lazy chunk it cost a cold visit a round trip
// the first search had to wait for); it stays behind a loader so tests can make it fail.
// Did-you-mean's code (search/did-you-mean.ts, with its typo tolerance) is a chunk of its own:
// the page asks for it only after a search found nothing, so no first answer waits for it. The
// typeahead, asked for while the visitor types, stays in the bundle.
import type { SymbolSuggestion } from '../../src/shared/contract';
import type { Protocol } from '../../src/shared/tokens';
import type { Catalog } from '../search/catalog';
import { collectSymbols, suggestSymbols, type SymbolEntry } from '../search/suggest';
import type { didYouMean } from '../search/did-you-mean';
import type { createTrustNotes, TrustNotes } from '../trust/trust-notes';
import { compileTrust, isCompiledTrust, trustInputsOf } from '../trust/compiled-trust';
import type { DerivedRow } from '../storage/db';
import { TRUST_KEY } from '../storage/db-constants';
import { lazyCode } from './lazy-code';
import type { Runtime } from './runtime';

export interface Derived {
  /** A source's data changed: drop what was derived from it and schedule the background run. */
  dataChanged(): void;
  /** Starts loading the trust-notes code unless it is loaded or loading. */
  loadCode(): Promise<boolean>;
  /** True once the trust-notes code has loaded. */
  hasCode(): boolean;
  /**
   * What a call that needs notes waits for before the code has loaded (a call racing the first
   * load). A failed load stays settled, so calls do not retry it one by one.
   */
  codeSettled(): Promise<boolean>;
  /** Notes over every loaded source; null when their code is not loaded. */
  trustNotes(): TrustNotes | null;
  /**
   * Typeahead, or did-you-mean with `fuzzy`; the latter rejects with a clear message when its code
   * cannot load (tried again at the next call).
   */
  suggest(options: { query: string; limit?: number; fuzzy?: boolean }): Promise<SymbolSuggestion[]>;
}

/** Did-you-mean's code (a lazy chunk). */
export interface DidYouMeanCode {
  didYouMean: typeof didYouMean;
}

const loadDidYouMeanCode = (): Promise<DidYouMeanCode> => import('../search/did-you-mean');

export function createDerived(parts: {
  runtime: Pick<Runtime, 'yieldFn' | 'monotonicNow' | 'log' | 'track' | 'background'>;
  loadedCatalogs: () => Catalog[];
  /** The date of each loaded source's data (ms since epoch), which marks name as their source. */
  dataDates?: () => Partial<Record<Protocol, number>>;
  loadTrustNotes: () => Promise<{ createTrustNotes: typeof createTrustNotes }>;
  /** Runs first in each background run: tell the change listeners. */
  onDataChanged: () => void;
  /**
   * Settles once the first search has been answered: every option's note is prepared only then
   * (that search makes its own options' notes), so it never queues behind the preparation.
   */
  afterFirstAnswer?: () => Promise<void>;
  /** Loads did-you-mean's code (a chunk of its own); tests may make it fail. */
  loadDidYouMean?: () => Promise<DidYouMeanCode>;
  /**
   * The trust notes' passes over every token, kept between visits: read when the notes are
   * built for the data and worker build they were stored for, stored after the first answer
   * when they were computed. Absent, or without a build: always computed.
   */
  compiledTrust?: {
    /** This worker build (its script's URL, which names its content); null: not kept. */
    build: string | null;
    /** `protocol:dataHash` of each loaded source; null when none is loaded. */
    sourcesKey(): string | null;
    stored(): DerivedRow | undefined;
    save(row: DerivedRow): Promise<unknown>;
  };
}): Derived {
  const { runtime, loadedCatalogs } = parts;
  let symbolCache: SymbolEntry[] | null = null;
  let trust: TrustNotes | null = null;
  /** Set once the trust-notes code has loaded; until then (or if it cannot load) there are no notes. */
  let makeTrustNotes: typeof createTrustNotes | null = null;
  /** The load of that code: resolves false when it failed (retried after the next data change). */
  let trustCode: Promise<boolean> | null = null;
  let trustCodeFailed = false;
  let scheduled = false;
  /** Did-you-mean's code; a load that failed is tried again at the next call. */
  const didYouMeanCode = lazyCode(parts.loadDidYouMean ?? loadDidYouMeanCode, (error) => {
    runtime.log('suggest-code-error', error);
    return new Error(`The code of the did-you-mean suggestions did not load: ${String(error)}`);
  });

  function loadCode(): Promise<boolean> {
    if (trustCode === null || trustCodeFailed) {
      trustCodeFailed = false;
      trustCode = runtime.track(
        parts.loadTrustNotes().then(
          (module) => {
            makeTrustNotes = module.createTrustNotes;
            return true;
          },
          (error: unknown) => {
            // Offline with a damaged precache, say: answer without notes rather than not at all.
            trustCodeFailed = true;
            runtime.log('trust-code-error', error);
            return false;
          },
        ),
      );
    }
    return trustCode;
  }

  /** Notes whose passes were computed, not read, with the data they cover: stored once. */
  const computedNotes = new WeakMap<TrustNotes, string>();

  function trustNotes(): TrustNotes | null {
    if (makeTrustNotes === null) return null;
    if (trust !== null) return trust;
    const kept = parts.compiledTrust;
    const sources = kept?.build ? kept.sourcesKey() : null;
    const stored = sources === null ? undefined : kept?.stored();
    // A damaged row counts as none.
    const read =
      stored !== undefined &&
      stored.build === kept?.build &&
      stored.sources === sources &&
      isCompiledTrust(stored.compiled)
        ? trustInputsOf(stored.compiled)
        : undefined;
    trust = makeTrustNotes(loadedCatalogs(), parts.dataDates?.(), read);
    if (read === undefined && sources !== null) computedNotes.set(trust, sources);
    return trust;
  }

  /** Keeps computed passes for the next visit (a failed write only costs that visit the work). */
  async function keepComputed(notes: TrustNotes): Promise<void> {
    const sources = computedNotes.get(notes);
    const build = parts.compiledTrust?.build;
    if (sources === undefined || !build) return;
    computedNotes.delete(notes);
    await parts.compiledTrust?.save({
      key: TRUST_KEY,
      build,
      sources,
      compiled: compileTrust(notes.inputs),
    });
  }

  /** The sources installed in one moment (the cache loads all of them at once) share one run. */
  function schedule(): void {
    if (scheduled) return;
    scheduled = true;
    const run = async () => {
      await runtime.yieldFn();
      scheduled = false;
      parts.onDataChanged();
      if (!(await loadCode())) return;
      const notes = trustNotes();
      if (notes === null) return;
      await parts.afterFirstAnswer?.();
      if (trust !== notes) return;
      await keepComputed(notes);
      if (trust !== notes) return;
      await notes.warm({
        yieldFn: runtime.yieldFn,
        now: runtime.monotonicNow,
        isCurrent: () => trust === notes,
      });
    };
    runtime.background('derived-error', run());
  }

  return {
    dataChanged() {
      symbolCache = null;
      trust = null;
      schedule();
    },
    loadCode,
    hasCode: () => makeTrustNotes !== null,
    codeSettled: () => trustCode ?? loadCode(),
    trustNotes,
    async suggest(options) {
      if (options?.fuzzy !== true) {
        symbolCache ??= collectSymbols(loadedCatalogs());
        return suggestSymbols(symbolCache, options);
      }
      const { didYouMean } = await didYouMeanCode.get();
      // After the load: the symbols of the data loaded by now.
      symbolCache ??= collectSymbols(loadedCatalogs());
      return didYouMean(symbolCache, options);
    },
  };
}
