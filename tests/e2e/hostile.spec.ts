// Hostile input: markup, script URLs, 10,000-character strings, control and bidi
// characters in the sources; long, regex-like, emoji, right-to-left and NUL queries; and every
// way out of the app (links, 'Bridge Now') without opener or referrer. A row with markup or
// control characters in its symbol, name or chain is dropped and counted; what does reach the
// page (tags, quotes, right-to-left names, logos) is text. The sources are served by the test
// server with a replaced body; every https request leaving the app is answered locally.
import type { BrowserContext, Page, Request } from '@playwright/test';
import {
  bridgeNowButtons,
  expect,
  foundCount,
  foundLine,
  openFilters,
  choose,
  search,
  searchBox,
  searchButton,
  test,
  toast,
  type Harness,
} from './fixtures';

const LIMIT_MESSAGE = 'Search is limited to 128 characters';
const COUNT_LINE = /^\d+ token\(s\) available for cross-chain bridging$/;

/** What a successful payload would do: set this flag (and open a dialog, which fails the test). */
const RUN = 'window.__hostile=1;alert(1)';
const XSS_SYMBOL = `<img src=x onerror="${RUN}">`;
const XSS_NAME = `<script>${RUN}</script>`;
const LOGO_HOST = 'https://logos.hostile.test';
const LONG_WORD = 'W'.repeat(10_000);
const RTL_NAME = 'שקל דיגיטלי';

// A 1x1 transparent PNG for the one https logo.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

const MARKUP_TAG = `<b onmouseover="${RUN}">tag</b>`;
const QUOTED_NAME = `Ben & Jerry's "Best" &amp; more`;

interface Row {
  symbol: string;
  name?: string;
  logo?: string;
  tags?: string[];
  /** The row rules drop this row (markup or control characters in its symbol or name). */
  dropped?: true;
}

/** Each row differs in one hostile way; addresses are deliberate fakes. */
const ROWS: Row[] = [
  { symbol: XSS_SYMBOL, name: XSS_NAME, dropped: true },
  {
    symbol: 'LOGOJS',
    name: 'script logo',
    logo: `javascript:${RUN}`,
    tags: [MARKUP_TAG],
  },
  { symbol: 'QUOTES', name: QUOTED_NAME },
  { symbol: 'LOGOHTTP', name: 'http logo', logo: `http://logos.hostile.test/http.png` },
  {
    symbol: 'LOGODATA',
    name: 'data logo',
    logo: `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" onload="${RUN}"/>`,
  },
  { symbol: 'LOGOREL', name: 'relative logo', logo: '/favicon.svg' },
  { symbol: 'LOGOOK', name: 'https logo', logo: `${LOGO_HOST}/ok.png` },
  { symbol: 'LONGNAME', name: LONG_WORD },
  { symbol: 'S'.repeat(10_000), name: 'Long symbol' },
  { symbol: 'CTRL\u0000\u0007\u001bX', name: 'Line\nbreak\u0085C1\u009b end', dropped: true },
  { symbol: 'SPOOF', name: '\u202Egnp.exe', dropped: true },
  { symbol: 'SHEKEL', name: RTL_NAME },
  { symbol: 'ZALGO', name: `Z${'\u0301\u0302\u0303\u0304\u0305\u0306'.repeat(50)}algo` },
  { symbol: '🚀MOON', name: 'Rocket 🚀' },
];

const KEPT = ROWS.filter((row) => !row.dropped);
const DROPPED = ROWS.length - KEPT.length;
const SKIPPED = `${DROPPED} malformed rows skipped`;

const address = (i: number) => `0x${(0xbad000 + i).toString(16).padStart(40, '0')}`;

function stargateBody(): unknown[] {
  return ROWS.map((row, i) => ({
    chainKey: 'base',
    address: address(i),
    decimals: 18,
    symbol: row.symbol,
    name: row.name,
    icon: row.logo,
    tags: row.tags ?? [],
    isBridgeable: true,
    isVerified: false,
  }));
}

/** The same rows for Orbiter, all with coinKey 'HOSTILE' so one search shows every card. */
function orbiterBody(): unknown {
  return {
    status: 'success',
    message: 'success',
    result: [
      {
        chainId: '8453',
        name: 'Base',
        tokens: ROWS.map((row, i) => ({
          symbol: row.symbol,
          name: row.name,
          address: address(i),
          decimals: 18,
          logoURI: row.logo,
          coinKey: 'HOSTILE',
        })),
      },
    ],
  };
}

