import { describe, expect, it } from 'vitest';
import type { HtmlTagDescriptor } from 'vite';
import {
  AFTER_PAINT_ATTRIBUTE,
  ENTRY_ATTRIBUTE,
  FIRST_ANSWER_ATTRIBUTE,
  FIRST_VISIT_FETCH_ATTRIBUTE,
  WORKER_ATTRIBUTE,
  START_SCRIPT,
  appStartOf,
  startAfterPaint,
  startAfterPaintHtml,
} from '../../../../scripts/vite/start-after-paint';

const chunk = (
  fileName: string,
  imports: string[] = [],
  dynamicImports: string[] = [],
  isEntry = false,
  facadeModuleId: string | null = null,
) => ({
  type: 'chunk' as const,
  fileName,
  isEntry,
  imports,
  dynamicImports,
  facadeModuleId,
});

describe('appStartOf (what downloads at once and what waits for the first paint)', () => {
  it('preloads the entry and the app chunk’s libraries at once; the app chunk waits; lazy screens are in neither', () => {
    const bundle = {
      'boot.js': chunk('boot.js', ['runtime.js'], ['main.js'], true),
      'runtime.js': chunk('runtime.js'),
      'main.js': chunk('main.js', ['react.js', 'runtime.js', 'boot.js'], ['lazy.js']),
      'react.js': chunk('react.js', ['runtime.js', 'jsx.js']),
      'jsx.js': chunk('jsx.js'),
      'lazy.js': chunk('lazy.js', ['react.js', 'lazy-only.js']),
      'lazy-only.js': chunk('lazy-only.js'),
      'style.css': { type: 'asset', fileName: 'style.css' },
    };
    expect(appStartOf(bundle, 'boot.js')).toEqual({
      entry: 'boot.js',
      atOnce: ['boot.js', 'react.js', 'jsx.js'],
      afterPaint: ['main.js'],
    });
  });

  it('has only the entry for an entry without dynamic imports or an unknown file', () => {
    expect(appStartOf({ 'a.js': chunk('a.js', [], [], true) }, 'a.js')).toEqual({
      entry: 'a.js',
      atOnce: ['a.js'],
      afterPaint: [],
    });
    expect(appStartOf({}, 'missing.js')).toEqual({
      entry: 'missing.js',
      atOnce: ['missing.js'],
      afterPaint: [],
    });
  });
});

describe('startAfterPaintHtml (index.html’s entry replaced by preloads and the start script)', () => {
  const page =
    '<html><head><title>t</title>\n' +
    '    <script type="module" crossorigin src="/assets/boot-1.js"></script>\n' +
    '</head><body><div id="root"></div></body></html>';
  const start = {
    entry: 'assets/boot-1.js',
    atOnce: ['assets/boot-1.js', 'assets/react-2.js'],
    afterPaint: ['assets/main-3.js'],
  };

  it('drops the entry’s module script and adds modulepreloads, then the start script, in <head>', () => {
    const result = startAfterPaintHtml(page, start) as { html: string; tags: HtmlTagDescriptor[] };
    expect(result.html).toBe(
      '<html><head><title>t</title>\n</head><body><div id="root"></div></body></html>',
    );
    expect(result.tags.map(({ tag, attrs, injectTo }) => ({ tag, attrs, injectTo }))).toEqual([
      {
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href: '/assets/boot-1.js' },
        injectTo: 'head',
      },
      {
        tag: 'link',
        attrs: { rel: 'modulepreload', crossorigin: true, href: '/assets/react-2.js' },
        injectTo: 'head',
      },
      {
        tag: 'script',
        attrs: {
          type: 'module',
          [ENTRY_ATTRIBUTE]: '/assets/boot-1.js',
          [AFTER_PAINT_ATTRIBUTE]: '/assets/main-3.js',
        },
        injectTo: 'head',
      },
    ]);
    expect(result.tags[2]?.children).toBe(START_SCRIPT);
  });

  it('refuses a page without the entry’s module script (nothing would start the app)', () => {
    expect(() => startAfterPaintHtml('<html><head></head><body></body></html>', start)).toThrow(
      /assets\/boot-1\.js/,
    );
  });
});

