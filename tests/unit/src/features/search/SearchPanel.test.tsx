// The search box's typeahead on the home screen, and the panel while a search runs.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QUERY_LIMIT_MESSAGE, SearchPanel } from '../../../../../src/features/search/SearchPanel';
import type * as SearchFields from '../../../../../src/components/search/useSearchFields';
import { TYPEAHEAD_LIMIT } from '../../../../../src/components/search/useTypeahead';
import { DataProvider } from '../../../../../src/data/DataProvider';
import { createCardsDue } from '../../../../../src/components/results/cards-due';
import type {
  PendingSearch,
  RunningSearch,
} from '../../../../../src/features/search/pending-search';
import {
  FIRST_RESULTS_LIMIT,
  LOADING_STATE_DELAY_MS,
} from '../../../../../src/features/search/search-controller';
import type { SearchRequest } from '../../../../../src/shared/contract';
import { createFakeApi, response } from '../../support/fake-api';
import { stargateToken, stargateUsdc } from '../../support/options';
import { renderApp } from '../../support/render';

/** The panel's own renders: it asks for its fields once per render. */
const panelRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../../../../src/components/search/useSearchFields', async (importOriginal) => {
  const actual = await importOriginal<typeof SearchFields>();
  return {
    ...actual,
    useSearchFields: (...args: Parameters<typeof actual.useSearchFields>) => {
      panelRenders.count++;
      return actual.useSearchFields(...args);
    },
  };
});

const SYMBOLS = ['USDC', 'USDT', 'USDC.e', 'USDbC'];

function typeaheadApi() {
  return createFakeApi({
    suggest: (query, { fuzzy }) =>
      fuzzy ? [] : SYMBOLS.filter((symbol) => symbol.toLowerCase().includes(query.toLowerCase())),
    search: (request: SearchRequest) =>
      response([
        {
          ...stargateUsdc,
          id: `Stargate:${request.query}`,
          token: stargateToken({ symbol: request.query }),
        },
      ]),
  });
}

function box() {
  return screen.getByRole('combobox', { name: 'Token name, symbol or contract address' });
}

