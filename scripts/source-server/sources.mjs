// The token sources under /sources/{name}.json: each file of the data directory, played with the
// fault set for it (status, delay, hang, malformed or derived payloads, another file, no CORS),
// conditional requests, compression, and a log of every request.
import fsp from 'node:fs/promises';
import { PROTOCOL_IDS, PROTOCOL_SOURCES } from '../../src/shared/protocol-registry.mjs';
import { dataFile } from '../lib/protocol-files.mjs';
import { inflatePayload, wrongTypesPayload } from '../lib/fault-payloads.mjs';
import { loadProtocolModules } from '../lib/protocol-modules.mjs';
import { etagOf, notModified, pickEncoding, sendJson } from './http.mjs';
import { sleep } from './link.mjs';

const MAX_REQUEST_LOG = 2000;
const JSON_TYPE = 'application/json; charset=utf-8';

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

/** The body of a `malformed` fault: HTML, a wrong shape, nothing, garbage or half the file. */
function malformedBody(kind, original) {
  switch (kind) {
    case 'html':
      return {
        body: Buffer.from('<!doctype html><title>502</title><h1>Bad gateway</h1>'),
        type: 'text/html; charset=utf-8',
      };
    case 'shape':
      return { body: Buffer.from('{"unexpected": "shape", "items": 42}'), type: JSON_TYPE };
    case 'empty':
      return { body: Buffer.alloc(0), type: JSON_TYPE };
    case 'garbage':
      return { body: Buffer.from('\u0000\u0001not json at all }{'), type: JSON_TYPE };
    case 'truncated':
    default: {
      const text =
        original && original.length > 20
          ? original.subarray(0, Math.floor(original.length / 2))
          : Buffer.from('{"tokens": {"USDC": {"symbol": "USD');
      return { body: text, type: JSON_TYPE };
    }
  }
}

/** The protocol whose modules read each source key. */
const PROTOCOL_OF_KEY = new Map(PROTOCOL_IDS.map((id) => [PROTOCOL_SOURCES[id].key, id]));

/**
 * The body of a `payload` fault, built from the source's real payload through its protocol's
 * own parser and formatter (lib/fault-payloads.mjs); `modules` are the protocols' modules.
 */
function payloadFault(key, fault, original, modules) {
  let json;
  try {
    json = JSON.parse(original.toString('utf8'));
  } catch {
    return original.toString('utf8');
  }
  const own = modules?.[PROTOCOL_OF_KEY.get(key)];
  if (!own) return json;
  return fault.payload === 'big'
    ? inflatePayload(own, json, fault.factor ?? 10)
    : wrongTypesPayload(own, json).json;
}

/**
 * A source's file, from the data directory or else the protocols' folders, or nulls when there
 * is none.
 */
async function readSourceFile(state, file) {
  const full = dataFile({ dir: state.dataDir, kind: state.dataset }, file);
  if (!full) return { original: null, mtime: null };
  try {
    return { original: await fsp.readFile(full), mtime: (await fsp.stat(full)).mtime };
  } catch {
    return { original: null, mtime: null };
  }
}

/** What a source answers under its fault: status, body, type and Last-Modified date. */
function answerOf(key, fault, original, mtime, modules) {
  let status = fault?.status ?? 200;
  let body = original;
  let type = fault?.contentType ?? JSON_TYPE;
  if (fault?.body !== undefined) {
    body = Buffer.from(fault.body);
    mtime = null;
  } else if (fault?.malformed) {
    const m = malformedBody(fault.malformed, original);
    body = m.body;
    type = fault.contentType ?? m.type;
    mtime = null;
  } else if (fault?.payload && original) {
    // Built from the real payload, so the data stays realistic.
    body = Buffer.from(JSON.stringify(payloadFault(key, fault, original, modules)));
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
  return { status, body, type, mtime };
}

/**
 * The /sources/ route of a server, and the /__requests log of what it was asked.
 * @param {{state: any, hung: Set<import('node:http').ServerResponse>, link: ReturnType<typeof import('./link.mjs').createLink>, compress: ReturnType<typeof import('./http.mjs').createCompressor>}} deps
 */
export function createSourceRoutes({ state, hung, link, compress }) {
  /** GET /__requests[?source=name]: the log of source requests; DELETE clears it. */
  function handleRequests(req, res, url) {
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

    await link.latency('sources');
    if (fault?.delayMs) await sleep(fault.delayMs);
    if (res.destroyed) return;
    if (fault?.hang) {
      entry.status = -1;
      hung.add(res);
      res.on('close', () => hung.delete(res));
      return; // never answer
    }

    const file = await readSourceFile(state, fault?.file ?? `${key}.json`);
    // The protocols' modules load (once) only when a payload fault needs them.
    const modules = fault?.payload ? await loadProtocolModules() : undefined;
    const { status, body, type, mtime } = answerOf(key, fault, file.original, file.mtime, modules);

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
    if (req.method !== 'HEAD') await link.sendBody(res, payload, 'sources');
    else res.end();
    entry.finishedAt = Date.now();
  }

  return { handleSource, handleRequests };
}
