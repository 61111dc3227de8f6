// How the app's tabs share the sources: one tab at a time refreshes a source (a Web Lock per
// source), a tab adopts a download another tab stored minutes ago instead of fetching it again,
// and a tab that stored a download tells the others over a BroadcastChannel so they load it
// from the database.
import { refreshLockName } from '../../src/shared/storage';
import { PROTOCOLS, type Protocol } from '../../src/shared/tokens';
import type { SourceRow } from '../storage/db';
import type { Store } from '../storage/store';
import type { Runtime } from './runtime';
import {
  markAdopted,
  markLeftToOtherTab,
  renewLoaded,
  takeFirstOfFirstVisit,
  type SourceState,
  type SourceStates,
} from './source-state';
import type { StartConfig } from './start-config';

/**
 * A download stored by another tab this recently is adopted instead of fetched again (the data's
 * 5-minute cache between tabs). A reload of the same tab still revalidates.
 */
export const SHARED_DOWNLOAD_FRESH_MS = 5 * 60_000;

export { refreshLockName };

/** Exclusive named locks shared by the app's tabs (navigator.locks in the browser). */
export interface RefreshLocks {
  request<T>(name: string, task: () => Promise<T>): Promise<T>;
  /** Runs the task under the lock only if no other tab holds or waits for it (`ifAvailable`). */
  requestIfAvailable<T>(
    name: string,
    task: () => Promise<T>,
  ): Promise<{ ran: true; value: T } | { ran: false }>;
}

/** What a tab tells the others after storing a source (over a BroadcastChannel). */
export interface SourceSavedMessage {
  type: 'source-saved';
  protocol: Protocol;
  updatedAt: number;
}

/** A channel between the app's tabs; every tab may run another release, so messages are checked. */
export interface TabBroadcast {
  post(message: SourceSavedMessage): void;
  listen(onMessage: (message: unknown) => void): void;
}

export function isSourceSavedMessage(message: unknown): message is SourceSavedMessage {
  const m = message as Partial<SourceSavedMessage> | null;
  return (
    typeof m === 'object' &&
    m !== null &&
    m.type === 'source-saved' &&
    (PROTOCOLS as readonly unknown[]).includes(m.protocol) &&
    typeof m.updatedAt === 'number'
  );
}

export interface Tabs {
  /**
   * Runs a source's download (`fetchOwn`) as one tab among others: under the source's lock,
   * after adopting what another tab stored while this one waited.
   */
  download(s: SourceState, fetchOwn: () => Promise<void>): Promise<void>;
  /** Another tab's message: a source it stored is loaded from the database. */
  onMessage(message: unknown): void;
  /** Tells the other tabs this one stored a source. */
  announce(protocol: Protocol, updatedAt: number): void;
}

export function createTabs(parts: {
  locks?: RefreshLocks | undefined;
  broadcast?: TabBroadcast | undefined;
  runtime: Pick<Runtime, 'now' | 'background'>;
  config: () => Pick<StartConfig, 'tabId'>;
  states: SourceStates;
  opened: () => Promise<Pick<Store, 'loadSource'>>;
  /**
   * Whether the browser holds the database now; absent: unknown, taken as no. A first visit's
   * download asks it once it holds the lock: a tab opened together with this one may have
   * created it and stored the source meanwhile.
   */
  databaseExists?: (() => Promise<boolean>) | undefined;
  installStored(s: SourceState, row: SourceRow): void;
  notify(): void;
}): Tabs {
  const { locks } = parts;

  /**
   * Takes the stored row of a source when it is newer than what this tab holds, e.g. another tab
   * just downloaded it. `onlyRecentFromOtherTab` keeps a tab's own row (a reload) from counting.
   */
  async function adoptStored(
    s: SourceState,
    options: { onlyRecentFromOtherTab: boolean },
  ): Promise<boolean> {
    const row = await (await parts.opened()).loadSource(s.protocol);
    if (!row) return false;
    const held = s.loaded?.updatedAt ?? -Infinity;
    if (options.onlyRecentFromOtherTab) {
      const { tabId } = parts.config();
      const byOtherTab = tabId !== null && row.savedByTab !== undefined && row.savedByTab !== tabId;
      if (
        !byOtherTab ||
        parts.runtime.now() - row.updatedAt >= SHARED_DOWNLOAD_FRESH_MS ||
        row.updatedAt < held
      )
        return false;
    } else if (row.updatedAt <= held) {
      return false;
    }
    const current = s.loaded;
    if (current && current.dataHash === row.dataHash) {
      renewLoaded(s, {
        updatedAt: row.updatedAt,
        validators: { etag: row.etag, lastModified: row.lastModified },
        skipped: row.skipped,
      });
    } else {
      parts.installStored(s, row);
    }
    markAdopted(s, row.updatedAt);
    return true;
  }

  return {
    /**
     * A first visit's first download takes the lock only if it is free, and then looks for a
     * stored copy only if the database exists by then: while it does not, no tab has stored one,
     * and looking would wait for this tab's database, which opens after the first results. When
     * another tab opened together holds the lock, this tab waits and adopts its copy.
     */
    async download(s, fetchOwn) {
      const adoptOrFetch = async () => {
        if (await adoptStored(s, { onlyRecentFromOtherTab: true })) return;
        await fetchOwn();
      };
      if (takeFirstOfFirstVisit(s)) {
        const first = async () => {
          if (!(await parts.databaseExists?.())) return fetchOwn();
          // Another tab may have stored this source: the database opens without waiting for it.
          markLeftToOtherTab(s);
          return adoptOrFetch();
        };
        const mine = locks
          ? await locks.requestIfAvailable(refreshLockName(s.protocol), first)
          : { ran: await first().then(() => true as const) };
        if (mine.ran) return;
        markLeftToOtherTab(s);
      }
      await (locks ? locks.request(refreshLockName(s.protocol), adoptOrFetch) : adoptOrFetch());
    },
    onMessage(message) {
      if (!isSourceSavedMessage(message)) return;
      const s = parts.states.get(message.protocol);
      if (s.inflight || (s.loaded && s.loaded.updatedAt >= message.updatedAt)) return;
      parts.runtime.background(
        'broadcast-error',
        adoptStored(s, { onlyRecentFromOtherTab: false }).then((adopted) => {
          if (adopted) parts.notify();
        }),
      );
    },
    announce(protocol, updatedAt) {
      parts.broadcast?.post({ type: 'source-saved', protocol, updatedAt });
    },
  };
}