async function typeAndWaitForList(user: ReturnType<typeof userEvent.setup>, text: string) {
  await user.type(box(), text);
  const listbox = await screen.findByRole('listbox', { name: 'Token suggestions' });
  await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(4));
  return listbox;
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('Search box typeahead', () => {
  it('is an ARIA combobox, collapsed until the visitor types', async () => {
    await renderApp('/', typeaheadApi());
    const input = box();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    const listboxId = input.getAttribute('aria-controls');
    expect(listboxId).toBeTruthy();
    expect(document.getElementById(listboxId!)).toHaveAttribute('role', 'listbox');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('lists matching symbols after a short pause, without showing a search or tracking anything', async () => {
    const user = userEvent.setup();
    const api = typeaheadApi();
    const { eventsNamed } = await renderApp('/', api);
    const listbox = await typeAndWaitForList(user, 'usd');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent?.replace('Stargate', '')),
    ).toEqual(SYMBOLS);
    // Debounced: one request for the whole word, not one per keystroke; never fuzzy.
    expect(api.suggest).toHaveBeenCalledTimes(1);
    expect(api.suggest).toHaveBeenCalledWith({
      query: 'usd',
      limit: TYPEAHEAD_LIMIT,
      fuzzy: false,
    });
    // The text as typed is only asked for ahead of Enter: nothing is shown, tracked or linked.
    expect(api.searchCalls.map((request) => request.query)).toEqual(['u', 'us', 'usd']);
    expect(screen.queryByRole('heading', { name: /^Found|^No bridges/ })).not.toBeInTheDocument();
    expect(eventsNamed('Token Search')).toEqual([]);
    expect(window.location.search).toBe('');
  });

  it('moves through the options with the arrows and searches the active one on Enter', async () => {
    const user = userEvent.setup();
    const api = typeaheadApi();
    const { eventsNamed } = await renderApp('/', api);
    const listbox = await typeAndWaitForList(user, 'usd');
    const options = within(listbox).getAllByRole('option');
    expect(box()).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options[2]!.id);
    await user.keyboard('{ArrowUp}');
    expect(box()).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(options[2]).toHaveAttribute('aria-selected', 'false');
    // Wraps around at both ends.
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(box()).toHaveAttribute('aria-activedescendant', options[3]!.id);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options[1]!.id);
    expect(api.searchCalls.map((request) => request.query)).toEqual(['u', 'us', 'usd']);

    await user.keyboard('{Enter}');
    expect(
      await screen.findByRole('heading', { name: 'Found 1 bridge option(s)' }),
    ).toBeInTheDocument();
    expect(api.searchCalls.slice(3)).toEqual([{ query: 'USDT', limit: FIRST_RESULTS_LIMIT }]);
    expect(box()).toHaveValue('USDT');
    // The list closes once the answer's render has committed (the same frame in a browser).
    await waitFor(() => expect(box()).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await waitFor(() => expect(eventsNamed('Token Search')).toHaveLength(1));
    expect(eventsNamed('Token Search')[0]?.properties).toMatchObject({ search_query: 'USDT' });
  });

  it('keeps the active option while typing on, as long as it is still suggested', async () => {
    const user = userEvent.setup();
    await renderApp('/', typeaheadApi());
    await typeAndWaitForList(user, 'usd');
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('option', { name: 'USDC.e', selected: true })).toBeInTheDocument();

    await user.type(box(), 'c');
    const listbox = screen.getByRole('listbox');
    await waitFor(() => expect(within(listbox).getAllByRole('option')).toHaveLength(2));
    const active = within(listbox).getByRole('option', { name: 'USDC.e' });
    expect(active).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', active.id);

    await user.type(box(), 'c');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(box()).not.toHaveAttribute('aria-activedescendant');
  });

  it('runs the typed text as before when Enter is pressed with no option active', async () => {
    const user = userEvent.setup();
    const api = typeaheadApi();
    await renderApp('/', api);
    await typeAndWaitForList(user, 'usd');
    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { name: 'Found 1 bridge option(s)' });
    // Enter showed the answer asked for while typing.
    expect(api.searchCalls.map((request) => request.query)).toEqual(['u', 'us', 'usd']);
    expect(api.searchCalls.at(-1)).toEqual({ query: 'usd', limit: FIRST_RESULTS_LIMIT });
    expect(box()).toHaveValue('usd');
  });

  it('closes on Escape, keeping the text, and reopens with ArrowDown', async () => {
    const user = userEvent.setup();
    const api = typeaheadApi();
    await renderApp('/', api);
    await typeAndWaitForList(user, 'usd');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(box()).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box()).toHaveValue('usd');
    expect(box()).toHaveFocus();
    expect(screen.queryByRole('heading', { name: /^Found|^No bridges/ })).not.toBeInTheDocument();

    await user.keyboard('{ArrowDown}');
    await screen.findByRole('listbox', { name: 'Token suggestions' });
    expect(box()).toHaveAttribute('aria-expanded', 'true');
  });

  it('searches a suggestion picked with the mouse, keeping focus in the box', async () => {
    const user = userEvent.setup();
    const api = typeaheadApi();
    await renderApp('/', api);
    const listbox = await typeAndWaitForList(user, 'usd');
    await user.click(within(listbox).getByRole('option', { name: 'USDC.e' }));
    await screen.findByRole('heading', { name: 'Found 1 bridge option(s)' });
    expect(api.searchCalls.slice(3)).toEqual([{ query: 'USDC.e', limit: FIRST_RESULTS_LIMIT }]);
    expect(box()).toHaveValue('USDC.e');
    await waitFor(() => expect(box()).toHaveFocus());
  });

  it('closes when the box loses focus and when the search button runs the typed text', async () => {
    const user = userEvent.setup();
    const api = typeaheadApi();
    await renderApp('/', api);
    await typeAndWaitForList(user, 'usd');
    await user.tab();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    // The suggestions for the whole text are asked for before the search runs and held until
    // it has: a late answer, on every run, however fast or slow the machine.
    const suggest = vi.mocked(api.suggest);
    const answer = suggest.getMockImplementation()!;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    suggest.mockImplementation(async (request) => {
      if (request.query === 'usdc') await held;
      return answer(request);
    });
    await user.click(box());
    await user.type(box(), 'c');
    await screen.findByRole('listbox', { name: 'Token suggestions' });
    await waitFor(() =>
      expect(suggest).toHaveBeenLastCalledWith(expect.objectContaining({ query: 'usdc' })),
    );
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByRole('heading', { name: 'Found 1 bridge option(s)' });
    expect(api.searchCalls.at(-1)).toEqual({ query: 'usdc', limit: FIRST_RESULTS_LIMIT });
    // The late answer for the typed text does not reopen the list.
    await act(async () => {
      release();
      await suggest.mock.results.at(-1)!.value;
    });
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

describe('Did you mean', () => {
  it('offers the closest symbols (typo-tolerant) as buttons that run that search', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      suggest: (query, { fuzzy }) => (fuzzy && query === 'usdcc' ? ['USDC', 'USDT'] : []),
      search: (request) => response(request.query === 'USDC' ? [stargateUsdc] : []),
    });
    const { eventsNamed } = await renderApp('/', api);
    await user.type(box(), 'usdcc');
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'No bridges found' })).toBeInTheDocument();
    expect(await screen.findByText('No bridges found for "usdcc"')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'USDT' })).toBeInTheDocument();
    expect(api.suggest).toHaveBeenCalledWith(
      expect.objectContaining({ query: 'usdcc', fuzzy: true }),
    );

    await user.click(screen.getByRole('button', { name: 'USDC' }));
    expect(
      await screen.findByRole('heading', { name: 'Found 1 bridge option(s)' }),
    ).toBeInTheDocument();
    // Typed letter by letter: each prefix was asked for ahead; the picked symbol once.
    expect(api.searchCalls.map((request) => request.query)).toEqual([
      'u',
      'us',
      'usd',
      'usdc',
      'usdcc',
      'USDC',
    ]);
    expect(box()).toHaveValue('USDC');
    await waitFor(() =>
      expect(eventsNamed('Token Search').map((event) => event.properties.search_query)).toEqual([
        'usdcc',
        'USDC',
      ]),
    );
  });
});

