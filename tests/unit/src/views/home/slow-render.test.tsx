// The searching state on a slow device: the cards of an answer render in the background, and
// when that takes long the button reads 'Searching...' and skeletons show meanwhile. React's
// real scheduler runs here (no act()), so a render can be overtaken as in a browser.
import { render } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SearchState } from '../../../../../src/data/useBridgeSearch';
import { SLOW_RENDER_MS, useSkeletons } from '../../../../../src/views/home/useSkeletons';
import { response } from '../../support/fake-api';

const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let wasActEnvironment: boolean | undefined;
beforeEach(() => {
  wasActEnvironment = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
});
afterEach(() => {
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasActEnvironment;
});

const CARDS = 8;

function busyWait(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // A slow phone's render of one card.
  }
}

function Card({ cost }: { cost: number }) {
  busyWait(cost);
  return <li data-card="">card</li>;
}

function Screen({ cardMs }: { cardMs: number }) {
  const [state, setState] = useState<SearchState>({ phase: 'idle' });
  const { loading, skeletons, shown } = useSkeletons({
    state,
    waitingForData: false,
    resultsReady: true,
  });
  return (
    <main>
      <button
        type="button"
        onClick={() =>
          setState({ phase: 'done', request: { query: 'usdc' }, response: response([]) })
        }
      >
        {loading ? 'Searching...' : 'Search'}
      </button>
      {skeletons ? (
        <div data-testid="skeletons" />
      ) : shown.phase === 'done' ? (
        <ul>
          {Array.from({ length: CARDS }, (_, i) => (
            <Card key={i} cost={cardMs} />
          ))}
        </ul>
      ) : null}
    </main>
  );
}

/** Every distinct screen after the click, in order, until the cards are there. */
async function screensAfterClick(container: HTMLElement): Promise<string[]> {
  const seen: string[] = [];
  const record = () => {
    const cards = container.querySelectorAll('[data-card]').length;
    const label = container.querySelector('button')?.textContent ?? '';
    const screen = `${label}|${container.querySelector('[data-testid="skeletons"]') ? 'skeletons' : ''}|${cards ? 'cards' : ''}`;
    if (seen.at(-1) !== screen) seen.push(screen);
  };
  const observer = new MutationObserver(record);
  observer.observe(container, { childList: true, subtree: true, characterData: true });
  // A real click: React handles it as a discrete event, as it does the visitor's Enter.
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  container.querySelector('button')!.click();
  const deadline = Date.now() + 10_000;
  while (!container.querySelector('[data-card]') && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 5));
  record();
  observer.disconnect();
  return seen;
}

describe('the searching state while the cards render', () => {
  it('shows "Searching..." and skeletons before cards that take long to render', async () => {
    // Each card takes longer than the whole delay: the render is still going when it ends.
    const { container } = render(<Screen cardMs={SLOW_RENDER_MS} />);
    const screens = await screensAfterClick(container);
    expect(screens).toEqual(['Searching...|skeletons|', 'Search||cards']);
  });

  it('goes straight to cards that render quickly, with no searching state in between', async () => {
    const { container } = render(<Screen cardMs={0} />);
    const screens = await screensAfterClick(container);
    expect(screens).toEqual(['Search||cards']);
  });
});
