import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Toasts } from '../../../../src/notify/Toasts';
import { UPDATE_CHECK_INTERVAL_MS, wireServiceWorker } from '../../../../src/pwa/register-sw';

function fakeWorkbox() {
  const listeners = new Map<string, Array<() => void>>();
  return {
    addEventListener: vi.fn((type: string, listener: () => void) => {
      listeners.set(type, [...(listeners.get(type) ?? []), listener]);
    }),
    messageSkipWaiting: vi.fn(),
    register: vi.fn(async () => undefined),
    update: vi.fn(async () => undefined),
    fire(type: string) {
      (listeners.get(type) ?? []).forEach((listener) => listener());
    },
  };
}

describe('service worker updates', () => {
  it('shows a lasting "A new version is available" toast and reloads only after Reload is pressed', async () => {
    const user = userEvent.setup();
    render(createElement(Toasts));
    const workbox = fakeWorkbox();
    const reload = vi.fn();
    await wireServiceWorker({ workbox: workbox as never, reload, setInterval: () => 0 });
    expect(workbox.register).toHaveBeenCalled();

    workbox.fire('waiting');
    expect(await screen.findByText('A new version is available')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(workbox.messageSkipWaiting).toHaveBeenCalled();
    expect(reload).not.toHaveBeenCalled();
    workbox.fire('controlling');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('checks for updates every hour while online', async () => {
    const workbox = fakeWorkbox();
    let tick: () => void = () => {};
    let online = true;
    await wireServiceWorker({
      workbox: workbox as never,
      isOnline: () => online,
      setInterval: (callback, ms) => {
        expect(ms).toBe(UPDATE_CHECK_INTERVAL_MS);
        tick = callback;
      },
    });
    tick();
    expect(workbox.update).toHaveBeenCalledTimes(1);
    online = false;
    tick();
    expect(workbox.update).toHaveBeenCalledTimes(1);
  });
});