describe('startAfterPaint (the plugin)', () => {
  type Hook = {
    handler: (html: string, context: { bundle?: Record<string, unknown> }) => unknown;
  };
  const hook = startAfterPaint().transformIndexHtml as Hook;

  it('works from the bundle’s one entry chunk, and not the data worker (an asset here)', () => {
    const html = '<head><script type="module" crossorigin src="/assets/boot.js"></script></head>';
    const result = hook.handler(html, {
      bundle: {
        'assets/boot.js': chunk('assets/boot.js', [], ['assets/main.js'], true),
        'assets/main.js': chunk('assets/main.js', ['assets/react.js']),
        'assets/react.js': chunk('assets/react.js'),
        'assets/data.worker-AbC_1.js': { type: 'asset', fileName: 'assets/data.worker-AbC_1.js' },
      },
    }) as { tags: HtmlTagDescriptor[] };
    expect(result.tags.map((tag) => tag.attrs)).toEqual([
      { rel: 'modulepreload', crossorigin: true, href: '/assets/boot.js' },
      { rel: 'modulepreload', crossorigin: true, href: '/assets/react.js' },
      {
        type: 'module',
        [ENTRY_ATTRIBUTE]: '/assets/boot.js',
        [AFTER_PAINT_ATTRIBUTE]: '/assets/main.js',
      },
    ]);
  });

  it('asks for the first answer’s chunk and its own imports with the app chunk, and names the worker and the files it fetches', () => {
    const html = '<head><script type="module" crossorigin src="/assets/boot.js"></script></head>';
    const withOptions = startAfterPaint({
      firstAnswer: /SearchResults\.tsx$/,
      worker: /data\.worker-[\w-]+\.js$/,
      firstVisitFetches: ['/catalogue/a.json', '/catalogue/b.json'],
    }).transformIndexHtml as Hook;
    const result = withOptions.handler(html, {
      bundle: {
        'assets/boot.js': chunk('assets/boot.js', [], ['assets/main.js'], true),
        'assets/main.js': chunk(
          'assets/main.js',
          ['assets/react.js'],
          ['assets/other.js', 'assets/results.js'],
        ),
        'assets/react.js': chunk('assets/react.js'),
        'assets/other.js': chunk('assets/other.js', [], [], false, '/src/Other.tsx'),
        'assets/results.js': chunk(
          'assets/results.js',
          ['assets/react.js', 'assets/main.js', 'assets/cards.js'],
          [],
          false,
          '/src/features/search/SearchResults.tsx',
        ),
        'assets/cards.js': chunk('assets/cards.js', ['assets/react.js']),
        'assets/data.worker-AbC_1.js': { type: 'asset', fileName: 'assets/data.worker-AbC_1.js' },
      },
    }) as { tags: HtmlTagDescriptor[] };
    expect(result.tags.at(-1)?.attrs).toEqual({
      type: 'module',
      [ENTRY_ATTRIBUTE]: '/assets/boot.js',
      [AFTER_PAINT_ATTRIBUTE]: '/assets/main.js',
      [FIRST_ANSWER_ATTRIBUTE]: '/assets/results.js /assets/cards.js',
      [WORKER_ATTRIBUTE]: '/assets/data.worker-AbC_1.js',
      [FIRST_VISIT_FETCH_ATTRIBUTE]: '/catalogue/a.json /catalogue/b.json',
    });
  });

  it('refuses a bundle with no entry or several', () => {
    expect(() => hook.handler('', { bundle: {} })).toThrow(/one entry/);
    expect(() =>
      hook.handler('', {
        bundle: { 'a.js': chunk('a.js', [], [], true), 'b.js': chunk('b.js', [], [], true) },
      }),
    ).toThrow(/one entry/);
  });
});
