// Route finder: From / To chains, a shareable search link, a prefilled bridge link.
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

test('From Ethereum to Arbitrum: the shared link restores the same results and Bridge Now is prefilled', async ({
  page,
  browser,
  harness,
}) => {
  await page.goto('/');
  await openFilters(page);
  await choose(page, 'From chain', 'Ethereum');
  await choose(page, 'To chain', 'Arbitrum');
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
