// The answer's render runs in a transition: a slow device sees the loading state while the cards
// render, a fast one never does. The slow device is a results subtree whose every item takes a
// few ms to render (test scaffolding standing in for a phone's slow CPU).
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DataProvider } from '../../../../src/data/DataProvider';
import {
  LOADING_STATE_DELAY_MS,
  useBridgeSearch,
  type SearchState,
} from '../../../../src/data/useBridgeSearch';
import { createFakeApi, response } from '../support/fake-api';
import { manyOptions } from '../support/options';

function busyFor(ms: number): void {
  const end = performance.now() + ms;
  while (performance.now() < end) {
    // Stands in for a slow CPU.
  }
}

function SlowItem({ ms }: { ms: number }) {
  busyFor(ms);
  return <li>item</li>;
}

type Searches = ReturnType<typeof useBridgeSearch>;
let run: Searches['run'] = async () => ({ kind: 'superseded' });
let phases: SearchState['phase'][] = [];
/** Each render of the screen: its searches and the phase it shows. */
function rendered(searches: Searches): void {
  run = searches.run;
  phases.push(searches.state.phase);
}

function Screen({ itemMs, onRender }: { itemMs: number; onRender: (searches: Searches) => void }) {
  const searches = useBridgeSearch();
  onRender(searches);
  const { state } = searches;
  return (
    <div>
      <p>{state.phase === 'loading' ? 'Searching...' : state.phase}</p>
      {state.phase === 'done' && (
        <ul>
          {state.response.options.map((option) => (
            <SlowItem key={option.id} ms={itemMs} />
          ))}
        </ul>
      )}
    </div>
  );
}

function renderScreen(itemMs: number) {
  const api = createFakeApi({ search: () => response(manyOptions(20)) });
  render(
    <DataProvider api={api}>
      <Screen itemMs={itemMs} onRender={rendered} />
    </DataProvider>,
  );
}

// React's scheduler runs for real here (time slices, timers between them), not in act()'s queue.
const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
let actEnvironment: boolean | undefined;
beforeEach(() => {
  actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
});

afterEach(() => {
  reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
  phases = [];
});

describe('useBridgeSearch: the answer renders in a transition', () => {
  it('shows the loading state while a slow render of the answer is under way, then the answer', async () => {
    // 20 items of 10 ms: about 200 ms of rendering, well past the loading state's delay.
    renderScreen(10);
    const outcome = await run({ query: 'usdc' });
    expect(outcome.kind).toBe('done');
    expect(screen.getByText('done')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(20);
    // The loading state was rendered (and committed) before the answer.
    expect(phases).toContain('loading');
    expect(phases.indexOf('loading')).toBeLessThan(phases.lastIndexOf('done'));
    expect(phases.at(-1)).toBe('done');
  });

  it('never shows the loading state when the answer renders within the delay', async () => {
    renderScreen(0);
    expect((await run({ query: 'usdc' })).kind).toBe('done');
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(20));
    // Past the delay: no late loading state either.
    await new Promise((resolve) => setTimeout(resolve, LOADING_STATE_DELAY_MS * 2));
    expect(phases).not.toContain('loading');
    expect(screen.getByText('done')).toBeInTheDocument();
  });
});