function serveHostileSources(harness: Harness): void {
  harness.control({ source: 'stargate', body: stargateBody() });
  harness.control({ source: 'orbiter', body: orbiterBody() });
}

/**
 * Answers every https request leaving the app locally (there is no internet here) and records
 * it: logos get a PNG, bridge sites and explorers a small page.
 */
async function answerTheOutside(context: BrowserContext): Promise<Request[]> {
  const seen: Request[] = [];
  await context.route(
    (url) => url.protocol === 'https:',
    (route) => {
      seen.push(route.request());
      const isLogo = route.request().url().startsWith(LOGO_HOST);
      return route.fulfill(
        isLogo
          ? { status: 200, contentType: 'image/png', body: PNG }
          : {
              status: 200,
              contentType: 'text/html',
              body: '<!doctype html><title>outside</title><p>outside</p>',
            },
      );
    },
  );
  return seen;
}

/** Did any payload run? Also lists images with a source other than https. */
async function inertness(page: Page) {
  return page.evaluate(() => ({
    ran: (window as unknown as { __hostile?: unknown }).__hostile ?? null,
    // Third-party logos must be https; our own token and network icons are root-relative files.
    nonHttpsImages: Array.from(document.images)
      .map((img) => img.getAttribute('src') ?? '')
      .filter(
        (src) =>
          !src.startsWith('https://') && !/^\/icons\/(tokens|networks)\/[\w-]+\.svg$/.test(src),
      ),
    // What the payloads would create if parsed as markup (the app's own <b>s carry protocol names).
    injected:
      document.querySelectorAll('main script, img[src="x"], [onerror], [onload], [onmouseover]')
        .length +
      Array.from(document.querySelectorAll('b')).filter((b) => b.textContent === 'tag').length,
    scriptUrls: document.querySelectorAll('[href^="javascript:" i], [src^="javascript:" i]').length,
  }));
}

/** Characters no cleaned string may show: controls and bidi overrides/isolates. */
async function forbiddenCharacters(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const text = document.querySelector('main')?.textContent ?? '';
    const found = new Set<string>();
    for (const char of text) {
      const code = char.codePointAt(0)!;
      if (
        code < 0x20 ||
        (code >= 0x7f && code <= 0x9f) ||
        (code >= 0x202a && code <= 0x202e) ||
        (code >= 0x2066 && code <= 0x2069)
      ) {
        found.add(`U+${code.toString(16).padStart(4, '0')}`);
      }
    }
    return [...found];
  });
}

/** The page scrolls sideways when its content is wider than the viewport. */
async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

async function showHostileResults(page: Page): Promise<void> {
  await page.goto('/');
  await openFilters(page);
  await choose(page, 'Bridge Protocol', 'Orbiter Finance');
  await search(page, 'hostile');
  await expect(foundLine(page)).toHaveText(`Found ${KEPT.length} bridge option(s)`);
}

/** Nothing ran or was injected, only https images, no stripped characters, no sideways scroll. */
async function expectInertPage(page: Page): Promise<void> {
  expect(await inertness(page)).toEqual({
    ran: null,
    nonHttpsImages: [],
    injected: 0,
    scriptUrls: 0,
  });
  expect(await forbiddenCharacters(page)).toEqual([]);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
}

/** The status strip's line for one source. */
function stripLine(page: Page, name: string) {
  return page
    .getByRole('list', { name: 'Token data sources' })
    .getByRole('listitem')
    .filter({ hasText: name });
}

