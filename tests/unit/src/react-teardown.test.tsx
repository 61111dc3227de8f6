// The shared DOM setup leaves no React task queued for after the window is gone (the end of a
// test file): such a task throws 'window is not defined' as an unhandled error.
import { cleanup, render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { afterNextPaint, NEXT_PAINT_FALLBACK_MS } from '../../../src/lib/after-first-paint';
import { host, pendingShortTimerCount, settleReactWork } from '../../setup/react-work';

function Counter({ expose }: { expose: (bump: () => void) => void }) {
  const [count, setCount] = useState(0);
  useEffect(() => expose(() => setCount((value) => value + 1)), [expose]);
  // A passive effect: its flush is the task React queues after the commit.
  useEffect(() => {
    document.title = `count ${count}`;
  }, [count]);
  return <p>count {count}</p>;
}

/** Resolves in the microtask after React's next DOM change (as waitFor's observer does). */
function nextCommit(target: Node): Promise<void> {
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe(target, { subtree: true, childList: true, characterData: true });
  });
}

/**
 * The end of a test file as vitest does it: the window globals go away, and whatever React
 * still has queued runs later. Returns the uncaught errors of that queued work.
 */
async function tearDownWindow(waitMs = 0): Promise<unknown[]> {
  const errors: unknown[] = [];
  const record = (error: unknown) => errors.push(error);
  const global = globalThis as { window?: unknown };
  const window = global.window;
  // A listener of our own: the error is recorded here instead of failing the whole run.
  host.process.on('uncaughtException', record);
  delete global.window;
  try {
    if (waitMs > 0) await new Promise<void>((resolve) => host.setTimeout(resolve, waitMs));
    await new Promise<void>((resolve) => host.setImmediate(resolve));
    await new Promise<void>((resolve) => host.setImmediate(resolve));
  } finally {
    global.window = window;
    host.process.off('uncaughtException', record);
  }
  return errors;
}

describe('the end of a test file', () => {
  it("runs React's queued work while the window is still there", async () => {
    const previous = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean })
      .IS_REACT_ACT_ENVIRONMENT;
    let bump: () => void = () => {};
    const { container } = render(
      <Counter
        expose={(next) => {
          bump = next;
        }}
      />,
    );
    // An update outside act(), like the ones findBy/waitFor wait for: React schedules it.
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    try {
      const committed = nextCommit(container);
      bump();
      await committed;
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = previous;
    }
    expect(screen.getByText('count 1')).toBeInTheDocument();
    // What the shared setup does after the file's last test.
    cleanup();
    await settleReactWork();

    expect(await tearDownWindow()).toEqual([]);
  });

  it("runs the page's work deferred past the next paint while the window is still there", async () => {
    let ranWithWindow = false;
    afterNextPaint(() => {
      ranWithWindow = typeof window !== 'undefined';
    });
    expect(pendingShortTimerCount()).toBeGreaterThan(0);
    cleanup();
    await settleReactWork();

    expect(ranWithWindow).toBe(true);
    expect(pendingShortTimerCount()).toBe(0);
    // Past the fallback timer: nothing of it is left to fire without a window.
    expect(await tearDownWindow(NEXT_PAINT_FALLBACK_MS + 50)).toEqual([]);
  });
});
