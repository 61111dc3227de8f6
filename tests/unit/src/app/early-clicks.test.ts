// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  EARLY_CLICKS_GLOBAL,
  replayEarlyClicks,
  stopRecordingEarlyClicks,
  type EarlyClicks,
} from '../../../../src/app/early-clicks';

const globals = globalThis as Record<string, unknown>;

afterEach(() => {
  Reflect.deleteProperty(globals, EARLY_CLICKS_GLOBAL);
  document.body.innerHTML = '';
});

describe('early clicks', () => {
  it('hands over the buttons clicked so far and stops the recording', () => {
    const button = document.createElement('button');
    const record: EarlyClicks = { buttons: [button], recording: true };
    globals[EARLY_CLICKS_GLOBAL] = record;
    expect(stopRecordingEarlyClicks()).toEqual([button]);
    expect(record).toEqual({ buttons: [], recording: false });
  });

  it('hands over nothing on a page without the start script (development, other visits)', () => {
    expect(stopRecordingEarlyClicks()).toEqual([]);
  });

  it('clicks each button again, in order, if it is still on the page, and only once', () => {
    document.body.innerHTML = '<button id="a"></button><button id="b"></button>';
    const clicked: string[] = [];
    document.addEventListener('click', (event) => clicked.push((event.target as Element).id));
    const gone = document.createElement('button');
    gone.id = 'gone';
    const buttons = [
      document.querySelector('#b')!,
      gone,
      document.querySelector('#a')!,
      document.querySelector('#b')!,
    ];
    replayEarlyClicks(buttons);
    replayEarlyClicks(buttons);
    expect(clicked).toEqual(['b', 'a', 'b']);
  });

  it('presses Enter once in a recorded search box, a task later (the app adopts its text first)', () => {
    vi.useFakeTimers();
    try {
      document.body.innerHTML = '<input name="q" value="usdc">';
      const box = document.querySelector('input')!;
      const keys: string[] = [];
      box.addEventListener('keydown', (event) => keys.push(event.key));
      const recorded: Element[] = [box];
      replayEarlyClicks(recorded);
      replayEarlyClicks(recorded);
      expect(keys).toEqual([]);
      vi.runAllTimers();
      expect(keys).toEqual(['Enter']);
    } finally {
      vi.useRealTimers();
    }
  });
});
