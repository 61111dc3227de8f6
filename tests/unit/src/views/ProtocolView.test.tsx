import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TokenListResponse } from '../../../../src/shared/contract';
import type { Protocol, Token } from '../../../../src/shared/tokens';
import { createFakeApi, readyStatuses, status } from '../support/fake-api';
import { USDC_ETHEREUM, orbiterToken, stargateToken, wormholeToken } from '../support/options';
import { renderApp } from '../support/render';

const COPY_USDC = '0xA0b8...eB48 (copy full address)';

function loaded(protocol: Protocol, tokens: Token[]): TokenListResponse {
  return { ok: true, protocol, tokens, status: status(protocol) };
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
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
    const { eventsNamed } = await renderApp('/tokens/Stargate', api);
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
      url: 'http://localhost:3000/tokens/Stargate',
      timestamp: expect.any(String),
    });
  });

  it('shows the coinGeckoId and the Wrapped Asset badge for Wormhole tokens', async () => {
    await renderApp(
      '/tokens/WORMHOLE',
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
      '/tokens/stargate',
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
      '/tokens/stargate',
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
    tokens = [stargateToken(), stargateToken({ symbol: 'USDT' })];
    act(() =>
      api.emit(
        readyStatuses().map((s) =>
          s.protocol === 'Stargate' ? { ...s, updatedAt: (s.updatedAt ?? 0) + 1000 } : s,
        ),
      ),
    );
    expect(
      await screen.findByText('2 token(s) available for cross-chain bridging'),
    ).toBeInTheDocument();
    expect(eventsNamed('Protocol Page View')).toHaveLength(1);
  });

  it('renders a long list progressively', async () => {
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
    expect(
      await screen.findByRole('button', { name: /Show more/ }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Stargate tokens' }).children.length).toBeLessThan(150);
  }, 20_000);
});

describe('Not-found page', () => {
  it('says "Oops! Page not found", links home and logs the path', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderApp('/nowhere/at/all');
    expect(
      await screen.findByRole('heading', { name: 'Oops! Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(error).toHaveBeenCalledWith(
      expect.stringContaining('non-existent route'),
      '/nowhere/at/all',
    );
  });
});
