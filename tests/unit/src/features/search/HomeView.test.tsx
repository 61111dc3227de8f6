import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIRST_RESULTS_LIMIT } from '../../../../../src/features/search/search-controller';
import type { SearchResponse } from '../../../../../src/shared/contract';
import {
  createFakeApi,
  loadingStatuses,
  readyStatuses,
  response,
  status,
} from '../../support/fake-api';
import { manyOptions, orbiterUsdc, stargateUsdc, wormholeUsdc } from '../../support/options';
import { renderApp } from '../../support/render';
import { PROTOCOL_REGISTRY } from '../../../../../src/shared/protocol-registry.mjs';

const PLACEHOLDER = 'Search tokens (e.g. USDC, ETH, WBTC)...';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function typeAndSearch(user: ReturnType<typeof userEvent.setup>, text: string) {
  const input = screen.getByPlaceholderText(PLACEHOLDER);
  // The box and the button stay busy while a search shown as running has its answer's cards
  // still to draw (skeletons in their place), which a loaded machine makes them: typing waits
  // for the panel, as a visitor does, and for the cards (the list no longer busy).
  await waitFor(() => {
    expect(input).toBeEnabled();
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
  });
  await user.clear(input);
  await user.type(input, text);
  await user.click(await screen.findByRole('button', { name: 'Search' }));
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.useRealTimers();
  // A phone's matchMedia, even when its test failed half-way: the next test is on a desktop.
  vi.unstubAllGlobals();
});

describe('Home before any search', () => {
  it('shows the title, subtitle, search panel and the three info cards', async () => {
    await renderApp('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Find Your Bridge' })).toBeInTheDocument();
    expect(
      screen.getByText('Discover the best cross-chain bridges to move your tokens securely'),
    ).toBeInTheDocument();
    expect(screen.getByPlaceholderText(PLACEHOLDER)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Wormhole Protocol' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Stargate Finance' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Orbiter Finance' })).toBeInTheDocument();
    // The specification's claim for Orbiter, word for word.
    expect(screen.getByText(/30\+ networks/)).toBeInTheDocument();
    expect(
      screen.getByRole('list', { name: 'Example chains for Wormhole Protocol' }).children.length,
    ).toBeGreaterThan(2);
  });

  it('uses the shorter placeholder on small screens', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    await renderApp('/');
    expect(screen.getByPlaceholderText('Search tokens (e.g. USDC, ETH)...')).toBeInTheDocument();
    vi.unstubAllGlobals();
  });

  it('labels the filter button "Filters" in words, with the number of filters in use', async () => {
    const user = userEvent.setup();
    await renderApp(
      '/?q=usdc&protocol=Stargate&from=ethereum',
      createFakeApi({ chains: [{ id: 'ethereum', name: 'Ethereum' }] }),
    );
    const toggle = await screen.findByRole('button', { name: 'Filters (2)' });
    expect(toggle).toHaveTextContent(/^Filters \(2\)$/);
    // A link with filters opens the row.
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.selectOptions(await screen.findByLabelText('Bridge Protocol'), 'All');
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
  });

  it('on a phone, a link with filters keeps the row closed and the results name the filters', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    const user = userEvent.setup();
    await renderApp(
      '/?q=usdc&protocol=Stargate&from=ethereum&to=arbitrum',
      createFakeApi({
        search: () => response([stargateUsdc]),
        chains: [
          { id: 'arbitrum', name: 'Arbitrum' },
          { id: 'ethereum', name: 'Ethereum' },
        ],
      }),
    );
    expect(
      await screen.findByRole('heading', { name: 'Found 1 bridge option(s)' }),
    ).toBeInTheDocument();
    const toggle = screen.getByRole('button', { name: 'Filters (3)' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByLabelText('Bridge Protocol')).not.toBeInTheDocument();
    expect(
      screen.getByText('Showing usdc from Ethereum to Arbitrum on Stargate'),
    ).toBeInTheDocument();
    await user.click(toggle);
    expect(await screen.findByLabelText('From chain')).toHaveValue('ethereum');
    vi.unstubAllGlobals();
  });

  it('hides the filter row until the filter button is pressed, then offers the protocol and chain filters', async () => {
    const user = userEvent.setup();
    await renderApp(
      '/',
      createFakeApi({
        chains: [
          { id: 'arbitrum', name: 'Arbitrum' },
          { id: 'ethereum', name: 'Ethereum' },
        ],
      }),
    );
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle.querySelector('svg')).not.toBeNull();
    // Closed filters are not rendered at all (their code is fetched when first opened).
    expect(screen.queryByLabelText('Bridge Protocol')).not.toBeInTheDocument();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const protocol = await screen.findByLabelText('Bridge Protocol');
    expect(protocol).toBeVisible();
    expect(protocol).toHaveValue('All');
    const options = within(protocol).getAllByRole('option', { hidden: true });
    expect(options.map((option) => [option.textContent, option.getAttribute('value')])).toEqual([
      ['Select protocol', ''],
      ['All Protocols', 'All'],
      // The specification's three, then any other protocol of the registry in the same form.
      ['Wormhole', 'Wormhole'],
      ['Stargate', 'Stargate'],
      ['Orbiter Finance', 'Orbiter'],
      ...PROTOCOL_REGISTRY.slice(3).map((entry) => [entry.displayName, entry.id]),
    ]);
    const from = screen.getByLabelText('From chain');
    await waitFor(() =>
      expect(
        within(from)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Any chain', 'Arbitrum', 'Ethereum']),
    );
    expect(screen.getByLabelText('To chain')).toHaveValue('');
    await user.click(toggle);
    expect(screen.queryByLabelText('Bridge Protocol')).not.toBeInTheDocument();
  });
});

