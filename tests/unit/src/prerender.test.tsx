// The prerendered home screen (src/prerender.tsx, what the build puts in index.html) hydrates
// without a mismatch: React's development build reports any difference between the server's HTML
// and the first client render (text, attributes, class names) through console.error or
// onRecoverableError, and a hydrated page keeps the server's elements instead of replacing them.
import { act, fireEvent, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppRoot } from '../../../src/app/AppRoot';
import { createStatusStore, type StatusStore } from '../../../src/data/status-store';
import { prerenderHome } from '../../../src/prerender';
import type { BridgeDataWorkerApi } from '../../../src/shared/contract';
import { createFakeApi, loadingStatuses, readyStatuses } from './support/fake-api';
import { recordingAnalytics } from './support/render';

let root: Root | null = null;
let container: HTMLElement | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container?.remove();
  container = null;
  document.head.querySelectorAll('style').forEach((style) => style.remove());
});

/** True once React has taken over a server-rendered element (it tags each one it hydrates). */
function hydrated(element: Element): boolean {
  return Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
}

async function settle(page: Element) {
  // The footer's split-out module arrives on its own time (long on a loaded machine); once the
  // footer on the page is React's, every boundary before it has hydrated too.
  await waitFor(() => {
    const footer = page.querySelector('footer');
    expect(footer && hydrated(footer)).toBe(true);
  });
}

describe('prerendered home screen', () => {
  it('holds the header, title, search panel, protocol cards and footer, with their styles', async () => {
    const { html, styleTag } = await prerenderHome();
    expect(html).toContain('Find Your Bridge');
    expect(html).toMatch(/<input[^>]*type="search"[^>]*placeholder="Search tokens \(e\.g\. USDC/);
    for (const title of ['Wormhole Protocol', 'Stargate Finance', 'Orbiter Finance']) {
      expect(html).toContain(title);
    }
    expect(html).toContain('Fast Discovery');
    expect(html).not.toMatch(/<script/i);
    expect(styleTag).toMatch(/^<style data-styled="true"/);
  });

  async function hydrate(
    tamper: (html: string) => string = (html) => html,
    page: { api: BridgeDataWorkerApi; statuses?: StatusStore } = {
      api: createFakeApi({ statuses: loadingStatuses() }),
    },
  ) {
    window.history.replaceState(null, '', '/');
    const prerendered = await prerenderHome();
    const { styleTag } = prerendered;
    const html = tamper(prerendered.html);
    document.head.insertAdjacentHTML('beforeend', styleTag);
    container = document.createElement('div');
    container.id = 'root';
    container.innerHTML = html;
    document.body.append(container);
    const heading = container.querySelector('h1');
    const input = container.querySelector('input');
    const footer = container.querySelector('footer');
    const classesBefore = [...container.querySelectorAll('[class]')].map((el) => el.className);

    const errors = vi.spyOn(console, 'error');
    const recoverable = vi.fn();
    await act(async () => {
      root = hydrateRoot(
        container!,
        <AppRoot
          api={page.api}
          statuses={page.statuses}
          analytics={recordingAnalytics().analytics}
        />,
        { onRecoverableError: recoverable },
      );
    });
    await settle(container);
    // React's development build also notes that the server renderer, which ran in this same
    // process just before, left its mark on the shared context objects: an artifact of rendering
    // both sides in one test, impossible in a browser, and not a mismatch.
    const reports = errors.mock.calls
      .map((call) => String(call[0]))
      .filter((message) => !message.startsWith('Detected multiple renderers concurrently'));
    errors.mockRestore();
    return { recoverable, reports, heading, input, footer, classesBefore };
  }

  it('hydrates with no mismatch, keeping the server-rendered elements', async () => {
    const { recoverable, reports, heading, input, footer, classesBefore } = await hydrate();
    expect(recoverable).not.toHaveBeenCalled();
    expect(reports).toEqual([]);
    // The same nodes: hydrated, not rendered again.
    expect(container!.querySelector('h1')).toBe(heading);
    expect(container!.querySelector('input')).toBe(input);
    expect(container!.querySelector('footer')).toBe(footer);
    // The statuses arrived after hydration and changed only the data line.
    expect(container!.textContent).toContain('Find Your Bridge');
    const classesAfter = [...container!.querySelectorAll('[class]')].map((el) => el.className);
    expect(classesAfter.slice(0, 10)).toEqual(classesBefore.slice(0, 10));
  });

  // The page's store subscribes at start-up, so on a repeat visit the stored data's statuses are
  // there before React hydrates: hydration still renders what the HTML shows (no data yet), and
  // the data follows at once, so Search can be pressed.
  it('hydrates with no mismatch when the statuses arrived before it, then offers Search', async () => {
    const api = createFakeApi({ statuses: readyStatuses() });
    const statuses = createStatusStore(api, { connectNow: true });
    await waitFor(() => expect(statuses.getSnapshot()).toEqual(readyStatuses()));

    const { recoverable, reports, input } = await hydrate(undefined, { api, statuses });
    expect(recoverable).not.toHaveBeenCalled();
    expect(reports).toEqual([]);
    fireEvent.change(input!, { target: { value: 'usdc' } });
    const search = [...container!.querySelectorAll('button')].find(
      (button) => button.textContent?.trim() === 'Search',
    );
    expect(search).toBeDefined();
    // The data's answer may take more than the settling turns on a loaded machine: wait for it.
    await waitFor(() => expect(search!.disabled).toBe(false));
  });

  // The check itself: a server-rendered class name the client does not produce (what
  // styled-components' counted ids did when chunks loaded in another order) is reported.
  it('reports HTML that does not match', async () => {
    const { recoverable, reports } = await hydrate((html) =>
      html.replace(/(<h1 class=")[^"]*"/, '$1sc-other-0 other"'),
    );
    expect(recoverable.mock.calls.length + reports.length).toBeGreaterThan(0);
  });
});
