// Circle CCTP, the fifth protocol: in the 'Bridges' menu, on its own page, and on a route whose
// 'Bridge Now' opens the app that runs CCTP for it (Portal Bridge), prefilled by Portal's
// documented query parameters, with the card naming that app.
import { expect, foundLine, stubBridgeSites, test } from '../../../../tests/e2e/fixtures';

test("Circle CCTP is in the 'Bridges' menu and opens its token page", async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Bridges' }).click();
  const entry = page.getByRole('menu').getByRole('menuitem', { name: 'Circle CCTP' });
  await expect(entry).toHaveAttribute('href', '/tokens/cctp');
  await entry.click();
  await expect(page).toHaveURL(/\/tokens\/cctp$/);
  await expect(
    page.getByRole('heading', { name: 'Tokens supported by Circle CCTP' }),
  ).toBeVisible();
  const grid = page.getByRole('list', { name: 'Circle CCTP tokens' });
  await expect(grid.getByText('USDC', { exact: true }).first()).toBeVisible();
  await expect(grid.getByText('EURC', { exact: true }).first()).toBeVisible();
  // The hostile rows of its payload are not there to find.
  await expect(page.getByText('<img src=x onerror=alert(1)>')).toHaveCount(0);
});

test("usdc from Ethereum to Base: the CCTP card says Circle's USDC arrives and Bridge Now opens Portal Bridge prefilled", async ({
  page,
}) => {
  await stubBridgeSites(page);
  await page.goto('/?q=usdc&from=ethereum&to=base');
  await expect(foundLine(page)).toBeVisible({ timeout: 30_000 });
  const card = page
    .getByRole('list', { name: 'Bridge options' })
    .getByRole('listitem')
    .filter({ has: page.getByText('Circle CCTP', { exact: true }) })
    .filter({ has: page.getByRole('heading', { name: /USDC/ }) })
    .first();
  await expect(card).toBeVisible();
  await expect(card).toContainText("You receive Circle's USDC on Base");
  await expect(card).toContainText('Ethereum → Base on Circle CCTP via Portal Bridge');
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    card.getByRole('button', { name: 'Bridge Now' }).click(),
  ]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe(
    'https://portalbridge.com/?sourceChain=ethereum&targetChain=base&asset=USDC&targetAsset=USDC',
  );
});
