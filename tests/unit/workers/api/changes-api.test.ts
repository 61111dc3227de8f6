import { describe, expect, test, vi } from 'vitest';
import type { CatalogueChanges } from '../../../../src/shared/contract';
import { createChangesApi, type ChangesCode } from '../../../../workers/api/changes-api';
import * as changesCode from '../../../../workers/changes/catalogue-changes';
import type { SnapshotRow } from '../../../../workers/storage/db';
import {
  createSourceStates,
  markInstalled,
  markLoading,
} from '../../../../workers/engine/source-state';
import { loadedStargate } from '../engine/fixtures';
import { fixtureTokens } from '../catalogs';
import { sourceUrls } from '../../../fixtures/protocols';

/** Every queued microtask has run (the comparison's code is loaded from memory here). */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** `'own chunk'` loads the comparison's code as the worker does, with import(). */
function changesOver(
  loadCode: (() => Promise<ChangesCode>) | 'own chunk' = async () => changesCode,
) {
  const states = createSourceStates();
  const saved: SnapshotRow[] = [];
  const logged: string[] = [];
  let id = 1;
  const changes = createChangesApi({
    runtime: { now: () => 100, log: (event) => logged.push(event), track: (work) => work },
    states,
    config: () => ({ urls: sourceUrls((key) => key) }),
    opened: async () => ({
      saveBaseline: async (row: SnapshotRow) => {
        saved.push(row);
        return true;
      },
    }),
    nextListenerId: () => id++,
    ...(loadCode === 'own chunk' ? {} : { loadCode }),
  });
  return { states, changes, saved, logged };
}

describe('createChangesApi', () => {
  test('the first settled visit becomes the baseline: nothing has changed yet', async () => {
    const { states, changes, saved } = changesOver();
    expect(await changes.api.getChanges()).toBeNull();
    markInstalled(states.get('Stargate'), loadedStargate());
    await changes.settleBaseline();
    expect(saved).toHaveLength(1);
    expect(await changes.api.getChanges()).toBeNull();
  });

  test('does not settle while a source is still loading', async () => {
    const { states, changes, saved } = changesOver();
    markInstalled(states.get('Stargate'), loadedStargate());
    markLoading(states.get('Wormhole'));
    await changes.settleBaseline();
    expect(saved).toEqual([]);
  });

  test('a listener hears a change once; dismissing it makes it the baseline', async () => {
    const { states, changes } = changesOver();
    const s = states.get('Stargate');
    markInstalled(s, loadedStargate());
    await changes.settleBaseline();
    const heard: Array<CatalogueChanges | null> = [];
    await changes.api.subscribeChanges({ listener: (value) => heard.push(value) });
    // Told once the comparison's code is in (loaded from memory here).
    await settled();
    expect(heard).toEqual([null]);
    markInstalled(s, loadedStargate(2000, fixtureTokens().Stargate.slice(1)));
    changes.dataChanged();
    changes.push();
    changes.push();
    expect(heard).toHaveLength(2);
    expect(heard[0]).toBeNull();
    expect(heard[1]?.protocols.map((p) => p.protocol)).toEqual(['Stargate']);
    await changes.api.dismissChanges();
    expect(await changes.api.getChanges()).toBeNull();
    expect(heard).toHaveLength(3);
  });

  test('the reads wait for the answer of start once it is called', async () => {
    const { changes } = changesOver();
    let answer = () => {};
    changes.startedWith(new Promise<void>((resolve) => (answer = resolve)));
    let read = false;
    void changes.api.getChanges().then(() => (read = true));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(read).toBe(false);
    answer();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(read).toBe(true);
  });

  test('a first visit settles its baseline without loading the comparison code', async () => {
    const loadCode = vi.fn(async () => changesCode);
    const { states, changes, saved } = changesOver(loadCode);
    markInstalled(states.get('Stargate'), loadedStargate());
    expect(await changes.api.getChanges()).toBeNull();
    await changes.settleBaseline();
    expect(saved).toHaveLength(1);
    expect(loadCode).not.toHaveBeenCalled();
  });

  test('the comparison code is a chunk of its own: loaded by import(), it answers', async () => {
    const { states, changes } = changesOver('own chunk');
    const s = states.get('Stargate');
    markInstalled(s, loadedStargate());
    await changes.settleBaseline();
    markInstalled(s, loadedStargate(2000, fixtureTokens().Stargate.slice(1)));
    changes.dataChanged();
    const answer = await changes.api.getChanges();
    expect(answer?.protocols.map((p) => p.protocol)).toEqual(['Stargate']);
    expect(answer?.protocols[0]?.removedTokens.length).toBeGreaterThan(0);
  });

  test('without the comparison code: a clear error, the baseline kept, the load tried again', async () => {
    let fail = true;
    const loadCode = vi.fn(async () => {
      if (fail) throw new Error('Failed to fetch dynamically imported module');
      return changesCode;
    });
    const { states, changes, saved, logged } = changesOver(loadCode);
    const s = states.get('Stargate');
    markInstalled(s, loadedStargate());
    await changes.settleBaseline();
    expect(saved).toHaveLength(1);
    const heard: Array<CatalogueChanges | null> = [];
    await changes.api.subscribeChanges({ listener: (value) => heard.push(value) });
    await settled();
    expect(heard).toEqual([]);
    expect(logged).toEqual(['changes-code-error']);
    markInstalled(s, loadedStargate(2000, fixtureTokens().Stargate.slice(1)));
    changes.dataChanged();
    await expect(changes.api.getChanges()).rejects.toThrow(
      /code that compares the lists with the last visit did not load: .*Failed to fetch/,
    );
    await expect(changes.api.dismissChanges()).rejects.toThrow(/did not load/);
    expect(saved).toHaveLength(1);
    fail = false;
    expect((await changes.api.getChanges())?.protocols.map((p) => p.protocol)).toEqual([
      'Stargate',
    ]);
    changes.push();
    await settled();
    expect(heard.map((value) => value?.protocols.length)).toEqual([1]);
    expect(loadCode).toHaveBeenCalledTimes(4);
  });
});
