// The "what changed" part of the worker API: the baseline (what the user last acknowledged, or
// what the first visit listed) compared with what the app lists now, its listeners, and
// dismissing it. The comparison itself is in changes/catalogue-changes.ts, a chunk of its own:
// a first visit has no last visit to compare with, and a repeat visit tells its listeners only
// after its first answer, so no first answer waits for that code.
import type { BridgeDataWorkerApi, CatalogueChanges } from '../../src/shared/contract';
import type { Protocol, Token } from '../../src/shared/tokens';
import type { acknowledge, chainNamer, describeChanges } from '../changes/catalogue-changes';
import { adoptNewProtocols, listedSnapshot, type CatalogueSnapshot } from '../changes/snapshot';
import type { SnapshotRow } from '../storage/db';
import { BASELINE_KEY } from '../storage/db-constants';
import { createListenerSet } from '../engine/listeners';
import { lazyCode } from '../engine/lazy-code';
import type { Runtime } from '../engine/runtime';
import type { StartConfig } from '../engine/start-config';
import type { SourceStates } from '../engine/source-state';
import type { Store } from '../storage/store';

type ChangesMethods = 'getChanges' | 'dismissChanges' | 'subscribeChanges';

/** The code that compares a baseline with the lists and acknowledges them (a lazy chunk). */
export interface ChangesCode {
  acknowledge: typeof acknowledge;
  chainNamer: typeof chainNamer;
  describeChanges: typeof describeChanges;
}

const loadChangesCode = (): Promise<ChangesCode> => import('../changes/catalogue-changes');

export interface Changes {
  api: Pick<BridgeDataWorkerApi, ChangesMethods>;
  forget(id: number): void;
  /** A source's data changed: what the app lists is computed again when next asked. */
  dataChanged(): void;
  /** Tells the change listeners what changed, if it is not what they were last told. */
  push(): void;
  /** `start` was called: the reads wait for its `answer`. */
  startedWith(answer: Promise<unknown>): void;
  /** The baseline the database holds, once it is open. */
  setBaseline(row: SnapshotRow | undefined): void;
  /**
   * Once every source has settled: on a first visit the loaded data becomes the baseline; later,
   * sources the baseline has never seen (they failed before) join it, so they are compared from
   * the next visit on instead of reporting their whole list as added.
   */
  settleBaseline(): Promise<void>;
}

export function createChangesApi(parts: {
  runtime: Pick<Runtime, 'now' | 'log' | 'track'>;
  states: SourceStates;
  config: () => Pick<StartConfig, 'urls'>;
  opened: () => Promise<Pick<Store, 'saveBaseline'>>;
  nextListenerId: () => number;
  /**
   * Settles once the first search has been answered: telling the listeners means comparing every
   * list with the baseline, which no search needs, so it waits (see engine/first-answer.ts).
   */
  afterFirstAnswer?: () => Promise<void>;
  /** Loads the comparison's code (a chunk of its own); tests may make it fail. */
  loadCode?: () => Promise<ChangesCode>;
}): Changes {
  const { states } = parts;
  const listeners = createListenerSet<CatalogueChanges | null>({ onlyChanges: true });
  /** The "what changed" baseline; null until the first visit has settled. */
  let baseline: SnapshotRow | null = null;
  let current: CatalogueSnapshot | null = null;
  /** Settles once `start` has; null before it is called. */
  let started: Promise<unknown> | null = null;
  /** The comparison's code; a load that failed (offline, say) is tried again at the next use. */
  const changesCode = lazyCode(
    parts.loadCode ?? loadChangesCode,
    (error) =>
      new Error(
        `The code that compares the lists with the last visit did not load: ${String(error)}`,
      ),
  );

  /** What the app lists now, per loaded protocol (sources without data are left out). */
  function snapshotNow(): CatalogueSnapshot {
    if (current === null) {
      const tokens: Partial<Record<Protocol, readonly Token[]>> = {};
      for (const s of states.all) if (s.loaded) tokens[s.protocol] = s.loaded.tokens;
      current = listedSnapshot(tokens);
    }
    return current;
  }

  /** What changed against the baseline, with the code loaded (none needed without a baseline). */
  function changesWith(loaded: ChangesCode | null): CatalogueChanges | null {
    if (baseline === null || loaded === null) return null;
    const { chainNamer, describeChanges } = loaded;
    const known = new Map<string, string>();
    for (const catalog of states.loadedCatalogs())
      for (const [id, name] of catalog.chains) if (!known.has(id)) known.set(id, name);
    return describeChanges(baseline, snapshotNow(), chainNamer(known));
  }

  async function currentChanges(): Promise<CatalogueChanges | null> {
    return changesWith(baseline === null ? null : await changesCode.get());
  }

  function push(): void {
    if (listeners.size === 0) return;
    const tell = () => {
      if (listeners.size === 0) return;
      if (baseline === null || changesCode.loaded() !== null) {
        listeners.tell(changesWith(changesCode.loaded()));
        return;
      }
      // Told once the code is in, what has changed by then; without it the listeners keep what
      // they were last told, and the next push tries the code again.
      void parts.runtime.track(
        changesCode
          .get()
          .then(tell, (error: unknown) => parts.runtime.log('changes-code-error', error)),
      );
    };
    if (parts.afterFirstAnswer) void parts.afterFirstAnswer().then(tell);
    else tell();
  }

  async function writeBaseline(row: SnapshotRow): Promise<void> {
    baseline = row;
    await (await parts.opened()).saveBaseline(row);
    push();
  }

  return {
    api: {
      async getChanges() {
        if (started) await started;
        return currentChanges();
      },
      async dismissChanges() {
        if (started) await started;
        // Without the code, the dismissal fails and the baseline stays as it was.
        const { acknowledge } = await changesCode.get();
        await writeBaseline({
          key: BASELINE_KEY,
          takenAt: parts.runtime.now(),
          snapshot: acknowledge(baseline?.snapshot ?? null, snapshotNow()),
        });
      },
      async subscribeChanges(options) {
        const id = parts.nextListenerId();
        listeners.add(id, options.listener);
        // Told the current state once, after the id is back (and the first answer, see push);
        // later only real changes.
        queueMicrotask(push);
        return id;
      },
    },
    forget: (id) => listeners.delete(id),
    dataChanged() {
      current = null;
    },
    push,
    startedWith(answer) {
      started = answer;
    },
    setBaseline(row) {
      baseline = row ?? null;
    },
    async settleBaseline() {
      const all = states.all;
      if (!parts.config().urls || all.some((s) => s.loading || s.inflight)) return;
      if (!all.some((s) => s.loaded)) return;
      const now = snapshotNow();
      if (baseline === null) {
        await writeBaseline({ key: BASELINE_KEY, takenAt: parts.runtime.now(), snapshot: now });
        return;
      }
      const adopted = adoptNewProtocols(baseline.snapshot, now);
      if (adopted) await writeBaseline({ ...baseline, snapshot: adopted });
    },
  };
}
