// HTTP helpers the local source server's routes share: JSON and raw bodies, JSON answers,
// validators (ETag, If-None-Match, If-Modified-Since) and on-the-fly compression with a cache.
import crypto from 'node:crypto';
import zlib from 'node:zlib';

const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|javascript)|image\/svg\+xml)/;

export function readRawBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The request's body as JSON; an empty body is `{}`. Rejects when it is not JSON. */
export async function readJsonBody(req) {
  const text = (await readRawBody(req)).toString('utf8');
  if (!text.trim()) return {};
  return JSON.parse(text);
}

export function sendJson(res, status, value, extraHeaders = {}) {
  const body = Buffer.from(JSON.stringify(value, null, 2));
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': body.length,
    'Cache-Control': 'no-store',
    ...extraHeaders,
  });
  res.end(body);
}

export function etagOf(buffer) {
  return `"${crypto.createHash('sha1').update(buffer).digest('base64url').slice(0, 27)}"`;
}

/** Whether the request's validators match: If-None-Match first, else If-Modified-Since. */
export function notModified(req, etag, mtime) {
  const inm = req.headers['if-none-match'];
  if (inm) return inm.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
  const ims = req.headers['if-modified-since'];
  if (ims && mtime) {
    const since = Date.parse(ims);
    return !Number.isNaN(since) && Math.floor(mtime.getTime() / 1000) * 1000 <= since;
  }
  return false;
}

/** The encoding to answer with (br, else gzip), or null for an incompressible type. */
export function pickEncoding(req, type) {
  if (!COMPRESSIBLE.test(type)) return null;
  const accept = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return null;
}

/** A compressor that keeps its last results, keyed by encoding and the caller's key. */
export function createCompressor() {
  const cache = new Map();
  return function compress(buffer, encoding, cacheKey) {
    const key = `${encoding}:${cacheKey}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const out =
      encoding === 'br'
        ? zlib.brotliCompressSync(buffer, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: 9,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
            },
          })
        : zlib.gzipSync(buffer, { level: 9 });
    if (cache.size > 500) cache.clear();
    cache.set(key, out);
    return out;
  };
}
