#!/usr/bin/env node
// One local HTTP server for the demo, the real-browser tests and the benchmark: it serves a
// production build (SPA fallback), plays the three token sources with runtime fault injection,
// slows the link down on request, and captures the analytics events mixpanel-browser sends.
// Plain node:http, no dependencies.
//
// Control API (JSON bodies; see docs/testing.md, "The local server"):
//   GET    /__health                 -> {ok:true}
//   GET    /__control                -> current state (faults, throttle, distDir, dataDir)
//   POST   /__control                -> {source, status, delayMs, hang, malformed, payload, factor, body, contentType, times}
//                                       | {reset:true} | {throttle:{latencyMs, bytesPerSecond, scope}}
//                                       | {distDir} | {dataDir} | {offline: true|false}
//   DELETE /__control                -> reset faults, throttle, distDir and dataDir to the start values
//   GET    /__events[?event=Name]    -> captured analytics events; DELETE clears them
//   GET    /__requests[?source=name] -> log of source requests; DELETE clears it
import http from 'node:http';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import crypto from 'node:crypto';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { inflatePayload, wrongTypesPayload } from './lib/fault-payloads.mjs';
import { SOURCE_KEYS } from '../src/shared/protocol-registry.mjs';

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
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|javascript)|image\/svg\+xml)/;
const NO_CACHE_FILES = new Set([
  '/index.html',
  '/sw.js',
  '/registerSW.js',
  '/manifest.webmanifest',
]);
const SOURCE_NAME = /^[A-Za-z0-9][\w.-]*$/;
/** The sources this server plays (the registry's keys), as named under /sources/ (`<name>.json`). */
export const SOURCE_NAMES = SOURCE_KEYS;
const MAX_EVENTS = 5000;
const MAX_REQUEST_LOG = 2000;
const CHUNK_BYTES = 16 * 1024;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Payloads derived from the source's real one: 10x as many tokens, or entries of wrong types. */
const PAYLOAD_FAULTS = ['big', 'wrong-types'];

function payloadFault(key, fault, original) {
  let json;
  try {
    json = JSON.parse(original.toString('utf8'));
  } catch {
    return original.toString('utf8');
  }
  return fault.payload === 'big'
    ? inflatePayload(key, json, fault.factor ?? 10)
    : wrongTypesPayload(key, json).json;
}

function defaultThrottle() {
  return { latencyMs: 0, bytesPerSecond: 0, scope: 'all' };
}

/**
 * Starts the server. Resolves when it listens.
 * @param {{port?: number, host?: string, distDir?: string, dataDir?: string, quiet?: boolean,
 *          throttle?: {latencyMs?: number, bytesPerSecond?: number, scope?: 'all'|'sources'|'static'}}} options
 */
