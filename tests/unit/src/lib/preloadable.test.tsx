import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '../../../../src/app/RouteErrorBoundary';
import { preloadable, usePreloaded } from '../../../../src/lib/preloadable';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

function deferredModule() {
  let resolve!: (component: typeof Greeting) => void;
  const load = vi.fn(
    () =>
      new Promise<typeof Greeting>((res) => {
        resolve = res;
      }),
  );
  return { load, resolve: (component: typeof Greeting) => resolve(component) };
}

function renderInSuspense(element: React.ReactNode) {
  return render(<Suspense fallback={<p>Loading screen</p>}>{element}</Suspense>);
}

describe('preloadable components', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the fallback until the module arrives, then the component with its props', async () => {
    const module = deferredModule();
    const Lazy = preloadable(module.load);
    renderInSuspense(<Lazy name="Ada" />);
    expect(screen.getByText('Loading screen')).toBeInTheDocument();
    await act(async () => module.resolve(Greeting));
    expect(await screen.findByText('Hello Ada')).toBeInTheDocument();
    expect(module.load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without the fallback, once preloaded', async () => {
    const module = deferredModule();
    const Lazy = preloadable(module.load);
    const preloaded = Lazy.preload();
    module.resolve(Greeting);
    await preloaded;
    renderInSuspense(<Lazy name="Grace" />);
    expect(screen.getByText('Hello Grace')).toBeInTheDocument();
    expect(screen.queryByText('Loading screen')).not.toBeInTheDocument();
    expect(module.load).toHaveBeenCalledTimes(1);
  });

  it('fetches the module once however often it is preloaded', async () => {
    const load = vi.fn(async () => Greeting);
    const Lazy = preloadable(load);
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries again on render when a prefetch failed', async () => {
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(Greeting);
    const Lazy = preloadable(load);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    renderInSuspense(<Lazy name="Linus" />);
    expect(await screen.findByText('Hello Linus')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('hands a failure while rendering to the error boundary, with no fetch loop', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    // A fake clock that also moves by itself while the error renders; the wait for a retry that
    // might come later (a frame, a timer) is then a fixed stretch of it.
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const load = vi.fn(async (): Promise<typeof Greeting> => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const Lazy = preloadable(load);
    render(
      <RouteErrorBoundary resetKey="/tokens/stargate">
        <Suspense fallback={<p>Loading screen</p>}>
          <Lazy name="Margaret" />
        </Suspense>
      </RouteErrorBoundary>,
    );
    expect(
      await screen.findByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Failed to fetch dynamically imported module')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(load).toHaveBeenCalledTimes(1);
    vi.restoreAllMocks();
  });

  it('usePreloaded says false until the module is here, then true, fetching it once', async () => {
    const module = deferredModule();
    const Lazy = preloadable(module.load);
    function Probe() {
      return <p>{usePreloaded(Lazy) ? 'ready' : 'waiting'}</p>;
    }
    render(<Probe />);
    expect(screen.getByText('waiting')).toBeInTheDocument();
    expect(Lazy.isLoaded()).toBe(false);
    await act(async () => module.resolve(Greeting));
    expect(await screen.findByText('ready')).toBeInTheDocument();
    expect(Lazy.isLoaded()).toBe(true);
    expect(module.load).toHaveBeenCalledTimes(1);
  });

  it('usePreloaded gives up waiting when the module cannot load, so rendering reports the error', async () => {
    const Lazy = preloadable<{ name: string }>(() => Promise.reject(new Error('offline')));
    function Probe() {
      return <p>{usePreloaded(Lazy) ? 'settled' : 'waiting'}</p>;
    }
    render(<Probe />);
    expect(await screen.findByText('settled')).toBeInTheDocument();
    expect(Lazy.isLoaded()).toBe(false);
  });
});
