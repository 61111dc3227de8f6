// Networks that have shut down, on the fixture's Orbiter data (ETH on zkSync Lite, zkSync Era and
// Polygon zkEVM):
// never offered as a chain, named with their date on request.
import type { Page } from '@playwright/test';
import { expect, foundLine, search, test } from './fixtures';

function orbiterCard(page: Page, symbol: string) {
  return page
    .getByRole('list', { name: 'Bridge options' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: new RegExp(`^${symbol}( \\(|$)`) }) })
    .filter({ has: page.getByText('Orbiter Finance', { exact: true }) });
}

test('an Orbiter card leaves zkSync Lite out of its chains and names it, dated, on request', async ({
  page,
}) => {
  await page.goto('/');
  await search(page, 'ETH');
  await expect(foundLine(page)).toBeVisible();
  const card = orbiterCard(page, 'ETH');
  await expect(card).toHaveCount(1);
  // A card's chains may sit in several lists, one per kind of chip ('Available on', then
  // 'Available on Bridged copy' and so on): the chains are every list's items together.
  const chips = card.getByRole('list', { name: /^Available on\b/ }).getByRole('listitem');
  await expect(chips.filter({ hasText: 'zkSync Era' })).toHaveCount(1);
  await expect(chips.filter({ hasText: 'zkSync Lite' })).toHaveCount(0);
  await expect(chips.filter({ hasText: 'Polygon zkEVM' })).toHaveCount(0);
  const more = card.getByRole('button', { name: '+2 retired networks' });
  await expect(card.getByText(/zkSync Lite: shut down 2026-05-04/)).toBeHidden();
  await more.click();
  await expect(more).toHaveAttribute('aria-expanded', 'true');
  await expect(card.getByText(/zkSync Lite: shut down 2026-05-04/)).toBeVisible();
  await expect(card.getByText(/Polygon zkEVM: shut down 2026-07-01/)).toBeVisible();
  const notices = card.getByRole('link', { name: 'notice' });
  await expect(notices).toHaveCount(2);
  const hrefs = await notices.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
  expect(hrefs.sort()).toEqual([
    'https://forum.polygon.technology/t/polygon-zkevm-mainnet-beta-sunset-claim-your-funds/21856',
    'https://x.com/zksync/status/1997776813708242975',
  ]);
});

test("the protocol page's chain filter offers zkSync Era but not zkSync Lite", async ({ page }) => {
  await page.goto('/tokens/orbiter');
  const filter = page.getByRole('combobox', { name: 'Chain' });
  await expect(filter.getByRole('option', { name: 'zkSync Era' })).toHaveCount(1, {
    timeout: 30_000,
  });
  await expect(filter.getByRole('option', { name: 'zkSync Lite' })).toHaveCount(0);
});