export async function startServer(options = {}) {
  const host = options.host ?? '127.0.0.1';
  const initial = {
    distDir: options.distDir ? path.resolve(options.distDir) : null,
    dataDir: options.dataDir ? path.resolve(options.dataDir) : null,
    throttle: { ...defaultThrottle(), ...(options.throttle ?? {}) },
  };
  const state = {
    distDir: initial.distDir,
    dataDir: initial.dataDir,
    throttle: { ...initial.throttle },
    /** @type {Record<string, any>} source name -> fault */
    faults: {},
    /** True: every request but the harness endpoints has its connection dropped (a dead network). */
    offline: false,
    events: [],
    requests: [],
  };
  const log = options.quiet ? () => {} : (...args) => console.log('[source-server]', ...args);
  const sockets = new Set();
  const hung = new Set();
  const compressedCache = new Map();
  // Shared link: every chunk reserves the next free slot, so concurrent downloads share bandwidth.
  let linkFreeAt = 0;

  function resetAll() {
    state.distDir = initial.distDir;
    state.dataDir = initial.dataDir;
    state.throttle = { ...initial.throttle };
    state.faults = {};
    state.offline = false;
    for (const res of hung) res.destroy();
    hung.clear();
  }

  function throttled(kind) {
    const t = state.throttle;
    if (!t.latencyMs && !t.bytesPerSecond) return false;
    return t.scope === 'all' || t.scope === kind;
  }

  /** Writes the body, paced by the shared bandwidth when throttling applies. */
  async function sendBody(res, buffer, kind) {
    if (!buffer || buffer.length === 0) return void res.end();
    const bps = throttled(kind) ? state.throttle.bytesPerSecond : 0;
    if (!bps) return void res.end(buffer);
    for (let offset = 0; offset < buffer.length; offset += CHUNK_BYTES) {
      const chunk = buffer.subarray(offset, offset + CHUNK_BYTES);
      const now = Date.now();
      const start = Math.max(now, linkFreeAt);
      linkFreeAt = start + (chunk.length / bps) * 1000;
      const wait = linkFreeAt - now;
      if (wait > 0) await sleep(wait);
      if (res.destroyed) return;
      res.write(chunk);
    }
    res.end();
  }

  async function latency(kind) {
    if (throttled(kind) && state.throttle.latencyMs > 0) await sleep(state.throttle.latencyMs);
  }

  function pickEncoding(req, type) {
    if (!COMPRESSIBLE.test(type)) return null;
    const accept = String(req.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accept)) return 'br';
    if (/\bgzip\b/.test(accept)) return 'gzip';
    return null;
  }

  function compress(buffer, encoding, cacheKey) {
    const key = `${encoding}:${cacheKey}`;
    const hit = compressedCache.get(key);
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
    if (compressedCache.size > 500) compressedCache.clear();
    compressedCache.set(key, out);
    return out;
  }

  function etagOf(buffer) {
    return `"${crypto.createHash('sha1').update(buffer).digest('base64url').slice(0, 27)}"`;
  }

  function notModified(req, etag, mtime) {
    const inm = req.headers['if-none-match'];
    if (inm) return inm.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
    const ims = req.headers['if-modified-since'];
    if (ims && mtime) {
      const since = Date.parse(ims);
      return !Number.isNaN(since) && Math.floor(mtime.getTime() / 1000) * 1000 <= since;
    }
    return false;
  }

  function readJsonBody(req) {
    return new Promise((resolve, reject) => {
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        if (!text.trim()) return resolve({});
        try {
          resolve(JSON.parse(text));
        } catch (error) {
          reject(error);
        }
      });
      req.on('error', reject);
    });
  }

  function readRawBody(req) {
    return new Promise((resolve, reject) => {
      const chunks = [];
      req.on('data', (c) => chunks.push(c));
      req.on('end', () => resolve(Buffer.concat(chunks)));
      req.on('error', reject);
    });
  }

  function sendJson(res, status, value, extraHeaders = {}) {
    const body = Buffer.from(JSON.stringify(value, null, 2));
    res.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': body.length,
      'Cache-Control': 'no-store',
      ...extraHeaders,
    });
    res.end(body);
  }

  // ---- control ------------------------------------------------------------------------------

  async function handleControl(req, res, url) {
    if (req.method === 'GET') {
      return sendJson(res, 200, {
        distDir: state.distDir,
        dataDir: state.dataDir,
        throttle: state.throttle,
        faults: state.faults,
        offline: state.offline,
        events: state.events.length,
        requests: state.requests.length,
      });
    }
    if (req.method === 'DELETE') {
      resetAll();
      return sendJson(res, 200, { ok: true });
    }
    if (req.method !== 'POST') return sendJson(res, 405, { error: 'GET, POST or DELETE' });
    let body;
    try {
      body = await readJsonBody(req);
    } catch {
      return sendJson(res, 400, { error: 'body must be JSON' });
    }
    const commands = Array.isArray(body) ? body : [body];
    for (const command of commands) {
      const error = applyCommand(command ?? {});
      if (error) return sendJson(res, 400, { error });
    }
    log('control', url.pathname, JSON.stringify(body));
    return sendJson(res, 200, { ok: true, faults: state.faults, throttle: state.throttle });
  }

  function applyCommand(command) {
    if (command.reset) resetAll();
    if (command.clearEvents) state.events = [];
    if (command.clearRequests) state.requests = [];
    if (command.offline !== undefined) state.offline = Boolean(command.offline);
    if (command.throttle !== undefined) {
      if (command.throttle === null || command.throttle === false)
        state.throttle = defaultThrottle();
      else {
        const t = { ...state.throttle, ...command.throttle };
        if (!['all', 'sources', 'static'].includes(t.scope))
          return 'throttle.scope: all, sources or static';
        t.latencyMs = Math.max(0, Number(t.latencyMs) || 0);
        t.bytesPerSecond = Math.max(0, Number(t.bytesPerSecond) || 0);
        state.throttle = t;
      }
    }
    if (command.distDir !== undefined) {
      const dir = command.distDir ? path.resolve(command.distDir) : initial.distDir;
      if (dir && !fs.existsSync(path.join(dir, 'index.html')))
        return `distDir has no index.html: ${dir}`;
      // No need to empty the compression cache: its keys name the file and its ETag.
      state.distDir = dir;
    }
    if (command.dataDir !== undefined) {
      const dir = command.dataDir ? path.resolve(command.dataDir) : initial.dataDir;
      if (dir && !fs.existsSync(dir)) return `dataDir does not exist: ${dir}`;
      state.dataDir = dir;
    }
    if (command.source !== undefined) {
      const names = command.source === '*' ? SOURCE_NAMES : [].concat(command.source);
      for (const name of names) {
        if (!SOURCE_NAME.test(String(name))) return `bad source name: ${name}`;
        if (command.clear) {
          delete state.faults[name];
          continue;
        }
        const fault = {};
        if (command.status !== undefined) fault.status = Number(command.status);
        if (command.delayMs !== undefined)
          fault.delayMs = Math.max(0, Number(command.delayMs) || 0);
        if (command.hang) fault.hang = true;
        if (command.malformed)
          fault.malformed = command.malformed === true ? 'truncated' : String(command.malformed);
        if (command.payload !== undefined) {
          if (!PAYLOAD_FAULTS.includes(command.payload))
            return `payload: ${PAYLOAD_FAULTS.join(' or ')}`;
          fault.payload = command.payload;
          if (command.factor !== undefined)
            fault.factor = Math.max(1, Math.floor(Number(command.factor)) || 1);
        }
        if (command.body !== undefined)
          fault.body =
            typeof command.body === 'string' ? command.body : JSON.stringify(command.body);
        if (command.contentType) fault.contentType = String(command.contentType);
        if (command.file) {
          if (!SOURCE_NAME.test(String(command.file))) return `bad file name: ${command.file}`;
          fault.file = String(command.file);
        }
        if (command.times !== undefined) fault.times = Math.max(1, Number(command.times) || 1);
        if (command.noCors) fault.noCors = true;
        state.faults[name] = fault;
      }
    }
    return null;
  }

  // ---- sources ------------------------------------------------------------------------------

  function corsHeaders(req) {
    return {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
      'Access-Control-Allow-Headers':
        req.headers['access-control-request-headers'] ??
        'If-None-Match, If-Modified-Since, Content-Type',
      'Access-Control-Expose-Headers': 'ETag, Last-Modified, Content-Length',
      'Access-Control-Max-Age': '600',
    };
  }

  function malformedBody(kind, original) {
    switch (kind) {
      case 'html':
        return {
          body: Buffer.from('<!doctype html><title>502</title><h1>Bad gateway</h1>'),
          type: 'text/html; charset=utf-8',
        };
      case 'shape':
        return {
          body: Buffer.from('{"unexpected": "shape", "items": 42}'),
          type: 'application/json; charset=utf-8',
        };
      case 'empty':
        return { body: Buffer.alloc(0), type: 'application/json; charset=utf-8' };
      case 'garbage':
        return {
          body: Buffer.from('\u0000\u0001not json at all }{'),
          type: 'application/json; charset=utf-8',
        };
      case 'truncated':
      default: {
        const text =
          original && original.length > 20
            ? original.subarray(0, Math.floor(original.length / 2))
            : Buffer.from('{"tokens": {"USDC": {"symbol": "USD');
        return { body: text, type: 'application/json; charset=utf-8' };
      }
    }
  }

  async function handleSource(req, res, name) {
    const key = name.replace(/\.json$/i, '');
    const cors = corsHeaders(req);
    const fault = state.faults[key];
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      return res.end();
    }
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...cors, Allow: 'GET, HEAD, OPTIONS' });
      return res.end();
    }
    const entry = {
      source: key,
      at: Date.now(),
      ifNoneMatch: req.headers['if-none-match'] ?? null,
      ifModifiedSince: req.headers['if-modified-since'] ?? null,
      fault: fault ? { ...fault, body: fault.body ? '(custom)' : undefined } : null,
      status: 0,
      finishedAt: null,
    };
    state.requests.push(entry);
    if (state.requests.length > MAX_REQUEST_LOG) state.requests.shift();

    if (fault?.times !== undefined) {
      fault.times -= 1;
      if (fault.times <= 0) delete state.faults[key];
    }
    const headers = fault?.noCors ? {} : { ...cors };

    await latency('sources');
    if (fault?.delayMs) await sleep(fault.delayMs);
    if (res.destroyed) return;
    if (fault?.hang) {
      entry.status = -1;
      hung.add(res);
      res.on('close', () => hung.delete(res));
      return; // never answer
    }

    const file = fault?.file ?? `${key}.json`;
    let original = null;
    let mtime = null;
    if (state.dataDir) {
      try {
        const full = path.join(state.dataDir, file);
        if (path.dirname(full) === state.dataDir) {
          original = await fsp.readFile(full);
          mtime = (await fsp.stat(full)).mtime;
        }
      } catch {
        original = null;
      }
    }

    let status = fault?.status ?? 200;
    let body = original;
    let type = fault?.contentType ?? 'application/json; charset=utf-8';
    if (fault?.body !== undefined) {
      body = Buffer.from(fault.body);
      mtime = null;
    } else if (fault?.malformed) {
      const m = malformedBody(fault.malformed, original);
      body = m.body;
      type = fault.contentType ?? m.type;
      mtime = null;
    } else if (fault?.payload && original) {
      // Built from the real payload, so the data stays realistic (see lib/fault-payloads.mjs).
      body = Buffer.from(JSON.stringify(payloadFault(key, fault, original)));
      mtime = null;
    } else if (!original && status === 200) {
      status = 404;
      body = Buffer.from(JSON.stringify({ error: `no data for source ${key}` }));
    }
    if (
      status >= 400 &&
      fault?.status !== undefined &&
      fault.body === undefined &&
      !fault.malformed
    ) {
      body = Buffer.from(JSON.stringify({ error: `injected status ${status}` }));
    }

    entry.status = status;
    headers['Content-Type'] = type;
    headers['Cache-Control'] = 'no-cache';
    headers['Vary'] = 'Accept-Encoding';
    if (status === 200 && body) {
      const etag = etagOf(body);
      headers.ETag = etag;
      if (mtime) headers['Last-Modified'] = mtime.toUTCString();
      if (notModified(req, etag, mtime)) {
        entry.status = 304;
        res.writeHead(304, headers);
        res.end();
        entry.finishedAt = Date.now();
        return;
      }
    }
    const encoding = body && body.length > 512 ? pickEncoding(req, type) : null;
    const payload = encoding
      ? compress(body, encoding, `source:${key}:${etagOf(body)}`)
      : (body ?? Buffer.alloc(0));
    if (encoding) headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = payload.length;
    res.writeHead(status, headers);
    if (req.method !== 'HEAD') await sendBody(res, payload, 'sources');
    else res.end();
    entry.finishedAt = Date.now();
  }

  // ---- analytics capture --------------------------------------------------------------------

  function decodeData(raw) {
    if (raw === null || raw === undefined || raw === '') return null;
    const text = String(raw);
    try {
      return JSON.parse(text);
    } catch {
      /* not plain JSON */
    }
    try {
      const normalised = text.replace(/-/g, '+').replace(/_/g, '/').replace(/\s/g, '+');
      return JSON.parse(Buffer.from(normalised, 'base64').toString('utf8'));
    } catch {
      return { undecoded: text.slice(0, 2000) };
    }
  }

  function capture(endpoint, decoded, method) {
    const items = Array.isArray(decoded) ? decoded : decoded === null ? [] : [decoded];
    for (const item of items) {
      const record = { endpoint, method, receivedAt: Date.now() };
      if (item && typeof item === 'object' && typeof item.event === 'string') {
        record.event = item.event;
        record.properties = item.properties ?? {};
      } else {
        record.payload = item;
      }
      state.events.push(record);
    }
    if (state.events.length > MAX_EVENTS) state.events.splice(0, state.events.length - MAX_EVENTS);
  }

  async function handleAnalytics(req, res, url) {
    const origin = req.headers.origin;
    const headers = {
      'Access-Control-Allow-Origin': origin ?? '*',
      'Access-Control-Allow-Credentials': 'true',
      'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
      'Access-Control-Allow-Headers':
        req.headers['access-control-request-headers'] ?? 'Content-Type, Authorization',
      'Cache-Control': 'no-store',
      Vary: 'Origin',
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, headers);
      return res.end();
    }
    const endpoint = url.pathname.replace(/^\/mp\/?/, '').replace(/\/$/, '') || 'root';
    let data = url.searchParams.get('data');
    if (req.method === 'POST') {
      const raw = await readRawBody(req);
      let text = raw.toString('utf8');
      if (
        req.headers['content-encoding'] === 'gzip' ||
        url.searchParams.get('compression') === 'gzip'
      ) {
        try {
          text = zlib.gunzipSync(raw).toString('utf8');
        } catch {
          /* keep as is */
        }
      }
      const type = String(req.headers['content-type'] ?? '');
      if (type.includes('application/json') && !text.startsWith('data=')) {
        data = text;
      } else {
        const form = new URLSearchParams(text);
        data =
          form.get('data') ??
          data ??
          (text.trim().startsWith('{') || text.trim().startsWith('[') ? text : null);
      }
    }
    if (['track', 'engage', 'groups', 'record'].includes(endpoint))
      capture(endpoint, decodeData(data), req.method);

    let answer;
    if (endpoint === 'flags') answer = { flags: {} };
    else if (endpoint === 'decide')
      answer = {
        config: { enable_collect_everything: false },
        notifications: [],
        feature_flags: [],
      };
    else if (endpoint === 'settings') answer = {};
    else answer = url.searchParams.get('verbose') === '1' ? { status: 1, error: null } : 1;
    return sendJson(res, 200, answer, headers);
  }

  // ---- static files -------------------------------------------------------------------------

  async function statFile(full) {
    try {
      const st = await fsp.stat(full);
      return st.isFile() ? st : null;
    } catch {
      return null;
    }
  }

  async function handleStatic(req, res, url) {
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
    await latency('static');
    const type = CONTENT_TYPES[path.extname(full).toLowerCase()] ?? 'application/octet-stream';
    const headers = {
      'Content-Type': type,
      Vary: 'Accept-Encoding',
      'Last-Modified': st.mtime.toUTCString(),
    };
    if (NO_CACHE_FILES.has(servedPath)) headers['Cache-Control'] = 'no-cache';
    else if (servedPath.startsWith('/assets/') || /^\/workbox-[\w-]+\.js$/.test(servedPath)) {
      headers['Cache-Control'] = 'public, max-age=31536000, immutable';
    } else headers['Cache-Control'] = 'public, max-age=0, must-revalidate';
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
    const payload = encoding ? compress(buffer, encoding, `${full}:${etag}`) : buffer;
    if (encoding) headers['Content-Encoding'] = encoding;
    headers['Content-Length'] = payload.length;
    res.writeHead(200, headers);
    if (req.method === 'HEAD') return res.end();
    await sendBody(res, payload, 'static');
  }

  // ---- routing ------------------------------------------------------------------------------

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    try {
      if (url.pathname === '/__health') return sendJson(res, 200, { ok: true });
      if (url.pathname === '/__control') return await handleControl(req, res, url);
      if (state.offline && !url.pathname.startsWith('/__')) return void req.socket.destroy();
      if (url.pathname === '/__events') {
        if (req.method === 'DELETE') {
          state.events = [];
          return sendJson(res, 200, { ok: true });
        }
        const name = url.searchParams.get('event');
        const endpoint = url.searchParams.get('endpoint');
        return sendJson(
          res,
          200,
          state.events.filter(
            (e) => (!name || e.event === name) && (!endpoint || e.endpoint === endpoint),
          ),
        );
      }
      if (url.pathname === '/__requests') {
        if (req.method === 'DELETE') {
          state.requests = [];
          return sendJson(res, 200, { ok: true });
        }
        const source = url.searchParams.get('source');
        return sendJson(
          res,
          200,
          state.requests.filter((r) => !source || r.source === source),
        );
      }
      const sourceMatch = /^\/sources\/([^/]+)$/.exec(url.pathname);
      if (sourceMatch && SOURCE_NAME.test(sourceMatch[1]))
        return await handleSource(req, res, sourceMatch[1]);
      if (url.pathname === '/mp' || url.pathname.startsWith('/mp/'))
        return await handleAnalytics(req, res, url);
      return await handleStatic(req, res, url);
    } catch (error) {
      log('error', req.method, req.url, error);
      if (!res.headersSent) sendJson(res, 500, { error: String(error) });
      else res.destroy();
    }
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  server.keepAliveTimeout = 5000;

  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const url = `http://${host === '0.0.0.0' || host === '::' ? 'localhost' : host}:${port}`;

  return {
    url,
    port,
    server,
    state,
    reset: resetAll,
    control: (command) => {
      const error = applyCommand(command);
      if (error) throw new Error(error);
    },
    close: () =>
      new Promise((resolve) => {
        for (const res of hung) res.destroy();
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      }),
  };
}

