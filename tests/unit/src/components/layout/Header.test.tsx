import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../support/render';
import { PROTOCOL_REGISTRY } from '../../../../../src/shared/protocol-registry.mjs';

describe('Header', () => {
  it('shows the title, the tagline and a labelled logo button', async () => {
    await renderApp('/');
    expect(screen.getByText('Bridge, please!')).toBeInTheDocument();
    expect(screen.getByText('Cross-chain token bridge discovery')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /home/i })).toBeInTheDocument();
  });

  it('opens the Bridges menu on click and lists every protocol of the registry', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    const button = screen.getByRole('button', { name: 'Bridges' });
    expect(button).toHaveAttribute('aria-haspopup', 'menu');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // The open menu's code is its own chunk: it may arrive a moment after the click.
    const menu = await screen.findByRole('menu');
    const items = within(menu).getAllByRole('menuitem');
    // The three of the specification first, in its words, then any other of the registry.
    expect(items.slice(0, 3).map((item) => item.textContent)).toEqual([
      'Wormhole',
      'Stargate',
      'Orbiter Finance',
    ]);
    expect(items.map((item) => item.textContent)).toEqual(
      PROTOCOL_REGISTRY.map((entry) => entry.displayName),
    );
    expect(items.map((item) => item.getAttribute('href'))).toEqual(
      PROTOCOL_REGISTRY.map((entry) => `/tokens/${entry.slug}`),
    );
    expect(items[0]).toHaveFocus();
  });

  it('moves focus with the arrow keys, Home and End, wrapping around', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    screen.getByRole('button', { name: 'Bridges' }).focus();
    await user.keyboard('{ArrowDown}');
    const items = await screen.findAllByRole('menuitem');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(items.at(-1)).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(items.at(-1)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(items[0]).toHaveFocus();
  });

  it('opens on the last entry with ArrowUp and finds an entry by its first letter', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    screen.getByRole('button', { name: 'Bridges' }).focus();
    await user.keyboard('{ArrowUp}');
    const items = await screen.findAllByRole('menuitem');
    expect(items.at(-1)).toHaveFocus();
    await user.keyboard('s');
    expect(items[1]).toHaveFocus();
  });

  it('closes on Escape and returns focus to the Bridges button', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    const button = screen.getByRole('button', { name: 'Bridges' });
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes when the visitor clicks outside the menu', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Bridges' }));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    await user.click(screen.getByText('Find Your Bridge'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('navigates to the protocol page when an entry is chosen with Enter', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Bridges' }));
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await waitFor(() => expect(window.location.pathname).toBe('/tokens/orbiter'));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    // The chosen entry went with the menu: the new screen has the focus, not the page's body.
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('leaves the focus alone on the first screen of a visit', async () => {
    await renderApp('/tokens/orbiter');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('main')).not.toHaveFocus();
  });
});

describe('Footer', () => {
  it('shows the three blurbs and the closing line on every page', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderApp('/no/such/page');
    // A chunk of its own, below the fold: it comes just after the first render.
    expect(await screen.findByRole('heading', { name: 'Secure' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Fast Discovery' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Multi-Chain' })).toBeInTheDocument();
    expect(screen.getByText('20+ blockchains via Wormhole and Stargate')).toBeInTheDocument();
    expect(
      screen.getByText('Bridge, please! - Find the best cross-chain bridge for your tokens'),
    ).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
