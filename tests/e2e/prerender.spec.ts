// The home screen is in index.html, rendered at build time: a visitor sees it before any script
// runs, and the app hydrates it (the same elements, no mismatch reported). Every other visit gets
// the same index.html (the host's and the service worker's fallback) yet must never show the home
// screen, not even for a frame before the app renders its own.
import type { Page } from '@playwright/test';
import { TEXT, expect, foundLine, search, searchBox, test } from './fixtures';
import { PROTOCOL_REGISTRY } from '../../src/shared/protocol-registry.mjs';

/** Console errors and uncaught page errors (React reports a hydration mismatch as either). */
function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    // Token logos of the test data name hosts that do not resolve here (not the page's doing),
    // and the not-found page logs the path it was asked for.
    const text = message.text();
    if (
      message.type() === 'error' &&
      !text.startsWith('Failed to load resource') &&
      !text.startsWith('404 Error:')
    ) {
      errors.push(text);
    }
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

interface Watched {
  /** The prerendered home screen (the <main> parsed from the HTML) was showing. */
  __prerenderShown: boolean;
  /** The first heading when the parser finished the document. */
  __parsedHeading: Element | null;
  /** The idle screen's protocol cards (prerendered or rendered by the app) were showing. */
  __idleCardsShown: boolean;
}

/**
 * Before any of the page's scripts: remembers the heading as parsed from the HTML, and notes, at
 * every animation frame and DOM change, whether the prerendered home screen was showing. The
 * first <main> seen is the parser's: the app renders only once the document is parsed.
 */
async function watchHomeScreen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as Watched;
    w.__prerenderShown = false;
    w.__parsedHeading = null;
    w.__idleCardsShown = false;
    let parsedMain: Element | null = null;
    const check = () => {
      parsedMain ??= document.querySelector('#root > main');
      if (parsedMain?.checkVisibility()) w.__prerenderShown = true;
      const cards = document.querySelector('[aria-label="Bridge protocols"]');
      if (cards?.checkVisibility()) w.__idleCardsShown = true;
    };
    new MutationObserver(check).observe(document, { childList: true, subtree: true });
    const onFrame = () => {
      check();
      requestAnimationFrame(onFrame);
    };
    requestAnimationFrame(onFrame);
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        w.__parsedHeading = document.querySelector('h1');
        check();
      }
    });
  });
}

const prerenderShown = (page: Page) =>
  page.evaluate(() => (window as unknown as Watched).__prerenderShown);
const idleCardsShown = (page: Page) =>
  page.evaluate(() => (window as unknown as Watched).__idleCardsShown);

