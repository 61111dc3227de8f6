// Flaky and failing sources: down on the first visit, down on a repeat visit, slow, malformed,
// and hostile rows in the data (dropped and counted).
import {
  TEXT,
  expect,
  foundCount,
  foundLine,
  search,
  searchBox,
  searchButton,
  allSourcesAnswered,
  allSourcesStored,
  test,
  protocolsShown,
} from './fixtures';
import {
  PROTOCOL_IDS,
  PROTOCOL_REGISTRY,
  SOURCE_KEYS,
} from '../../src/shared/protocol-registry.mjs';

/** The registry's protocols but the given ones, in its order. */
const allBut = (...left: string[]) => PROTOCOL_IDS.filter((id) => !left.includes(id));

const COUNT_LINE = /^\d+ token\(s\) available for cross-chain bridging$/;

test('with Stargate down on the first visit, the other sources stay searchable and its page says why', async ({
  page,
  harness,
}) => {
  harness.fail('stargate', 503);
  await page.goto('/');
  await search(page, 'USDC');
  await expect(foundLine(page)).toBeVisible();
  await expect.poll(() => protocolsShown(page), { timeout: 20_000 }).toEqual(allBut('Stargate'));

  await page.goto('/tokens/stargate');
  await expect(page.getByText('Error loading tokens: Failed to fetch Stargate data')).toBeVisible({
    timeout: 30_000,
  });
  const goBack = page.getByRole('button', { name: 'Go Back' });
  await expect(goBack).toBeVisible();
  await goBack.click();
  await expect(page).toHaveURL(/\/$/);
});

test('with Stargate down on a repeat visit, its cached tokens still answer', async ({
  page,
  harness,
}) => {
  await page.goto('/');
  await search(page, 'USDC');
  await allSourcesAnswered(harness);
  await allSourcesStored(page);
  await expect.poll(() => protocolsShown(page)).toEqual([...PROTOCOL_IDS]);
  const before = await foundCount(page);

  harness.fail('stargate', 500);
  await page.reload();
  await search(page, 'USDC');
  await expect(foundLine(page)).toHaveText(`Found ${before} bridge option(s)`);
  // The count line is drawn first and the cards in the frames after it.
  await expect.poll(() => protocolsShown(page)).toEqual([...PROTOCOL_IDS]);

  await page.goto('/tokens/stargate');
  await expect(page.getByText(COUNT_LINE)).toBeVisible();
  await expect(page.getByText(/^Error loading tokens/)).toHaveCount(0);
});

test('on a slow link Search waits for the first source only, and a slow protocol page shows its loading state', async ({
  page,
  harness,
}) => {
  // Delays stay under the e2e build's 5 s request timeout (scripts/e2e.mjs): slow, not failed.
  // Orbiter does not answer until the second page load, where it takes 3 s.
  harness.control({ source: 'wormhole', delayMs: 4_000 });
  for (const source of SOURCE_KEYS.filter((key) => key !== 'wormhole'))
    harness.control({ source, hang: true });
  await page.goto('/');
  await searchBox(page).fill('USDC');
  await expect(searchButton(page)).toBeDisabled();

  // Wormhole arrives: searchable although the others are still on their way.
  await expect(searchButton(page)).toBeEnabled({ timeout: 20_000 });
  await searchButton(page).click();
  await expect(foundLine(page)).toBeVisible();
  await expect.poll(() => protocolsShown(page)).toEqual(['Wormhole']);
  await expect(page.getByText(/still loading/i).first()).toBeVisible();

  // A new page load starts the downloads again: Orbiter now answers, slowly.
  harness.control({ source: 'orbiter', delayMs: 3_000 });
  await page.goto('/tokens/orbiter');
  await expect(page.getByText(TEXT.loadingTokens)).toBeVisible();
  await expect(page.getByText(COUNT_LINE)).toBeVisible({ timeout: 30_000 });
});

test('a malformed Orbiter body is a source error, not a crash', async ({ page, harness }) => {
  harness.control({ source: 'orbiter', malformed: 'truncated' });
  await page.goto('/tokens/orbiter');
  await expect(page.getByText('Error loading tokens: An error occurred')).toBeVisible({
    timeout: 30_000,
  });

  await page.goto('/');
  await search(page, 'USDC');
  await expect(foundLine(page)).toBeVisible();
  await expect.poll(() => protocolsShown(page), { timeout: 20_000 }).toEqual(allBut('Orbiter'));
});

test('rows with markup in the sources are skipped and counted, nothing runs, and the clean rows answer', async ({
  page,
}) => {
  await page.goto('/');
  // Every source's clean rows answer.
  await search(page, 'USDC');
  await expect(foundLine(page)).toBeVisible();
  await expect.poll(() => protocolsShown(page), { timeout: 20_000 }).toEqual([...PROTOCOL_IDS]);
  // Each fixture holds malformed rows; the strip says how many each source left out. With results
  // on screen it is folded into one line, which opens it.
  await page
    .getByRole('button', { name: new RegExp(`^Data: ${PROTOCOL_IDS.length} sources`) })
    .click();
  const strip = page.getByRole('list', { name: 'Token data sources' });
  for (const name of PROTOCOL_REGISTRY.map((entry) => entry.displayName)) {
    await expect(strip.getByRole('listitem').filter({ hasText: name })).toContainText(
      /· \d+ malformed rows? skipped$/,
    );
  }

  // The rows whose symbol is markup are not there to find.
  await search(page, 'alert');
  await expect(page.getByText('No bridges found', { exact: true })).toBeVisible();
  await expect(page.getByText('<img src=x onerror=alert(1)>')).toHaveCount(0);
  await expect(page.getByText('<script>alert(1)</script>')).toHaveCount(0);

  // The per-chain view shows every field of a token: none of the dropped row's.
  await page.goto('/tokens/stargate?view=chain');
  await expect(page.getByText(COUNT_LINE)).toBeVisible();
  await expect(page.getByText('<b>bold</b>')).toHaveCount(0);
  await expect(strip.getByRole('listitem')).toContainText(/· \d+ malformed rows? skipped$/);

  // Nothing was turned into markup: no injected image, script or bold element, no javascript: URL.
  const injected = await page.evaluate(() => ({
    images: document.querySelectorAll('img[src="x"], img[src^="javascript:"]').length,
    scripts: Array.from(document.querySelectorAll('script')).filter((s) =>
      s.textContent?.includes('alert('),
    ).length,
    bold: Array.from(document.querySelectorAll('b')).filter(
      (b) => b.textContent === 'bold' || b.textContent === 'X',
    ).length,
    links: document.querySelectorAll('a[href^="javascript:"], [src^="javascript:"]').length,
  }));
  expect(injected).toEqual({ images: 0, scripts: 0, bold: 0, links: 0 });
});