// ---- CLI ----------------------------------------------------------------------------------------

function parseArgs(argv) {
  const out = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) continue;
    const [k, inline] = arg.slice(2).split('=', 2);
    const value = inline ?? (argv[i + 1] && !argv[i + 1].startsWith('--') ? argv[++i] : 'true');
    out[k] = value;
  }
  return out;
}

const isMain =
  process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const args = parseArgs(process.argv.slice(2));
  if (args.help) {
    console.log(`Usage: node scripts/source-server.mjs [--port 4173] [--host 127.0.0.1] [--dist dist] [--data scripts/sample-data]
       [--latency ms] [--bandwidth bytes/s] [--throttle-scope all|sources|static] [--quiet]`);
    process.exit(0);
  }
  const started = await startServer({
    port: Number(args.port ?? process.env.PORT ?? 4173),
    host: args.host ?? process.env.HOST ?? '127.0.0.1',
    distDir: path.resolve(root, args.dist ?? 'dist'),
    dataDir: path.resolve(root, args.data ?? 'scripts/sample-data'),
    quiet: args.quiet === 'true',
    throttle: {
      latencyMs: Number(args.latency ?? 0),
      bytesPerSecond: Number(args.bandwidth ?? 0),
      scope: args['throttle-scope'] ?? 'all',
    },
  });
  console.log(`source-server listening on ${started.url}`);
  const stop = () => started.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
