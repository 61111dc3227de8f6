// Browsing a protocol's list and using the app on a phone: the list's filters and views, the
// toasts' place, the compact results, and the small defects found on the way (cold-load console,
// /index.html).
import fs from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import {
  dataFile,
  TEXT,
  bridgeNowButtons,
  expect,
  foundLine,
  search,
  searchBox,
  searchButton,
  stubBridgeSites,
  test,
} from './fixtures';

const COUNT_LINE = /^(\d+) token\(s\) available for cross-chain bridging$/;
const WIDTHS = [375, 1280] as const;

async function tokenCount(page: Page): Promise<number> {
  const line = page.getByText(COUNT_LINE);
  await expect(line).toBeVisible({ timeout: 30_000 });
  return Number(COUNT_LINE.exec((await line.textContent()) ?? '')?.[1]);
}

function tokenCards(page: Page): Locator {
  return page.getByRole('list', { name: 'Stargate tokens' }).locator(':scope > li');
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 500 ? 812 : 900 } });

    test('a protocol page filtered from its URL to USDC on Arbitrum, in both views, bridging from a card', async ({
      page,
      harness,
    }) => {
      await stubBridgeSites(page);
      await page.goto('/tokens/stargate');
      const all = await tokenCount(page);

      await page.goto('/tokens/stargate?q=usdc&chain=arbitrum');
      await expect(page.getByRole('searchbox', { name: 'Filter tokens' })).toHaveValue('usdc');
      await expect(page.getByRole('combobox', { name: 'Chain' })).toHaveValue('arbitrum');
      await expect.poll(() => tokenCount(page)).toBeLessThan(all);
      const kept = await tokenCount(page);
      expect(kept).toBeGreaterThan(0);
      // By token (the default): one card per symbol, every one a USDC on Arbitrum.
      await expect(page.getByRole('button', { name: 'By token' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      const groups = tokenCards(page);
      await expect(groups.first()).toBeVisible();
      for (const card of await groups.all()) {
        await expect(card.getByRole('heading')).toContainText(/usdc/i);
        await expect(card.getByRole('listitem')).toHaveText(['Arbitrum']);
      }

      await page.getByRole('button', { name: 'By chain' }).click();
      await expect(page).toHaveURL(/\/tokens\/stargate\?q=usdc&chain=arbitrum&view=chain$/);
      await expect(tokenCards(page)).toHaveCount(kept);
      const card = tokenCards(page).first();
      await expect(card.getByText('Decimals')).toBeVisible();

      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        card.getByRole('button', { name: 'Bridge Now' }).click(),
      ]);
      await popup.waitForLoadState();
      const url = new URL(popup.url());
      expect(url.hostname).toBe('stargate.finance');
      expect(url.searchParams.get('srcChain')).toBe('arbitrum');
      expect(url.searchParams.get('srcToken')).toMatch(/^0x[0-9a-f]{40}$/i);
      await harness.waitForEvent('Bridge Now Clicked', (p) => p.protocol === 'Stargate');

      // Typing narrows further and stays in the address.
      await page.getByRole('button', { name: 'By token' }).click();
      await page.getByRole('searchbox', { name: 'Filter tokens' }).fill('zzzz-nothing');
      await expect(page.getByText('No tokens match these filters.')).toBeVisible();
      await expect(page).toHaveURL(/q=zzzz-nothing/);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(width);
    });

    test('three quick searches leave one outcome toast, and none covers a Bridge Now or the title', async ({
      page,
    }) => {
      await page.goto('/');
      await search(page, 'usdc');
      await expect(foundLine(page)).toBeVisible();
      // Two more, each answered, well within a toast's 4.5 s.
      for (const query of ['eth', 'usdt']) {
        await searchBox(page).fill(query);
        await searchBox(page).press('Enter');
        // The history entry is written once the answer is painted; its toast comes with it.
        await expect(page).toHaveURL(new RegExp(`[?&]q=${query}$`));
      }
      const toasts = page.locator('.Toastify__toast');
      const last = (await page.getByRole('heading', { name: /^Found \d+/ }).textContent()) ?? '';
      const outcome = toasts.filter({ hasText: last });
      await expect(outcome).toBeVisible();
      // The pointer on it pauses its 4.5 s timer, which a loaded machine's next few steps can
      // outlast: the checks below are about the toast, not a race with its closing.
      await outcome.hover();
      // Not a passing moment: still one a little later. On a slow machine the first toast's
      // timer may run out before the last search's outcome, which then opens a new toast while
      // the old one slides out: one remains once it has gone.
      await page.waitForTimeout(500);
      await expect(toasts).toHaveCount(1);
      await expect(toasts.first()).toContainText(last);
      await expect(toasts.first()).toHaveAttribute('role', 'status');
      const toast = await toasts.first().boundingBox();
      expect(toast).not.toBeNull();
      for (const button of await bridgeNowButtons(page).all()) {
        if (!(await button.isVisible())) continue;
        const box = await button.boundingBox();
        if (box) expect(overlaps(toast!, box)).toBe(false);
      }
      const header = await page.locator('header').boundingBox();
      if (width < 500) {
        // A phone: over the header's site title, clear of the Bridges menu and the page's title.
        const menu = await page.getByRole('navigation', { name: 'Bridges' }).boundingBox();
        const title = await page.getByRole('heading', { level: 1 }).boundingBox();
        expect(toast!.y + toast!.height).toBeLessThanOrEqual(header!.y + header!.height);
        expect(overlaps(toast!, menu!)).toBe(false);
        expect(overlaps(toast!, title!)).toBe(false);
      } else {
        // At the top, just below the sticky header.
        const gap = toast!.y - (header!.y + header!.height);
        expect(gap).toBeGreaterThanOrEqual(-1);
        expect(gap).toBeLessThanOrEqual(16);
      }
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the eth results page is at most 2,340 px tall (4,680 px before the compact layout), with two options on a screen and no sideways scroll', async ({
    page,
  }) => {
    await page.goto('/?q=eth');
    await expect(foundLine(page)).toBeVisible({ timeout: 30_000 });
    const list = page.getByRole('list', { name: 'Bridge options' });
    await expect(list.locator(':scope > li')).toHaveCount(5);
    await expect(page.getByRole('button', { name: /^Show more \(\d+ more\)$/ })).toBeVisible();
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    expect(height).toBeLessThanOrEqual(2340);
    const firstTwo = await list
      .locator(':scope > li')
      .evaluateAll((cards) => cards.slice(0, 2).map((card) => card.getBoundingClientRect().height));
    expect(firstTwo[0]! + firstTwo[1]!).toBeLessThan(812 - 84);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  });

  test('the filters are behind a labelled button that counts them', async ({ page }) => {
    await page.goto('/?q=usdc&protocol=Stargate');
    const toggle = page.getByRole('button', { name: 'Filters (1)' });
    await expect(toggle).toBeVisible({ timeout: 30_000 });
    await expect(toggle).toContainText('Filters');
  });
});

