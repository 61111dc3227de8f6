// The production build: every file of the served folder with its content type, caching rules
// (hashed assets immutable, the shell and service worker revalidated), validators, compression,
// and the single-page fallback (a navigation to any path gets index.html).
import fsp from 'node:fs/promises';
import path from 'node:path';
import { notModified, pickEncoding } from './http.mjs';

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
};
const NO_CACHE_FILES = new Set([
  '/index.html',
  '/sw.js',
  '/registerSW.js',
  '/manifest.webmanifest',
]);

async function statFile(full) {
  try {
    const st = await fsp.stat(full);
    return st.isFile() ? st : null;
  } catch {
    return null;
  }
}

/** The Cache-Control of a served path. */
function cacheControl(servedPath) {
  if (NO_CACHE_FILES.has(servedPath)) return 'no-cache';
  if (servedPath.startsWith('/assets/') || /^\/workbox-[\w-]+\.js$/.test(servedPath))
    return 'public, max-age=31536000, immutable';
  return 'public, max-age=0, must-revalidate';
}

/**
 * The route of every other path: a file of `state.distDir`.
 * @param {{state: {distDir: string|null}, link: ReturnType<typeof import('./link.mjs').createLink>, compress: ReturnType<typeof import('./http.mjs').createCompressor>}} deps
 */
export function createStaticRoute({ state, link, compress }) {
  return async function handleStatic(req, res, url) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' });
      return res.end();
    }
    if (!state.distDir) {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      return res.end('no distDir configured');
    }
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      res.writeHead(400);
      return res.end();
    }
    if (pathname.endsWith('/')) pathname += 'index.html';
    let full = path.join(state.distDir, pathname);
    if (!full.startsWith(state.distDir + path.sep) && full !== state.distDir) {
      res.writeHead(403);
      return res.end();
    }
    let st = await statFile(full);
    let servedPath = pathname;
    if (!st) {
      // SPA fallback: navigations (no file extension, or an HTML request) get the shell.
      const wantsHtml = String(req.headers.accept ?? '').includes('text/html');
      if (path.extname(pathname) === '' || wantsHtml) {
        full = path.join(state.distDir, 'index.html');
        servedPath = '/index.html';
        st = await statFile(full);
      }
    }
    if (!st) {
      res.writeHead(404, {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-cache',
      });
      return res.end('Not found');
    }
    await link.latency('static');
    const type = CONTENT_TYPES[path.extname(full).toLowerCase()] ?? 'application/octet-stream';
    const headers = {
      'Content-Type': type,
      Vary: 'Accept-Encoding',
      'Last-Modified': st.mtime.toUTCString(),
      'Cache-Control': cacheControl(servedPath),
    };
    if (servedPath === '/sw.js') headers['Service-Worker-Allowed'] = '/';
    headers['X-Content-Type-Options'] = 'nosniff';

    const buffer = await fsp.readFile(full);
    const etag = `"${st.size.toString(16)}-${st.mtimeMs.toString(16).replace('.', '')}"`;
    headers.ETag = etag;
    if (notModified(req, etag, st.mtime)) {
      res.writeHead(304, headers);
      return res.end();
    }
    const encoding = buffer.length > 1024 ? pickEncoding(req, type) : null;
    // The build's own compressed copy (scripts/vite/precompress.ts) when it has one no older
    // than the file (a test may rewrite a built file), as a host that serves precompressed files
    // does; else compressed here.
    const copy = encoding ? `${full}.${encoding === 'br' ? 'br' : 'gz'}` : null;
    const copyStat = copy ? await fsp.stat(copy).catch(() => null) : null;
    const payload = !encoding
      ? buffer
      : copy && copyStat && copyStat.mtimeMs >= st.mtimeMs
        ? await fsp.readFile(copy)
        : compress(buffer, encoding, `${full}:${etag}`);
    if (encoding) headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = payload.length;
    res.writeHead(200, headers);
    if (req.method === 'HEAD') return res.end();
    await link.sendBody(res, payload, 'static');
  };
}
