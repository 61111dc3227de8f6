import { describe, expect, test } from 'vitest';
import { createFirstAnswer } from '../../../../workers/engine/first-answer';
import { createRuntime } from '../../../../workers/engine/runtime';

const turns = async (count = 5) => {
  for (let turn = 0; turn < count; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
};

describe('createFirstAnswer', () => {
  test('holds work back until a search has been answered', async () => {
    const first = createFirstAnswer(createRuntime({}).timers, 60_000);
    let ran = false;
    void first.settled().then(() => (ran = true));
    await turns();
    expect(ran).toBe(false);
    first.answered();
    await first.settled();
    expect(ran).toBe(true);
  });

  test('starts that work in a task after the one that answered, so the answer is sent first', async () => {
    const first = createFirstAnswer(createRuntime({}).timers, 60_000);
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
    const first = createFirstAnswer(createRuntime({}).timers, 0);
    await first.settled();
    // Later callers do not wait again.
    let ran = false;
    void first.settled().then(() => (ran = true));
    await turns(1);
    expect(ran).toBe(true);
  });
});