test("a protocol page's chain filter offers every chain its cards list, and the grouped view counts its cards", async ({
  page,
  harness,
}) => {
  // Wormhole's registry as the fixture has it, plus WETH's Wormhole-wrapped copy on Moonbeam
  // (0xab3f…17eD, the registry's address), a chain no token of the list calls home: the WETH card
  // lists Moonbeam, so the filter must offer it and keep that card there.
  const wormhole = JSON.parse(fs.readFileSync(dataFile('wormhole.json'), 'utf8')) as {
    wrappedTokens: Record<string, Record<string, unknown>>;
  };
  wormhole.wrappedTokens.WETH!.Moonbeam = '0xab3f0245B83feB11d15AAffeFD7AD465a59817eD';
  harness.control({ source: 'wormhole', body: wormhole });

  await page.goto('/tokens/wormhole');
  const all = await tokenCount(page);
  const chain = page.getByRole('combobox', { name: 'Chain' });
  await expect(chain.locator('option', { hasText: /^Moonbeam$/ })).toHaveCount(1);
  const cards = page.getByRole('list', { name: 'Wormhole tokens' }).locator(':scope > li');
  // The count line stays the spec's; beside it, the grouped view says how many cards it shows.
  const shownAs = page.getByText(/^Shown as \d+ card\(s\), one per symbol$/);
  await expect(shownAs).toBeVisible();
  await expect
    .poll(async () => Number(/\d+/.exec((await shownAs.textContent()) ?? '')?.[0]))
    .toBe(await cards.count());

  await chain.selectOption('moonbeam');
  await expect(page).toHaveURL(/\/tokens\/wormhole\?chain=moonbeam$/);
  await expect.poll(() => tokenCount(page)).toBeLessThan(all);
  expect(await tokenCount(page)).toBeGreaterThan(0);
  const weth = cards.filter({ has: page.getByRole('heading', { name: 'WETH', exact: true }) });
  await expect(weth).toHaveCount(1);
  // Its chips collapse after a few: the chain is among them once the card shows them all.
  await weth.getByRole('button', { name: /^Show \d+ more chains?$/ }).click();
  await expect(weth.getByRole('listitem').filter({ hasText: /^Moonbeam$/ })).toHaveCount(1);
  await expect(shownAs).toHaveText(`Shown as ${await cards.count()} card(s), one per symbol`);

  // The per-chain view counts tokens, and says nothing about cards.
  await page.getByRole('button', { name: 'By chain' }).click();
  await expect(page.getByText(/^Shown as \d+ card/)).toHaveCount(0);
});

