import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TokenListResponse } from '../../../../../src/shared/contract';
import type { Protocol, Token } from '../../../../../src/shared/tokens';
import { createFakeApi, readyStatuses, status } from '../../support/fake-api';
import { USDC_ETHEREUM, orbiterToken, stargateToken, wormholeToken } from '../../support/options';
import { renderApp } from '../../support/render';
import { stubInertObserver } from '../../support/inert-observer';

const COPY_USDC = '0xA0b8...eB48 (copy full address)';

function loaded(protocol: Protocol, tokens: Token[]): TokenListResponse {
  return { ok: true, protocol, tokens, status: status(protocol) };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
  // An inert IntersectionObserver, even when its test failed half-way.
  vi.unstubAllGlobals();
});

describe('Protocol page', () => {
  it('shows a spinner with "Loading tokens..." while the list loads', async () => {
    await renderApp('/tokens/stargate', createFakeApi({ listTokens: () => new Promise(() => {}) }));
    expect(await screen.findByText('Loading tokens...')).toBeInTheDocument();
  });

  it('shows the error message with a Go Back button that returns home', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      listTokens: (protocol) => ({
        ok: false,
        protocol,
        error: { code: 'http', message: 'Failed to fetch Stargate data' },
        status: status(protocol, { hasData: false }),
      }),
    });
    await renderApp('/tokens/stargate', api);
    expect(
      await screen.findByText('Error loading tokens: Failed to fetch Stargate data'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go Back' }));
    expect(window.location.pathname).toBe('/');
  });

  it('shows the empty state with a Go Back to Search button', async () => {
    const user = userEvent.setup();
    await renderApp(
      '/tokens/orbiter',
      createFakeApi({ listTokens: (protocol) => loaded(protocol, []) }),
    );
    expect(await screen.findByText('No tokens found for this protocol.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go Back to Search' }));
    expect(window.location.pathname).toBe('/');
  });

  it('lists Stargate tokens with chain, decimals, Verified, tags and a shortened address', async () => {
    const api = createFakeApi({
      listTokens: (protocol) =>
        loaded(protocol, [
          stargateToken(),
          stargateToken({
            symbol: 'USDT',
            name: 'USDT',
            isVerified: false,
            tags: [],
            chainKey: 'bsc',
            address: '0x55d398326f99059fF775485246999027B3197955',
          }),
        ]),
    });
    const { eventsNamed } = await renderApp('/tokens/Stargate?view=chain', api);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tokens supported by Stargate' }),
    ).toBeInTheDocument();
    expect(screen.getByText('2 token(s) available for cross-chain bridging')).toBeInTheDocument();
    expect(api.listTokens).toHaveBeenCalledWith({ protocol: 'Stargate' });
    const [usdc, usdt] = screen
      .getAllByRole('listitem')
      .filter((item) => item.querySelector('h2')) as [HTMLElement, HTMLElement];
    expect(within(usdc).getByRole('heading', { name: 'USDC' })).toBeInTheDocument();
    expect(within(usdc).getByText('USD Coin')).toBeInTheDocument();
    expect(within(usdc).getAllByText('Ethereum').length).toBeGreaterThanOrEqual(2);
    expect(within(usdc).getByText('6')).toBeInTheDocument();
    expect(within(usdc).getByText('Verified')).toBeInTheDocument();
    expect(within(usdc).getByText('stablecoin')).toBeInTheDocument();
    expect(within(usdc).getByRole('button', { name: COPY_USDC })).toHaveTextContent(
      '0xA0b8...eB48',
    );
    const explorer = within(usdc).getByRole('link', { name: /block explorer/ });
    expect(explorer).toHaveAttribute('target', '_blank');
    expect(explorer).toHaveAttribute('rel', 'noopener noreferrer');
    // The name is left out when it equals the symbol; BNB Chain is shown by name.
    expect(within(usdt).queryByText('USDT', { selector: 'p' })).not.toBeInTheDocument();
    expect(within(usdt).queryByText('Verified')).not.toBeInTheDocument();
    expect(within(usdt).getAllByText('BNB Chain').length).toBeGreaterThanOrEqual(1);
    await waitFor(() => expect(eventsNamed('Protocol Page View')).toHaveLength(1));
    expect(eventsNamed('Protocol Page View')[0]?.properties).toEqual({
      protocol: 'Stargate',
      token_count: 2,
      url: 'http://localhost:3000/tokens/Stargate?view=chain',
      timestamp: expect.any(String),
    });
  });

  it('shows the coinGeckoId and the Wrapped Asset badge for Wormhole tokens', async () => {
    await renderApp(
      '/tokens/WORMHOLE?view=chain',
      createFakeApi({
        listTokens: (protocol) =>
          loaded(protocol, [
            wormholeToken({
              wrappedAsset: 'WETH',
              symbol: 'ETH',
              key: 'ETH',
              tokenId: undefined,
              coinGeckoId: 'ethereum',
            }),
          ]),
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tokens supported by Wormhole' }),
    ).toBeInTheDocument();
    expect(screen.getByText('ethereum')).toBeInTheDocument();
    expect(screen.getByText('Wrapped Asset')).toBeInTheDocument();
  });

  it('names Orbiter "Orbiter Finance"', async () => {
    await renderApp(
      '/tokens/orbiter',
      createFakeApi({ listTokens: (protocol) => loaded(protocol, [orbiterToken()]) }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Tokens supported by Orbiter Finance' }),
    ).toBeInTheDocument();
    expect(screen.getByText('1 token(s) available for cross-chain bridging')).toBeInTheDocument();
  });

  it('copies the full address and toasts "Address copied to clipboard"', async () => {
    const user = userEvent.setup();
    await renderApp(
      '/tokens/stargate?view=chain',
      createFakeApi({ listTokens: (protocol) => loaded(protocol, [stargateToken()]) }),
    );
    await user.click(await screen.findByRole('button', { name: COPY_USDC }));
    expect(await screen.findByText('Address copied to clipboard')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(USDC_ETHEREUM);
  });

  it('falls back to execCommand when the Clipboard API is refused', async () => {
    const user = userEvent.setup();
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new Error('denied'));
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    await renderApp(
      '/tokens/stargate?view=chain',
      createFakeApi({ listTokens: (protocol) => loaded(protocol, [stargateToken()]) }),
    );
    await user.click(await screen.findByRole('button', { name: COPY_USDC }));
    expect(await screen.findByText('Address copied to clipboard')).toBeInTheDocument();
    expect(execCommand).toHaveBeenCalledWith('copy');
  });

  it('toasts "Unknown protocol: {protocol}" and redirects home for an unknown protocol', async () => {
    await renderApp('/tokens/hop');
    expect(await screen.findByText('Unknown protocol: hop')).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(screen.getByRole('heading', { name: 'Find Your Bridge' })).toBeInTheDocument();
  });

  it('Back to Search returns to the home screen', async () => {
    const user = userEvent.setup();
    await renderApp(
      '/tokens/stargate',
      createFakeApi({ listTokens: (protocol) => loaded(protocol, [stargateToken()]) }),
    );
    await user.click(await screen.findByRole('button', { name: /Back to Search/ }));
    expect(await screen.findByRole('heading', { name: 'Find Your Bridge' })).toBeInTheDocument();
  });

  it('reloads the list quietly when the source refreshes, tracking the page view once', async () => {
    let tokens: Token[] = [stargateToken()];
    const api = createFakeApi({ listTokens: (protocol) => loaded(protocol, tokens) });
    const { eventsNamed } = await renderApp('/tokens/stargate', api);
    expect(
      await screen.findByText('1 token(s) available for cross-chain bridging'),
    ).toBeInTheDocument();
    // Tracked by an effect, which React may run after the count is on screen.
    await waitFor(() => expect(eventsNamed('Protocol Page View')).toHaveLength(1));
    tokens = [stargateToken(), stargateToken({ symbol: 'USDT' })];
    act(() =>
      api.emit(
        readyStatuses().map((s) =>
          s.protocol === 'Stargate'
            ? { ...s, updatedAt: (s.updatedAt ?? 0) + 1000, dataId: 'stargate-refreshed' }
            : s,
        ),
      ),
    );
    expect(
      await screen.findByText('2 token(s) available for cross-chain bridging'),
    ).toBeInTheDocument();
    expect(eventsNamed('Protocol Page View')).toHaveLength(1);
  });

  it('renders a long list progressively', async () => {
    // The list grows by 'Show more' only: by itself (jsdom's timer) it could pass the button.
    stubInertObserver();
    const many = Array.from({ length: 150 }, (_, index) =>
      stargateToken({ symbol: `T${index}`, name: `Token ${index}` }),
    );
    await renderApp(
      '/tokens/stargate',
      createFakeApi({ listTokens: (protocol) => loaded(protocol, many) }),
    );
    expect(
      await screen.findByText(
        '150 token(s) available for cross-chain bridging',
        {},
        { timeout: 5000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Stargate tokens' }).children.length).toBeLessThan(150);
    // A card or two first, the rest of the first batch a step per frame, then 'Show more'.
    // Found by its text: a role query computes every element's accessible name at each DOM
    // change, which on a loaded machine starves the very frames the list fills in with.
    // The ceiling is for a machine under load (the steps take seconds there), not a pause.
    const more = await screen.findByText(/^Show more \(\d+ more\)$/, {}, { timeout: 60_000 });
    expect(more.closest('button')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Stargate tokens' }).children.length).toBeLessThan(150);
    vi.unstubAllGlobals();
  }, 90_000);
});

describe('Protocol page filters and views', () => {
  const USDC_ARB = '0xaf88d065e77c8cC2239327C5EDb3A432268e5831';
  const list = [
    stargateToken(),
    stargateToken({ chainKey: 'arbitrum', address: USDC_ARB }),
    stargateToken({ symbol: 'USDT', name: 'Tether USD', chainKey: 'bsc', address: '0x55d3' }),
  ];
  const cards = () =>
    [...screen.getByRole('list', { name: 'Stargate tokens' }).children] as HTMLElement[];

  it('reads the filter box and chain from the URL, asks the worker, and counts what it keeps', async () => {
    const api = createFakeApi({
      listTokens: (protocol) => loaded(protocol, list),
      filterTokens: ({ protocol, query, chain }) => ({
        ok: true,
        protocol,
        matches: query === 'usdc' && chain === 'arbitrum' ? [1] : [0, 1, 2],
        tokenCount: list.length,
        chains: [
          { id: 'arbitrum', name: 'Arbitrum' },
          { id: 'bsc', name: 'BNB Chain' },
          { id: 'ethereum', name: 'Ethereum' },
        ],
      }),
    });
    await renderApp('/tokens/stargate?q=usdc&chain=arbitrum', api);
    expect(
      await screen.findByText('1 token(s) available for cross-chain bridging'),
    ).toBeInTheDocument();
    expect(api.filterTokens).toHaveBeenCalledWith({
      protocol: 'Stargate',
      query: 'usdc',
      chain: 'arbitrum',
    });
    expect(screen.getByRole('searchbox', { name: 'Filter tokens' })).toHaveValue('usdc');
    expect(screen.getByRole('combobox', { name: 'Chain' })).toHaveValue('arbitrum');
    expect(cards()).toHaveLength(1);
    expect(within(cards()[0]!).getByText('Arbitrum')).toBeInTheDocument();
    expect(within(cards()[0]!).queryByText('Ethereum')).not.toBeInTheDocument();
  });

  it('writes what is typed and the chain chosen into the URL, replacing the entry', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      listTokens: (protocol) => loaded(protocol, list),
      filterTokens: ({ protocol }) => ({
        ok: true,
        protocol,
        matches: [0, 1, 2],
        tokenCount: list.length,
        chains: [{ id: 'bsc', name: 'BNB Chain' }],
      }),
    });
    await renderApp('/tokens/stargate', api);
    const historyLength = window.history.length;
    await user.type(await screen.findByRole('searchbox', { name: 'Filter tokens' }), 'usd');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Chain' }), 'bsc');
    expect(window.location.pathname).toBe('/tokens/stargate');
    expect(new URLSearchParams(window.location.search).get('q')).toBe('usd');
    expect(new URLSearchParams(window.location.search).get('chain')).toBe('bsc');
    expect(window.history.length).toBe(historyLength);
    await waitFor(() =>
      expect(api.filterTokens).toHaveBeenLastCalledWith({
        protocol: 'Stargate',
        query: 'usd',
        chain: 'bsc',
      }),
    );
  });

  it('shows one card per symbol by default, with its chains and Bridge Now from its first chain', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { eventsNamed } = await renderApp(
      '/tokens/stargate',
      createFakeApi({ listTokens: (protocol) => loaded(protocol, list) }),
    );
    // Still counted in tokens, as the spec's count line does.
    expect(
      await screen.findByText('3 token(s) available for cross-chain bridging'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'By token' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const [usdc, usdt] = cards() as [HTMLElement, HTMLElement];
    expect(cards()).toHaveLength(2);
    expect(within(usdc).getByRole('heading', { name: 'USDC' })).toBeInTheDocument();
    expect(within(usdc).getByText('On 2 chains')).toBeInTheDocument();
    expect(within(usdc).getByText('Ethereum')).toBeInTheDocument();
    expect(within(usdc).getByText('Arbitrum')).toBeInTheDocument();
    expect(within(usdt).getByText('On 1 chain')).toBeInTheDocument();
    await user.click(within(usdc).getByRole('button', { name: 'Bridge Now' }));
    expect(open).toHaveBeenCalledWith(
      `https://stargate.finance/bridge?srcChain=ethereum&srcToken=${USDC_ETHEREUM}`,
      '_blank',
      'noopener,noreferrer',
    );
    await waitFor(() => expect(eventsNamed('Bridge Now Clicked')).toHaveLength(1));
    expect(eventsNamed('Bridge Now Clicked')[0]?.properties).toMatchObject({
      token_symbol: 'USDC',
      protocol: 'Stargate',
    });
  });

  it('switches to the per-chain cards (view=chain), each with Bridge Now from its own chain', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    await renderApp(
      '/tokens/stargate',
      createFakeApi({ listTokens: (protocol) => loaded(protocol, list) }),
    );
    await user.click(await screen.findByRole('button', { name: 'By chain' }));
    expect(new URLSearchParams(window.location.search).get('view')).toBe('chain');
    expect(screen.getByRole('button', { name: 'By chain' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(cards()).toHaveLength(3);
    const arbitrum = cards()[1]!;
    expect(within(arbitrum).getByText('Decimals')).toBeInTheDocument();
    await user.click(within(arbitrum).getByRole('button', { name: 'Bridge Now' }));
    expect(open).toHaveBeenCalledWith(
      `https://stargate.finance/bridge?srcChain=arbitrum&srcToken=${USDC_ARB}`,
      '_blank',
      'noopener,noreferrer',
    );
    await user.click(screen.getByRole('button', { name: 'By token' }));
    expect(window.location.search).toBe('');
    expect(cards()).toHaveLength(2);
  });

  it("counts and lists only running networks, naming Orbiter's retired ones on request", async () => {
    const user = userEvent.setup();
    const orbiterList = [
      orbiterToken({ symbol: 'ETH', name: 'Ether', chainName: 'Ethereum', chainId: '1' }),
      orbiterToken({ symbol: 'ETH', name: 'Ether', chainName: 'ZKSync Lite', chainId: 'zksync' }),
      orbiterToken({ symbol: 'ETH', name: 'Ether', chainName: 'Arbitrum', chainId: '42161' }),
      orbiterToken({ symbol: 'LRC', name: 'Loopring', chainName: 'Loopring', chainId: 'loopring' }),
    ];
    await renderApp(
      '/tokens/orbiter',
      createFakeApi({ listTokens: (protocol) => loaded(protocol, orbiterList) }),
    );
    expect(
      await screen.findByText('2 token(s) available for cross-chain bridging'),
    ).toBeInTheDocument();
    const list = () => [...screen.getByRole('list', { name: 'Orbiter Finance tokens' }).children];
    const [eth, lrc] = list() as [HTMLElement, HTMLElement];
    expect(within(eth).getByText('On 2 chains')).toBeInTheDocument();
    expect(within(eth).queryByText('zkSync Lite')).not.toBeInTheDocument();
    const more = within(eth).getByRole('button', { name: '+1 retired network' });
    await user.click(more);
    expect(within(eth).getByText(/zkSync Lite: shut down 2026-05-04/)).toBeVisible();
    expect(
      within(lrc).getByText('Only on retired networks: Loopring (shut down 2026-06-28)'),
    ).toBeInTheDocument();
    expect(within(lrc).queryByRole('button', { name: 'Bridge Now' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'By chain' }));
    expect(list()).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: '+2 retired networks' }));
    expect(screen.getByText(/Loopring: shut down 2026-06-28/)).toBeVisible();
  });

  it('says when nothing matches and clears the filters on request', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({
      listTokens: (protocol) => loaded(protocol, list),
      filterTokens: ({ protocol, query }) => ({
        ok: true,
        protocol,
        matches: query ? [] : [0, 1, 2],
        tokenCount: list.length,
        chains: [],
      }),
    });
    await renderApp('/tokens/stargate?q=zzz', api);
    expect(await screen.findByText('No tokens match these filters.')).toBeInTheDocument();
    expect(screen.getByText('0 token(s) available for cross-chain bridging')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(
      await screen.findByText('3 token(s) available for cross-chain bridging'),
    ).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });
});

describe('Protocol page names', () => {
  it("titles a symbol its own tokens leave unnamed by the name the worker borrows, as a search card's title", async () => {
    const api = createFakeApi({
      listTokens: (protocol) => ({
        ...loaded(protocol, [
          wormholeToken(),
          wormholeToken({ key: 'WETH', symbol: 'WETH', tokenId: undefined }),
        ]),
        tokenNames: { 'Wormhole:USDC': 'USD Coin' },
      }),
    });
    await renderApp('/tokens/wormhole', api);
    const usdc = await screen.findByRole('listitem', { name: 'USDC' });
    expect(within(usdc).getByText('USD Coin')).toBeInTheDocument();
    // No name borrowed, none of its own: the symbol alone.
    const weth = screen.getByRole('listitem', { name: 'WETH' });
    expect(within(weth).queryByText('USD Coin')).not.toBeInTheDocument();
  });
});

describe('Not-found page', () => {
  it('says "Oops! Page not found", links home and logs the path', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderApp('/nowhere/at/all');
    // The not-found screen is a lazy chunk: its first import in a test run transforms the module,
    // which takes seconds on a loaded machine (the shared setup's findBy ceiling allows for it).
    expect(
      await screen.findByRole('heading', { name: 'Oops! Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    // The path is in the message itself, which is all some consoles show. The log is written by
    // an effect, which React may run after the heading is already in the document: wait for it.
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(
        '404 Error: User attempted to access non-existent route: /nowhere/at/all',
      ),
    );
  });
});