/** The hero box: the heading's parent, marked while compact. */
function heroIsCompact(): boolean {
  const title = screen.getByRole('heading', { level: 1, name: 'Find Your Bridge' });
  return title.parentElement!.hasAttribute('data-compact');
}

describe('The hero', () => {
  it('is full size before a search, compact once results show, full again after the logo', async () => {
    const user = userEvent.setup();
    await renderApp('/', createFakeApi({ search: () => response([stargateUsdc]) }));
    expect(heroIsCompact()).toBe(false);
    await typeAndSearch(user, 'usdc');
    await screen.findByRole('heading', { name: 'Found 1 bridge option(s)' });
    expect(heroIsCompact()).toBe(true);
    expect(
      screen.getByText('Discover the best cross-chain bridges to move your tokens securely'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /home/i }));
    await screen.findByRole('heading', { name: 'Wormhole Protocol' });
    expect(heroIsCompact()).toBe(false);
  });

  it('stays full size while a typed search runs and shrinks with its answer', async () => {
    const user = userEvent.setup();
    const pending = deferred<SearchResponse>();
    await renderApp('/', createFakeApi({ search: () => pending.promise }));
    await typeAndSearch(user, 'usdc');
    expect(heroIsCompact()).toBe(false);
    await act(async () => pending.resolve(response([stargateUsdc])));
    await screen.findByRole('heading', { name: 'Found 1 bridge option(s)' });
    expect(heroIsCompact()).toBe(true);
  });

  it('is compact from the first render of a URL that carries a search, before any data', async () => {
    const api = createFakeApi({ statuses: loadingStatuses() });
    await renderApp('/?q=eth', api);
    expect(heroIsCompact()).toBe(true);
    expect(api.searchCalls).toEqual([]);
  });

  it('is compact for a route with no query, and full size for a lone From', async () => {
    await renderApp('/?from=ethereum&to=arbitrum', createFakeApi({ statuses: loadingStatuses() }));
    expect(heroIsCompact()).toBe(true);
    cleanup();
    await renderApp('/?from=ethereum', createFakeApi({ statuses: loadingStatuses() }));
    expect(heroIsCompact()).toBe(false);
  });
});

describe('Search validation', () => {
  it('disables Search while the query is empty or only spaces', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    const button = screen.getByRole('button', { name: 'Search' });
    await waitFor(() => expect(button).toBeDisabled());
    await user.type(screen.getByPlaceholderText(PLACEHOLDER), '   ');
    expect(button).toBeDisabled();
    await user.type(screen.getByPlaceholderText(PLACEHOLDER), 'usdc');
    expect(button).toBeEnabled();
  });

  it('keeps Search disabled until the first source has data, then enables it', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ statuses: loadingStatuses() });
    await renderApp('/', api);
    await user.type(screen.getByPlaceholderText(PLACEHOLDER), 'usdc');
    const button = screen.getByRole('button', { name: 'Search' });
    expect(button).toBeDisabled();
    const [wormhole, stargate, orbiter] = loadingStatuses();
    act(() => api.emit([wormhole!, status('Stargate'), orbiter!]));
    await waitFor(() => expect(button).toBeEnabled());
    expect(stargate).toBeDefined();
  });

  it('pressing Enter on a blank query shows the error toast and does not search', async () => {
    const user = userEvent.setup();
    const api = createFakeApi();
    await renderApp('/', api);
    await user.type(screen.getByPlaceholderText(PLACEHOLDER), '  {Enter}');
    expect(await screen.findByText('Please enter a token name or symbol')).toBeInTheDocument();
    expect(api.search).not.toHaveBeenCalled();
    expect(window.location.search).toBe('');
  });

  it('pressing Enter runs the search', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ search: () => response([stargateUsdc]) });
    await renderApp('/', api);
    await user.type(screen.getByPlaceholderText(PLACEHOLDER), 'usdc{Enter}');
    expect(
      await screen.findByRole('heading', { name: 'Found 1 bridge option(s)' }),
    ).toBeInTheDocument();
    // Each keystroke asked for its search ahead, showing nothing; Enter showed the last answer
    // without asking again.
    expect(api.searchCalls.map((request) => request.query)).toEqual(['u', 'us', 'usd', 'usdc']);
    expect(api.searchCalls.at(-1)).toEqual({ query: 'usdc', limit: FIRST_RESULTS_LIMIT });
  });
});

