// Across, the fourth protocol: in the 'Bridges' menu, on its own page, and on a route with a
// 'Bridge Now' that opens Across's bridge prefilled (Direct Route Linking).
import { expect, foundLine, stubBridgeSites, test } from '../../../../tests/e2e/fixtures';

test("Across is in the 'Bridges' menu and opens its token page", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Bridges' }).click();
  const entry = page.getByRole('menu').getByRole('menuitem', { name: 'Across' });
  await expect(entry).toHaveAttribute('href', '/tokens/across');
  await entry.click();
  await expect(page).toHaveURL(/\/tokens\/across$/);
  await expect(page.getByRole('heading', { name: 'Tokens supported by Across' })).toBeVisible();
  const grid = page.getByRole('list', { name: 'Across tokens' });
  await expect(grid.getByText('USDC.e', { exact: true }).first()).toBeVisible();
  await expect(grid.getByText('USDbC', { exact: true }).first()).toBeVisible();
  // The hostile rows of its payload are not there to find.
  await expect(page.getByText('<img src=x onerror=alert(1)>')).toHaveCount(0);
});

test('usdc from Ethereum to Arbitrum: the Across card says what arrives and Bridge Now opens the route prefilled', async ({
  page,
}) => {
  await stubBridgeSites(page);
  await page.goto('/?q=usdc&from=ethereum&to=arbitrum');
  await expect(foundLine(page)).toBeVisible({ timeout: 30_000 });
  const card = page
    .getByRole('list', { name: 'Bridge options' })
    .getByRole('listitem')
    .filter({ has: page.getByText('Across', { exact: true }) })
    .filter({ has: page.getByRole('heading', { name: /USDC/ }) })
    .first();
  await expect(card).toBeVisible();
  await expect(card).toContainText("You receive Circle's USDC on Arbitrum");
  await expect(card).toContainText('Ethereum → Arbitrum on Across');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    card.getByRole('button', { name: 'Bridge Now' }).click(),
  ]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe(
    'https://app.across.to/bridge-and-swap?from=1&to=42161&inputToken=USDC&outputToken=USDC',
  );
});
