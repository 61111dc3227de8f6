// Route finder: From / To chains, a shareable search link, a prefilled bridge link.
import type { Page } from '@playwright/test';
import {
  bridgeNowButtons,
  choose,
  expect,
  foundCount,
  foundLine,
  openFilters,
  search,
  stubBridgeSites,
  test,
} from './fixtures';

/** The line over a route listed with no token typed. */
function routeListing(page: Page, from: string, to: string) {
  return page.getByText(`Every token that can move from ${from} to ${to}`, { exact: false });
}

test('From Ethereum to Arbitrum: the shared link restores the same results and Bridge Now is prefilled', async ({
  page,
  browser,
  harness,
}) => {
  await page.goto('/');
  await openFilters(page);
  await choose(page, 'From chain', 'Ethereum');
  await choose(page, 'To chain', 'Arbitrum');
  // Both ends chosen, the route is listed at once; its search shows as running only after a
  // moment (no flash for a quick answer), so a box typed into within that moment is disabled
  // under the keys. The visitor types the token once the route's listing is there.
  await expect(routeListing(page, 'Ethereum', 'Arbitrum')).toBeVisible({ timeout: 30_000 });
  await search(page, 'USDC');
  await expect(foundLine(page)).toBeVisible();
  const n = await foundCount(page);
  expect(n).toBeGreaterThan(0);
  await expect(page.getByText(/Ethereum\s*(->|→)\s*Arbitrum/).first()).toBeVisible();

  // The history entry is written once the answer is painted, a frame or two after it shows.
  await expect(page).toHaveURL(/[?&]q=USDC(&|$)/);
  const shared = new URL(page.url());
  expect(shared.searchParams.get('q')).toBe('USDC');
  expect(shared.searchParams.get('from')).toBeTruthy();
  expect(shared.searchParams.get('to')).toBeTruthy();

  // A fresh visitor opening the link sees the same search.
  const other = await browser.newContext({ baseURL: harness.url });
  try {
    const fresh = await other.newPage();
    await fresh.goto(shared.pathname + shared.search);
    await expect(foundLine(fresh)).toHaveText(`Found ${n} bridge option(s)`, { timeout: 30_000 });
  } finally {
    await other.close();
  }

  // Stargate's card opens a prefilled Stargate link.
  await stubBridgeSites(page);
  await choose(page, 'Bridge Protocol', 'Stargate');
  await search(page, 'USDC');
  await expect(foundLine(page)).toBeVisible();
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    bridgeNowButtons(page).first().click(),
  ]);
  await popup.waitForLoadState();
  const target = new URL(popup.url());
  expect(target.origin + target.pathname).toBe('https://stargate.finance/bridge');
  expect(target.searchParams.get('srcChain')).toBe('ethereum');
  expect(target.searchParams.get('srcToken')).toMatch(/^0x[0-9a-fA-F]{40}$/);
  expect(target.searchParams.get('dstChain')).toBe('arbitrum');
  await harness.waitForEvent('Bridge Now Clicked', (p) => p.protocol === 'Stargate');
});

test("an address search leaves from the searched contract's chain and shows that chain's contract", async ({
  page,
}) => {
  // Circle's USDC on Arbitrum (https://developers.circle.com/stablecoins/usdc-contract-addresses);
  // Stargate lists it beside its Ethereum USDC 0xA0b8…eB48.
  await page.goto('/');
  await search(page, '0xaf88d065e77c8cC2239327C5EDb3A432268e5831');
  await expect(foundLine(page)).toBeVisible();
  const stargate = page
    .getByRole('list', { name: 'Bridge options' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: /^USDC\b/ }) })
    .filter({ has: page.getByText('Stargate', { exact: true }) });
  await expect(stargate).toHaveCount(1);
  await expect(stargate.getByText('Primary Contract').locator('..')).toHaveText(
    'Primary Contract · Arbitrum',
  );
  // The contract line (label and address): Arbitrum's contract, not Ethereum's 0xA0b8…eB48.
  const contractLine = stargate.getByText('Primary Contract').locator('xpath=../..');
  await expect(contractLine).toContainText('0xaf88...5831');
  await expect(contractLine).not.toContainText('eB48');
  await expect(stargate.getByText('From Arbitrum on Stargate')).toBeVisible();

  await stubBridgeSites(page);
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    stargate.getByRole('button', { name: 'Bridge Now' }).click(),
  ]);
  await popup.waitForLoadState();
  const target = new URL(popup.url());
  expect(target.searchParams.get('srcChain')).toBe('arbitrum');
  expect(target.searchParams.get('srcToken')).toBe('0xaf88d065e77c8cC2239327C5EDb3A432268e5831');
});

test("usdt from Ethereum to Arbitrum on Stargate: its USDT pool, arriving as Tether's USDT0 (USD₮0)", async ({
  page,
}) => {
  // Stargate lists USDT on Ethereum (0xdAC1…1ec7) and USD₮0 on Arbitrum (0xFd08…Cbb9): Tether's
  // own contracts both (https://docs.usdt0.to/technical-documentation/developer#deployments).
  await page.goto('/?q=usdt&protocol=Stargate&from=ethereum&to=arbitrum');
  await expect(foundLine(page)).toHaveText('Found 1 bridge option(s)', { timeout: 30_000 });
  const stargate = page.getByRole('list', { name: 'Bridge options' }).getByRole('listitem').first();
  await expect(stargate.getByRole('heading', { name: /^USDT\b/ })).toBeVisible();
  await expect(stargate.getByRole('note').filter({ hasText: 'You receive' })).toHaveText(
    "You receive Tether's USDT0 on Arbitrum (0xFd08…Cbb9), listed by Stargate as USD₮0.",
  );
  await expect(stargate).toContainText(
    "The same asset under two symbols: Stargate takes USDT and delivers USD₮0; the issuers' lists name both contracts as USDT.",
  );
  await expect(stargate.getByText(/Ethereum\s*→\s*Arbitrum on Stargate/)).toBeVisible();
});

test('WBTC from Ethereum to Polygon on Wormhole: its wrapped copy arrives, and the card says who takes it back', async ({
  page,
}) => {
  await page.goto('/?q=wbtc&protocol=Wormhole&from=ethereum&to=polygon');
  await expect(foundLine(page)).toHaveText('Found 1 bridge option(s)', { timeout: 30_000 });
  const card = page.getByRole('list', { name: 'Bridge options' }).getByRole('listitem').first();
  await expect(card.getByRole('note').filter({ hasText: 'You receive' })).toHaveText(
    'You receive Wormhole-wrapped WBTC on Polygon, not the original WBTC.',
  );
  await expect(card.getByRole('note', { name: 'The way back' })).toHaveText(
    'Only Wormhole takes this token back.',
  );
});