describe('Searching', () => {
  it('shows "Searching..." and three skeletons when the answer is slow, with the text box and button disabled', async () => {
    const user = userEvent.setup();
    const pending = deferred<SearchResponse>();
    await renderApp('/', createFakeApi({ search: () => pending.promise }));
    await typeAndSearch(user, 'usdc');
    const button = await screen.findByRole('button', { name: 'Searching...' });
    expect(button).toBeDisabled();
    expect(screen.getByPlaceholderText(PLACEHOLDER)).toBeDisabled();
    // Skeletons wait SKELETON_DELAY_MS: a fast answer replaces the screen without a flash.
    const skeletons = await screen.findByTestId('result-skeletons');
    expect(skeletons.querySelectorAll('[data-skeleton]')).toHaveLength(3);
    await act(async () => pending.resolve(response([stargateUsdc])));
    expect(await screen.findByRole('button', { name: 'Search' })).toBeEnabled();
  });

  it('keeps the box disabled from a slow search through its answer until its cards are drawn', async () => {
    const user = userEvent.setup();
    const pending = deferred<SearchResponse>();
    await renderApp('/', createFakeApi({ search: () => pending.promise }));
    await typeAndSearch(user, 'usdc');
    await screen.findByRole('button', { name: 'Searching...' });
    const input = screen.getByPlaceholderText<HTMLInputElement>(PLACEHOLDER);
    expect(input).toBeDisabled();
    // The box as the page stands between tasks, which is when a visitor's click or key lands:
    // a box enabled while the answer's cards are still due is disabled again if they turn late,
    // taking the focus of a visitor who clicked into it, and what they type next.
    const freed: string[] = [];
    const observer = new MutationObserver(() => {
      const list = screen.queryByRole('list', { name: 'Bridge options' });
      if (!input.disabled) freed.push(list?.getAttribute('aria-busy') ?? 'no list');
    });
    observer.observe(document.body, { subtree: true, childList: true, attributes: true });
    // Outside act: React draws the answer and then its cards in tasks of their own, as in a page.
    pending.resolve(response([stargateUsdc]));
    await screen.findByRole('heading', { name: 'Found 1 bridge option(s)' });
    await waitFor(() => expect(input).toBeEnabled());
    observer.disconnect();
    expect(screen.getByRole('list', { name: 'Bridge options' })).toHaveAttribute(
      'aria-busy',
      'false',
    );
    expect(freed.length).toBeGreaterThan(0);
    expect(freed).not.toContain('true');
  });

  it('a quick answer goes straight to the results, without a "Searching..." render in between', async () => {
    const user = userEvent.setup();
    await renderApp('/', createFakeApi({ search: () => response([stargateUsdc]) }));
    const labels: string[] = [];
    const observer = new MutationObserver(() => {
      const busy = screen.queryByRole('button', { name: 'Searching...' });
      if (busy) labels.push('Searching...');
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    await typeAndSearch(user, 'usdc');
    await screen.findByRole('heading', { name: 'Found 1 bridge option(s)' });
    observer.disconnect();
    expect(labels).toEqual([]);
  });

  it('shows no skeletons when the answer comes quickly', async () => {
    const user = userEvent.setup();
    await renderApp('/', createFakeApi({ search: () => response([stargateUsdc]) }));
    const seen: boolean[] = [];
    const observer = new MutationObserver(() =>
      seen.push(screen.queryByTestId('result-skeletons') !== null),
    );
    observer.observe(document.body, { childList: true, subtree: true });
    await typeAndSearch(user, 'usdc');
    await screen.findByRole('heading', { name: 'Found 1 bridge option(s)' });
    observer.disconnect();
    expect(seen).not.toContain(true);
  });

  it('on a phone, shows compact cards: a few chains then "+N more", five options, the rest on request only', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }));
    // A fake clock that also moves by itself, so the page renders as usual; the wait for cards
    // that might come by themselves is then a fixed stretch of that clock, not of real time.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const chains = Array.from({ length: 15 }, (_, index) => `chain${index}`);
    const options = manyOptions(12).map((option) => ({ ...option, availableChains: chains }));
    await renderApp('/?q=tkn', createFakeApi({ search: () => response(options) }));
    const list = await screen.findByRole('list', { name: 'Bridge options' });
    await waitFor(() => expect(list.querySelectorAll(':scope > li')).toHaveLength(5));
    const first = list.querySelector(':scope > li') as HTMLElement;
    expect(within(first).getByRole('button', { name: 'Show 12 more chains' })).toHaveTextContent(
      '+12 more',
    );
    // No more cards come by themselves (a frame, an idle callback or a timer): only the button.
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(list.querySelectorAll(':scope > li')).toHaveLength(5);
    await user.click(screen.getByRole('button', { name: 'Show more (7 more)' }));
    expect(list.querySelectorAll(':scope > li')).toHaveLength(10);
    vi.unstubAllGlobals();
  });

  it('asks for a first batch, counts every option and fetches the rest when asked for more', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ search: () => response(manyOptions(90)) });
    const { eventsNamed } = await renderApp('/', api);
    await typeAndSearch(user, 'tkn');
    expect(
      await screen.findByRole('heading', { name: 'Found 90 bridge option(s)' }),
    ).toBeInTheDocument();
    expect(api.searchCalls.at(-1)).toEqual({ query: 'tkn', limit: FIRST_RESULTS_LIMIT });
    const list = screen.getByRole('list', { name: 'Bridge options' });
    // The first cards come with the count, the rest of the batch a few per frame.
    await waitFor(() =>
      expect(list.querySelectorAll(':scope > li')).toHaveLength(FIRST_RESULTS_LIMIT),
    );
    await waitFor(() =>
      expect(eventsNamed('Token Search')[0]?.properties).toMatchObject({ results_count: 90 }),
    );
    await user.click(
      screen.getByRole('button', { name: `Show more (${90 - FIRST_RESULTS_LIMIT} more)` }),
    );
    await waitFor(() => expect(api.searchCalls.at(-1)).toEqual({ query: 'tkn' }));
    await waitFor(() =>
      expect(list.querySelectorAll(':scope > li').length).toBeGreaterThan(FIRST_RESULTS_LIMIT),
    );
    expect(eventsNamed('Token Search')).toHaveLength(1);
  });

  it('shows the empty state and an info toast when nothing matches', async () => {
    const user = userEvent.setup();
    await renderApp('/', createFakeApi({ search: () => response([]) }));
    await typeAndSearch(user, 'nothing');
    expect(await screen.findByRole('heading', { name: 'No bridges found' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Try searching for popular tokens like USDC, ETH, WBTC, or check your spelling.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('No bridges found for "nothing"')).toBeInTheDocument();
  });

  it('says what a malformed address lacks, with the empty state and its toast', async () => {
    const user = userEvent.setup();
    await renderApp('/', createFakeApi({ search: () => response([]) }));
    await typeAndSearch(user, '0x123');
    expect(await screen.findByRole('heading', { name: 'No bridges found' })).toBeInTheDocument();
    expect(
      screen.getByText('0x123 is not a full contract address: 40 hex digits after 0x'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Try searching for popular tokens like USDC, ETH, WBTC, or check your spelling.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByText('No bridges found for "0x123"')).toBeInTheDocument();
  });

  it('answers a route with no token typed in words about the route, not about spelling', async () => {
    await renderApp(
      '/?from=ton&to=metis',
      createFakeApi({
        search: () => ({ ...response([]), routeNames: { from: 'TON', to: 'Metis' } }),
      }),
    );
    expect(await screen.findByRole('heading', { name: 'No bridges found' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'No protocol lists a token on both TON and Metis. Try other chains, or type a token.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/check your spelling/)).not.toBeInTheDocument();
    expect(await screen.findByText('No bridges found from TON to Metis')).toBeInTheDocument();
    expect(screen.queryByText(/this route/)).not.toBeInTheDocument();
  });

  it('offers similar symbols when nothing matches', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      search: (request) => response(request.query === 'USDC' ? [stargateUsdc] : []),
      suggest: () => ['USDC'],
    });
    await renderApp('/', api);
    await typeAndSearch(user, 'usdcc');
    await user.click(await screen.findByRole('button', { name: 'USDC' }));
    expect(
      await screen.findByRole('heading', { name: 'Found 1 bridge option(s)' }),
    ).toBeInTheDocument();
  });

  it('offers the search without its filters, not other spellings, when the filters found nothing', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      // Nothing from the chain the link names (one the data does not know).
      search: (request) => response(request.fromChain ? [] : [stargateUsdc]),
      suggest: () => ['USDC.e'],
    });
    await renderApp('/?q=usdc&from=nonexistent', api);
    expect(await screen.findByRole('heading', { name: 'No bridges found' })).toBeInTheDocument();
    expect(screen.getByText('Nothing matches the protocol or chains chosen.')).toBeInTheDocument();
    expect(screen.queryByText('Did you mean')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Search without filters' }));
    expect(
      await screen.findByRole('heading', { name: 'Found 1 bridge option(s)' }),
    ).toBeInTheDocument();
    expect(api.searchCalls.at(-1)).toEqual({ query: 'usdc', limit: FIRST_RESULTS_LIMIT });
    await waitFor(() => expect(window.location.search).toBe('?q=usdc'));
    expect(screen.getByLabelText('From chain')).toHaveValue('');
  });

  it('shows the count, a success toast and one card per option with every field', async () => {
    const user = userEvent.setup();
    await renderApp(
      '/',
      createFakeApi({ search: () => response([wormholeUsdc, stargateUsdc, orbiterUsdc]) }),
    );
    await typeAndSearch(user, 'usdc');
    expect(
      await screen.findByRole('heading', { name: 'Found 3 bridge option(s)' }),
    ).toBeInTheDocument();
    expect(
      await screen.findByText('Found 3 bridge option(s)', {
        selector: '[role=status] *, [role=status]',
      }),
    ).toBeInTheDocument();

    const cards = within(screen.getByRole('list', { name: 'Bridge options' })).getAllByRole(
      'listitem',
      { name: /USDC/ },
    );
    expect(cards).toHaveLength(3);
    const [wormhole, stargate, orbiter] = cards as [HTMLElement, HTMLElement, HTMLElement];

    expect(within(wormhole).getByText('Wormhole')).toBeInTheDocument();
    expect(within(wormhole).getByText('CoinGecko Listed')).toBeInTheDocument();
    expect(within(wormhole).getByRole('heading', { name: 'USDC (USDCeth)' })).toBeInTheDocument();
    expect(within(wormhole).getByText('Solana')).toBeInTheDocument();
    expect(within(wormhole).queryByText('Primary Contract')).not.toBeInTheDocument();

    expect(within(stargate).getByRole('heading', { name: 'USDC (USD Coin)' })).toBeInTheDocument();
    expect(within(stargate).queryByText('CoinGecko Listed')).not.toBeInTheDocument();
    // Chips show display names, not raw ids.
    expect(within(stargate).getByText('BNB Chain')).toBeInTheDocument();
    expect(within(stargate).queryByText('bsc')).not.toBeInTheDocument();
    expect(within(stargate).getByText('Primary Contract')).toBeInTheDocument();
    expect(
      within(stargate).getByRole('button', { name: '0xA0b8...eB48 (copy full address)' }),
    ).toHaveTextContent('0xA0b8...eB48');
    expect(within(stargate).getByRole('link', { name: /block explorer/ })).toHaveAttribute(
      'href',
      'https://etherscan.io/token/0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
    );
    expect(within(orbiter).getByText('Orbiter Finance')).toBeInTheDocument();
    expect(within(orbiter).getByText('Primary Contract')).toBeInTheDocument();
    for (const card of cards)
      expect(within(card).getByRole('button', { name: 'Bridge Now' })).toBeInTheDocument();
  });

  it('replaces a logo that fails to load with our own icon and never loads a javascript: logo', async () => {
    const user = userEvent.setup();
    const hostile = {
      ...orbiterUsdc,
      id: 'Orbiter:EVIL',
      token: { ...orbiterUsdc.token, symbol: 'EVIL', logoURI: 'javascript:alert(1)' },
    };
    const { container } = await renderApp(
      '/',
      createFakeApi({ search: () => response([stargateUsdc, hostile]) }),
    );
    await typeAndSearch(user, 'x');
    await screen.findByRole('heading', { name: 'Found 2 bridge option(s)' });
    // Third-party logos, as opposed to our own icons (root-relative, same origin).
    const sourceLogos = () =>
      [...container.querySelectorAll('img')].filter(
        (img) => !img.getAttribute('src')!.startsWith('/'),
      );
    expect(sourceLogos()).toHaveLength(1);
    expect(sourceLogos()[0]).toHaveAttribute('referrerpolicy', 'no-referrer');
    expect(sourceLogos()[0]).toHaveAttribute('loading', 'lazy');
    fireEvent.error(sourceLogos()[0]!);
    expect(sourceLogos()).toHaveLength(0);
    expect(container.querySelector('img[src="/icons/tokens/USDC.svg"]')).not.toBeNull();
    expect(
      [...container.querySelectorAll('img')].some((img) =>
        img.getAttribute('src')!.startsWith('javascript:'),
      ),
    ).toBe(false);
  });

  it('staggers the card entrance by 100 ms per index, capped', async () => {
    const { cardDelayMs } = await import('../../../../../src/components/results/ResultCard');
    expect([0, 1, 2, 8, 9, 40].map(cardDelayMs)).toEqual([0, 100, 200, 800, 800, 800]);
  });

  it('renders a large result set progressively', async () => {
    const user = userEvent.setup();
    await renderApp('/', createFakeApi({ search: () => response(manyOptions(90)) }));
    await typeAndSearch(user, 'tkn');
    await screen.findByRole('heading', { name: 'Found 90 bridge option(s)' });
    const list = screen.getByRole('list', { name: 'Bridge options' });
    expect(list.querySelectorAll(':scope > li').length).toBeLessThanOrEqual(60);
    // The first cards render with the count and the rest of the batch (then 'Show more') a few
    // per frame, so the button is awaited.
    // 90 cards take jsdom several seconds on a loaded 2-core machine (44 s for this test with two
    // runs of the suite at once and a load average of 15 to 20): the ceilings are for that, not a
    // pause. Found by its text: a role query computes every element's accessible name at each DOM
    // change, which on a loaded machine starves the very frames the list fills in with.
    const more = await screen.findByText(/^Show more \(\d+ more\)$/, {}, { timeout: 60_000 });
    await user.click(more);
    await waitFor(() => expect(list.querySelectorAll(':scope > li').length).toBe(90), {
      timeout: 60_000,
    });
    expect(screen.queryByText(/^Show more/)).not.toBeInTheDocument();
  }, 150_000);

  it('shows an error toast and empty results when the search fails unexpectedly', async () => {
    const user = userEvent.setup();
    await renderApp('/', createFakeApi({ search: () => Promise.reject(new Error('worker died')) }));
    await typeAndSearch(user, 'usdc');
    expect(await screen.findByText('Failed to search bridges')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'No bridges found' })).toBeInTheDocument();
  });

  it('leaves the protocol out for All and passes a chosen protocol and chains', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      search: () => response([stargateUsdc]),
      chains: [
        { id: 'arbitrum', name: 'Arbitrum' },
        { id: 'ethereum', name: 'Ethereum' },
      ],
    });
    await renderApp('/', api);
    await typeAndSearch(user, 'usdc');
    await screen.findByRole('heading', { name: 'Found 1 bridge option(s)' });
    expect(api.searchCalls.at(-1)).toEqual({ query: 'usdc', limit: FIRST_RESULTS_LIMIT });
    expect(api.searchCalls.at(-1)).not.toHaveProperty('protocol');

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.selectOptions(await screen.findByLabelText('Bridge Protocol'), 'Stargate');
    await waitFor(() =>
      expect(within(screen.getByLabelText('From chain')).getAllByRole('option')).toHaveLength(3),
    );
    await user.selectOptions(screen.getByLabelText('From chain'), 'ethereum');
    await user.selectOptions(screen.getByLabelText('To chain'), 'arbitrum');
    await user.click(await screen.findByRole('button', { name: 'Search' }));
    await waitFor(() => expect(api.searchCalls.at(-1)).toHaveProperty('toChain'));
    expect(api.searchCalls.at(-1)).toEqual({
      query: 'usdc',
      protocol: 'Stargate',
      fromChain: 'ethereum',
      toChain: 'arbitrum',
      limit: FIRST_RESULTS_LIMIT,
    });
    // The card states its route once, on the line of what 'Bridge Now' opens.
    expect(await screen.findByText(/^Ethereum → Arbitrum on /)).toBeInTheDocument();
    expect(screen.queryByText('Ethereum -> Arbitrum')).not.toBeInTheDocument();
    // The history entry follows the painted answer.
    await waitFor(() =>
      expect(window.location.search).toBe('?q=usdc&protocol=Stargate&from=ethereum&to=arbitrum'),
    );
  });

  it('lists a route with no query, and refuses the same chain on both ends', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      search: () => response([stargateUsdc]),
      chains: [
        { id: 'arbitrum', name: 'Arbitrum' },
        { id: 'ethereum', name: 'Ethereum' },
      ],
    });
    await renderApp('/', api);
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await waitFor(() =>
      expect(within(screen.getByLabelText('From chain')).getAllByRole('option')).toHaveLength(3),
    );
    await user.selectOptions(screen.getByLabelText('From chain'), 'ethereum');
    expect(api.searchCalls).toEqual([]);
    await user.selectOptions(screen.getByLabelText('To chain'), 'ethereum');
    expect(await screen.findByText('Choose two different chains')).toBeInTheDocument();
    expect(api.searchCalls).toEqual([]);
    await user.selectOptions(screen.getByLabelText('To chain'), 'arbitrum');
    await screen.findByRole('heading', { name: 'Found 1 bridge option(s)' });
    expect(api.searchCalls.at(-1)).toEqual({
      query: '',
      fromChain: 'ethereum',
      toChain: 'arbitrum',
      limit: FIRST_RESULTS_LIMIT,
    });
    await waitFor(() => expect(window.location.search).toBe('?from=ethereum&to=arbitrum'));
  });

  it('says which sources are still loading or unavailable', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      search: () => response([wormholeUsdc]),
      statuses: [
        status('Wormhole'),
        status('Stargate', { loading: true, hasData: false, updatedAt: null }),
        status('Orbiter', {
          hasData: false,
          updatedAt: null,
          error: { code: 'http', message: 'Failed to fetch Orbiter data' },
        }),
      ],
    });
    await renderApp('/', api);
    await typeAndSearch(user, 'usdc');
    // Loading is said in the line over the results, which moves no card when it goes away.
    const loading = await screen.findByText('Still loading: Stargate');
    expect(loading.closest('[aria-live=polite]')).not.toBeNull();
    expect(
      screen.getByText('Orbiter Finance unavailable: Failed to fetch Orbiter data'),
    ).toBeInTheDocument();
  });

  it('says when the data is offline and how old it is', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const fiveMinutesAgo = Date.now() - 5 * 60_000;
    await renderApp(
      '/',
      createFakeApi({
        statuses: readyStatuses().map((s) => ({ ...s, updatedAt: fiveMinutesAgo })),
      }),
    );
    expect(await screen.findByText('Offline — showing data from 5 min ago')).toBeInTheDocument();
  });
});

