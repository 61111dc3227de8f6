import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LazyToasts } from '../../../../src/notify/LazyToasts';
import { notify, onQueued } from '../../../../src/notify/notify';

describe('the deferred toast stack', () => {
  it('loses no toast asked for before the stack has loaded', async () => {
    // Sent before anything is mounted: they wait in the queue.
    notify.error('First problem');
    notify.info('Second note');
    render(<LazyToasts />);
    expect(await screen.findByText('First problem')).toBeInTheDocument();
    expect(await screen.findByText('Second note')).toBeInTheDocument();
    // Errors interrupt; notes are announced politely.
    expect(screen.getByText('First problem').closest('[role]')).toHaveAttribute('role', 'alert');
    expect(screen.getByText('Second note').closest('[role]')).toHaveAttribute('role', 'status');
    act(() => notify.success('Later'));
    expect(await screen.findByText('Later')).toBeInTheDocument();
  });

  it('tells listeners when a message waits, at once when one already does', () => {
    const calls: string[] = [];
    const stopFirst = onQueued(() => calls.push('first'));
    notify.info('Waiting');
    const stopSecond = onQueued(() => calls.push('second'));
    stopFirst();
    stopSecond();
    expect(calls).toEqual(['first', 'second']);
  });
});
