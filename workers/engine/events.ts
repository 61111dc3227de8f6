// What the engine's parts tell one another: a part emits an event, and api.ts wires the parts
// that react to it once all of them are built, so no part is handed another before it exists.
// Listeners run synchronously, in the order they were added.
import type { SourceStatus } from '../../src/shared/contract';
import type { Protocol } from '../../src/shared/tokens';
import type { SnapshotRow } from '../storage/db';

export interface EngineEventMap {
  /** `start` was called: its answer settles once the engine has started. */
  started: Promise<SourceStatus[]>;
  /** A source's data was replaced: what was derived from it is stale. */
  'data-changed': undefined;
  /** The "what changed" baseline read from the database (undefined: none or unreadable). */
  'baseline-read': SnapshotRow | undefined;
  /** A source's row was saved: other tabs may load it. */
  'source-saved': { protocol: Protocol; updatedAt: number };
}

export type EngineEvent = keyof EngineEventMap;

export interface EngineEvents {
  on<E extends EngineEvent>(event: E, listener: (detail: EngineEventMap[E]) => void): void;
  emit<E extends EngineEvent>(event: E, detail: EngineEventMap[E]): void;
}

export function createEngineEvents(): EngineEvents {
  const listeners = new Map<EngineEvent, Array<(detail: never) => void>>();
  return {
    on(event, listener) {
      const list = listeners.get(event) ?? [];
      list.push(listener);
      listeners.set(event, list);
    },
    emit(event, detail) {
      const list = (listeners.get(event) ?? []) as Array<
        (detail: EngineEventMap[typeof event]) => void
      >;
      for (const listener of list) listener(detail);
    },
  };
}
