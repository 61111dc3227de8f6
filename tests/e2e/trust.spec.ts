// Trust and freshness in a real browser: the address warning, variant labels,
// did-you-mean, the typeahead, data ages and "what changed" across two visits.
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { SHARED_FIXTURES_AVAILABLE, SHARED_FIXTURES_DIR } from '../fixtures/sources';
import {
  dataFile,
  countStored,
  TEXT,
  expect,
  foundCount,
  foundLine,
  search,
  searchBox,
  searchButton,
  test,
  toast,
} from './fixtures';
import { PROTOCOL_REGISTRY, SOURCE_KEYS } from '../../src/shared/protocol-registry.mjs';

const WHAT_CHANGED = 'What changed since your last visit';

function resultCards(page: Page) {
  return page.getByRole('list', { name: 'Bridge options' }).getByRole('listitem');
}

/** The card of one protocol's option: its protocol badge and its title 'SYMBOL (detail)'. */
function card(page: Page, protocol: string, symbol: string) {
  const title = new RegExp(`^${symbol.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(|$)`);
  return resultCards(page)
    .filter({ has: page.getByRole('heading', { name: title }) })
    .filter({ has: page.getByText(protocol, { exact: true }) });
}

/** Every source shows an age in the status strip: all of them have loaded. */
async function waitForAllSources(page: Page): Promise<void> {
  const strip = page.getByRole('list', { name: 'Token data sources' });
  await expect(strip.getByRole('listitem')).toHaveCount(PROTOCOL_REGISTRY.length, {
    timeout: 30_000,
  });
  for (const name of PROTOCOL_REGISTRY.map((entry) => entry.displayName)) {
    await expect(strip.getByRole('listitem').filter({ hasText: name })).toContainText(
      /Updated (just now|\d+ min ago)/,
      { timeout: 30_000 },
    );
  }
}

/** The worker keeps the "what changed" baseline in IndexedDB once every source has settled. */
async function waitForBaseline(page: Page): Promise<void> {
  await expect
    .poll(() => countStored(page, 'snapshots', 'baseline'), {
      message: 'baseline written',
      timeout: 20_000,
    })
    .toBe(1);
}

