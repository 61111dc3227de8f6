// axe-core on the home, results and protocol screens at phone and desktop widths.
import { axeViolations, expect, foundLine, search, test } from './fixtures';
import type { Page } from '@playwright/test';

const WIDTHS = [375, 1280];

async function expectAccessible(page: Page, screen: string): Promise<void> {
  // Judge the resting state: the pointer is left over the last clicked button otherwise.
  await page.mouse.move(0, 0);
  const violations = await axeViolations(page);
  expect(violations, `${screen}: axe violations`).toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect(overflow, `${screen}: no horizontal scrolling`).toBeLessThanOrEqual(0);
}

for (const width of WIDTHS) {
  test(`home, results and protocol page have no axe violations at ${width} px`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Find Your Bridge' })).toBeVisible();
    await expectAccessible(page, 'home');

    await search(page, 'USDC');
    await expect(foundLine(page)).toBeVisible();
    await expectAccessible(page, 'results');

    await page.goto('/tokens/stargate');
    await expect(page.getByText(/token\(s\) available for cross-chain bridging$/)).toBeVisible({
      timeout: 30_000,
    });
    await expectAccessible(page, 'protocol page');
  });
}