describe('Search box length limit', () => {
  it('says the limit next to the box when a pasted query is too long, keeps the text and searches nothing', async () => {
    const user = userEvent.setup();
    const api = typeaheadApi();
    await renderApp('/', api);
    expect(QUERY_LIMIT_MESSAGE).toBe('Search is limited to 128 characters');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    const pasted = `USDC ${'x'.repeat(10_000)}`;
    await user.click(box());
    await user.paste(pasted);
    const note = await screen.findByRole('alert');
    expect(note).toHaveTextContent(QUERY_LIMIT_MESSAGE);
    expect(box()).toHaveValue(pasted);
    expect(box()).toHaveAttribute('aria-invalid', 'true');
    expect(box()).toHaveAccessibleDescription(QUERY_LIMIT_MESSAGE);
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();

    await user.keyboard('{Enter}');
    expect(api.searchCalls).toEqual([]);
    expect(api.suggest).not.toHaveBeenCalled();
    expect(window.location.search).toBe('');

    // Back within the limit: the note goes and the search runs.
    await user.clear(box());
    await user.type(box(), 'USDC{Enter}');
    expect(
      await screen.findByRole('heading', { name: 'Found 1 bridge option(s)' }),
    ).toBeInTheDocument();
    expect(screen.queryByText(QUERY_LIMIT_MESSAGE)).not.toBeInTheDocument();
    expect(box()).not.toHaveAttribute('aria-invalid');
    expect(api.searchCalls.map((request) => request.query)).toEqual(['U', 'US', 'USD', 'USDC']);
  });

  it('accepts exactly 128 characters', async () => {
    const user = userEvent.setup();
    const api = typeaheadApi();
    await renderApp('/', api);
    await user.click(box());
    await user.paste('u'.repeat(128));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(api.searchCalls).toHaveLength(1));
    expect(screen.queryByText(QUERY_LIMIT_MESSAGE)).not.toBeInTheDocument();
  });

  it('shows a shared link with a too-long query in the box with the note, and runs no search', async () => {
    // A fake clock that also moves by itself while the page starts; the wait for a search that
    // might start later (the data's arrival, a frame, a timer) is then a fixed stretch of it.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = typeaheadApi();
    const long = 'a'.repeat(200);
    await renderApp(`/?q=${long}`, api);
    expect(await screen.findByRole('alert')).toHaveTextContent(QUERY_LIMIT_MESSAGE);
    expect(box()).toHaveValue(long);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(api.searchCalls).toEqual([]);
  });
});

/** The search shown as running, set by the test (the search controller's part the panel reads). */
function runningStore() {
  let running: RunningSearch | null = null;
  const listeners = new Set<() => void>();
  const set = (next: RunningSearch | null) => {
    running = next;
    listeners.forEach((listener) => listener());
  };
  const store: PendingSearch & {
    show(request: SearchRequest): void;
    settle(): void;
  } = {
    get: () => running,
    subscribe(onChange) {
      listeners.add(onChange);
      return () => listeners.delete(onChange);
    },
    show: (request) => set({ request, since: 0 }),
    settle: () => set(null),
  };
  return store;
}