test('USDC: Orbiter’s fake Arbitrum address is a visible warning on its card only, and the cards stay', async ({
  page,
}) => {
  await page.goto('/');
  await search(page, 'USDC');
  await expect(foundLine(page)).toBeVisible();
  const orbiter = card(page, 'Orbiter Finance', 'USDC');
  await expect(orbiter).toHaveCount(1);
  const warning = orbiter.getByRole('note', { name: 'Address warning' });
  await expect(warning).toBeVisible();
  // One line naming what the card lists, against Circle's own contract; details from the keyboard.
  const toggle = warning.getByRole('button', {
    name: "Not Circle's USDC on Arbitrum: Orbiter Finance 0xaf88…5832",
  });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(warning.getByText(/Circle's USDC is 0xaf88…5831/)).toBeHidden();
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(warning.getByText(/Circle's USDC is 0xaf88…5831/)).toBeVisible();
  // Never hidden: the card still offers its bridge.
  await expect(orbiter.getByRole('button', { name: 'Bridge Now' })).toBeVisible();
  // The cards that carry Circle's own contract are not warned about it: they say so instead.
  const stargate = card(page, 'Stargate', 'USDC');
  await expect(stargate.getByRole('note', { name: 'Address warning' })).toHaveCount(0);
  await expect(stargate).toContainText("Circle's USDC on Arbitrum");
});

test("an address search shows the whole token, the searched chain marked, and no warning about Circle's own contract", async ({
  page,
}) => {
  await page.goto('/');
  await search(page, '0xaf88d065e77c8cC2239327C5EDb3A432268e5831');
  await expect(foundLine(page)).toBeVisible();
  const stargate = card(page, 'Stargate', 'USDC');
  await expect(stargate).toHaveCount(1);
  await expect(stargate.getByRole('note', { name: 'Address warning' })).toHaveCount(0);
  const searched = stargate.locator('[data-highlight="true"]');
  await expect(searched).toHaveCount(1);
  await expect(searched).toContainText('Arbitrum');
  await expect(searched).toContainText('searched contract');
  // The whole token: its other chains are on the card too.
  await expect(stargate.getByRole('listitem').filter({ hasText: 'Ethereum' })).toHaveCount(1);
});

/**
 * The first row of result cards (the cards sharing the first card's top edge): each must show its
 * 'Available on' heading inside the viewport, whatever trust notes it carries.
 */
async function checkFirstRowChainHeadings(page: Page, height: number): Promise<number> {
  const boxes = await resultCards(page).evaluateAll((cards) =>
    cards.map((card) => {
      const heading = Array.from(card.querySelectorAll('p')).find(
        (p) => p.textContent === 'Available on',
      );
      return {
        top: card.getBoundingClientRect().top,
        headingBottom: heading ? heading.getBoundingClientRect().bottom : Infinity,
      };
    }),
  );
  const firstTop = boxes[0]!.top;
  const firstRow = boxes.filter((box) => Math.abs(box.top - firstTop) < 2);
  for (const box of firstRow) expect(box.headingBottom).toBeLessThanOrEqual(height);
  return firstRow.length;
}

test.describe('usdc result cards are short until asked', () => {
  for (const { width, height, row } of [
    { width: 1280, height: 900, row: 3 },
    { width: 375, height: 812, row: 1 },
  ]) {
    test(`at ${width}x${height} the first row shows its chain headings without scrolling`, async ({
      page,
      harness,
    }, testInfo) => {
      // The real-data snapshots when they are there for every source of the registry (three
      // USDC conflicts, long chain lists); else the hand-made fixtures.
      if (
        SHARED_FIXTURES_AVAILABLE &&
        SOURCE_KEYS.every((key) => fs.existsSync(path.join(SHARED_FIXTURES_DIR, `${key}.json`)))
      )
        harness.control({ dataDir: SHARED_FIXTURES_DIR });
      await page.setViewportSize({ width, height });
      await page.goto('/');
      await waitForAllSources(page);
      await search(page, 'usdc');
      await expect(foundLine(page)).toBeVisible();
      await expect(resultCards(page).first()).toBeVisible();
      // Let the entrance animation settle before measuring.
      await page.waitForTimeout(800);
      expect(await checkFirstRowChainHeadings(page, height)).toBe(row);
      // Each warning is one line: its details wait behind a collapsed button.
      for (const toggle of await resultCards(page)
        .getByRole('note', { name: 'Address warning' })
        .getByRole('button')
        .all()) {
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      }
      await page.screenshot({ path: testInfo.outputPath(`usdc-${width}.png`) });
    });
  }
});

test("USDC.e carries a 'copy made by a bridge' label whose tooltip explains it on keyboard focus", async ({
  page,
}) => {
  await page.goto('/');
  await search(page, 'USDC.e');
  await expect(foundLine(page)).toBeVisible();
  const chip = resultCards(page)
    .getByRole('button', { name: /^A copy made by a bridge/ })
    .first();
  await expect(chip).toBeVisible();
  await chip.focus();
  const tooltip = page.getByRole('tooltip');
  await expect(tooltip).toBeVisible();
  await expect(tooltip).toContainText(/bridged/i);
  const describedBy = await chip.getAttribute('aria-describedby');
  expect(describedBy).toBe(await tooltip.getAttribute('id'));
  await page.keyboard.press('Escape');
  await expect(tooltip).toHaveCount(0);
});

test('a typo finds nothing, and a did-you-mean button runs the suggested search', async ({
  page,
}) => {
  await page.goto('/');
  await search(page, 'usdcc');
  await expect(page.getByText(TEXT.noResults, { exact: true })).toBeVisible();
  await expect(toast(page, 'No bridges found for "usdcc"')).toBeVisible();
  const suggestion = page.getByRole('button', { name: 'USDC', exact: true });
  await expect(suggestion).toBeVisible();
  await suggestion.click();
  await expect(foundLine(page)).toBeVisible();
  expect(await foundCount(page)).toBeGreaterThan(0);
  await expect(searchBox(page)).toHaveValue('USDC');
});

test('typeahead: typing lists symbols without searching; ArrowDown and Enter search the first', async ({
  page,
  harness,
}) => {
  await page.goto('/');
  await waitForAllSources(page);
  await searchBox(page).pressSequentially('usd', { delay: 40 });
  const combobox = page.getByRole('combobox', { name: 'Token name, symbol or contract address' });
  const listbox = page.getByRole('listbox', { name: 'Token suggestions' });
  await expect(listbox).toBeVisible();
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  const first = listbox.getByRole('option').first();
  // The option's accessible name is the symbol (the protocols beside it are decoration).
  const symbol = ((await first.locator('span').first().textContent()) ?? '').trim();
  expect(symbol.toLowerCase()).toContain('usd');
  await expect(searchButton(page)).toBeEnabled();
  // Nothing searched yet: no results, no URL change, no 'Token Search' event.
  await expect(foundLine(page)).toHaveCount(0);
  expect(new URL(page.url()).search).toBe('');

  await page.keyboard.press('ArrowDown');
  await expect(combobox).toHaveAttribute(
    'aria-activedescendant',
    (await first.getAttribute('id'))!,
  );
  await page.keyboard.press('Enter');
  await expect(foundLine(page)).toBeVisible();
  await expect(searchBox(page)).toHaveValue(symbol);
  await expect(listbox).toBeHidden();
  const searched = await harness.waitForEvent('Token Search');
  expect(searched.properties).toMatchObject({ search_query: symbol });
  expect(harness.events('Token Search')).toHaveLength(1);
});

test('the home and protocol pages say when each source was updated', async ({ page }) => {
  await page.goto('/');
  await waitForAllSources(page);
  await page.goto('/tokens/orbiter');
  const strip = page.getByRole('list', { name: 'Token data sources' });
  await expect(strip.getByRole('listitem')).toHaveText([/^Orbiter Finance Updated /]);
});

test('a repeat visitor sees what changed since the last visit, until dismissed', async ({
  page,
  harness,
}) => {
  // First visit: nothing to report; the baseline is taken once every source has loaded.
  await page.goto('/');
  await waitForAllSources(page);
  await waitForBaseline(page);
  await expect(page.getByRole('region', { name: WHAT_CHANGED })).toHaveCount(0);

  // Stargate lists one more token on the next visit.
  const stargate = JSON.parse(fs.readFileSync(dataFile('stargate.json'), 'utf8')) as unknown[];
  stargate.push({
    chainKey: 'arbitrum',
    address: '0x46850aD61C2B7d64d08c9C754F45254596696984',
    decimals: 6,
    symbol: 'PYUSD',
    name: 'PayPal USD',
    isBridgeable: true,
    isVerified: true,
    tags: ['stablecoin'],
  });
  harness.control({ source: 'stargate', body: JSON.stringify(stargate) });

  await page.reload();
  const panel = page.getByRole('region', { name: WHAT_CHANGED });
  await expect(panel).toBeVisible({ timeout: 30_000 });
  await expect(panel).toContainText('Stargate: 1 token added');
  await panel.getByRole('button', { name: 'Show details for Stargate' }).click();
  await expect(panel.getByText('PYUSD on Arbitrum')).toBeVisible();

  await panel.getByRole('button', { name: 'Dismiss' }).click();
  await expect(panel).toHaveCount(0);

  // Acknowledged: the next visit has nothing new to say.
  await page.reload();
  await waitForAllSources(page);
  await expect(page.getByRole('heading', { name: TEXT.homeTitle })).toBeVisible();
  await page.waitForTimeout(1_000);
  await expect(page.getByRole('region', { name: WHAT_CHANGED })).toHaveCount(0);
});

test("Wormhole's WBTC tells one story: its protocol page lists the wrapped chains a search shows", async ({
  page,
}) => {
  await page.goto('/');
  await search(page, 'WBTC');
  await expect(foundLine(page)).toBeVisible();
  const found = card(page, 'Wormhole', 'WBTC');
  await expect(found).toHaveCount(1);
  const chipNames = (scope: Locator) =>
    scope
      .locator('li[title]')
      .evaluateAll((chips) => chips.map((chip) => chip.getAttribute('title')));
  const searched = (await chipNames(found)).sort();
  expect(searched).toEqual(['Ethereum', 'Polygon', 'Solana']);

  await page.goto('/tokens/wormhole');
  const onPage = page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'WBTC', exact: true }) });
  await expect(onPage).toHaveCount(1, { timeout: 30_000 });
  await expect(onPage).toContainText('On 3 chains');
  expect((await chipNames(onPage)).sort()).toEqual(searched);
  // The wrapped deployments are marked as such, under their heading.
  await expect(onPage.getByRole('button', { name: 'A copy made by Wormhole' })).toBeVisible();
});

