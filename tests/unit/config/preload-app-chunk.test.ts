import { describe, expect, it } from 'vitest';
import { appChunksOf } from '../../../scripts/vite/preload-app-chunk';

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
