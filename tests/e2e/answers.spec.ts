// Answers a visitor can act on: symbol matches before name or key matches, names people type,
// filters that apply at once, and a route listed with no query.
import type { Page } from '@playwright/test';
import {
  choose,
  expect,
  foundCount,
  foundLine,
  openFilters,
  search,
  test,
  toast,
} from './fixtures';

/** The result list's rows in order: each card's title, or the tier heading. */
async function rows(page: Page): Promise<string[]> {
  return page
    .getByRole('list', { name: 'Bridge options' })
    .evaluate((list) =>
      Array.from(list.children).map((item) => (item.querySelector('h3')?.textContent ?? '').trim()),
    );
}

const TIER_HEADING = 'Also matched by name or key';

test('eth: every ETH and WETH option comes before any option matched by name or key', async ({
  page,
}) => {
  await page.goto('/');
  await search(page, 'eth');
  await expect(foundLine(page)).toBeVisible();
  await expect(page.getByRole('heading', { name: TIER_HEADING })).toBeVisible();
  const titles = await rows(page);
  const heading = titles.indexOf(TIER_HEADING);
  const ethLike = titles
    .map((title, index) => ({ symbol: title.split(' ')[0], index }))
    .filter(({ symbol }) => symbol === 'ETH' || symbol === 'WETH');
  expect(ethLike.length).toBeGreaterThan(1);
  expect(ethLike.every(({ index }) => index < heading)).toBe(true);
  // Every card after the heading says what matched.
  const after = page
    .getByRole('list', { name: 'Bridge options' })
    .locator(':scope > li')
    .nth(heading + 1);
  await expect(after.getByText(/^(key|name|coinKey): /)).toBeVisible();
});

test('bitcoin finds WBTC through the names table, saying what the name means', async ({ page }) => {
  await page.goto('/');
  await search(page, 'bitcoin');
  await expect(foundLine(page)).toBeVisible();
  const wbtc = page
    .getByRole('list', { name: 'Bridge options' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: /^WBTC\b/ }) })
    .first();
  await expect(wbtc).toBeVisible();
  await expect(wbtc.getByText(/^bitcoin means BTC, WBTC/)).toBeVisible();
});

test('From Ethereum To Solana with no query lists the route, and the link survives a reload', async ({
  page,
}) => {
  await page.goto('/');
  await openFilters(page);
  await choose(page, 'From chain', 'Ethereum');
  await choose(page, 'To chain', 'Solana');
  // Choosing the second end runs the listing at once.
  await expect(foundLine(page)).toBeVisible({ timeout: 30_000 });
  const n = await foundCount(page);
  expect(n).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/\?from=ethereum&to=solana$/);
  await page.reload();
  await expect(foundLine(page)).toHaveText(`Found ${n} bridge option(s)`, { timeout: 30_000 });
  await expect(page.getByText(/Ethereum\s*→\s*Solana on /).first()).toBeVisible();
});

test('a protocol change re-runs the search at once, one history entry per change', async ({
  page,
}) => {
  await page.goto('/');
  await search(page, 'usdc');
  await expect(foundLine(page)).toBeVisible();
  await expect(page).toHaveURL(/\?q=usdc$/);
  const all = await foundCount(page);
  await openFilters(page);
  await choose(page, 'Bridge Protocol', 'Stargate');
  await expect(page).toHaveURL(/\?q=usdc&protocol=Stargate$/);
  await expect.poll(() => foundCount(page)).toBeLessThan(all);
  await page.goBack();
  await expect(page).toHaveURL(/\?q=usdc$/);
  await expect(foundLine(page)).toHaveText(`Found ${all} bridge option(s)`);
});

test('the same chain on both ends says so and does not search', async ({ page }) => {
  await page.goto('/');
  await search(page, 'usdc');
  await expect(foundLine(page)).toBeVisible();
  await openFilters(page);
  await choose(page, 'From chain', 'Ethereum');
  await expect(page).toHaveURL(/from=ethereum$/);
  await choose(page, 'To chain', 'Ethereum');
  await expect(toast(page, 'Choose two different chains')).toBeVisible();
  await expect(page).not.toHaveURL(/to=ethereum/);
});