test("a repeat visit's first answer carries the same warning and marks, on the trust passes kept from the first", async ({
  page,
}) => {
  const marksOf = async () => {
    const orbiter = card(page, 'Orbiter Finance', 'USDC');
    const stargate = card(page, 'Stargate', 'USDC');
    await expect(
      orbiter.getByRole('note', { name: 'Address warning' }).getByRole('button', {
        name: "Not Circle's USDC on Arbitrum: Orbiter Finance 0xaf88…5832",
      }),
    ).toBeVisible();
    await expect(stargate).toContainText("Circle's USDC on Arbitrum");
    return {
      orbiter: await orbiter.innerText(),
      stargate: await stargate.innerText(),
    };
  };
  await page.goto('/');
  await search(page, 'USDC');
  await expect(foundLine(page)).toBeVisible();
  await expect
    .poll(() => countStored(page, 'sources'), { timeout: 20_000 })
    .toBe(SOURCE_KEYS.length);
  // Kept once the first answer is out (the worker build keys it).
  await expect.poll(() => countStored(page, 'derived', 'trust'), { timeout: 20_000 }).toBe(1);
  const first = await marksOf();

  await page.reload();
  await search(page, 'USDC');
  await expect(foundLine(page)).toBeVisible();
  expect(await marksOf()).toEqual(first);
});
