import { afterEach, describe, expect, test, vi } from 'vitest';
import { createFirstAnswer } from '../../../../workers/engine/first-answer';
import { createRuntime } from '../../../../workers/engine/runtime';

const turns = async (count = 5) => {
  for (let turn = 0; turn < count; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
};

afterEach(() => vi.useRealTimers());

describe('createFirstAnswer', () => {
  test('holds work back until a search has been answered', async () => {
    const first = createFirstAnswer(createRuntime({}).timers, { waitMs: 60_000, pauseMs: 0 });
    let ran = false;
    void first.settled().then(() => (ran = true));
    await turns();
    expect(ran).toBe(false);
    first.answered();
    await first.settled();
    expect(ran).toBe(true);
  });

  test('starts that work in a task after the one that answered, so the answer is sent first', async () => {
    const first = createFirstAnswer(createRuntime({}).timers, { waitMs: 60_000, pauseMs: 0 });
    let ran = false;
    void first.settled().then(() => (ran = true));
    first.answered();
    // The reply to the page is posted from a microtask of the answering task, however deep.
    for (let hop = 0; hop < 20; hop++) await Promise.resolve();
    expect(ran).toBe(false);
    await first.settled();
    expect(ran).toBe(true);
  });

  test('lets it run after the wait when no search comes', async () => {
    const first = createFirstAnswer(createRuntime({}).timers, { waitMs: 0 });
    await first.settled();
    // Later callers do not wait again.
    let ran = false;
    void first.settled().then(() => (ran = true));
    await turns(1);
    expect(ran).toBe(true);
  });

  test('waits while the visitor keeps searching, and starts once searching pauses', async () => {
    vi.useFakeTimers();
    const first = createFirstAnswer(createRuntime({}).timers, {
      waitMs: 0,
      pauseMs: 40,
      capMs: 60_000,
    });
    let ran = false;
    void first.settled().then(() => (ran = true));
    // Answers 15 ms apart (keys typed, each prepared): the work never starts among them, even
    // past the no-search wait. On the test's own clock: a loaded machine's 15 ms sleeps could
    // outlast the pause.
    for (let key = 0; key < 6; key++) {
      first.answered();
      await vi.advanceTimersByTimeAsync(15);
      expect(ran).toBe(false);
    }
    // The last answer came 15 ms ago: the pause ends 40 ms after it.
    await vi.advanceTimersByTimeAsync(24);
    expect(ran).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(ran).toBe(true);
  });

  test('starts the work at the cap for a visitor who never pauses', async () => {
    const first = createFirstAnswer(createRuntime({}).timers, {
      waitMs: 60_000,
      pauseMs: 60_000,
      capMs: 30,
    });
    let ran = false;
    void first.settled().then(() => (ran = true));
    first.answered();
    await turns(1);
    expect(ran).toBe(false);
    await first.settled();
    expect(ran).toBe(true);
  });
});