test.describe('hostile rows in the sources', () => {
  test('rows with markup or control characters are dropped and counted; the rest are inert text, with https logos only, at 1280 and 375 px', async ({
    page,
    harness,
  }, testInfo) => {
    serveHostileSources(harness);
    await answerTheOutside(page.context());
    await showHostileResults(page);
    const results = page.getByRole('list', { name: 'Bridge options' });

    // The dropped rows are nowhere on the page, and the strip says how many there were.
    await expect(page.getByText(XSS_SYMBOL)).toHaveCount(0);
    await expect(page.getByText(XSS_NAME)).toHaveCount(0);
    await expect(page.getByText('CTRLX', { exact: true })).toHaveCount(0);
    await expect(page.getByText('gnp.exe', { exact: false })).toHaveCount(0);
    // With results on screen the strip is one line, which opens the per-source lines.
    await page.getByRole('button', { name: /^Data: / }).click();
    await expect(stripLine(page, 'Orbiter Finance')).toContainText(SKIPPED);

    // Quotes and ampersands are text, not entities or markup.
    await expect(results.getByText(`(${QUOTED_NAME})`, { exact: true })).toBeVisible();
    // Only the https logo is an image; the others are simply absent, their rows kept.
    await expect(results.locator(`img[src="${LOGO_HOST}/ok.png"]`)).toHaveCount(1);
    await expect(results.getByText('LOGOJS', { exact: true })).toBeVisible();
    // Right-to-left letters stay, isolated (dir=auto).
    const rtl = results.getByText(`(${RTL_NAME})`, { exact: true });
    await expect(rtl).toBeVisible();
    expect(
      await rtl.evaluate((el) => [el.getAttribute('dir'), getComputedStyle(el).unicodeBidi]),
    ).toEqual(['auto', 'isolate']);
    // 10,000 characters become 199 and an ellipsis.
    await expect(results.getByText(`(${'W'.repeat(199)}…)`, { exact: true })).toBeVisible();
    await expect(results.getByText(`${'S'.repeat(63)}…`, { exact: true })).toBeVisible();
    await expect(results.getByText('🚀MOON', { exact: true })).toBeVisible();

    await expectInertPage(page);
    await page.screenshot({ path: testInfo.outputPath('results-1280.png'), fullPage: true });

    await page.setViewportSize({ width: 375, height: 812 });
    // A phone shows the first five cards (by symbol), this one among them.
    await expect(results.getByText('(script logo)', { exact: true })).toBeVisible();
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath('results-375.png'), fullPage: true });
    expect((await inertness(page)).ran).toBeNull();
  });

  test('the protocol page lists every clean row as inert text and counts the dropped ones, with no horizontal scroll at 375 px', async ({
    page,
    harness,
  }, testInfo) => {
    serveHostileSources(harness);
    await answerTheOutside(page.context());
    await page.setViewportSize({ width: 375, height: 812 });
    // The per-chain cards: every field of every token.
    await page.goto('/tokens/stargate?view=chain');
    await expect(page.getByText(COUNT_LINE)).toHaveText(
      `${KEPT.length} token(s) available for cross-chain bridging`,
    );
    await expect(stripLine(page, 'Stargate')).toContainText(SKIPPED);
    const main = page.getByRole('main');
    await expect(main.getByText(XSS_SYMBOL)).toHaveCount(0);
    await expect(main.getByText('gnp.exe', { exact: false })).toHaveCount(0);
    // A tag is not a row rule's field: markup in it reaches the page, as text.
    await expect(main.getByText(MARKUP_TAG, { exact: true })).toBeVisible();
    await expect(main.getByText(QUOTED_NAME, { exact: true })).toBeVisible();
    await expect(main.locator(`img[src="${LOGO_HOST}/ok.png"]`)).toHaveCount(1);
    // Off-screen cards are laid out lazily (content-visibility): scroll through all of them.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(main.getByText(`${'W'.repeat(199)}…`, { exact: true })).toBeVisible();
    await expect(main.getByText(RTL_NAME, { exact: true })).toBeVisible();

    await expectInertPage(page);
    await page.screenshot({ path: testInfo.outputPath('tokens-375.png'), fullPage: true });

    await page.setViewportSize({ width: 1280, height: 800 });
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: testInfo.outputPath('tokens-1280.png'), fullPage: true });
  });
});

