// The OP Stack Standard Bridge: in the 'Bridges' menu, on its own page, and on routes between
// Ethereum and a rollup, where its card says what arrives, how long a withdrawal to Ethereum
// takes (with its source) and opens Superbridge prefilled; between two rollups it is not offered.
import type { Page } from '@playwright/test';
import {
  expect,
  foundLine,
  protocolsShown,
  stubBridgeSites,
  test,
} from '../../../../tests/e2e/fixtures';

function opStackCard(page: Page, symbol: RegExp) {
  return page
    .getByRole('list', { name: 'Bridge options' })
    .getByRole('listitem')
    .filter({ has: page.getByText('OP Standard Bridge', { exact: true }) })
    .filter({ has: page.getByRole('heading', { name: symbol }) })
    .first();
}

test("the OP Standard Bridge is in the 'Bridges' menu and opens its token page", async ({
  page,
}) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Bridges' }).click();
  const entry = page.getByRole('menu').getByRole('menuitem', { name: 'OP Standard Bridge' });
  await expect(entry).toHaveAttribute('href', '/tokens/opstack');
  await entry.click();
  await expect(page).toHaveURL(/\/tokens\/opstack$/);
  await expect(
    page.getByRole('heading', { name: 'Tokens supported by OP Standard Bridge' }),
  ).toBeVisible();
  const grid = page.getByRole('list', { name: 'OP Standard Bridge tokens' });
  await expect(grid.getByText('USDbC', { exact: true }).first()).toBeVisible();
  await expect(grid.getByText('USDC.e', { exact: true }).first()).toBeVisible();
  // The hostile rows of its payload are not there to find.
  await expect(page.getByText('<img src=x onerror=alert(1)>')).toHaveCount(0);
});

test('eth from Ethereum to Base: the card says what arrives, the withdrawal time with its source, and Bridge Now opens Superbridge prefilled', async ({
  page,
}) => {
  await stubBridgeSites(page);
  await page.goto('/?q=eth&from=ethereum&to=base');
  await expect(foundLine(page)).toBeVisible({ timeout: 30_000 });
  const card = opStackCard(page, /^ETH\b/);
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card).toContainText('You receive ETH, the native coin of Base.');
  await expect(card).toContainText('Ethereum → Base on OP Standard Bridge via Superbridge');
  await expect(card).toContainText(
    'A withdrawal back to Ethereum takes about 7 days: the fault-proof challenge period.',
  );
  await expect(card.getByRole('link', { name: 'OP docs' })).toHaveAttribute(
    'href',
    'https://docs.optimism.io/app-developers/bridging/messaging#for-l2-to-l1-transactions',
  );
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    card.getByRole('button', { name: 'Bridge Now' }).click(),
  ]);
  await popup.waitForLoadState();
  expect(popup.url()).toBe('https://superbridge.app/?fromChainId=1&toChainId=8453');
});

test('eth from Base to Ethereum: the card says the withdrawal arrives after about 7 days', async ({
  page,
}) => {
  await page.goto('/?q=eth&from=base&to=ethereum');
  await expect(foundLine(page)).toBeVisible({ timeout: 30_000 });
  const card = opStackCard(page, /^ETH\b/);
  await expect(card).toBeVisible({ timeout: 20_000 });
  await expect(card).toContainText(
    'Withdrawal to Ethereum: arrives after about 7 days, the fault-proof challenge period.',
  );
  await expect(card).toContainText('Base → Ethereum on OP Standard Bridge via Superbridge');
});

test('eth from Base to Optimism: other bridges answer, the OP Standard Bridge does not', async ({
  page,
}) => {
  await page.goto('/?q=eth&from=base&to=optimism');
  await expect(foundLine(page)).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(async () => (await protocolsShown(page)).length, { timeout: 20_000 })
    .toBeGreaterThan(0);
  expect(await protocolsShown(page)).not.toContain('OPStack');
});
