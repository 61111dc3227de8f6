import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../support/render';

describe('page views', () => {
  it('tracks a Page View on load and on every route change', async () => {
    const user = userEvent.setup();
    const { eventsNamed } = await renderApp('/');
    await waitFor(() => expect(eventsNamed('Page View')).toHaveLength(1));
    expect(eventsNamed('Page View')[0]?.properties).toEqual({
      page: 'Home',
      url: 'http://localhost:3000/',
      timestamp: expect.any(String),
      extras: { path: '/' },
    });
    await user.click(screen.getByRole('button', { name: 'Bridges' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Stargate' }));
    await waitFor(() => expect(eventsNamed('Page View')).toHaveLength(2));
    expect(eventsNamed('Page View')[1]?.properties).toMatchObject({
      page: 'Protocol Tokens',
      url: 'http://localhost:3000/tokens/stargate',
      extras: { path: '/tokens/stargate', protocol: 'Stargate' },
    });
  });

  it('offers a skip link to the main content', async () => {
    const user = userEvent.setup();
    await renderApp('/');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(document.getElementById('content')).toHaveFocus();
  });
});

describe('the home screen under its file name', () => {
  it('shows home, not the not-found page, at /index.html and keeps the search', async () => {
    await renderApp('/index.html?q=usdc');
    expect(await screen.findByRole('heading', { name: 'Find Your Bridge' })).toBeInTheDocument();
    expect(screen.queryByText('Oops! Page not found')).not.toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(window.location.search).toBe('?q=usdc');
  });
});
