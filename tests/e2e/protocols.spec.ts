// The build setting VITE_PROTOCOLS chooses the protocols a build lists. With the spec's three
// (scripts/e2e.mjs builds them into dist-e2e-three) every place that names the bridges reads as
// the spec words it, with no trace of Across; with every protocol (the suite's own build) the
// registry's others (Across, Circle CCTP) join each of those places in the same form as the rest.
import type { Page } from '@playwright/test';
import { PROTOCOL_REGISTRY } from '../../src/shared/protocol-registry.mjs';
import {
  TEXT,
  expect,
  foundLine,
  openFilters,
  protocolsShown,
  search,
  test,
  toast,
  THREE_DIST_DIR,
} from './fixtures';

/** The spec's words for the three, in the places that list the bridges. */
const SPEC = {
  infoCards: ['Wormhole Protocol', 'Stargate Finance', 'Orbiter Finance'],
  menu: ['Wormhole', 'Stargate', 'Orbiter Finance'],
  menuHrefs: ['/tokens/wormhole', '/tokens/stargate', '/tokens/orbiter'],
  // The placeholder first: a hidden option the select shows only for an empty value.
  filter: ['Select protocol', 'All Protocols', 'Wormhole', 'Stargate', 'Orbiter Finance'],
  filterValues: ['', 'All', 'Wormhole', 'Stargate', 'Orbiter'],
} as const;

/** The protocols past the spec's three, in the registry's order (Across, then the others). */
const ADDED = PROTOCOL_REGISTRY.slice(SPEC.menu.length);
/** Any of their names, anywhere on a page of the three's build. */
const ADDED_NAMES = new RegExp(ADDED.map((entry) => entry.displayName).join('|'));

function infoCardTitles(page: Page) {
  return page.getByRole('list', { name: 'Supported bridge protocols' }).getByRole('heading');
}

async function openBridgesMenu(page: Page) {
  await page.getByRole('button', { name: 'Bridges' }).click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu.getByRole('menuitem');
}

function protocolFilterOptions(page: Page) {
  return page.getByLabel('Bridge Protocol', { exact: true }).locator('option');
}

/** The data strip, opened from its folded line, which names how many sources the build reads. */
async function dataStrip(page: Page, sources: number) {
  await page.getByRole('button', { name: new RegExp(`^Data: ${sources} sources`) }).click();
  return page.getByRole('list', { name: 'Token data sources' }).getByRole('listitem');
}

test.describe("a build with the spec's three protocols", () => {
  test.beforeEach(({ harness }) => {
    harness.control({ distDir: THREE_DIST_DIR });
  });

  test("the home screen's info cards, 'Bridges' menu and protocol filter are the spec's, word for word", async ({
    page,
    request,
  }) => {
    // The prerendered shell the server sends is built from the same three.
    const html = await (await request.get('/')).text();
    expect(html).toContain('Orbiter Finance');
    for (const entry of ADDED) expect(html).not.toContain(entry.displayName);

    await page.goto('/');
    await expect(page.getByRole('heading', { name: TEXT.homeTitle })).toBeVisible();
    await expect(infoCardTitles(page)).toHaveText([...SPEC.infoCards]);
    await expect(
      page
        .getByRole('list', { name: 'Supported bridge protocols' })
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'Orbiter Finance' }) }),
    ).toContainText('30+ networks');

    const items = await openBridgesMenu(page);
    await expect(items).toHaveText([...SPEC.menu]);
    for (const [index, href] of SPEC.menuHrefs.entries()) {
      await expect(items.nth(index)).toHaveAttribute('href', href);
    }
    await page.keyboard.press('Escape');

    await openFilters(page);
    await expect(protocolFilterOptions(page)).toHaveText([...SPEC.filter]);
    const values = await protocolFilterOptions(page).evaluateAll((options) =>
      options.map((option) => (option as HTMLOptionElement).value),
    );
    expect(values).toEqual([...SPEC.filterValues]);
    await expect(page.getByText(ADDED_NAMES)).toHaveCount(0);
  });

  test('a search for usdc answers from the three sources only, and the data strip names three', async ({
    page,
    harness,
  }) => {
    await page.goto('/');
    await search(page, 'usdc');
    await expect(foundLine(page)).toBeVisible({ timeout: 30_000 });
    await expect
      .poll(() => protocolsShown(page), { timeout: 20_000 })
      .toEqual(['Wormhole', 'Stargate', 'Orbiter']);
    await expect(page.getByText(ADDED_NAMES)).toHaveCount(0);

    const sources = await dataStrip(page, 3);
    await expect(sources).toHaveCount(3);
    for (const [index, name] of ['Wormhole', 'Stargate', 'Orbiter Finance'].entries()) {
      await expect(sources.nth(index)).toContainText(name);
    }
    await expect(page.getByText(ADDED_NAMES)).toHaveCount(0);
    // The build never asks for the other protocols' lists.
    expect(new Set(harness.requests().map((r) => r.source))).toEqual(
      new Set(['wormhole', 'stargate', 'orbiter']),
    );
  });

  test("/tokens/across is an unknown protocol there: the spec's toast, then home", async ({
    page,
  }) => {
    await page.goto('/tokens/across');
    await expect(toast(page, 'Unknown protocol: across')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: TEXT.homeTitle })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tokens supported by Across' })).toHaveCount(0);
  });
});

test('with every protocol, the others join the info cards, the menu, the filter, the results and the strip', async ({
  page,
}) => {
  const names = ADDED.map((entry) => entry.displayName);
  const count = PROTOCOL_REGISTRY.length;
  await page.goto('/');
  await expect(infoCardTitles(page)).toHaveText([
    ...SPEC.infoCards,
    ...ADDED.map((entry) => entry.infoCard.title),
  ]);

  const items = await openBridgesMenu(page);
  await expect(items).toHaveText([...SPEC.menu, ...names]);
  for (const [index, entry] of ADDED.entries())
    await expect(items.nth(SPEC.menu.length + index)).toHaveAttribute(
      'href',
      `/tokens/${entry.slug}`,
    );
  await page.keyboard.press('Escape');

  await openFilters(page);
  await expect(protocolFilterOptions(page)).toHaveText([...SPEC.filter, ...names]);

  await search(page, 'usdc');
  await expect(foundLine(page)).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => protocolsShown(page), { timeout: 20_000 })
    .toEqual(PROTOCOL_REGISTRY.map((entry) => entry.id));
  const sources = await dataStrip(page, count);
  await expect(sources).toHaveCount(count);
  for (const [index, name] of names.entries())
    await expect(sources.nth(SPEC.menu.length + index)).toContainText(name);
});
