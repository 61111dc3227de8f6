// The build with the project's defaults (scripts/e2e.mjs builds it into dist-e2e-default): the
// catalogue shipped on our own origin answers a first visit when no third-party host can be
// reached, the live sources replace it when they answer, and a live failure is a quiet notice.
// The third-party hosts are played by Playwright routes, never the real endpoints.
import type { BrowserContext, Page, Route } from '@playwright/test';
import fs from 'node:fs';
import path from 'node:path';
import {
  dataFile,
  DIST_DIR,
  ROOT,
  expect,
  foundLine,
  protocolsShown,
  search,
  test,
  type Harness,
  DEFAULT_DIST_DIR,
} from './fixtures';
import { PROTOCOL_IDS } from '../../src/shared/protocol-registry.mjs';

const META = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'scripts', 'catalogue', 'catalogue.json'), 'utf8'),
) as {
  wormhole: { published: string };
  across: { published: string };
  stargate: { captured: string };
  orbiter: { captured: string };
};
/** The installed version of a pinned package a shipped list is generated from. */
const versionOf = (name: string) =>
  (
    JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
const REGISTRY = versionOf('@wormhole-foundation/sdk-base');
const ACROSS_REGISTRY = versionOf('@across-protocol/constants');
const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec'.split(' ');
/** '2026-11-22' as the page words it: '22 Nov 2026'. */
function day(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number);
  return `${d} ${MONTHS[(m ?? 1) - 1]} ${y}`;
}
const STARGATE_LIVE = 'https://stargate.finance/api/tokens';
const ORBITER_LIVE = 'https://api.orbiter.finance/sdk/chains';
const COUNT_LINE = /^(\d+) token\(s\) available for cross-chain bridging$/;

/** Serves the default build; every request to another host is refused unless a test routes it. */
async function defaultBuild(harness: Harness, context: BrowserContext): Promise<void> {
  harness.control({ distDir: DEFAULT_DIST_DIR });
  const own = new URL(harness.url).origin;
  await context.route(
    (url) => url.origin !== own,
    (route) => route.abort('connectionrefused'),
  );
}

