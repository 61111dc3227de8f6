import { act, render, screen } from '@testing-library/react';
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
});
