// Writes a brotli (.br, quality 11) and a gzip (.gz, level 9) copy next to every text file of
// the build worth compressing, for hosts that serve a precompressed file instead of compressing
// each response (docs/deploying.md, Hosting). A host that compresses on the fly compresses at a
// lower level; these are the smallest each format gives. Build only, after every other file
// (the service worker's included) is written.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files a browser accepts compressed (images and fonts are compressed already). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;
/** Below this, a compressed copy saves less than its own headers cost. */
const MIN_BYTES = 1024;

/** Every file under `dir` worth a compressed copy. */
export function compressibleFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const full = path.join(entry.parentPath, entry.name);
    if (fs.statSync(full).size >= MIN_BYTES) files.push(full);
  }
  return files;
}

/** Writes `file.br` and `file.gz` beside `file`. */
export function writeCompressed(file: string): void {
  const buffer = fs.readFileSync(file);
  fs.writeFileSync(
    `${file}.br`,
    zlib.brotliCompressSync(buffer, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
      },
    }),
  );
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(buffer, { level: 9 }));
}

export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'bridge-please:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      // After the PWA plugin has written the service worker and its precache list.
      order: 'post',
      sequential: true,
      handler() {
        if (!fs.existsSync(outDir)) return;
        for (const file of compressibleFiles(outDir)) writeCompressed(file);
      },
    },
  };
}