/** A third-party host that answers with one of the test fixtures, CORS open. */
function answerWith(file: string) {
  const body = fs.readFileSync(dataFile(file));
  return (route: Route) =>
    route.fulfill({
      status: 200,
      body,
      headers: { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' },
    });
}

function ages(page: Page) {
  return page.getByTestId('source-ages');
}

function option(page: Page, protocol: string, symbol: string) {
  return page
    .getByRole('list', { name: 'Bridge options' })
    .getByRole('listitem')
    .filter({ has: page.getByText(new RegExp(`^${protocol}$`)) })
    .filter({ has: page.getByText(new RegExp(`^${symbol}\\b`)) });
}

test.describe('the shipped catalogue, project defaults', () => {
  test('ships its files only in a build that uses it', () => {
    // The suite's main build switches it off; files left in public/ by another build stay out.
    for (const key of Object.keys(META)) {
      expect(fs.existsSync(path.join(DEFAULT_DIST_DIR, 'catalogue', `${key}.json`))).toBe(true);
    }
    expect(fs.existsSync(path.join(DIST_DIR, 'catalogue'))).toBe(false);
  });

  test('answers a first visit with every other host refused', async ({
    page,
    harness,
    context,
  }) => {
    // Four searches, the live sources' retries running out, then a protocol page: on a loaded
    // two-core machine this walk alone has taken the whole default minute.
    test.slow();
    await defaultBuild(harness, context);
    await page.goto('/');
    await search(page, 'usdc');
    await expect(foundLine(page)).toBeVisible();
    await expect.poll(() => protocolsShown(page), { timeout: 20_000 }).toEqual([...PROTOCOL_IDS]);
    const usdc = option(page, 'Wormhole', 'USDC').first();
    await expect(usdc).toContainText('Ethereum');
    await expect(usdc).toContainText('Solana');

    for (const query of ['eth', 'usdt', 'wbtc']) {
      await search(page, query);
      await expect(foundLine(page)).toBeVisible();
      await expect.poll(() => protocolsShown(page)).toContain('Wormhole');
    }

    // Where each source's data comes from and how old it is; the live ones failed quietly. A
    // generated list is dated by the day its package version was published, not the build's.
    await expect(ages(page)).toContainText(
      `Wormhole registry ${REGISTRY}, published ${day(META.wormhole.published)}`,
    );
    if (PROTOCOL_IDS.includes('Across'))
      await expect(ages(page)).toContainText(
        `Across registry ${ACROSS_REGISTRY}, published ${day(META.across.published)}`,
      );
    // With results on screen the folded data line says so first, in place (a line of its own
    // pushed the results down); the spec's sentence is in the polite live region, and the
    // details show it with the snapshot's date.
    const summary = page.getByRole('button', { name: /^Data: / });
    await expect(summary).toContainText(/^Data: Stargate and Orbiter Finance failed to update · /, {
      timeout: 30_000,
    });
    await expect(summary).toBeVisible();
    const stargate = `Failed to fetch Stargate data — showing the snapshot of ${day(META.stargate.captured)}`;
    await expect(page.getByRole('status').getByText(stargate)).toBeAttached();
    await summary.click();
    await expect(page.getByTestId('source-notes').getByText(stargate)).toBeVisible();
    await expect(ages(page)).toBeVisible();
    await expect(ages(page)).toContainText(
      `Stargate Failed: Failed to fetch Stargate data · snapshot of ${day(META.stargate.captured)}`,
    );
    await expect(ages(page)).toContainText(
      `Orbiter Finance Failed: Failed to fetch Orbiter data · snapshot of ${day(META.orbiter.captured)}`,
    );

    await page.goto('/tokens/wormhole');
    const count = page.getByText(COUNT_LINE);
    await expect(count).toBeVisible();
    const listed = Number(COUNT_LINE.exec((await count.textContent()) ?? '')?.[1]);
    expect(listed).toBeGreaterThanOrEqual(60);
    await expect(page.getByText(/^Error loading tokens/)).toHaveCount(0);
    // The protocol page's source line dates the list the same way.
    await expect(ages(page)).toHaveText(
      new RegExp(
        `^Wormhole registry ${REGISTRY.replaceAll('.', '\\.')}, published ${day(META.wormhole.published)}( · over \\d+ months old)?$`,
      ),
    );
  });

  test('is replaced by the live sources when they answer, and the age says so', async ({
    page,
    harness,
    context,
  }) => {
    await defaultBuild(harness, context);
    await context.route(STARGATE_LIVE, answerWith('stargate.json'));
    await context.route(ORBITER_LIVE, answerWith('orbiter.json'));
    await page.goto('/');
    await expect(ages(page)).toContainText('Stargate Updated just now', { timeout: 20_000 });
    await expect(ages(page)).toContainText('Orbiter Finance Updated just now');
    // Wormhole's default is the shipped file itself.
    await expect(ages(page)).toContainText(
      `Wormhole registry ${REGISTRY}, published ${day(META.wormhole.published)}`,
    );
    // PENDLE is only in the live Stargate list, Metis only in the snapshot.
    await search(page, 'pendle');
    await expect.poll(() => protocolsShown(page)).toContain('Stargate');
    await search(page, 'metis');
    await expect(page.getByText('No bridges found').first()).toBeVisible();
  });

  test('keeps a failing live source searchable from the snapshot, with a quiet notice', async ({
    page,
    harness,
    context,
  }) => {
    await defaultBuild(harness, context);
    await context.route(STARGATE_LIVE, (route) =>
      route.fulfill({ status: 503, headers: { 'Access-Control-Allow-Origin': '*' }, body: '' }),
    );
    await context.route(ORBITER_LIVE, answerWith('orbiter.json'));
    await page.goto('/');
    const notice = `Failed to fetch Stargate data — showing the snapshot of ${day(META.stargate.captured)}`;
    await expect(page.getByRole('status').getByText(notice)).toBeVisible({ timeout: 30_000 });
    await expect(ages(page)).toContainText('Orbiter Finance Updated just now');
    // Metis is only in the shipped Stargate list.
    await search(page, 'metis');
    await expect.poll(() => protocolsShown(page)).toContain('Stargate');
    await expect(page.getByText(/^Error loading tokens/)).toHaveCount(0);
  });

  test('a first visit answered from the snapshot settles in place when the live source arrives', async ({
    page,
    harness,
    context,
  }) => {
    await defaultBuild(harness, context);
    // Stargate's live list is held back until the results from its snapshot are on screen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const stargate = answerWith('stargate.json');
    await context.route(STARGATE_LIVE, async (route) => {
      await held;
      await stargate(route);
    });
    await context.route(ORBITER_LIVE, answerWith('orbiter.json'));
    await page.goto('/');
    // Everything but Stargate's live list is in before the search: only that one lands after.
    await expect(ages(page)).toContainText('Orbiter Finance Updated just now', { timeout: 20_000 });
    await expect(ages(page)).toContainText(`Stargate Snapshot of ${day(META.stargate.captured)}`);
    await search(page, 'usdc');
    const heading = page.getByRole('heading', { name: /^Found \d+ bridge option\(s\)$/ });
    await expect(heading).toBeVisible();
    const before = (await heading.textContent()) ?? '';
    const toasts = page.locator('.Toastify__toast');

    // The visitor reads on: a card in the middle of the screen, its Bridge Now focused.
    const card = option(page, 'Wormhole', 'USDC').first();
    await card.getByRole('button', { name: 'Bridge Now' }).focus();
    await page.evaluate(() => window.scrollTo(0, 500));
    await card.evaluate((element) => {
      element.setAttribute('data-seen', '');
      element.scrollIntoView({ block: 'center' });
    });
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(0);
    const top = await card.evaluate((element) => element.getBoundingClientRect().top);

    release();
    // What changed, not the count again: the heading and the toast say that.
    const line = page.getByText(/^Updated from the live source: .*(added|removed|other chains)/);
    await expect(line).toBeVisible({ timeout: 20_000 });
    await expect(line).toHaveAttribute('aria-live', 'polite');
    await expect(heading).not.toHaveText(before);
    const after = (await heading.textContent()) ?? '';
    // Every count agrees: the heading, the polite line and the outcome toast while it is up
    // (revised in place; its timer may have closed it on a slow machine). The old count is
    // nowhere on the page.
    await expect(heading).toHaveText(after);
    await expect(toasts.filter({ hasNotText: after })).toHaveCount(0);
    await expect(page.getByText(before)).toHaveCount(0);

    // In place: the same card element, where it was, still focused, its entrance not replayed.
    const seen = page.locator('[data-seen]');
    await expect(seen).toHaveCount(1);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const moved = await seen.evaluate((element) => element.getBoundingClientRect().top);
    expect(Math.abs(moved - top)).toBeLessThanOrEqual(2);
    expect(await seen.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    expect(
      await seen.evaluate((element) =>
        element.getAnimations().some((animation) => animation.playState === 'running'),
      ),
    ).toBe(false);
  });
});
