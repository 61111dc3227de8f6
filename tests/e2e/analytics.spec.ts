// The analytics events as the capture server receives them from mixpanel-browser.
import { choose, expect, foundCount, foundLine, openFilters, search, test } from './fixtures';

const COUNT_LINE = /^(\d+) token\(s\) available for cross-chain bridging$/;

test('page views, searches and protocol page views reach the analytics host with their properties', async ({
  page,
  harness,
}) => {
  await page.goto('/');
  const pageView = await harness.waitForEvent('Page View');
  expect(pageView.properties).toMatchObject({ token: 'test-token' });
  expect(pageView.properties).toHaveProperty('page');
  expect(pageView.properties).toHaveProperty('extras');
  expect(String(pageView.properties?.url)).toContain(harness.url);
  expect(Number.isNaN(Date.parse(String(pageView.properties?.timestamp)))).toBe(false);

  await search(page, 'USDC');
  await expect(foundLine(page)).toBeVisible();
  const all = await foundCount(page);
  const searched = await harness.waitForEvent('Token Search', (p) => p.search_query === 'USDC');
  expect(searched.properties).toMatchObject({
    search_query: 'USDC',
    protocol: 'All',
    results_count: all,
    // The search's own address: its history entry is written just after the event.
    url: expect.stringMatching(/\/\?q=USDC$/),
  });

  await openFilters(page);
  await choose(page, 'Bridge Protocol', 'Orbiter Finance');
  // A protocol change re-runs the search on screen at once, and that search is tracked too.
  await harness.waitForEvent(
    'Token Search',
    (p) => p.search_query === 'USDC' && p.protocol === 'Orbiter',
  );
  await expect(page).toHaveURL(/\/\?q=USDC&protocol=Orbiter$/);
  await search(page, 'usdc');
  await expect(foundLine(page)).not.toHaveText(`Found ${all} bridge option(s)`);
  const filtered = await foundCount(page);
  await harness.waitForEvent(
    'Token Search',
    (p) => p.search_query === 'usdc' && p.protocol === 'Orbiter' && p.results_count === filtered,
  );

  await page.goto('/tokens/stargate');
  const line = page.getByText(COUNT_LINE);
  await expect(line).toBeVisible({ timeout: 30_000 });
  const count = Number(COUNT_LINE.exec((await line.textContent()) ?? '')?.[1]);
  const protocolView = await harness.waitForEvent(
    'Protocol Page View',
    (p) => p.protocol === 'Stargate',
  );
  expect(protocolView.properties).toMatchObject({ protocol: 'Stargate', token_count: count });
  expect(String(protocolView.properties?.url)).toContain('/tokens/stargate');
});

test('an emoji in a query reaches a custom analytics host as the visitor typed it', async ({
  page,
  harness,
}) => {
  await page.goto('/');
  await search(page, 'usdc 🌉');
  const searched = await harness.waitForEvent('Token Search', (p) =>
    String(p.search_query).startsWith('usdc'),
  );
  expect(searched.properties?.search_query).toBe('usdc 🌉');
});
