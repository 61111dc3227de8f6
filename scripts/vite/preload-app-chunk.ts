// The entry (src/boot.ts) starts the data worker and then imports the app with import(), so
// the browser would only learn about the app's chunks once the entry has downloaded and run:
// one round trip wasted on a slow link. This plugin lists those chunks in index.html as
// modulepreloads, so they download alongside the entry. They were initial JS already (the size
// budget counts them); only their start moves earlier. The data worker's script is not
// preloaded: a worker's request never matches a `fetch` preload, so Chromium warns on cold loads
// that the preload went unused; the entry (a few KB) starts the worker before anything else.
import type { Plugin } from 'vite';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  dynamicImports: string[];
}

function isChunk(output: unknown): output is ChunkLike {
  return (output as { type?: string } | undefined)?.type === 'chunk';
}

/** The chunks an entry imports at once with import(), plus their static imports, in load order. */
export function appChunksOf(bundle: Record<string, unknown>, entryFile: string): string[] {
  const entry = bundle[entryFile];
  if (!isChunk(entry)) return [];
  const alreadyLoaded = new Set([entryFile, ...entry.imports]);
  const out: string[] = [];
  const visit = (file: string) => {
    if (alreadyLoaded.has(file)) return;
    alreadyLoaded.add(file);
    const chunk = bundle[file];
    if (!isChunk(chunk)) return;
    out.push(file);
    chunk.imports.forEach(visit);
  };
  entry.dynamicImports.forEach(visit);
  return out;
}

/** Adds `<link rel="modulepreload">` for what the HTML entry imports dynamically at start. */
export function preloadAppChunk(): Plugin {
  return {
    name: 'bridge-please:preload-app-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const bundle = context.bundle as Record<string, unknown> | undefined;
        if (!bundle) return [];
        const entries = Object.values(bundle).filter(
          (output): output is ChunkLike => isChunk(output) && output.isEntry,
        );
        const files = entries.flatMap((entry) => appChunksOf(bundle, entry.fileName));
        const modulepreload = (file: string) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        });
        // In order of need: HTTP/1.1 allows 6 connections, the rest queue in document order.
        return files.map(modulepreload);
      },
    },
  };
}