test('/index.html is the home screen, not the not-found page', async ({ page }) => {
  await page.goto('/index.html?q=usdc');
  await expect(page.getByRole('heading', { name: TEXT.homeTitle })).toBeVisible();
  await expect(page.getByText(TEXT.notFound)).toHaveCount(0);
  await expect(page).toHaveURL(/\/\?q=usdc$/);
  await expect(searchBox(page)).toHaveValue('usdc');
});

test('a cold load downloads the worker script once, with no unused-preload warning', async ({
  page,
}) => {
  // Chromium's own warnings reach the DevTools log (and the console, but not always in time).
  const log: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Log.entryAdded', ({ entry }) => log.push(entry.text));
  await cdp.send('Log.enable');
  const workerRequests: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/data\.worker-[^/]*\.js$/.test(request.url()))
      workerRequests.push(request.resourceType());
  });
  await page.goto('/');
  await expect(searchButton(page)).toBeVisible();
  // Chromium reports an unused preload a few seconds after the load event.
  await page.waitForTimeout(6000);
  expect(workerRequests).toEqual(['script']);
  expect(log.filter((text) => /preload/i.test(text))).toEqual([]);
});

test('a production console carries no debug lines of ours', async ({ page }) => {
  const messages: Array<{ type: string; text: string }> = [];
  page.on('console', (message) => messages.push({ type: message.type(), text: message.text() }));
  await page.goto('/');
  await search(page, 'usdc');
  await expect(foundLine(page)).toBeVisible();
  await page.waitForTimeout(1000);
  expect(messages.filter((m) => m.text.includes('[data worker]'))).toEqual([]);
  expect(messages.filter((m) => m.type === 'debug')).toEqual([]);
});

test.describe('icons on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('cards without a source logo show our own token and network icons, under 20 KB for a first screen', async ({
    page,
  }) => {
    let iconBytes = 0;
    const cdp = await page.context().newCDPSession(page);
    const iconRequests = new Set<string>();
    cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
      if (new URL(request.url).pathname.startsWith('/icons/')) iconRequests.add(requestId);
    });
    cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
      if (iconRequests.has(requestId)) iconBytes += encodedDataLength;
    });
    await cdp.send('Network.enable');
    await page.goto('/?q=eth');
    await expect(foundLine(page)).toBeVisible({ timeout: 30_000 });
    const first = page.getByRole('list', { name: 'Bridge options' }).locator(':scope > li').first();
    // Wormhole's data has no logos: the card takes our ETH icon, from our own origin.
    await expect(first.locator('img[src="/icons/tokens/ETH.svg"]')).toBeVisible();
    await expect(first.locator('img[src="/icons/networks/ethereum.svg"]')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(iconRequests.size).toBeGreaterThan(0);
    expect(iconBytes).toBeLessThan(20 * 1024);
  });
});
