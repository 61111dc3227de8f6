import { describe, expect, test, vi } from 'vitest';
import { callListener, createListenerSet } from '../../../../workers/engine/listeners';

describe('callListener', () => {
  test('drops a listener whose call throws or whose promise rejects (its page is gone)', async () => {
    const onGone = vi.fn();
    callListener(
      () => {
        throw new Error('closed');
      },
      1,
      onGone,
    );
    expect(onGone).toHaveBeenCalledTimes(1);
    callListener(() => Promise.reject(new Error('closed')) as unknown as void, 1, onGone);
    await Promise.resolve();
    await Promise.resolve();
    expect(onGone).toHaveBeenCalledTimes(2);
  });

  test('does not wait for a listener that never settles', () => {
    const onGone = vi.fn();
    callListener(() => new Promise<never>(() => {}) as unknown as void, 1, onGone);
    expect(onGone).not.toHaveBeenCalled();
  });
});

describe('createListenerSet', () => {
  test('tells every listener every value unless asked for changes only', () => {
    const all = createListenerSet<number[]>({ onlyChanges: false });
    const heard: number[][] = [];
    all.add(1, (value) => heard.push(value));
    all.tell([1]);
    all.tell([1]);
    expect(heard).toEqual([[1], [1]]);
  });

  test('with onlyChanges, a listener hears a value only when it differs from the last one told', () => {
    const changes = createListenerSet<{ n: number } | null>({ onlyChanges: true });
    const first: unknown[] = [];
    const second: unknown[] = [];
    changes.add(1, (value) => first.push(value));
    changes.tell({ n: 1 });
    changes.add(2, (value) => second.push(value));
    changes.tell({ n: 1 });
    changes.tell(null);
    expect(first).toEqual([{ n: 1 }, null]);
    expect(second).toEqual([{ n: 1 }, null]);
  });

  test('forgets a listener that is deleted or gone', () => {
    const set = createListenerSet<number>({ onlyChanges: false });
    set.add(1, () => {
      throw new Error('gone');
    });
    set.add(2, () => {});
    set.tell(1);
    expect(set.size).toBe(1);
    set.delete(2);
    expect(set.size).toBe(0);
  });
});
