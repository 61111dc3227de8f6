import { describe, expect, it } from 'vitest';
import {
  appChunkGroups,
  appChunkModules,
  staticClosure,
  type ModuleGraph,
} from '../../../../scripts/vite/app-chunks';

/** A module graph from each module's static imports. */
function graphOf(imports: Record<string, string[]>): ModuleGraph {
  return {
    getModuleInfo: (id) => (id in imports ? { importedIds: imports[id]! } : null),
  };
}

// The page's shape: the boot entry imports the worker client and loads the app with import();
// the app and the lazy results share the grid, and the results import a module the app holds
// that imports the grid again (the shape that made the bundler split the grid out).
const page = graphOf({
  '/src/boot.ts': ['/src/worker-client.ts'],
  '/src/worker-client.ts': ['/src/errors.ts'],
  '/src/errors.ts': [],
  '/src/main.tsx': ['/src/App.tsx', '/nm/react/index.js', '/src/errors.ts'],
  '/src/App.tsx': ['/src/skeletons.tsx', '/src/grid.tsx', '/nm/styled-components/index.js'],
  '/src/skeletons.tsx': ['/src/grid.tsx'],
  '/src/grid.tsx': ['/nm/styled-components/index.js', '/src/theme.ts'],
  '/src/theme.ts': [],
  '/src/Results.tsx': ['/src/skeletons.tsx', '/src/grid.tsx', '/src/card.tsx'],
  '/src/card.tsx': ['/nm/react/index.js'],
  '/nm/react/index.js': ['/nm/react/cjs.js'],
  '/nm/react/cjs.js': [],
  '/nm/styled-components/index.js': ['/nm/stylis/index.js', '/nm/react/index.js'],
  '/nm/stylis/index.js': [],
});

const options = {
  appEntry: '/src/main.tsx',
  bootEntry: '/src/boot.ts',
  libraries: /\/nm\/(react|styled-components|stylis)\//,
};

describe('staticClosure (what a module imports statically, directly or not)', () => {
  it('follows static imports through every level and visits each module once', () => {
    expect([...staticClosure(page, ['/src/boot.ts'])].sort()).toEqual([
      '/src/boot.ts',
      '/src/errors.ts',
      '/src/worker-client.ts',
    ]);
  });

  it('leaves out ids the graph does not know', () => {
    expect(staticClosure(page, ['/src/missing.ts']).size).toBe(0);
  });
});

describe('appChunkModules (the modules of the app chunk)', () => {
  it('holds what the app imports statically, the modules it shares with lazy screens included', () => {
    expect([...appChunkModules(page, options)].sort()).toEqual([
      '/src/App.tsx',
      '/src/grid.tsx',
      '/src/main.tsx',
      '/src/skeletons.tsx',
      '/src/theme.ts',
    ]);
  });

  it('leaves the boot entry’s modules to the boot chunk, which loads first', () => {
    expect(appChunkModules(page, options).has('/src/errors.ts')).toBe(false);
  });

  it('leaves the libraries and all they import to the libraries chunk', () => {
    const app = appChunkModules(page, options);
    for (const id of ['/nm/react/index.js', '/nm/react/cjs.js', '/nm/stylis/index.js']) {
      expect(app.has(id)).toBe(false);
    }
  });

  it('holds nothing a lazy screen alone imports', () => {
    const app = appChunkModules(page, options);
    expect(app.has('/src/Results.tsx')).toBe(false);
    expect(app.has('/src/card.tsx')).toBe(false);
  });

  it('is empty for a build without the app entry (the bundler then splits as it would)', () => {
    expect(appChunkModules(graphOf({ '/src/boot.ts': [] }), options).size).toBe(0);
  });
});

describe('appChunkGroups (the bundler’s groups)', () => {
  it('names the libraries chunk by the library pattern', () => {
    const [libraries] = appChunkGroups(options);
    expect(libraries).toEqual({ name: 'libraries', test: options.libraries });
  });

  it('names the app chunk’s modules "main" and no other module, without their imports', () => {
    const [, app] = appChunkGroups(options);
    const name = app!.name as (id: string, graph: ModuleGraph) => string | null;
    expect(name('/src/skeletons.tsx', page)).toBe('main');
    expect(name('/src/main.tsx', page)).toBe('main');
    expect(name('/src/Results.tsx', page)).toBeNull();
    expect(name('/nm/react/index.js', page)).toBeNull();
    expect(name('/src/errors.ts', page)).toBeNull();
    expect(app!.includeDependenciesRecursively).toBe(false);
  });

  it('reads each chunking pass’s own graph', () => {
    const [, app] = appChunkGroups(options);
    const name = app!.name as (id: string, graph: ModuleGraph) => string | null;
    expect(name('/src/grid.tsx', page)).toBe('main');
    const without = graphOf({ '/src/main.tsx': [], '/src/grid.tsx': [] });
    expect(name('/src/grid.tsx', without)).toBeNull();
  });
});