describe('Search panel while a search runs', () => {
  function renderPanel() {
    const pending = runningStore();
    const cardsDue = createCardsDue(LOADING_STATE_DELAY_MS);
    let answer!: () => void;
    const onSearch = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          answer = resolve;
        }),
    );
    render(
      <DataProvider api={typeaheadApi()}>
        <SearchPanel
          value={null}
          resetKey={0}
          loading={false}
          pending={pending}
          waitingForData={false}
          cardsDue={cardsDue}
          chains={[]}
          onSearch={onSearch}
        />
      </DataProvider>,
    );
    return { pending, cardsDue, onSearch, answer: () => act(async () => answer()) };
  }

  it("reads 'Searching...' while the answer's cards are late, the search itself answered", async () => {
    const user = userEvent.setup();
    const { pending, cardsDue } = renderPanel();
    await user.type(box(), 'usdc');
    const renders = panelRenders.count;
    // An answer prepared while typing: the search settles in the press's own frame...
    act(() => pending.show({ query: 'usdc' }));
    act(() => pending.settle());
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
    // ...but its cards take long to draw (skeletons in their place): the visitor still waits.
    act(() => cardsDue.set('late'));
    expect(screen.getByRole('button', { name: 'Searching...' })).toBeDisabled();
    expect(box()).toBeDisabled();
    act(() => cardsDue.set('none'));
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
    expect(box()).toBeEnabled();
    expect(panelRenders.count).toBe(renders);
  });

  it('stays busy from the running search through its answer until its cards are drawn', async () => {
    const user = userEvent.setup();
    const { pending, cardsDue } = renderPanel();
    await user.type(box(), 'usdc');
    act(() => pending.show({ query: 'usdc' }));
    expect(box()).toBeDisabled();
    // The answer's commit ends the running state and says its cards are not drawn yet.
    act(() => {
      cardsDue.set('due');
      pending.settle();
    });
    expect(box()).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Searching...' })).toBeDisabled();
    act(() => cardsDue.set('late'));
    expect(box()).toBeDisabled();
    act(() => cardsDue.set('none'));
    expect(box()).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
  });

  it('gives the focus back to a visitor typing when a search they did not start disabled the box', async () => {
    const user = userEvent.setup();
    const { pending } = renderPanel();
    // A filter's search starts; the visitor clicks into the box and types before it shows.
    await user.type(box(), 'US');
    act(() => pending.show({ query: '', fromChain: 'ethereum', toChain: 'arbitrum' }));
    expect(box()).toBeDisabled();
    expect(box()).toHaveValue('US');
    // A browser moves the focus of a box being disabled to the page (jsdom keeps it there).
    const away = document.body.appendChild(document.createElement('button'));
    act(() => away.focus());
    away.remove();
    expect(document.activeElement).toBe(document.body);
    expect(box()).not.toHaveFocus();
    act(() => pending.settle());
    expect(box()).toHaveFocus();
    await user.keyboard('DC');
    expect(box()).toHaveValue('USDC');
  });

  it('leaves the focus where the visitor moved it while the box was disabled', async () => {
    const user = userEvent.setup();
    const { pending } = renderPanel();
    await user.type(box(), 'US');
    act(() => pending.show({ query: '', fromChain: 'ethereum', toChain: 'arbitrum' }));
    const elsewhere = document.body.appendChild(document.createElement('button'));
    act(() => elsewhere.focus());
    act(() => pending.settle());
    expect(elsewhere).toHaveFocus();
    elsewhere.remove();
  });

  it('shows it on the button, the box and the list without re-rendering the panel', async () => {
    const user = userEvent.setup();
    const { pending, onSearch, answer } = renderPanel();
    await typeAndWaitForList(user, 'usd');
    await user.keyboard('{Enter}');
    expect(onSearch).toHaveBeenCalledWith({ query: 'usd' });
    const renders = panelRenders.count;

    act(() => pending.show({ query: 'usd' }));
    expect(screen.getByRole('button', { name: 'Searching...' })).toBeDisabled();
    expect(box()).toBeDisabled();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    // A browser takes focus from a box being disabled: that blur does not close the list, which
    // would re-render the panel; the search's end closes it.
    const elsewhere = document.body.appendChild(document.createElement('button'));
    act(() => elsewhere.focus());
    expect(box()).not.toHaveFocus();
    expect(panelRenders.count).toBe(renders);

    act(() => pending.settle());
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();
    expect(box()).toBeEnabled();
    expect(panelRenders.count).toBe(renders);
    // Started from the box: focus is given back to it.
    expect(box()).toHaveFocus();
    elsewhere.remove();

    await answer();
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
