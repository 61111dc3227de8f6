// axe-core over the main screens. Colour contrast needs layout and is checked in the browser.
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TokenListResponse } from '../../../src/shared/contract';
import { createFakeApi, response, status } from './support/fake-api';
import {
  orbiterUsdc,
  stargateToken,
  stargateUsdc,
  wormholeToken,
  wormholeUsdc,
} from './support/options';
import { renderApp } from './support/render';

async function violations(): Promise<string[]> {
  const result = await axe.run(document.body, {
    // Label in Name is experimental in axe, but we hold the copy buttons to it.
    rules: {
      'color-contrast': { enabled: false },
      'label-content-name-mismatch': { enabled: true },
    },
    resultTypes: ['violations'],
  });
  return result.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  // jsdom has no canvas; axe then skips its icon-ligature heuristic.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
});

afterEach(() => vi.restoreAllMocks());

describe('accessibility (axe)', () => {
  it('finds no violations on the initial home screen with the filters open', async () => {
    const user = userEvent.setup();
    await renderApp('/', createFakeApi({ chains: [{ id: 'ethereum', name: 'Ethereum' }] }));
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(await violations()).toEqual([]);
  });

  it('finds no violations with the Bridges menu open', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Bridges' }));
    expect(await violations()).toEqual([]);
  });

  it('finds no violations on the results, with toasts showing', async () => {
    await renderApp(
      '/?q=usdc&from=ethereum&to=arbitrum',
      createFakeApi({ search: () => response([wormholeUsdc, stargateUsdc, orbiterUsdc]) }),
    );
    await screen.findByRole('heading', { name: 'Found 3 bridge option(s)' });
    await screen.findByText('Found 3 bridge option(s)', { selector: '[role=status]' });
    expect(await violations()).toEqual([]);
  });

  it('finds no violations on the empty results', async () => {
    await renderApp('/?q=zzz', createFakeApi({ search: () => response([]) }));
    await screen.findByRole('heading', { name: 'No bridges found' });
    expect(await violations()).toEqual([]);
  });

  it('finds no violations on a protocol page', async () => {
    const list = (protocol: 'Stargate'): TokenListResponse => ({
      ok: true,
      protocol,
      tokens: [
        stargateToken(),
        stargateToken({ symbol: 'USDT', name: 'Tether USD', isVerified: false }),
      ],
      status: status(protocol),
    });
    await renderApp('/tokens/stargate', createFakeApi({ listTokens: () => list('Stargate') }));
    await screen.findByRole('heading', { level: 1, name: 'Tokens supported by Stargate' });
    expect(await violations()).toEqual([]);
  });

  it('finds no violations on a Wormhole protocol page and the loading state', async () => {
    await renderApp('/tokens/wormhole', createFakeApi({ listTokens: () => new Promise(() => {}) }));
    await screen.findByText('Loading tokens...');
    expect(await violations()).toEqual([]);
    expect(wormholeToken()).toBeDefined();
  });

  it('finds no violations on the not-found page', async () => {
    await renderApp('/missing');
    expect(await violations()).toEqual([]);
  });
});