test.describe('hostile queries', () => {
  test('a query over 128 characters keeps its text, says the limit and searches nothing', async ({
    page,
  }) => {
    await page.goto('/');
    const long = `USDC ${'x'.repeat(10_000)}`;
    await searchBox(page).fill(long);
    const note = page.getByRole('alert').filter({ hasText: LIMIT_MESSAGE });
    await expect(note).toHaveText(LIMIT_MESSAGE);
    await expect(searchBox(page)).toHaveValue(long);
    await expect(searchBox(page)).toHaveAttribute('aria-invalid', 'true');
    const describedBy = await searchBox(page).getAttribute('aria-describedby');
    expect(await note.getAttribute('id')).toBe(describedBy);
    await expect(searchButton(page)).toBeDisabled();

    await searchBox(page).press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(foundLine(page)).toHaveCount(0);

    // Shortened, it searches.
    await searchBox(page).fill('USDC');
    await expect(note).toHaveCount(0);
    await search(page, 'USDC');
    await expect(foundLine(page)).toBeVisible();
  });

  test('regex metacharacters, emoji, right-to-left text and NUL get a plain answer', async ({
    page,
    harness,
  }) => {
    serveHostileSources(harness);
    await page.goto('/');

    for (const query of ['.*+?^${}()|[]\\', '.*', '[', '(?<x>', '\\']) {
      await search(page, query);
      await expect(toast(page, `No bridges found for "${query}"`)).toBeVisible();
      await expect(page.getByText('No bridges found', { exact: true })).toBeVisible();
    }

    // Emoji and right-to-left text find the tokens that carry them.
    await search(page, '🚀');
    await expect(page).toHaveURL(/q=%F0%9F%9A%80/);
    // The cards' headings: a tooltip's hidden description may name the token too.
    const headings = page.getByRole('list', { name: 'Bridge options' }).getByRole('heading');
    const rocket = headings.filter({ hasText: '🚀MOON' }).first();
    await expect(rocket).toBeVisible();
    await expect(rocket).toHaveText('🚀MOON (Rocket 🚀)');

    await search(page, 'שקל');
    await expect(page).toHaveURL(/q=%D7%A9/);
    const shekel = headings.filter({ hasText: `(${RTL_NAME})` }).first();
    await expect(shekel).toBeVisible();
    await expect(shekel).toHaveText(`SHEKEL (${RTL_NAME})`);

    // NUL (and direction marks) in a query are ignored, as they are in the data.
    await search(page, 'USDC');
    await expect(page).toHaveURL(/q=USDC$/);
    const plain = await foundCount(page);
    expect(plain).toBeGreaterThan(0);
    await search(page, 'US\u0000DC\u200F');
    await expect(page).toHaveURL(/q=US%00DC/);
    expect(await foundCount(page)).toBe(plain);

    await expect(toast(page, 'Failed to search bridges')).toHaveCount(0);
    expect((await inertness(page)).ran).toBeNull();
  });
});

test.describe('leaving the app', () => {
  test("'Bridge Now' and explorer links open with no opener and send no Referer", async ({
    page,
    harness,
  }) => {
    serveHostileSources(harness);
    const outside = await answerTheOutside(page.context());
    await page.goto('/');
    // Stargate and Orbiter cards on Base: a contract line with an explorer link, and a logo.
    await search(page, 'LOGOOK');
    await expect(foundLine(page)).toHaveText('Found 2 bridge option(s)');

    const [bridge] = await Promise.all([
      page.context().waitForEvent('page'),
      bridgeNowButtons(page).first().click(),
    ]);
    await bridge.waitForLoadState();
    expect(await bridge.evaluate(() => window.opener)).toBeNull();
    expect(await bridge.evaluate(() => document.referrer)).toBe('');
    const bridgeRequest = outside.find((r) => r.url() === bridge.url());
    expect(bridgeRequest, `request to ${bridge.url()}`).toBeDefined();
    expect(await bridgeRequest!.allHeaders()).not.toHaveProperty('referer');
    await bridge.close();

    // Every link to another site, on both screens, opens detached.
    for (const path of ['/', '/tokens/stargate?view=chain']) {
      if (path !== '/') {
        await page.goto(path);
        await expect(page.getByText(COUNT_LINE)).toBeVisible();
      }
      const links = await page.evaluate(() =>
        Array.from(document.querySelectorAll('a[href]'))
          .filter((a) => new URL((a as HTMLAnchorElement).href).origin !== location.origin)
          .map((a) => ({
            href: (a as HTMLAnchorElement).href,
            target: a.getAttribute('target'),
            rel: (a.getAttribute('rel') ?? '').split(/\s+/).sort().join(' '),
          })),
      );
      expect(links.length, `external links on ${path}`).toBeGreaterThan(0);
      for (const link of links) {
        expect(link, link.href).toEqual({
          href: link.href,
          target: '_blank',
          rel: 'noopener noreferrer',
        });
      }
    }

    const explorerLink = page.getByRole('link', { name: /on the block explorer/ }).first();
    const [explorer] = await Promise.all([
      page.context().waitForEvent('page'),
      explorerLink.click(),
    ]);
    await explorer.waitForLoadState();
    expect(new URL(explorer.url()).hostname).toBe('basescan.org');
    expect(await explorer.evaluate(() => window.opener)).toBeNull();
    const explorerRequest = outside.find((r) => r.url() === explorer.url());
    expect(explorerRequest).toBeDefined();
    expect(await explorerRequest!.allHeaders()).not.toHaveProperty('referer');
    await explorer.close();

    // Logo requests carry no Referer either.
    const logoRequest = outside.find((r) => r.url().startsWith(LOGO_HOST));
    expect(logoRequest).toBeDefined();
    expect(await logoRequest!.allHeaders()).not.toHaveProperty('referer');
  });
});
