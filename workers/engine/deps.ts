// What the engine is built from: the platform's parts (fetch, the database, Web Locks, a
// BroadcastChannel) in the browser, fakes in tests. Everything but fetch and the database has a
// default.
import type { Protocol, Token } from '../../src/shared/tokens';
import type { BridgeDb } from '../storage/db';
import type { ChainResolver } from '../search/catalog';
import type { SourceModule } from '../../src/shared/parsing/types';
import type { createTrustNotes } from '../trust/trust-notes';
import type { RuntimeDeps } from './runtime';
import type { RefreshLocks, TabBroadcast } from './tabs';

export interface BridgeDataDeps extends RuntimeDeps {
  fetch: typeof fetch;
  /** Creates the database; may throw or return a database that fails to open (memory mode). */
  openDb: () => BridgeDb | Promise<BridgeDb>;
  /**
   * Whether this browser holds no database of ours yet, for a `start` whose options do not say
   * (the page's). Unknown, failing or absent: not a first visit (the database is read first,
   * which is always correct, only slower on a real first visit).
   */
  isFirstVisit?: () => Promise<boolean>;
  /**
   * Whether the browser holds the database now (another tab may have created it since this
   * worker started). Absent: taken as no.
   */
  databaseExists?: () => Promise<boolean>;
  /** Waits between fetch retries; tests make it instant. */
  sleep?: (ms: number) => Promise<void>;
  sources?: { [P in Protocol]: SourceModule<Token> };
  resolveChain?: ChainResolver;
  fetchTimeoutMs?: number;
  /** Loads the trust-notes code (bundled with the worker); tests may make it fail. */
  loadTrustNotes?: () => Promise<{ createTrustNotes: typeof createTrustNotes }>;
  /** How long work no search needs waits for the first answer (FIRST_ANSWER_WAIT_MS by default). */
  firstAnswerWaitMs?: number;
  /** How long searching must pause before that work starts (SEARCH_PAUSE_MS by default). */
  searchPauseMs?: number;
  /**
   * This worker build, which keys what is kept of the trust notes between visits (the script's
   * URL, which names its content); absent (the dev server, whose URL stays the same as its code
   * changes): nothing of them is kept.
   */
  buildId?: string;
  /** Cross-tab coordination; without it this engine acts as the only tab. */
  locks?: RefreshLocks;
  broadcast?: TabBroadcast;
}
