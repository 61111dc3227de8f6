// The screens' main journeys in a real browser, with the product's exact texts.
import {
  TEXT,
  bridgeNowButtons,
  choose,
  expect,
  foundCount,
  foundLine,
  openFilters,
  search,
  searchBox,
  searchButton,
  stubBridgeSites,
  test,
  toast,
} from './fixtures';
import { PROTOCOL_REGISTRY } from '../../src/shared/protocol-registry.mjs';

const COUNT_LINE = /^(\d+) token\(s\) available for cross-chain bridging$/;

test.describe('home search', () => {
  test('searching USDC lists one card per bridge option and confirms with a toast', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: TEXT.homeTitle })).toBeVisible();
    await expect(page.getByText(TEXT.tagline)).toBeVisible();
    await search(page, 'USDC');
    await expect(foundLine(page)).toBeVisible();
    const n = await foundCount(page);
    expect(n).toBeGreaterThan(0);
    await expect(toast(page, `Found ${n} bridge option(s)`)).toBeVisible();
    await expect(bridgeNowButtons(page)).toHaveCount(n);
  });

  test('Enter with an empty query warns and does not search', async ({ page }) => {
    await page.goto('/');
    // The app has taken the prerendered page over once the data line follows the worker. Before
    // that, Enter reaches only the HTML form, whose Search button is disabled: the browser
    // submits nothing (an Enter that early is not replayed; a click on a button is).
    await expect(page.getByTestId('source-ages')).not.toContainText('Loading…', {
      timeout: 30_000,
    });
    await expect(searchButton(page)).toBeDisabled();
    await searchBox(page).fill('   ');
    await expect(searchButton(page)).toBeDisabled();
    await searchBox(page).press('Enter');
    await expect(toast(page, TEXT.emptyQuery)).toBeVisible();
    await expect(foundLine(page)).toHaveCount(0);
  });

  test('a query with no match shows the empty state and an info toast', async ({ page }) => {
    await page.goto('/');
    await search(page, 'zzzz');
    await expect(page.getByText(TEXT.noResults, { exact: true })).toBeVisible();
    await expect(
      page.getByText(
        'Try searching for popular tokens like USDC, ETH, WBTC, or check your spelling.',
      ),
    ).toBeVisible();
    await expect(toast(page, 'No bridges found for "zzzz"')).toBeVisible();
  });

  test('pressing Enter runs the search and the protocol filter restricts the results', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(searchButton(page)).toBeDisabled();
    await searchBox(page).fill('USDC');
    await expect(searchButton(page)).toBeEnabled({ timeout: 30_000 });
    await searchBox(page).press('Enter');
    await expect(foundLine(page)).toBeVisible();
    const all = await foundCount(page);

    await openFilters(page);
    await choose(page, 'Bridge Protocol', 'Stargate');
    await search(page, 'USDC');
    await expect(foundLine(page)).not.toHaveText(`Found ${all} bridge option(s)`);
    const onlyStargate = await foundCount(page);
    expect(onlyStargate).toBeGreaterThan(0);
    expect(onlyStargate).toBeLessThan(all);
    await expect(bridgeNowButtons(page)).toHaveCount(onlyStargate);
  });

  test('the logo returns the home screen to its initial state', async ({ page }) => {
    await page.goto('/');
    await search(page, 'USDC');
    await expect(foundLine(page)).toBeVisible();
    await page
      .getByRole('banner')
      .getByRole('button')
      .or(page.getByRole('banner').getByRole('link'))
      .first()
      .click();
    await expect(foundLine(page)).toHaveCount(0);
    await expect(page.getByText('Wormhole Protocol')).toBeVisible();
    await expect(page.getByText('Stargate Finance')).toBeVisible();
  });

  test('Bridge Now opens the protocol site in a new tab and records the click', async ({
    page,
    harness,
  }) => {
    await stubBridgeSites(page);
    await page.goto('/');
    await openFilters(page);
    await choose(page, 'Bridge Protocol', 'Stargate');
    await search(page, 'USDC');
    await expect(foundLine(page)).toBeVisible();
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      bridgeNowButtons(page).first().click(),
    ]);
    await popup.waitForLoadState();
    expect(new URL(popup.url()).hostname).toBe('stargate.finance');
    // No opener: the bridge site cannot reach back into this page.
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    await harness.waitForEvent(
      'Bridge Now Clicked',
      (p) => p.protocol === 'Stargate' && typeof p.token_symbol === 'string',
    );
  });
});

test.describe('native coins', () => {
  test('an ETH card says it has no contract, offers nothing to copy, and Bridge Now leaves from Ethereum with the site’s own value', async ({
    page,
  }) => {
    await stubBridgeSites(page);
    await page.goto('/');
    await search(page, 'ETH');
    await expect(foundLine(page)).toBeVisible();
    const ethCard = (protocol: string) =>
      page
        .getByRole('list', { name: 'Bridge options' })
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: /^ETH\b/ }) })
        .filter({ hasText: protocol });
    for (const protocol of ['Stargate', 'Orbiter Finance']) {
      const card = ethCard(protocol);
      await expect(card).toHaveCount(1);
      // The contract line (a group of chips may carry the same words as its heading).
      await expect(
        card.locator('span').filter({ hasText: /^Native coin, no contract$/ }),
      ).toBeVisible();
      // No address to copy ('Bridged copy' is a group heading, not a copy button).
      await expect(card.getByRole('button', { name: /copy full address/i })).toHaveCount(0);
      await expect(card.getByRole('link')).toHaveCount(0);
      await expect(card).not.toContainText(/0xEeee|0x0000/i);
      await expect(card.getByText(`From Ethereum on ${protocol}`)).toBeVisible();
    }
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      ethCard('Stargate').getByRole('button', { name: 'Bridge Now' }).click(),
    ]);
    await popup.waitForLoadState();
    const url = new URL(popup.url());
    expect(url.hostname).toBe('stargate.finance');
    expect(url.searchParams.get('srcChain')).toBe('ethereum');
    // The bridge's site names the native coin by its placeholder: the link still passes it.
    expect(url.searchParams.get('srcToken')?.toLowerCase()).toBe(`0x${'e'.repeat(40)}`);
  });
});

