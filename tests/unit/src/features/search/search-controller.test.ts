// The home screen's search, on the controller alone: when a search runs, what is on screen, the
// loading state, answers asked for ahead, quiet refreshes on new data, the address and the
// history entries, the toasts and the Token Search events.
import { describe, expect, it } from 'vitest';
import {
  FIRST_RESULTS_LIMIT,
  LOADING_STATE_DELAY_MS,
} from '../../../../../src/features/search/search-controller';
import {
  EMPTY_QUERY_MESSAGE,
  SAME_CHAIN_MESSAGE,
  SEARCH_FAILED_MESSAGE,
  foundText,
} from '../../../../../src/features/search/search-words';
import { updatedText } from '../../../../../src/features/search/update-words';
import {
  askWhileTyping,
  forgetTypedAnswer,
  takeTypedAnswer,
} from '../../../../../src/data/typed-before-hydration';
import type { SearchRequest } from '../../../../../src/shared/contract';
import { response } from '../../support/fake-api';
import { manyOptions, orbiterUsdc, stargateUsdc, wormholeUsdc } from '../../support/options';
import { createHarness, panelSearch, type HarnessOptions } from './controller-harness';

/** One option for any query but 'none'. */
const oneOption = (request: SearchRequest) =>
  response(request.query === 'none' ? [] : [stargateUsdc]);

function harness(options: HarnessOptions = {}) {
  return createHarness({ answer: oneOption, ...options });
}

const screenTotal = (h: ReturnType<typeof harness>) => {
  const { screen } = h.controller.get();
  return screen.phase === 'done' ? screen.response.total : screen.phase;
};

