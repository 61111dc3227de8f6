// The chunks of the first download, named rather than left to the bundler's automatic split.
// Rolldown keeps a module the app chunk shares with lazy chunks in the app chunk only when one
// pass in module order proves it is loaded first, and that pass gives up on a module that a
// module shared by fewer chunks imports: such modules went to a separate preloaded chunk, which
// compresses worse. Named groups do not depend on how the modules import each other:
//   - 'libraries': React, styled-components and its CSS parser, which the app chunk and most lazy
//     chunks import; preloaded with the HTML while the app chunk waits for the first paint.
//   - 'main': every other module the app entry imports statically and the boot entry does not.
// The boot entry's modules stay in its chunk; lazy screens keep their own chunks.

/** The part of the bundler's chunking context the groups read: static imports by module id. */
export interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[] } | null;
}

/** A group of output.codeSplitting.groups, as far as these groups use it. */
export interface ChunkGroup {
  name: string | ((id: string, graph: ModuleGraph) => string | null);
  /** The group's label in the bundler's timing report (its name is a function). */
  debugName?: string;
  test?: RegExp;
  includeDependenciesRecursively?: boolean;
}

export interface AppChunksOptions {
  /** The module the boot entry imports with import(): the app (an absolute module id). */
  appEntry: string;
  /** The module index.html runs (an absolute module id). */
  bootEntry: string;
  /** Module ids of the libraries chunk. */
  libraries: RegExp;
}

/** `roots` and every module they import statically, directly or not. */
export function staticClosure(graph: ModuleGraph, roots: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...roots];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    seen.add(id);
    stack.push(...info.importedIds);
  }
  return seen;
}

/**
 * The app chunk's modules: what the app entry imports statically, less what the boot entry
 * imports (loaded before the app) and the libraries with everything they import (their chunk is
 * loaded before the app's and must not import it back).
 */
export function appChunkModules(graph: ModuleGraph, options: AppChunksOptions): Set<string> {
  const app = staticClosure(graph, [options.appEntry]);
  const boot = staticClosure(graph, [options.bootEntry]);
  const libraries = staticClosure(
    graph,
    [...app].filter((id) => options.libraries.test(id)),
  );
  return new Set([...app].filter((id) => !boot.has(id) && !libraries.has(id)));
}

/** output.codeSplitting.groups for the libraries chunk and the app chunk. */
export function appChunkGroups(options: AppChunksOptions): ChunkGroup[] {
  // One answer per chunking pass: the bundler asks once per module with the same context.
  const modules = new WeakMap<ModuleGraph, Set<string>>();
  return [
    { name: 'libraries', test: options.libraries },
    {
      debugName: 'main',
      name(id, graph) {
        let app = modules.get(graph);
        if (!app) {
          app = appChunkModules(graph, options);
          modules.set(graph, app);
        }
        return app.has(id) ? 'main' : null;
      },
      // Exactly the modules named: the boot entry's and the libraries' stay in their chunks,
      // which the app chunk imports and which never import it.
      includeDependenciesRecursively: false,
    },
  ];
}
