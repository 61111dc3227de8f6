// The build's prerendered shell (scripts/vite/prerender-shell.ts): index.html gets the home screen
// in #root, and the security policy allows exactly its inline styles and script by hash.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRERENDERED_ATTRIBUTE,
  SHELL_PLACEHOLDER,
  VISIT_SCRIPT,
  injectShell,
} from '../../../../scripts/vite/prerender-shell';
import {
  AFTER_PAINT_ATTRIBUTE,
  ENTRY_ATTRIBUTE,
  FIRST_ANSWER_ATTRIBUTE,
  FIRST_VISIT_FETCH_ATTRIBUTE,
  WORKER_ATTRIBUTE,
  START_SCRIPT,
} from '../../../../scripts/vite/start-after-paint';
import { inlineScriptContents, inlineStyleContents } from '../../../../src/config/csp';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..', '..');

const sha256 = (text: string) =>
  `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;

function directive(policy: string, name: string): string[] {
  const found = policy
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name);
  return found ? found.slice(1) : [];
}

describe('injectShell', () => {
  const shell = {
    html: '<main><h1>Home</h1></main>',
    styleTag: '<style data-styled="true">.a{}</style>',
  };
  const page = `<html><head><title>t</title></head><body>${SHELL_PLACEHOLDER}</body></html>`;

  it('puts the markup in #root and the styles and visit script in <head>', () => {
    const html = injectShell(page, shell);
    expect(html).toContain(
      `<div id="root" ${PRERENDERED_ATTRIBUTE}="home"><main><h1>Home</h1></main></div>`,
    );
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(shell.styleTag);
    expect(head).toContain(`<script>${VISIT_SCRIPT}</script>`);
  });

  it('refuses a page without the empty #root, and a render with a script in it', () => {
    expect(() => injectShell('<html><head></head><body></body></html>', shell)).toThrow(
      /#root|root/,
    );
    expect(() => injectShell(page, { ...shell, html: '<script>x()</script>' })).toThrow(/script/);
  });
});

describe('the built index.html', () => {
  let outDir = '';
  let html = '';
  let headers = '';

  beforeAll(async () => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prerender-build-'));
    await build({
      root: ROOT,
      configFile: path.join(ROOT, 'vite.config.ts'),
      mode: 'production',
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true },
    });
    html = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    headers = fs.readFileSync(path.join(outDir, '_headers'), 'utf8');
  }, 240_000);

  afterAll(() => {
    if (outDir) fs.rmSync(outDir, { recursive: true, force: true });
  });

  it('holds the home screen in #root: title, search box, protocol cards, footer', () => {
    const root = html.slice(html.indexOf('<div id="root"'));
    expect(root).toMatch(new RegExp(`^<div id="root" ${PRERENDERED_ATTRIBUTE}="home">`));
    expect(root).toContain('<h1');
    expect(root).toContain('Find Your Bridge');
    expect(root).toMatch(/<input[^>]*type="search"/);
    for (const title of ['Wormhole Protocol', 'Stargate Finance', 'Orbiter Finance']) {
      expect(root).toContain(title);
    }
    expect(root).toContain('<footer');
    // styled-components reads its rules back from these markers in the browser.
    expect(html).toMatch(/<style data-styled="true" data-styled-version="[\d.]+">/);
    expect(html).toContain('/*!sc*/');
  });

  it('has every inline style and script allowed by hash, and nothing inline besides', () => {
    const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html);
    expect(meta).not.toBeNull();
    const policy = meta![1]!.replaceAll('&#39;', "'");
    const headerPolicy = /Content-Security-Policy: (.+)/.exec(headers)![1]!;
    const styles = inlineStyleContents(html);
    const scripts = inlineScriptContents(html);
    expect(styles.length).toBeGreaterThanOrEqual(3);
    expect([...scripts].sort()).toEqual([START_SCRIPT, VISIT_SCRIPT].sort());
    for (const current of [policy, headerPolicy]) {
      expect(current).not.toContain('unsafe-inline');
      expect(current).not.toContain('unsafe-eval');
      const styleSrc = directive(current, 'style-src');
      for (const css of styles) expect(styleSrc).toContain(sha256(css));
      expect([...directive(current, 'script-src')].sort()).toEqual(
        ["'self'", sha256(START_SCRIPT), sha256(VISIT_SCRIPT)].sort(),
      );
    }
  });

  it('starts the app after the first paint: no script file tag; the entry and libraries preloaded, the app chunk named on the start script', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(html).not.toMatch(/<script\b[^>]*\bsrc=/);
    const start = new RegExp(
      `<script type="module" ${ENTRY_ATTRIBUTE}="([^"]+)" ${AFTER_PAINT_ATTRIBUTE}="([^"]+)" ` +
        `${FIRST_ANSWER_ATTRIBUTE}="([^"]+)" ${WORKER_ATTRIBUTE}="([^"]+)" ` +
        `${FIRST_VISIT_FETCH_ATTRIBUTE}="([^"]*)">`,
    ).exec(head);
    expect(start).not.toBeNull();
    const entry = start![1]!;
    const afterPaint = start![2]!.split(' ');
    const preloads = [
      ...head.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g),
    ].map((match) => match[1] ?? '');
    expect(preloads[0]).toBe(entry);
    expect(preloads.length).toBeGreaterThan(1);
    // The app chunk (src/main.tsx) is asked for after the paint, never preloaded at once.
    expect(afterPaint).toEqual([expect.stringMatching(/^\/assets\/main-[\w-]+\.js$/)]);
    for (const file of afterPaint) expect(preloads).not.toContain(file);
    for (const file of [entry, ...afterPaint, ...preloads]) {
      expect(fs.existsSync(path.join(outDir, file))).toBe(true);
    }
    // The results list's chunk and its imports are asked for with it; the data worker is named,
    // and the files it fetches on a first visit are the shipped catalogue's.
    const firstAnswer = start![3]!.split(' ');
    expect(firstAnswer[0]).toMatch(/^\/assets\/SearchResults-[\w-]+\.js$/);
    expect(start![4]).toMatch(/^\/assets\/data\.worker-[\w-]+\.js$/);
    for (const file of [...firstAnswer, start![4]!]) {
      expect(preloads).not.toContain(file);
      expect(fs.existsSync(path.join(outDir, file))).toBe(true);
    }
    for (const url of start![5]!.split(' ').filter(Boolean))
      expect(url).toMatch(/^\/catalogue\/\w+\.json$/);
    // The entry imports the app chunk itself when it runs.
    const entryCode = fs.readFileSync(path.join(outDir, entry), 'utf8');
    expect(entryCode).toContain(path.basename(afterPaint[0]!));
  });
});