describe('Results follow the data', () => {
  it('updates the search on screen in place when a source arrives: one polite line, the toast at the new count, no new toast or Token Search event', async () => {
    const user = userEvent.setup();
    const [wormhole, stargate, orbiter] = loadingStatuses() as [
      ReturnType<typeof status>,
      ReturnType<typeof status>,
      ReturnType<typeof status>,
    ];
    let arrived = false;
    const api = createFakeApi({
      statuses: [status('Wormhole'), stargate, orbiter],
      search: () => response(arrived ? [wormholeUsdc, stargateUsdc] : [wormholeUsdc]),
    });
    const { eventsNamed } = await renderApp('/', api);
    await typeAndSearch(user, 'usdc');
    await screen.findByRole('heading', { name: 'Found 1 bridge option(s)' });
    // The event and the toast follow the paint of the results.
    await waitFor(() => expect(eventsNamed('Token Search')).toHaveLength(1));
    await waitFor(() =>
      expect(screen.getAllByText(/Found \d bridge option/).length).toBeGreaterThan(1),
    );
    const toastsBefore = screen.getAllByText(/Found \d bridge option/).length;
    const list = screen.getByRole('list', { name: 'Bridge options' });
    const card = list.querySelector(':scope > li');
    // The line over the results: the sources still loading, until new data has news.
    const updateLine = screen
      .getByText('Still loading: Stargate, Orbiter Finance')
      .closest('[aria-live=polite]')!;
    expect(updateLine).toHaveTextContent(/^Still loading: Stargate, Orbiter Finance$/);

    arrived = true;
    const asked = api.searchCalls.length;
    act(() => api.emit([status('Wormhole'), status('Stargate'), orbiter]));
    expect(
      await screen.findByRole('heading', { name: 'Found 2 bridge option(s)' }),
    ).toBeInTheDocument();
    // One request on the new data: the re-run shares the typed search's prefetch.
    expect(api.searchCalls.slice(asked)).toEqual([{ query: 'usdc', limit: FIRST_RESULTS_LIMIT }]);
    expect(eventsNamed('Token Search')).toHaveLength(1);
    // In place: the card already shown is the same element, the live region the same too.
    expect(screen.getByRole('list', { name: 'Bridge options' }).querySelector(':scope > li')).toBe(
      card,
    );
    await waitFor(() =>
      expect(updateLine).toHaveTextContent(
        /^Updated from the live source: 1 option added · Still loading: Orbiter Finance$/,
      ),
    );
    // No new toast: the first one now says the count the heading says.
    await waitFor(() =>
      expect(screen.queryByText('Found 1 bridge option(s)')).not.toBeInTheDocument(),
    );
    expect(screen.getAllByText(/Found \d bridge option/).length).toBe(toastsBefore);
    expect(wormhole).toBeDefined();
  });

  it('does not re-run when only a loading flag changes', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ search: () => response([wormholeUsdc]) });
    await renderApp('/', api);
    await typeAndSearch(user, 'usdc');
    await screen.findByRole('heading', { name: 'Found 1 bridge option(s)' });
    const asked = api.searchCalls.length;
    // A fake clock from here: a re-run put off by a frame or a timer would still be seen.
    vi.useFakeTimers();
    act(() => api.emit(readyStatuses().map((s) => ({ ...s, loading: true }))));
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(api.searchCalls).toHaveLength(asked);
  });
});

