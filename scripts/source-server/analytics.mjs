// The analytics capture under /mp/: answers what mixpanel-browser asks (track, engage, groups,
// record, flags, decide, settings) as its API host would, and keeps every event it sends.
import zlib from 'node:zlib';
import { readRawBody, sendJson } from './http.mjs';

const MAX_EVENTS = 5000;
const CAPTURED = ['track', 'engage', 'groups', 'record'];

/** A `data` value: plain JSON, else base64 (URL-safe or not) JSON, else kept undecoded. */
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

/** The `data` a request carries: in the query, or in a JSON, form or gzip body. */
async function requestData(req, url) {
  let data = url.searchParams.get('data');
  if (req.method !== 'POST') return data;
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
  if (type.includes('application/json') && !text.startsWith('data=')) return text;
  const form = new URLSearchParams(text);
  return (
    form.get('data') ??
    data ??
    (text.trim().startsWith('{') || text.trim().startsWith('[') ? text : null)
  );
}

/** What the API host answers on an endpoint. */
function answerOf(endpoint, url) {
  if (endpoint === 'flags') return { flags: {} };
  if (endpoint === 'decide')
    return { config: { enable_collect_everything: false }, notifications: [], feature_flags: [] };
  if (endpoint === 'settings') return {};
  return url.searchParams.get('verbose') === '1' ? { status: 1, error: null } : 1;
}

/**
 * The /mp/ route of a server, and the /__events listing of what it captured.
 * @param {{events: object[]}} state
 */
export function createAnalyticsRoutes(state) {
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
    const data = await requestData(req, url);
    if (CAPTURED.includes(endpoint)) capture(endpoint, decodeData(data), req.method);
    return sendJson(res, 200, answerOf(endpoint, url), headers);
  }

  /** GET /__events[?event=&endpoint=]: the captured events; DELETE clears them. */
  function handleEvents(req, res, url) {
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

  return { handleAnalytics, handleEvents };
}