test.describe('searching on a slow phone', () => {
  test('the answer paints its count first, then the first screen of cards before the rest, and the box gets its focus back', async ({
    page,
  }) => {
    test.slow();
    await page.goto('/');
    await search(page, 'ETH');
    await expect(foundLine(page)).toBeVisible();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 20 });
    try {
      // The cards in the list after each change of the page from Enter on (a record per commit).
      await page.evaluate(() => {
        const counts: number[] = [];
        (window as unknown as { __cards: number[] }).__cards = counts;
        let pressed = false;
        window.addEventListener('keydown', (event) => (pressed ||= event.key === 'Enter'), {
          capture: true,
        });
        new MutationObserver(() => {
          if (!pressed) return;
          const list = document.querySelector('ul[aria-label="Bridge options"]');
          if (!list) return;
          const cards = list.querySelectorAll(
            ':scope > li:not([data-skeleton], [data-list-heading])',
          );
          if (counts.at(-1) !== cards.length) counts.push(cards.length);
        }).observe(document.body, { subtree: true, childList: true });
      });
      await searchBox(page).fill('USDC');
      await searchBox(page).press('Enter');
      await expect(page).toHaveURL(/[?&]q=USDC\b/, { timeout: 30_000 });
      await expect(searchButton(page)).toHaveText('Search');
      const cards = page.locator(
        'ul[aria-label="Bridge options"] > li:not([data-skeleton], [data-list-heading])',
      );
      const total = Number(/\d+/.exec((await foundLine(page).textContent()) ?? '')?.[0]);
      await expect(cards).toHaveCount(total, { timeout: 30_000 });
      const counts = await page.evaluate(
        () => (window as unknown as { __cards: number[] }).__cards,
      );
      // The answer's own commit holds the count and no card (before it, the previous search's
      // cards may still be there); the first screen's cards (one row of the desktop grid) come
      // in a commit of their own, and the rest after them.
      const fromAnswer = counts.slice(counts.indexOf(0));
      expect(fromAnswer[0]).toBe(0);
      expect(fromAnswer[1]).toBeGreaterThan(0);
      expect(fromAnswer[1]).toBeLessThanOrEqual(3);
      expect(fromAnswer.at(-1)).toBe(total);
      await expect(searchBox(page)).toBeEnabled();
      await expect(searchBox(page)).toBeFocused();
    } finally {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    }
  });
});

test.describe('protocol pages', () => {
  test('/tokens/Stargate matches case-insensitively and shows the count line and cards', async ({
    page,
  }) => {
    await page.goto('/tokens/Stargate');
    await expect(page.getByRole('heading', { name: 'Tokens supported by Stargate' })).toBeVisible();
    await expect(page.getByText(COUNT_LINE)).toBeVisible({ timeout: 30_000 });
    const n = Number(COUNT_LINE.exec((await page.getByText(COUNT_LINE).textContent()) ?? '')?.[1]);
    expect(n).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Back to Search' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('/tokens/ORBITER shows Orbiter Finance', async ({ page }) => {
    await page.goto('/tokens/ORBITER');
    await expect(
      page.getByRole('heading', { name: 'Tokens supported by Orbiter Finance' }),
    ).toBeVisible();
    await expect(page.getByText(COUNT_LINE)).toBeVisible({ timeout: 30_000 });
  });

  test('clicking a shortened address copies the full address', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // The per-chain cards carry the address.
    await page.goto('/tokens/wormhole?view=chain');
    await expect(page.getByText(COUNT_LINE)).toBeVisible({ timeout: 30_000 });
    // The shortened address (first 6 and last 4 characters) is the button's visible text.
    const shortened = /(0x[0-9a-fA-F]{4})(?:\.\.\.|…)([0-9a-fA-F]{4})/;
    const short = page.getByRole('button').filter({ hasText: shortened }).first();
    const label = (await short.textContent()) ?? '';
    const [, head, tail] = shortened.exec(label) ?? [];
    await short.click();
    await expect(toast(page, TEXT.copied)).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(copied.startsWith(head ?? '?')).toBe(true);
    expect(copied.endsWith(tail ?? '?')).toBe(true);
  });

  test('an unknown protocol toasts and redirects home', async ({ page }) => {
    await page.goto('/tokens/foo');
    await expect(toast(page, 'Unknown protocol: foo')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: TEXT.homeTitle })).toBeVisible();
  });
});

test.describe('navigation', () => {
  test('an unknown path shows the not-found page with a way home', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByText(TEXT.notFound)).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: TEXT.homeTitle })).toBeVisible();
  });

  test('the Bridges menu works from the keyboard', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'Bridges' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('menuitem')).toHaveText(
      PROTOCOL_REGISTRY.map((entry) => entry.displayName),
    );
    await expect(menu.getByRole('menuitem', { name: 'Wormhole' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(trigger).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Wormhole' })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: 'Stargate' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/tokens\/stargate$/);
    await expect(page.getByRole('heading', { name: 'Tokens supported by Stargate' })).toBeVisible();
    // The chosen entry went with the menu: the new screen holds the focus, so the next Tab
    // moves on from it rather than from the top of the page.
    await expect(page.getByRole('main')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: /Back to Search/ })).toBeFocused();
  });
});