describe('Shareable searches', () => {
  it('restores and runs a search from the URL once data is available', async () => {
    const api = createFakeApi({
      search: () => response([stargateUsdc]),
      chains: [
        { id: 'arbitrum', name: 'Arbitrum' },
        { id: 'ethereum', name: 'Ethereum' },
      ],
    });
    const { eventsNamed } = await renderApp(
      '/?q=usdc&protocol=Stargate&from=ethereum&to=arbitrum',
      api,
    );
    expect(
      await screen.findByRole('heading', { name: 'Found 1 bridge option(s)' }),
    ).toBeInTheDocument();
    expect(api.searchCalls).toEqual([
      {
        query: 'usdc',
        protocol: 'Stargate',
        fromChain: 'ethereum',
        toChain: 'arbitrum',
        limit: FIRST_RESULTS_LIMIT,
      },
    ]);
    expect(screen.getByPlaceholderText(PLACEHOLDER)).toHaveValue('usdc');
    expect(screen.getByLabelText('Bridge Protocol')).toHaveValue('Stargate');
    expect(screen.getByLabelText('Bridge Protocol')).toBeVisible();
    await waitFor(() =>
      expect(eventsNamed('Token Search')[0]?.properties).toMatchObject({
        search_query: 'usdc',
        protocol: 'Stargate',
        results_count: 1,
      }),
    );
  });

  it('names a chain from the link by the chain registry while it is missing from the loaded list', async () => {
    // No chain list yet: the select still shows the chain of the link under its display name.
    await renderApp('/?q=usdc&from=ethereum&to=zksync-era', createFakeApi({ chains: [] }));
    const from = await screen.findByLabelText('From chain');
    const to = screen.getByLabelText('To chain');
    expect(from).toHaveValue('ethereum');
    expect(to).toHaveValue('zksync-era');
    await waitFor(() =>
      expect(within(from).getByRole('option', { selected: true })).toHaveTextContent('Ethereum'),
    );
    expect(within(to).getByRole('option', { selected: true })).toHaveTextContent('zkSync Era');
  });

  it('waits for the first source before running a search from the URL', async () => {
    const api = createFakeApi({
      statuses: loadingStatuses(),
      search: () => response([stargateUsdc]),
    });
    await renderApp('/?q=usdc', api);
    expect(await screen.findByTestId('result-skeletons')).toBeInTheDocument();
    expect(api.search).not.toHaveBeenCalled();
    act(() => api.emit([status('Wormhole'), ...loadingStatuses().slice(1)]));
    expect(
      await screen.findByRole('heading', { name: 'Found 1 bridge option(s)' }),
    ).toBeInTheDocument();
    expect(api.searchCalls).toHaveLength(1);
  });

  it('resets to the initial screen and to "/" when the logo is clicked', async () => {
    const user = userEvent.setup();
    await renderApp('/', createFakeApi({ search: () => response([stargateUsdc]) }));
    await typeAndSearch(user, 'usdc');
    await screen.findByRole('heading', { name: 'Found 1 bridge option(s)' });
    await user.click(screen.getByRole('button', { name: /home/i }));
    expect(window.location.pathname + window.location.search).toBe('/');
    expect(await screen.findByRole('heading', { name: 'Wormhole Protocol' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Found/ })).not.toBeInTheDocument();
    expect(screen.getByPlaceholderText(PLACEHOLDER)).toHaveValue('');
  });

  it('clears typed text when the logo is clicked before any search', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    await user.type(screen.getByPlaceholderText(PLACEHOLDER), 'usd');
    await user.click(screen.getByRole('button', { name: /home/i }));
    expect(screen.getByPlaceholderText(PLACEHOLDER)).toHaveValue('');
  });

  it('copies the link of the search with "Copy link"', async () => {
    const user = userEvent.setup();
    await renderApp('/', createFakeApi({ search: () => response([stargateUsdc]) }));
    await typeAndSearch(user, 'usdc');
    await user.click(await screen.findByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied to clipboard')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('http://localhost:3000/?q=usdc');
  });
});

describe('Bridge Now', () => {
  it('records the event and opens the prefilled bridge site in a new tab without an opener', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { eventsNamed } = await renderApp(
      '/?q=usdc&from=ethereum&to=arbitrum',
      createFakeApi({ search: () => response([stargateUsdc]) }),
    );
    const card = await screen.findByRole('listitem', { name: /USDC/ });
    await user.click(within(card).getByRole('button', { name: 'Bridge Now' }));
    expect(open).toHaveBeenCalledWith(
      'https://stargate.finance/bridge?srcChain=ethereum&srcToken=0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48&dstChain=arbitrum',
      '_blank',
      'noopener,noreferrer',
    );
    const [event] = eventsNamed('Bridge Now Clicked');
    expect(event?.properties).toEqual({
      token_symbol: 'USDC',
      protocol: 'Stargate',
      url: 'http://localhost:3000/?q=usdc&from=ethereum&to=arbitrum',
      timestamp: expect.any(String),
    });
  });
});
