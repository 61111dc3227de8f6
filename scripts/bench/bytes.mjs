// Byte figures of a production build, read from the files themselves (deterministic): the
// initial main-thread JS (index.html's module scripts, modulepreloads and the chunks its start
// script runs and asks for, plus their static imports), the CSS, the worker, the lazy chunks
// and the service worker's precache total.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { SOURCE_NAMES } from '../source-server.mjs';

/** 1 KB = 1024 bytes, as scripts/size-budget.mjs counts. */
export const KB = 1024;

/** gzip -9 size: what the floor counts (the local server also sends gzip -9 or brotli). */
export function gzipSize(buffer) {
  return zlib.gzipSync(buffer, { level: 9 }).length;
}

export function brotliSize(buffer) {
  return zlib.brotliCompressSync(buffer, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } })
    .length;
}

function fileInfo(distDir, rel) {
  const full = path.join(distDir, rel.replace(/^\//, ''));
  const buffer = fs.readFileSync(full);
  return { file: rel.replace(/^\//, ''), raw: buffer.length, gzip: gzipSize(buffer) };
}

const sum = (list, key) => list.reduce((total, item) => total + item[key], 0);

/** Static `import ... from './x.js'` / `import './x.js'` of a chunk (not dynamic imports). */
function staticImports(code) {
  const out = new Set();
  const re = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]*?\s*from\s*)?["']([^"']+\.m?js)["']/g;
  for (const m of code.matchAll(re)) out.add(m[1]);
  return [...out];
}

/** A string only mixpanel-browser's own code carries. */
/** Adds to `files` (root-relative paths) every chunk they statically import, transitively. */
function closeOver(distDir, files) {
  const queue = [...files];
  while (queue.length) {
    const rel = queue.shift();
    const code = fs.readFileSync(path.join(distDir, rel.replace(/^\//, '')), 'utf8');
    for (const spec of staticImports(code)) {
      const resolved = path.posix.join(
        path.posix.dirname(rel.startsWith('/') ? rel : `/${rel}`),
        spec,
      );
      if (!files.has(resolved) && fs.existsSync(path.join(distDir, resolved))) {
        files.add(resolved);
        queue.push(resolved);
      }
    }
  }
}

const MIXPANEL_MARKERS = ['api-js.mixpanel.com', '__mps'];

export function analyseDist(distDir, htmlFile = 'index.html') {
  const html = fs.readFileSync(path.join(distDir, htmlFile), 'utf8');
  const attr = (tag, name) => new RegExp(`\\b${name}=["']([^"']+)["']`).exec(tag)?.[1];
  const initialJs = new Set();
  const css = new Set();
  for (const [tag] of html.matchAll(/<script\b[^>]*>/g)) {
    const src = attr(tag, 'src');
    if (src && /type=["']module["']/.test(tag)) initialJs.add(src);
    // The inline start script: the entry it runs and the app chunk it asks for after the paint.
    const entry = attr(tag, 'data-app-entry');
    if (entry) initialJs.add(entry);
    for (const ref of (attr(tag, 'data-after-paint') ?? '').split(/\s+/).filter(Boolean))
      initialJs.add(ref);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/g)) {
    const rel = attr(tag, 'rel');
    const href = attr(tag, 'href');
    if (!href) continue;
    if (rel === 'modulepreload') initialJs.add(href);
    if (rel === 'stylesheet') css.add(href);
  }
  // Follow static imports: they load before the entry runs, whatever the HTML preloads.
  closeOver(distDir, initialJs);
  const initial = [...initialJs].map((rel) => fileInfo(distDir, rel));
  const styles = [...css].map((rel) => fileInfo(distDir, rel));
  const assetsDir = path.join(distDir, 'assets');
  const allJs = fs.existsSync(assetsDir)
    ? fs
        .readdirSync(assetsDir)
        .filter((f) => f.endsWith('.js'))
        .map((f) => `assets/${f}`)
    : [];
  const initialFiles = new Set(initial.map((f) => f.file));
  const workerSet = new Set(
    allJs.filter((f) => /worker/i.test(path.basename(f))).map((f) => `/${f}`),
  );
  closeOver(distDir, workerSet);
  const workers = [...workerSet].map((rel) => fileInfo(distDir, rel));
  const workerFiles = new Set(workers.map((f) => f.file));
  const lazy = allJs
    .filter((f) => !initialFiles.has(f) && !workerFiles.has(f))
    .map((rel) => fileInfo(distDir, rel));
  const mixpanelInInitial = initial.some((f) => {
    const code = fs.readFileSync(path.join(distDir, f.file), 'utf8');
    return (
      /mixpanel/i.test(path.basename(f.file)) || MIXPANEL_MARKERS.some((m) => code.includes(m))
    );
  });

  // Precache manifest: the entries listed in sw.js (workbox precacheAndRoute).
  let precache = null;
  const swPath = path.join(distDir, 'sw.js');
  if (fs.existsSync(swPath)) {
    const sw = fs.readFileSync(swPath, 'utf8');
    const entries = [...sw.matchAll(/\{\s*url:\s*"([^"]+)"\s*,\s*revision:/g)].map((m) => m[1]);
    const files = entries
      .filter((url) => fs.existsSync(path.join(distDir, url)))
      .map((url) => fileInfo(distDir, url));
    precache = { entries: entries.length, raw: sum(files, 'raw'), gzip: sum(files, 'gzip'), files };
  }

  // The chunk that draws the result cards (and what it imports beyond the initial JS): lazy, but
  // every visit that shows results downloads it, so the link's floor counts it.
  const resultsSet = new Set(
    allJs.filter((f) => /^SearchResults-/.test(path.basename(f))).map((f) => `/${f}`),
  );
  closeOver(distDir, resultsSet);
  const results = [...resultsSet]
    .filter((rel) => !initialFiles.has(rel.replace(/^\//, '')))
    .map((rel) => fileInfo(distDir, rel));

  const htmlInfo = fileInfo(distDir, htmlFile);
  return {
    html: htmlInfo,
    initialJs: { raw: sum(initial, 'raw'), gzip: sum(initial, 'gzip'), files: initial },
    css: { raw: sum(styles, 'raw'), gzip: sum(styles, 'gzip'), files: styles },
    worker: { raw: sum(workers, 'raw'), gzip: sum(workers, 'gzip'), files: workers },
    lazy: { raw: sum(lazy, 'raw'), gzip: sum(lazy, 'gzip'), files: lazy },
    resultsChunk: { raw: sum(results, 'raw'), gzip: sum(results, 'gzip'), files: results },
    mixpanelInInitial,
    precache,
  };
}

/** gzip sizes of the three source payloads of a data directory. */
export function sourceBytes(dataDir) {
  const out = {};
  for (const name of SOURCE_NAMES) {
    const buffer = fs.readFileSync(path.join(dataDir, `${name}.json`));
    out[name] = { raw: buffer.length, gzip: gzipSize(buffer) };
  }
  return out;
}