/** Holds back the app's main chunk (the app cannot start) until the returned function is called. */
async function holdAppChunk(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/main-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('prerendered home screen', () => {
  test('is in the HTML: title, search box, protocol cards and footer show with scripts off', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    try {
      const page = await context.newPage();
      await page.goto('/');
      await expect(page.getByRole('heading', { name: TEXT.homeTitle })).toBeVisible();
      await expect(searchBox(page)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
      for (const title of PROTOCOL_REGISTRY.map((entry) => entry.infoCard.title)) {
        await expect(page.getByRole('heading', { name: title })).toBeVisible();
      }
      await expect(page.getByRole('heading', { name: 'Fast Discovery' })).toBeVisible();
      // Styled as the app styles it: the search button's own background, not the browser's.
      const background = await page
        .getByRole('button', { name: 'Search', exact: true })
        .evaluate((button) => getComputedStyle(button).backgroundColor);
      expect(background).not.toBe('rgb(239, 239, 239)');
      expect(background).not.toBe('rgba(0, 0, 0, 0)');
    } finally {
      await context.close();
    }
  });

  test('is hydrated: the same elements, no error, and search works', async ({ page }) => {
    const errors = recordErrors(page);
    await watchHomeScreen(page);
    await page.goto('/');
    await search(page, 'USDC');
    await expect(foundLine(page)).toBeVisible();
    // The footer's split-out part hydrates when its chunk arrives; give it time to.
    await expect(page.getByRole('heading', { name: 'Fast Discovery' })).toBeVisible();
    const sameHeading = await page.evaluate(() => {
      const parsed = (window as unknown as { __parsedHeading: Element | null }).__parsedHeading;
      return parsed !== null && parsed.isConnected && parsed === document.querySelector('h1');
    });
    expect(sameHeading, 'the heading parsed from the HTML is the one on screen').toBe(true);
    expect(errors).toEqual([]);
  });

  test('hydrates the protocol cards in place: the nodes parsed from the HTML, no error', async ({
    page,
  }) => {
    const errors = recordErrors(page);
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        (window as unknown as { __parsedCard: Element | null }).__parsedCard =
          document.querySelector('[aria-label="Bridge protocols"] h2');
      });
    });
    await page.goto('/');
    // React marks each node it has hydrated with its fiber: the card parsed from the HTML gets
    // one (its boundary hydrated it) instead of being replaced by a node the app rendered anew.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const parsed = (window as unknown as { __parsedCard: Element | null }).__parsedCard;
          const shown = document.querySelector('[aria-label="Bridge protocols"] h2');
          return {
            same: parsed !== null && parsed === shown,
            hydrated:
              shown !== null && Object.keys(shown).some((key) => key.startsWith('__reactFiber')),
          };
        }),
      )
      .toEqual({ same: true, hydrated: true });
    expect(errors).toEqual([]);
  });

  test('is painted before the app chunk is asked for on a first visit', async ({ page }) => {
    const errors = recordErrors(page);
    await page.goto('/');
    // Hydrated once the data line follows the worker.
    await expect(page.getByTestId('source-ages')).not.toContainText('Loading…', {
      timeout: 30_000,
    });
    const { paintedAt, appAskedAt } = await page.evaluate(() => ({
      paintedAt: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      appAskedAt:
        performance
          .getEntriesByType('resource')
          .find((entry) => /\/assets\/main-[^/]+\.js$/.test(entry.name))?.startTime ?? null,
    }));
    expect(paintedAt).not.toBeNull();
    expect(appAskedAt).not.toBeNull();
    expect(appAskedAt!).toBeGreaterThanOrEqual(paintedAt!);
    expect(errors).toEqual([]);
  });

  test('keeps what the visitor typed before the app took the page over', async ({ page }) => {
    // The app's main chunk waits until the visitor has typed into the prerendered box.
    const release = await holdAppChunk(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await searchBox(page).pressSequentially('usd');
    release();
    // Hydrated once the data line follows the worker.
    await expect(page.getByTestId('source-ages')).not.toContainText('Loading…', {
      timeout: 30_000,
    });
    await expect(searchBox(page)).toHaveValue('usd');
    await searchBox(page).press('End');
    await searchBox(page).pressSequentially('c');
    await expect(searchBox(page)).toHaveValue('usdc');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(foundLine(page)).toBeVisible();
  });

  test('answers a Search press on what was typed before the app took the page over from an answer already asked for', async ({
    page,
  }) => {
    // Counts, in the page, the searches for 'usdc' posted to the data worker (the browser's
    // Worker.postMessage, watched, not replaced): first batches only, which is what a press
    // asks for. Once the first batch's cards are all drawn, the result list asks for the rest
    // of the search ({"query":"usdc"} with no limit) when its end is near the viewport, a few
    // frames after the count is shown: counting that too raced with the check below.
    await page.addInitScript(() => {
      const w = window as unknown as { __asked: number };
      w.__asked = 0;
      const post = Worker.prototype.postMessage;
      Worker.prototype.postMessage = function (this: Worker, ...args: unknown[]) {
        if (JSON.stringify(args[0] ?? null).includes('"query":"usdc","limit":')) w.__asked++;
        return (post as (...rest: unknown[]) => void).apply(this, args);
      } as typeof post;
    });
    const asked = () => page.evaluate(() => (window as unknown as { __asked: number }).__asked);
    const release = await holdAppChunk(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await searchBox(page).pressSequentially('usdc');
    release();
    const searchButton = page.getByRole('button', { name: 'Search', exact: true });
    await expect(searchButton).toBeEnabled({ timeout: 30_000 });
    // Asked for before the press (by the page's start, or again for newer data).
    await expect.poll(asked).toBeGreaterThan(0);
    // Every source in: no newer data makes the app ask again while the press is answered.
    await expect(page.getByTestId('source-ages')).not.toContainText('Loading', { timeout: 30_000 });
    const before = await asked();
    await searchButton.click();
    await expect(foundLine(page)).toBeVisible();
    expect(await asked()).toBe(before);
  });

  test('acts on the buttons the visitor clicked before the app took the page over', async ({
    page,
  }) => {
    // The app's main chunk waits until the visitor has clicked the prerendered buttons.
    const release = await holdAppChunk(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByRole('button', { name: 'Bridges' }).click();
    release();
    await expect(page.getByLabel('Bridge Protocol', { exact: true })).toBeVisible();
    await expect(page.getByRole('menu')).toBeVisible();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(
      PROTOCOL_REGISTRY.map((entry) => entry.displayName),
    );
  });

  for (const path of ['/tokens/wormhole', '/no/such/page', '/?q=usdc']) {
    test(`a visit to ${path} never shows the prerendered idle home screen`, async ({ page }) => {
      const errors = recordErrors(page);
      await watchHomeScreen(page);
      await page.goto(path);
      if (path.startsWith('/tokens/')) {
        await expect(
          page.getByRole('heading', { name: 'Tokens supported by Wormhole' }),
        ).toBeVisible();
      } else if (path.startsWith('/no/')) {
        await expect(page.getByText(TEXT.notFound)).toBeVisible();
      } else {
        // A search link: the home screen with its search, not the idle one.
        await expect(foundLine(page)).toBeVisible({ timeout: 30_000 });
        await expect(searchBox(page)).toHaveValue('usdc');
        // Not even for a frame between the data being ready and the search starting.
        expect(await idleCardsShown(page)).toBe(false);
      }
      expect(await prerenderShown(page)).toBe(false);
      // The header is the page's own from the first frame.
      await expect(page.getByText(TEXT.tagline)).toBeVisible();
      expect(errors).toEqual([]);
    });
  }
});
