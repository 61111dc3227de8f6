import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Toasts } from '../../../../src/notify/Toasts';
import { notify } from '../../../../src/notify/notify';

function renderToasts() {
  return render(<Toasts />);
}

describe('the toast stack', () => {
  it('keeps one toast per slot: a new outcome replaces the old one instead of stacking', async () => {
    renderToasts();
    act(() => notify.success('Found 3 bridge option(s)', { slot: 'outcome' }));
    expect(await screen.findByText('Found 3 bridge option(s)')).toBeInTheDocument();
    act(() => notify.success('Found 12 bridge option(s)', { slot: 'outcome' }));
    act(() => notify.info('No bridges found for "zzz"', { slot: 'outcome' }));
    const latest = await screen.findByText('No bridges found for "zzz"');
    // Still a polite live region, so the replacement is announced.
    expect(latest.closest('[role]')).toHaveAttribute('role', 'status');
    expect(screen.queryByText('Found 3 bridge option(s)')).not.toBeInTheDocument();
    expect(screen.queryByText('Found 12 bridge option(s)')).not.toBeInTheDocument();
  });

  it('still stacks messages of different slots, errors as alerts', async () => {
    renderToasts();
    act(() => notify.success('Found 3 bridge option(s)', { slot: 'outcome' }));
    act(() => notify.error('Could not copy the address'));
    expect(await screen.findByText('Found 3 bridge option(s)')).toBeInTheDocument();
    const error = await screen.findByText('Could not copy the address');
    expect(error.closest('[role]')).toHaveAttribute('role', 'alert');
  });

  it('keeps only the latest waiting message of a slot sent before the stack mounted', async () => {
    notify.success('Found 1 bridge option(s)', { slot: 'early' });
    notify.success('Found 2 bridge option(s)', { slot: 'early' });
    renderToasts();
    expect(await screen.findByText('Found 2 bridge option(s)')).toBeInTheDocument();
    expect(screen.queryByText('Found 1 bridge option(s)')).not.toBeInTheDocument();
  });

  it("shows a slot's next message while its last toast is closing, instead of dropping it", async () => {
    renderToasts();
    act(() => notify.success('Found 3 bridge option(s)', { slot: 'closing' }));
    const first = await screen.findByText('Found 3 bridge option(s)');
    // Clicking closes it; jsdom plays no exit animation, so it stays closing, as a toast does
    // for a moment when its timer runs out just before the next search's outcome.
    fireEvent.click(first);
    act(() => notify.success('Found 7 bridge option(s)', { slot: 'closing' }));
    expect(await screen.findByText('Found 7 bridge option(s)')).toBeInTheDocument();
  });

  it("revises a slot's toast while it is shown and never opens one", async () => {
    renderToasts();
    act(() => notify.revise('revised', 'success', 'Found 9 bridge option(s)'));
    act(() => notify.success('Found 22 bridge option(s)', { slot: 'revised' }));
    expect(await screen.findByText('Found 22 bridge option(s)')).toBeInTheDocument();
    act(() => notify.revise('revised', 'success', 'Found 12 bridge option(s)'));
    expect(await screen.findByText('Found 12 bridge option(s)')).toBeInTheDocument();
    expect(screen.queryByText('Found 22 bridge option(s)')).not.toBeInTheDocument();
    expect(screen.queryByText('Found 9 bridge option(s)')).not.toBeInTheDocument();
  });

  it('keeps a toast revised under the pointer open until the pointer leaves it', async () => {
    renderToasts();
    act(() => notify.success('Found 6 bridge option(s)', { slot: 'hovered' }));
    const toastOf = (element: HTMLElement) => element.closest('.Toastify__toast') as HTMLElement;
    const shown = toastOf(await screen.findByText('Found 6 bridge option(s)'));
    // react-toastify's timer is its progress bar's animation, started when the toast's entrance
    // animation ends (which jsdom does not play: it is ended here by hand).
    const timer = () => screen.queryByRole('progressbar', { hidden: true });
    const timed = () => timer()?.classList.contains('Toastify__progress-bar--animated') === true;
    fireEvent.animationEnd(shown);
    expect(timed()).toBe(true);
    fireEvent.mouseOver(shown);
    act(() => notify.revise('hovered', 'success', 'Found 4 bridge option(s)'));
    const revised = toastOf(await screen.findByText('Found 4 bridge option(s)'));
    // Revised under the pointer: no timer at all (a browser may mount the revised toast anew,
    // its timer running, with no new mouseenter to pause it).
    fireEvent.animationEnd(revised);
    expect(timed()).toBe(false);
    fireEvent.mouseOut(revised, { relatedTarget: document.body });
    // Left: a fresh timer, so it closes as any toast does.
    await waitFor(() => expect(timed()).toBe(true));
  });

  it('revises a message still waiting for the stack to mount', async () => {
    notify.revise('nothing-here', 'success', 'Found 5 bridge option(s)');
    notify.success('Found 22 bridge option(s)', { slot: 'waiting' });
    notify.revise('waiting', 'success', 'Found 12 bridge option(s)');
    renderToasts();
    expect(await screen.findByText('Found 12 bridge option(s)')).toBeInTheDocument();
    expect(screen.queryByText('Found 22 bridge option(s)')).not.toBeInTheDocument();
    expect(screen.queryByText('Found 5 bridge option(s)')).not.toBeInTheDocument();
  });
});
