import { describe, expect, test } from 'vitest';
import type { CatalogueChanges } from '../../../../src/shared/contract';
import { createChangesApi } from '../../../../workers/api/changes-api';
import type { SnapshotRow } from '../../../../workers/storage/db';
import {
  createSourceStates,
  markInstalled,
  markLoading,
} from '../../../../workers/engine/source-state';
import { loadedStargate } from '../engine/fixtures';
import { fixtureTokens } from '../catalogs';
import { sourceUrls } from '../../../fixtures/protocols';

function changesOver() {
  const states = createSourceStates();
  const saved: SnapshotRow[] = [];
  let id = 1;
  const changes = createChangesApi({
    runtime: { now: () => 100 },
    states,
    config: () => ({ urls: sourceUrls((key) => key) }),
    opened: async () => ({
      saveBaseline: async (row: SnapshotRow) => {
        saved.push(row);
        return true;
      },
    }),
    nextListenerId: () => id++,
  });
  return { states, changes, saved };
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
    await Promise.resolve();
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
});
