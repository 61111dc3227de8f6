import { act, screen, waitFor, within } from '@testing-library/react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  CARDS_SKELETON_DELAY_MS,
  ResultList,
} from '../../../../../src/components/results/ResultList';
import { CardsDueContext, createCardsDue } from '../../../../../src/components/results/cards-due';
import { LOADING_STATE_DELAY_MS } from '../../../../../src/features/search/search-controller';
import { DataProvider } from '../../../../../src/data/DataProvider';
import type { BridgeOption } from '../../../../../src/shared/tokens';
import {
  USDC_ARBITRUM,
  USDC_ETHEREUM,
  orbiterUsdc,
  stargateToken,
  stargateUsdc,
  wormholeUsdc,
} from '../../support/options';
import { renderComponent } from '../../support/render-component';

function renderList(options: BridgeOption[], bridgeRoute = {}) {
  const onBridge = vi.fn();
  renderComponent(
    <ResultList options={options} resetKey="k" bridgeRoute={bridgeRoute} onBridge={onBridge} />,
  );
  const card = (name: RegExp) =>
    screen.getAllByRole('listitem').find((item) => name.test(item.textContent ?? ''))!;
  return { onBridge, card };
}

describe('Result cards say what they act on', () => {
  it('shows the contract on the chain Bridge Now leaves from', () => {
    const { card } = renderList([
      { ...stargateUsdc, token: stargateToken({ chainKey: 'arbitrum', address: USDC_ARBITRUM }) },
    ]);
    const stargate = card(/Stargate/);
    expect(within(stargate).getByText('Primary Contract').parentElement?.textContent).toBe(
      'Primary Contract · Ethereum',
    );
    expect(within(stargate).getByRole('button', { name: /copy full address/ })).toHaveAttribute(
      'title',
      `Copy ${USDC_ETHEREUM}`,
    );
    expect(within(stargate).getByText('From Ethereum on Stargate')).toBeInTheDocument();
  });

  it('names the primary contract’s chain when the option is not on Ethereum', () => {
    const { card } = renderList([
      {
        ...stargateUsdc,
        token: stargateToken({ chainKey: 'arbitrum', address: USDC_ARBITRUM }),
        availableChains: ['arbitrum', 'bsc'],
        chainDetails: stargateUsdc.chainDetails.slice(1),
      },
    ]);
    expect(within(card(/Stargate/)).getByText('Primary Contract').parentElement?.textContent).toBe(
      'Primary Contract · Arbitrum',
    );
  });

  it('starts Bridge Now from the primary contract’s chain when no From is chosen, and says so', async () => {
    const user = userEvent.setup();
    const { card, onBridge } = renderList([stargateUsdc]);
    const button = within(card(/Stargate/)).getByRole('button', { name: 'Bridge Now' });
    expect(button).toHaveAccessibleDescription(/From Ethereum on Stargate/);
    await user.click(button);
    const href = new URL(onBridge.mock.calls[0]![1] as string);
    expect(href.searchParams.get('srcChain')).toBe('ethereum');
  });

  it('opens the chosen route and labels it "Arbitrum → Base on Stargate"', async () => {
    const user = userEvent.setup();
    const option: BridgeOption = {
      ...stargateUsdc,
      availableChains: [...stargateUsdc.availableChains, 'base'],
      chainDetails: [...stargateUsdc.chainDetails, { chainName: 'base', address: '0xbase' }],
    };
    const { card, onBridge } = renderList([option], { fromChain: 'arbitrum', toChain: 'base' });
    const stargate = card(/Stargate/);
    expect(within(stargate).getByText('Arbitrum → Base on Stargate')).toBeInTheDocument();
    await user.click(within(stargate).getByRole('button', { name: 'Bridge Now' }));
    const href = new URL(onBridge.mock.calls[0]![1] as string);
    expect(href.searchParams.get('srcChain')).toBe('arbitrum');
    expect(href.searchParams.get('dstChain')).toBe('base');
  });

  it('gives an option that cannot make the chosen route no route link', async () => {
    const user = userEvent.setup();
    const { card, onBridge } = renderList([wormholeUsdc], {
      fromChain: 'arbitrum',
      toChain: 'base',
    });
    const wormhole = card(/Wormhole/);
    expect(within(wormhole).getByText('Opens Wormhole (no route link)')).toBeInTheDocument();
    await user.click(within(wormhole).getByRole('button', { name: 'Bridge Now' }));
    expect(onBridge.mock.calls[0]![1]).toBe('https://portalbridge.com/');
  });

  it("names the app Bridge Now opens where the protocol's transfers run in another's", async () => {
    const user = userEvent.setup();
    const token = {
      protocol: 'CCTP' as const,
      symbol: 'USDC',
      name: 'USD Coin',
      decimals: 6,
      chain: 'Ethereum',
      chainId: '1',
      address: USDC_ETHEREUM,
      domain: 0,
      versions: ['v1', 'v2'],
    };
    const option: BridgeOption = {
      id: 'CCTP:USDC',
      protocol: 'CCTP',
      token,
      availableChains: ['Ethereum', 'Base', 'Codex'],
      chainDetails: [
        { chainName: 'Ethereum', address: USDC_ETHEREUM },
        { chainName: 'Base', address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' },
        { chainName: 'Codex', address: '0xd996633a415985DBd7D6D12f4A4343E31f5037cf' },
      ],
    };
    const { card, onBridge } = renderList([option], { fromChain: 'ethereum', toChain: 'base' });
    const cctp = card(/Circle CCTP/);
    expect(
      within(cctp).getByText('Ethereum → Base on Circle CCTP via Portal Bridge'),
    ).toBeInTheDocument();
    await user.click(within(cctp).getByRole('button', { name: 'Bridge Now' }));
    expect(onBridge.mock.calls[0]![1]).toBe(
      'https://portalbridge.com/?sourceChain=ethereum&targetChain=base&asset=USDC&targetAsset=USDC',
    );
  });

  it('names that app when a route it cannot run opens its plain page', () => {
    const token = {
      protocol: 'CCTP' as const,
      symbol: 'USDC',
      decimals: 6,
      chain: 'Codex',
      address: '0xd996633a415985DBd7D6D12f4A4343E31f5037cf',
      versions: ['v2'],
    };
    const option: BridgeOption = {
      id: 'CCTP:USDC',
      protocol: 'CCTP',
      token,
      availableChains: ['Codex', 'Base'],
      chainDetails: [
        { chainName: 'Codex', address: token.address },
        { chainName: 'Base', address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913' },
      ],
    };
    const { card } = renderList([option], { fromChain: 'codex', toChain: 'base' });
    expect(
      within(card(/Circle CCTP/)).getByText('Opens Portal Bridge (no route link)'),
    ).toBeInTheDocument();
  });

  it('puts options matched by name or key under their own heading, each saying what matched', () => {
    const byKey: BridgeOption = { ...wormholeUsdc, matchedBy: { field: 'key', value: 'USDCeth' } };
    renderList([orbiterUsdc, byKey]);
    const items = screen
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.getAttribute('aria-label') === 'Bridge options');
    expect(items.map((item) => item.querySelector('h3')?.textContent)).toEqual([
      expect.stringContaining('USDC'),
      'Also matched by name or key',
      expect.stringContaining('USDC'),
    ]);
    expect(within(items[2]!).getByText('key: USDCeth')).toBeInTheDocument();
    expect(within(items[0]!).queryByText(/key:/)).not.toBeInTheDocument();
  });

  it('heads a list of name matches only as "Matched by name or key"', () => {
    renderList([
      {
        ...wormholeUsdc,
        matchedBy: { field: 'common name', name: 'usd coin', symbols: ['USDC'] },
      },
    ]);
    expect(screen.getByRole('heading', { name: 'Matched by name or key' })).toBeInTheDocument();
    expect(screen.getByText('usd coin means USDC')).toBeInTheDocument();
  });
});

describe('New data under the cards on screen', () => {
  /** The cards in order, by the protocol on their badge. */
  const cards = () => [
    ...screen.getByRole('list', { name: 'Bridge options' }).querySelectorAll(':scope > li'),
  ];
  const protocols = () =>
    cards().map((card) => card.querySelector('[data-protocol]')?.getAttribute('data-protocol'));

  it("keeps the drawn cards in their places and adds a late source's card after them", async () => {
    const onBridge = vi.fn();
    const list = (options: BridgeOption[], resetKey = 'usdc') => (
      <ResultList options={options} resetKey={resetKey} onBridge={onBridge} />
    );
    const { rerender, api } = renderComponent(list([stargateUsdc, orbiterUsdc]));
    const update = (ui: ReactElement) => rerender(<DataProvider api={api}>{ui}</DataProvider>);
    await waitFor(() => expect(protocols()).toEqual(['Stargate', 'Orbiter']));
    const stargateCard = cards()[0];

    // Wormhole's list arrives: the answer now ranks its USDC first.
    update(list([wormholeUsdc, stargateUsdc, orbiterUsdc]));
    await waitFor(() => expect(protocols()).toEqual(['Stargate', 'Orbiter', 'Wormhole']));
    // The same element, still first.
    expect(cards()[0]).toBe(stargateCard);

    // A new search draws its answer in its own order.
    update(list([wormholeUsdc, stargateUsdc, orbiterUsdc], 'usdc:again'));
    await waitFor(() => expect(protocols()).toEqual(['Wormhole', 'Stargate', 'Orbiter']));
  });
});

describe('The panel while the cards of an answer are drawn', () => {
  // The list's timers on a fake clock; React's own scheduler keeps the real one, so the cards'
  // first step (a transition) waits while the test moves the clock.
  function renderAnswer(answeredAfterMs: number) {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const cardsDue = createCardsDue(LOADING_STATE_DELAY_MS);
    const host = document.body.appendChild(document.createElement('div'));
    const root = createRoot(host);
    const startedAt = performance.now() - answeredAfterMs;
    flushSync(() =>
      root.render(
        <CardsDueContext.Provider value={cardsDue}>
          <ResultList
            options={[stargateUsdc, wormholeUsdc]}
            resetKey="k"
            onBridge={() => {}}
            startedAt={startedAt}
          />
        </CardsDueContext.Provider>,
      ),
    );
    const advance = (ms: number) => flushSync(() => vi.advanceTimersByTime(ms));
    const end = () => {
      act(() => root.unmount());
      host.remove();
      vi.useRealTimers();
    };
    return { cardsDue, advance, end };
  }

  it('leaves the panel free after a quick answer whose cards come late: the visitor may be typing', () => {
    // Answered 10 ms after the search started, before the panel showed it as running.
    const { cardsDue, advance, end } = renderAnswer(10);
    expect(cardsDue.get()).toBe('none');
    advance(LOADING_STATE_DELAY_MS);
    expect(cardsDue.get()).toBe('none');
    advance(CARDS_SKELETON_DELAY_MS);
    expect(cardsDue.get()).toBe('none');
    end();
  });

  it('keeps the panel busy, in one stretch, when the search was shown as running at its answer', () => {
    const { cardsDue, advance, end } = renderAnswer(LOADING_STATE_DELAY_MS + 5);
    expect(cardsDue.get()).toBe('due');
    advance(CARDS_SKELETON_DELAY_MS);
    expect(cardsDue.get()).toBe('late');
    end();
  });
});
