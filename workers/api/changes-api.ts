// The "what changed" part of the worker API: the baseline (what the user last acknowledged, or
// what the first visit listed) compared with what the app lists now, its listeners, and
// dismissing it. The comparison itself is in changes/catalogue-changes.ts.
import type { BridgeDataWorkerApi, CatalogueChanges } from '../../src/shared/contract';
import type { CatalogueSnapshot } from '../changes/diff';
import type { Protocol, Token } from '../../src/shared/tokens';
import {
  acknowledge,
  adoptNewProtocols,
  chainNamer,
  describeChanges,
  listedSnapshot,
} from '../changes/catalogue-changes';
import type { SnapshotRow } from '../storage/db';
import { BASELINE_KEY } from '../storage/db-constants';
import { createListenerSet } from '../engine/listeners';
import type { Runtime } from '../engine/runtime';
import type { StartConfig } from '../engine/start-config';
import type { SourceStates } from '../engine/source-state';
import type { Store } from '../storage/store';

type ChangesMethods = 'getChanges' | 'dismissChanges' | 'subscribeChanges';

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
  runtime: Pick<Runtime, 'now'>;
  states: SourceStates;
  config: () => Pick<StartConfig, 'urls'>;
  opened: () => Promise<Pick<Store, 'saveBaseline'>>;
  nextListenerId: () => number;
  /**
   * Settles once the first search has been answered: telling the listeners means comparing every
   * list with the baseline, which no search needs, so it waits (see engine/first-answer.ts).
   */
  afterFirstAnswer?: () => Promise<void>;
}): Changes {
  const { states } = parts;
  const listeners = createListenerSet<CatalogueChanges | null>({ onlyChanges: true });
  /** The "what changed" baseline; null until the first visit has settled. */
  let baseline: SnapshotRow | null = null;
  let current: CatalogueSnapshot | null = null;
  /** Settles once `start` has; null before it is called. */
  let started: Promise<unknown> | null = null;

  /** What the app lists now, per loaded protocol (sources without data are left out). */
  function snapshotNow(): CatalogueSnapshot {
    if (current === null) {
      const tokens: Partial<Record<Protocol, readonly Token[]>> = {};
      for (const s of states.all) if (s.loaded) tokens[s.protocol] = s.loaded.tokens;
      current = listedSnapshot(tokens);
    }
    return current;
  }

  function currentChanges(): CatalogueChanges | null {
    if (baseline === null) return null;
    const known = new Map<string, string>();
    for (const catalog of states.loadedCatalogs())
      for (const [id, name] of catalog.chains) if (!known.has(id)) known.set(id, name);
    return describeChanges(baseline, snapshotNow(), chainNamer(known));
  }

  function push(): void {
    if (listeners.size === 0) return;
    const tell = () => {
      if (listeners.size > 0) listeners.tell(currentChanges());
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