describe('the search controller', () => {
  it('puts an answer on screen as soon as it arrives, with no loading state', async () => {
    const h = harness();
    const running = h.send({ type: 'submitted', search: panelSearch('usdc'), origin: 'panel' });
    expect(h.asked.map((ask) => ask.request)).toEqual([
      { query: 'usdc', limit: FIRST_RESULTS_LIMIT },
    ]);
    await h.answer(0, response(manyOptions(3)));
    await running;
    expect(screenTotal(h)).toBe(3);
    await h.advance(LOADING_STATE_DELAY_MS * 2);
    expect(h.controller.get().running).toBeNull();
  });

  it('shows an answer asked for ahead in the event that runs the search, with no round trip', async () => {
    const h = harness();
    h.send({ type: 'typed', search: panelSearch('usdc') });
    await h.answer(0, response(manyOptions(2)));
    h.send({ type: 'submitted', search: panelSearch('usdc'), origin: 'panel' });
    // No await: on screen in the same event.
    expect(screenTotal(h)).toBe(2);
    expect(h.asked).toHaveLength(1);
  });

  it("adopts the answer the page's start asked for while the text was typed into the prerendered box", async () => {
    const box = document.createElement('input');
    let early = 0;
    const stop = askWhileTyping({
      box,
      search: () => {
        early++;
        return Promise.resolve(response(manyOptions(4)));
      },
      limit: FIRST_RESULTS_LIMIT,
      version: () => 'v1',
      onVersionChange: () => () => {},
    });
    box.value = 'usdc';
    box.dispatchEvent(new Event('input'));
    stop();
    const h = harness({ takeTypedAnswer });
    h.send({ type: 'typed', search: panelSearch('usdc') });
    await h.flush();
    h.send({ type: 'submitted', search: panelSearch('usdc'), origin: 'panel' });
    expect(screenTotal(h)).toBe(4);
    expect(early).toBe(1);
    expect(h.asked).toHaveLength(0);
    forgetTypedAnswer();
  });

  it('asks for the search being typed only once the data can answer, and again on new data', async () => {
    const h = harness({ data: { ready: false } });
    h.send({ type: 'typed', search: { query: ' eth ', toChain: 'base' } });
    expect(h.asked).toHaveLength(0);
    await h.update({ ready: true, version: 'v3' });
    expect(h.asked.map((ask) => [ask.request, ask.version])).toEqual([
      [{ query: 'eth', toChain: 'base', limit: FIRST_RESULTS_LIMIT }, 'v3'],
    ]);
    // The same fields on the same data ask nothing more; on new data they are asked again.
    h.send({ type: 'typed', search: { query: 'eth', toChain: 'base' } });
    expect(h.asked).toHaveLength(1);
    await h.update({ version: 'v4' });
    expect(h.asked).toHaveLength(2);
    // Nothing to search (the box emptied): nothing is asked on new data.
    h.send({ type: 'typed', search: null });
    await h.update({ version: 'v5' });
    expect(h.asked).toHaveLength(2);
  });

  it('does not show an answer asked for ahead once the data has changed', async () => {
    const h = harness();
    h.send({ type: 'typed', search: panelSearch('usdc') });
    await h.answer(0, response(manyOptions(2)));
    h.send({ type: 'typed', search: null });
    await h.update({ version: 'v2' });
    h.send({ type: 'submitted', search: panelSearch('usdc'), origin: 'panel' });
    expect(screenTotal(h)).toBe('idle');
    expect(h.asked).toHaveLength(2);
    await h.answer(0, response(manyOptions(5)));
    expect(screenTotal(h)).toBe(5);
  });

  it('shows the loading state for an answer still on its way after the delay, ending with the answer in one change', async () => {
    const h = harness();
    const changes: string[] = [];
    h.controller.subscribe(() => {
      const { screen, running } = h.controller.get();
      changes.push(`${screen.phase}${running ? ' running' : ''}`);
    });
    h.send({ type: 'submitted', search: panelSearch('usdc'), origin: 'panel' });
    await h.advance(LOADING_STATE_DELAY_MS - 1);
    expect(h.controller.get().running).toBeNull();
    await h.advance(1);
    expect(h.controller.get().running).toEqual({ request: { query: 'usdc' }, since: 0 });
    await h.answer();
    expect(changes).toEqual(['idle running', 'done']);
  });

  it("dates the visitor's answer, never a quiet refresh's: nobody waits for a refresh's cards", async () => {
    const h = harness();
    h.send({ type: 'submitted', search: panelSearch('usdc'), origin: 'panel' });
    await h.advance(5);
    await h.answer();
    expect(h.controller.get().screen).toMatchObject({ phase: 'done', since: 0 });
    await h.update({ version: 'v2' });
    await h.answer(0, response(manyOptions(3)));
    expect(screenTotal(h)).toBe(3);
    expect(h.controller.get().screen).not.toHaveProperty('since');
  });

  it('drops the answer of a search a newer one overtook', async () => {
    const h = harness();
    const first = h.send({ type: 'submitted', search: panelSearch('usdc'), origin: 'panel' });
    h.send({ type: 'submitted', search: panelSearch('eth'), origin: 'panel' });
    await h.answer(1, response(manyOptions(5)));
    await h.answer(0, response(manyOptions(1)));
    await first;
    expect(screenTotal(h)).toBe(5);
    await h.paint();
    expect(h.toasts).toEqual([{ kind: 'success', text: foundText(5), slot: 'search-outcome' }]);
    expect(h.events.map((event) => event.query)).toEqual(['eth']);
  });

  it('goes back to the first state on reset, ending the loading state', async () => {
    const h = harness();
    h.send({ type: 'submitted', search: panelSearch('usdc'), origin: 'panel' });
    await h.advance(LOADING_STATE_DELAY_MS);
    expect(h.controller.get().running).not.toBeNull();
    h.send({ type: 'reset' });
    expect(h.controller.get()).toMatchObject({ screen: { phase: 'idle' }, running: null });
    await h.answer();
    expect(screenTotal(h)).toBe('idle');
  });

  it('runs the search an address carries once the data can answer, and announces it after the paint', async () => {
    const h = harness({ url: '/?q=usdc&from=ethereum', data: { ready: false } });
    await h.hydrate();
    expect(h.asked).toHaveLength(0);
    await h.update({ ready: true });
    expect(h.asked.map((ask) => ask.request)).toEqual([
      { query: 'usdc', fromChain: 'ethereum', limit: FIRST_RESULTS_LIMIT },
    ]);
    await h.answer();
    expect(h.toasts).toEqual([]);
    await h.paint();
    expect(h.toasts).toEqual([{ kind: 'success', text: foundText(1), slot: 'search-outcome' }]);
    expect(h.events).toEqual([
      {
        query: 'usdc',
        protocol: undefined,
        resultsCount: 1,
        url: 'https://bridge.test/?q=usdc&from=ethereum',
      },
    ]);
    // The same address again (a status push) runs nothing more.
    await h.update({ live: 'x' });
    h.send({ type: 'navigated', address: h.address() });
    expect(h.asked).toHaveLength(1);
  });

  it('refuses a blank search and the same chain twice with their messages, and runs nothing', () => {
    const h = harness();
    expect(
      h.send({ type: 'submitted', search: { query: '   ' }, origin: 'panel' }),
    ).toBeUndefined();
    h.send({
      type: 'filterChanged',
      search: { query: '', fromChain: 'base', toChain: 'base' },
    });
    expect(h.asked).toHaveLength(0);
    expect(h.toasts).toEqual([
      { kind: 'error', text: EMPTY_QUERY_MESSAGE, slot: undefined },
      { kind: 'error', text: SAME_CHAIN_MESSAGE, slot: undefined },
    ]);
  });

  it('runs a typed search at once and writes its history entry after the answer is painted', async () => {
    const h = harness();
    const running = h.send({
      type: 'submitted',
      search: { query: 'USDC', protocol: 'Stargate' },
      origin: 'panel',
    });
    expect(h.asked[0]!.request).toEqual({
      query: 'USDC',
      protocol: 'Stargate',
      limit: FIRST_RESULTS_LIMIT,
    });
    await h.answer();
    await running;
    expect(h.url()).toBe('/');
    await h.paint();
    expect(h.history()).toEqual(['/', '/?q=USDC&protocol=Stargate']);
    // The address catching up is not a search of its own.
    expect(h.asked).toHaveLength(1);
  });

  it("writes a link's history entry with its answer, and a filter's after the paint", async () => {
    const h = harness();
    h.send({ type: 'submitted', search: panelSearch('eth'), origin: 'panel' });
    await h.answer();
    await h.paint();
    h.send({ type: 'submitted', search: panelSearch('weth'), origin: 'link' });
    await h.answer();
    expect(h.url()).toBe('/?q=weth');
    h.send({ type: 'filterChanged', search: panelSearch('weth', 'Stargate') });
    await h.answer();
    expect(h.url()).toBe('/?q=weth');
    await h.paint();
    expect(h.history()).toEqual(['/', '/?q=eth', '/?q=weth', '/?q=weth&protocol=Stargate']);
  });

  it('does not run the search of the address a typed search left, while its entry is pending', async () => {
    const h = harness({ url: '/?q=eth' });
    await h.hydrate();
    await h.answer();
    h.send({ type: 'submitted', search: panelSearch('USDC'), origin: 'panel' });
    // New data with the old address still in the bar.
    await h.update({ version: 'v2' });
    expect(h.asked.map((ask) => ask.request.query)).toEqual(['eth', 'USDC']);
    await h.answer();
    await h.paint();
    expect(h.url()).toBe('/?q=USDC');
    expect(h.asked.map((ask) => ask.request.query)).toEqual(['eth', 'USDC', 'USDC']);
    // The last one is the quiet refresh on v2, once the visitor's search (asked on v1) was in.
    expect(h.asked.at(-1)!.version).toBe('v2');
  });

  it('keeps the address the visitor went Back to before a search wrote its entry', async () => {
    const h = harness({ url: '/?q=eth' });
    await h.hydrate();
    await h.answer();
    h.send({ type: 'submitted', search: panelSearch('usdc'), origin: 'link' });
    await h.answer();
    h.send({ type: 'submitted', search: panelSearch('dai'), origin: 'panel' });
    await h.answer();
    await h.back();
    await h.paint();
    expect(h.url()).toBe('/?q=eth');
  });

  it("names each search's own address in its Token Search event, not the one it was typed on", async () => {
    const h = harness();
    h.send({ type: 'submitted', search: panelSearch('usdc'), origin: 'panel' });
    await h.answer();
    await h.paint();
    h.send({ type: 'submitted', search: panelSearch('eth'), origin: 'panel' });
    await h.answer();
    // Typed on '/?q=usdc'; the event names '/?q=eth', before the address catches up with it.
    expect(h.url()).toBe('/?q=usdc');
    await h.paint();
    expect(h.events.map((event) => event.url)).toEqual([
      'https://bridge.test/?q=usdc',
      'https://bridge.test/?q=eth',
    ]);
  });

  it('adds a history entry per search, and Back and Forward run the search of their address', async () => {
    const h = harness();
    h.send({ type: 'submitted', search: panelSearch('usdc'), origin: 'panel' });
    await h.answer(0, response([stargateUsdc]));
    await h.paint();
    h.send({ type: 'submitted', search: panelSearch('eth'), origin: 'panel' });
    await h.answer(0, response([stargateUsdc, wormholeUsdc]));
    await h.paint();
    expect(h.history()).toEqual(['/', '/?q=usdc', '/?q=eth']);
    await h.back();
    expect(h.controller.get().screen).toMatchObject({ request: { query: 'usdc' } });
    expect(screenTotal(h)).toBe(1);
    // Forward: the address the visitor comes back to.
    h.send({ type: 'navigated', address: { path: '/', search: { query: 'eth' } } });
    expect(screenTotal(h)).toBe(2);
    // Both answers were held from their first run on this data: nothing asked again.
    expect(h.asked).toHaveLength(2);
    await h.flush();
    await h.paint();
    expect(h.events.map((event) => event.query)).toEqual(['usdc', 'eth', 'usdc', 'eth']);
  });

  it('keeps the address when the logo resets the screen before a search wrote its entry', async () => {
    const h = harness();
    h.send({ type: 'submitted', search: panelSearch('usdc'), origin: 'panel' });
    await h.answer();
    expect(screenTotal(h)).toBe(1);
    // Before the answer's paint: the entry for '/?q=usdc' is dropped.
    h.send({ type: 'reset' });
    await h.paint();
    expect(h.history()).toEqual(['/']);
    expect(screenTotal(h)).toBe('idle');
  });

  it('drops the entry of a search still on its way when the screen is left', async () => {
    const h = harness();
    h.send({ type: 'submitted', search: panelSearch('usdc'), origin: 'panel' });
    h.send({ type: 'left' });
    await h.answer();
    await h.paint();
    expect(h.history()).toEqual(['/']);
  });

  it('goes back to the first state when the address loses its search (Back to the start)', async () => {
    const h = harness({ url: '/?q=usdc' });
    await h.hydrate();
    await h.answer();
    h.send({ type: 'submitted', search: panelSearch('eth'), origin: 'link' });
    await h.answer();
    await h.back();
    // Back runs the address's search again: its answer, held from its first run, at once.
    expect(h.controller.get().screen).toMatchObject({ request: { query: 'usdc' } });
    expect(h.asked.map((ask) => ask.request.query)).toEqual(['usdc', 'eth']);
    h.send({ type: 'navigated', address: { path: '/', search: null } });
    expect(screenTotal(h)).toBe('idle');
  });

  it('shows a failed search as failed, with its toast after the paint', async () => {
    const h = harness();
    h.send({ type: 'submitted', search: panelSearch('usdc'), origin: 'panel' });
    await h.fail();
    expect(h.controller.get().screen.phase).toBe('error');
    await h.paint();
    expect(h.toasts).toEqual([
      { kind: 'error', text: SEARCH_FAILED_MESSAGE, slot: 'search-outcome' },
    ]);
    expect(h.errors).toEqual(['Search failed']);
  });

  it('fetches every option of the search on screen when more are wanted, once', async () => {
    const h = harness();
    h.send({ type: 'submitted', search: panelSearch('usdc'), origin: 'panel' });
    await h.answer(0, { ...response(manyOptions(FIRST_RESULTS_LIMIT)), total: 30 });
    h.send({ type: 'moreWanted' });
    h.send({ type: 'moreWanted' });
    expect(h.asked.map((ask) => ask.request)).toEqual([
      { query: 'usdc', limit: FIRST_RESULTS_LIMIT },
      { query: 'usdc' },
    ]);
    await h.answer(0, response(manyOptions(30)));
    expect(screenTotal(h)).toBe(30);
    // A refresh on new data then asks for every option too.
    await h.update({ version: 'v2' });
    expect(h.asked.at(-1)!.request).toEqual({ query: 'usdc' });
  });

  describe('when new data changes the answer on screen', () => {
    async function answered() {
      const h = harness({ url: '/?q=usdc' });
      await h.hydrate();
      await h.answer();
      await h.paint();
      return h;
    }

    it('re-runs it quietly, once per data version, and says what changed in one line', async () => {
      const h = await answered();
      await h.update({ version: 'v2', live: 'Stargate:2' });
      await h.update({ ready: true });
      expect(h.asked).toHaveLength(2);
      await h.answer(0, response([stargateUsdc, wormholeUsdc, orbiterUsdc]));
      const note = h.controller.get().updateNote!;
      expect(note.request).toEqual({ query: 'usdc' });
      expect(updatedText(note.before, note.after, note.fromLive)).toBe(
        'Updated from the live source: 2 options added',
      );
      // The search's toast says the new count; no new toast, no new event.
      expect(h.toasts).toEqual([
        { kind: 'success', text: foundText(1), slot: 'search-outcome' },
        { kind: 'success', text: foundText(3), slot: 'search-outcome', revise: true },
      ]);
      expect(h.events).toHaveLength(1);
    });

    it('words a change from a shipped snapshot apart from a live one', async () => {
      const h = await answered();
      await h.update({ version: 'v2' });
      await h.answer(0, response([]));
      const note = h.controller.get().updateNote!;
      expect(updatedText(note.before, note.after, note.fromLive)).toBe(
        'Updated as more data loaded: 1 option removed',
      );
      expect(h.toasts.at(-1)).toEqual({
        kind: 'info',
        text: 'No bridges found for "usdc"',
        slot: 'search-outcome',
        revise: true,
      });
    });

    it('says nothing when the new data gives the same answer', async () => {
      const h = await answered();
      await h.update({ version: 'v2', live: 'Stargate:2' });
      await h.answer();
      expect(h.controller.get().updateNote).toBeNull();
      expect(h.toasts).toHaveLength(1);
    });

    it('the next search drops the line', async () => {
      const h = await answered();
      await h.update({ version: 'v2' });
      await h.answer(0, response([]));
      expect(h.controller.get().updateNote).not.toBeNull();
      h.send({ type: 'submitted', search: panelSearch('eth'), origin: 'panel' });
      await h.answer();
      expect(h.controller.get().updateNote).toBeNull();
    });

    it('counts the refreshed total in a toast still waiting for its paint', async () => {
      const h = harness({ url: '/?q=usdc' });
      await h.hydrate();
      await h.answer();
      await h.update({ version: 'v2' });
      await h.answer(0, response([stargateUsdc, wormholeUsdc]));
      await h.paint();
      // The revision came before the toast (nothing to revise yet); the toast says the new count.
      expect(h.toasts.at(-1)).toEqual({
        kind: 'success',
        text: foundText(2),
        slot: 'search-outcome',
      });
      // The event names the search's own answer.
      expect(h.events[0]!.resultsCount).toBe(1);
    });
  });
});
