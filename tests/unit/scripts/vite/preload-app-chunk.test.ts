import { describe, expect, it } from 'vitest';
import { appChunksOf, preloadAppChunk } from '../../../../scripts/vite/preload-app-chunk';

const chunk = (
  fileName: string,
  imports: string[] = [],
  dynamicImports: string[] = [],
  isEntry = false,
) => ({
  type: 'chunk' as const,
  fileName,
  isEntry,
  imports,
  dynamicImports,
});

describe('appChunksOf (modulepreloads for what the entry imports at start)', () => {
  it('lists the dynamically imported app chunk and its static imports, not lazy screens or the entry’s own imports', () => {
    const bundle = {
      'boot.js': chunk('boot.js', ['runtime.js'], ['main.js'], true),
      'runtime.js': chunk('runtime.js'),
      'main.js': chunk('main.js', ['react.js', 'runtime.js'], ['lazy.js']),
      'react.js': chunk('react.js', ['runtime.js']),
      'lazy.js': chunk('lazy.js', ['react.js']),
      'style.css': { type: 'asset', fileName: 'style.css' },
    };
    expect(appChunksOf(bundle, 'boot.js')).toEqual(['main.js', 'react.js']);
  });

  it('gives nothing for an entry without dynamic imports or an unknown file', () => {
    expect(appChunksOf({ 'a.js': chunk('a.js', [], [], true) }, 'a.js')).toEqual([]);
    expect(appChunksOf({}, 'missing.js')).toEqual([]);
  });
});

describe('preloadAppChunk (the tags added to index.html)', () => {
  type Tag = { tag: string; attrs: Record<string, string | boolean> };
  const tagsFor = (bundle: Record<string, unknown>): Tag[] => {
    const hook = preloadAppChunk().transformIndexHtml as {
      handler: (html: string, context: { bundle?: Record<string, unknown> }) => Tag[];
    };
    return hook.handler('', { bundle });
  };

  it('preloads the app chunks and not the data worker script (a worker never uses a preload)', () => {
    const tags = tagsFor({
      'assets/boot.js': chunk('assets/boot.js', [], ['assets/main.js'], true),
      'assets/main.js': chunk('assets/main.js'),
      'assets/data.worker-AbC_1.js': { type: 'asset', fileName: 'assets/data.worker-AbC_1.js' },
    });
    expect(tags.map((tag) => tag.attrs)).toEqual([
      { rel: 'modulepreload', crossorigin: true, href: '/assets/main.js' },
    ]);
  });

  it('adds nothing for an entry that imports nothing at start', () => {
    const tags = tagsFor({ 'assets/boot.js': chunk('assets/boot.js', [], [], true) });
    expect(tags).toEqual([]);
  });
});
