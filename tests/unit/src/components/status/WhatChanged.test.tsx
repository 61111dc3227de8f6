import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAX_LISTED, WHAT_CHANGED_TITLE } from '../../../../../src/components/status/WhatChanged';
import type { CatalogueChanges, ChangedToken } from '../../../../../src/shared/contract';
import { createFakeApi } from '../../support/fake-api';
import { renderApp } from '../../support/render';

const CHANGES: CatalogueChanges = {
  since: Date.UTC(2026, 4, 12, 14, 5),
  protocols: [
    {
      protocol: 'Stargate',
      addedTokens: [
        { symbol: 'USDC', chain: 'sonic', chainName: 'Sonic' },
        { symbol: 'USDT0', chain: 'sonic', chainName: 'Sonic' },
      ],
      removedTokens: [],
      addedChains: [{ id: 'sonic', name: 'Sonic' }],
      removedChains: [],
      summary: '2 tokens added, 1 new chain',
    },
    {
      protocol: 'Orbiter',
      addedTokens: [],
      removedTokens: [{ symbol: 'DAI', chain: 'zksync-lite', chainName: 'zkSync Lite' }],
      addedChains: [],
      removedChains: [{ id: 'zksync-lite', name: 'zkSync Lite' }],
      summary: '1 token removed, 1 chain removed',
    },
  ],
};

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.restoreAllMocks();
});

function panel() {
  return screen.getByRole('region', { name: WHAT_CHANGED_TITLE });
}

describe('What changed since the last visit', () => {
  it('shows nothing on a first visit', async () => {
    const api = createFakeApi({ changes: null });
    await renderApp('/', api);
    await waitFor(() => expect(api.subscribeChanges).toHaveBeenCalled());
    await act(async () => {});
    expect(screen.queryByRole('region', { name: WHAT_CHANGED_TITLE })).not.toBeInTheDocument();
  });

  it('sums up each protocol, with the added and removed tokens and chains behind a toggle', async () => {
    const user = userEvent.setup();
    await renderApp('/', createFakeApi({ changes: CHANGES }));
    await screen.findByRole('region', { name: WHAT_CHANGED_TITLE });
    expect(panel()).toHaveTextContent('Stargate: 2 tokens added, 1 new chain');
    expect(panel()).toHaveTextContent('Orbiter Finance: 1 token removed, 1 chain removed');

    const toggle = within(panel()).getByRole('button', { name: 'Show details for Stargate' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(panel()).queryByText('USDT0 on Sonic')).not.toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel()).getByText('USDT0 on Sonic')).toBeVisible();
    expect(within(panel()).getByRole('heading', { name: 'Tokens added' })).toBeVisible();
    expect(within(panel()).getByRole('heading', { name: 'New chains' })).toBeVisible();

    await user.click(
      within(panel()).getByRole('button', { name: 'Show details for Orbiter Finance' }),
    );
    expect(within(panel()).getByText('DAI on zkSync Lite')).toBeVisible();
    expect(within(panel()).getByRole('heading', { name: 'Chains removed' })).toBeVisible();
  });

  it('Dismiss hides the panel and acknowledges the changes in the worker', async () => {
    const user = userEvent.setup();
    const api = createFakeApi({ changes: CHANGES });
    await renderApp('/', api);
    await screen.findByRole('region', { name: WHAT_CHANGED_TITLE });
    await user.click(within(panel()).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('region', { name: WHAT_CHANGED_TITLE })).not.toBeInTheDocument();
    expect(api.dismissChanges).toHaveBeenCalledTimes(1);
    expect(await api.getChanges()).toBeNull();
  });

  it('appears when the worker pushes changes (fresh data arrived after the page opened)', async () => {
    const api = createFakeApi({ changes: null });
    await renderApp('/', api);
    await waitFor(() => expect(api.changeListenerCount()).toBe(1));
    act(() => api.emitChanges(CHANGES));
    expect(await screen.findByRole('region', { name: WHAT_CHANGED_TITLE })).toHaveTextContent(
      'Stargate: 2 tokens added, 1 new chain',
    );
  });

  it('stops listening when the home screen goes away', async () => {
    const api = createFakeApi({ changes: null });
    const { unmount } = await renderApp('/', api);
    await waitFor(() => expect(api.changeListenerCount()).toBe(1));
    unmount();
    await waitFor(() => expect(api.changeListenerCount()).toBe(0));
  });

  it('cuts very long lists with a count of the rest', async () => {
    const user = userEvent.setup();
    const many: ChangedToken[] = Array.from({ length: MAX_LISTED + 5 }, (_, index) => ({
      symbol: `TKN${index}`,
      chain: 'base',
      chainName: 'Base',
    }));
    await renderApp(
      '/',
      createFakeApi({
        changes: {
          since: CHANGES.since,
          protocols: [
            {
              protocol: 'Wormhole',
              addedTokens: many,
              removedTokens: [],
              addedChains: [],
              removedChains: [],
              summary: `${many.length} tokens added`,
            },
          ],
        },
      }),
    );
    await screen.findByRole('region', { name: WHAT_CHANGED_TITLE });
    await user.click(within(panel()).getByRole('button', { name: 'Show details for Wormhole' }));
    expect(within(panel()).getByText('and 5 more')).toBeVisible();
    expect(within(panel()).queryByText(`TKN${MAX_LISTED}`)).not.toBeInTheDocument();
  });
});
