// Install criteria, offline repeat visit and the update prompt, in Chromium.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import {
  DIST_DIR,
  allSourcesAnswered,
  allSourcesStored,
  TEXT,
  expect,
  foundCount,
  foundLine,
  search,
  test,
  waitForServiceWorker,
} from './fixtures';

test.describe('installable app', () => {
  test('Chromium reports no installability errors and reads the manifest fields', async ({
    playwright,
    launchOptions,
    harness,
  }, testInfo) => {
    // Installability is judged in a real (persistent) profile: Playwright's usual contexts are
    // incognito, where Chromium's only error would be 'in-incognito'.
    const context = await playwright.chromium.launchPersistentContext(
      testInfo.outputPath('profile'),
      {
        ...launchOptions,
        headless: true,
        viewport: { width: 1280, height: 800 },
      },
    );
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      await page.goto(`${harness.url}/`);
      await waitForServiceWorker(page);

      const cdp = await context.newCDPSession(page);
      const manifest = await cdp.send('Page.getAppManifest');
      expect(manifest.url).toBe(`${harness.url}/manifest.webmanifest`);
      expect(manifest.errors).toEqual([]);
      const data = JSON.parse(manifest.data ?? '{}') as Record<string, unknown> & {
        icons: { src: string; sizes: string; type: string; purpose?: string }[];
      };
      expect(data).toMatchObject({
        name: 'Bridge, please!',
        short_name: 'Bridge',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        theme_color: '#0b0f1a',
        background_color: '#0b0f1a',
      });
      const sizes = data.icons.map((i) => `${i.sizes}:${i.purpose ?? 'any'}`);
      expect(sizes).toEqual(
        expect.arrayContaining(['192x192:any', '512x512:any', '512x512:maskable']),
      );

      // Every icon is a real PNG of the size it claims.
      for (const icon of data.icons) {
        const response = await page.request.get(new URL(icon.src, harness.url).href);
        expect(response.status(), icon.src).toBe(200);
        expect(response.headers()['content-type']).toBe('image/png');
        const png = await response.body();
        const [w, h] = icon.sizes.split('x').map(Number);
        expect([png.readUInt32BE(16), png.readUInt32BE(20)], icon.src).toEqual([w, h]);
      }

      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('the service worker precaches the shell but never the token sources', async ({ page }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/index.html');
    expect(cached).toContain('/manifest.webmanifest');
    expect(cached.some((u) => /\/assets\/.+\.js$/.test(u))).toBe(true);
    expect(cached.some((u) => u.startsWith('/sources/'))).toBe(false);
  });
});

test.describe('offline', () => {
  test('a repeat visit with no network loads the shell and answers searches from cached data', async ({
    page,
    context,
    harness,
  }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    await search(page, 'USDC');
    await expect(foundLine(page)).toBeVisible();
    // Every source answered and stored before the network goes away.
    await allSourcesAnswered(harness);
    await allSourcesStored(page);
    const online = await foundCount(page);

    // Offline in the browser, and a dead server, so nothing can come from the network.
    await context.setOffline(true);
    harness.control({ offline: true });
    await page.reload();
    // Chromium keeps navigator.onLine true in a document loaded while the context is already
    // offline (requests do fail); toggling the emulation tells the new document.
    await context.setOffline(false);
    await context.setOffline(true);

    await expect(page.getByRole('heading', { name: TEXT.homeTitle })).toBeVisible();
    await expect(page.getByText(/^Offline\b.*data from/).first()).toBeVisible();
    await search(page, 'USDC');
    await expect(foundLine(page)).toHaveText(`Found ${online} bridge option(s)`);
    // The trust notes wait for the known-contract lists, a data chunk of the worker's own:
    // offline it comes from the precache, and the cards keep their warning.
    await expect(page.getByRole('note', { name: 'Address warning' }).first()).toBeVisible();

    // Did-you-mean's code is a chunk of the worker's own, loaded on a search that finds nothing:
    // offline it comes from the service worker's precache.
    await search(page, 'usdcc');
    await expect(page.getByText(TEXT.noResults, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'USDC', exact: true })).toBeVisible();

    // A protocol page answers from the cached data too (the shell comes from the service worker).
    await page.goto('/tokens/stargate');
    await expect(
      page.getByText(/^\d+ token\(s\) available for cross-chain bridging$/),
    ).toBeVisible();
  });
});

/**
 * A copy of the build that differs in one precached file (index.html carries a marker), with the
 * service worker's revision for that file updated: the browser sees a new service worker.
 */
function makeNextBuild(outDir: string): string {
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.cpSync(DIST_DIR, outDir, { recursive: true });
  const indexPath = path.join(outDir, 'index.html');
  const html = fs
    .readFileSync(indexPath, 'utf8')
    .replace('<head>', '<head><meta name="x-e2e-build" content="next">');
  fs.writeFileSync(indexPath, html);
  const revision = crypto.createHash('md5').update(html).digest('hex');
  const swPath = path.join(outDir, 'sw.js');
  const sw = fs.readFileSync(swPath, 'utf8');
  const patterns = [
    /(url:\s*"index\.html",\s*revision:\s*")[0-9a-f]+(")/,
    /(revision:\s*")[0-9a-f]+(",\s*url:\s*"index\.html")/,
  ];
  const pattern = patterns.find((p) => p.test(sw));
  if (!pattern) throw new Error('index.html revision not found in sw.js');
  fs.writeFileSync(swPath, sw.replace(pattern, `$1${revision}$2`));
  return outDir;
}

test.describe('updates', () => {
  test('a new version waits behind a lasting Reload toast, and Reload activates it', async ({
    page,
    harness,
  }, testInfo) => {
    const next = makeNextBuild(testInfo.outputPath('dist-next'));
    await page.goto('/');
    await waitForServiceWorker(page);
    await expect(page.locator('meta[name="x-e2e-build"]')).toHaveCount(0);

    harness.control({ distDir: next });
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });

    const reload = page.getByRole('button', { name: 'Reload' });
    await expect(reload).toBeVisible({ timeout: 30_000 });
    // Lasting: still there after the usual toast auto-close time; and the page was not reloaded.
    await page.waitForTimeout(6_000);
    await expect(reload).toBeVisible();
    await expect(page.locator('meta[name="x-e2e-build"]')).toHaveCount(0);

    await reload.click();
    await expect(page.locator('meta[name="x-e2e-build"]')).toHaveAttribute('content', 'next', {
      timeout: 30_000,
    });
    await expect(page.getByRole('heading', { name: TEXT.homeTitle })).toBeVisible();
    await expect(reload).toHaveCount(0);
  });
});
