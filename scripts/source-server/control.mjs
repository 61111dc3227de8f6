// The server's state and the control API that changes it: faults per source, the throttle,
// offline, the served build and dataset, and resets (POST/GET/DELETE /__control, or
// `control(command)` in-process).
import fs from 'node:fs';
import path from 'node:path';
import { SOURCE_KEYS } from '../../src/shared/protocol-registry.mjs';
import { readJsonBody, sendJson } from './http.mjs';
import { defaultThrottle, THROTTLE_SCOPES } from './link.mjs';
import { loadProtocolModules } from '../lib/protocol-modules.mjs';

/** A file name under /sources/ or the data directory. */
export const SOURCE_NAME = /^[A-Za-z0-9][\w.-]*$/;
/** The sources this server plays (the registry's keys), as named under /sources/ (`<name>.json`). */
export const SOURCE_NAMES = SOURCE_KEYS;
/** Payloads derived from the source's real one: 10x as many tokens, or entries of wrong types. */
export const PAYLOAD_FAULTS = ['big', 'wrong-types'];

/**
 * The state a server starts with and returns to on reset, and the state it runs with. The
 * sources are read from `dataDir` when one is given, else from the protocols' folders' files of
 * the `dataset` kind (scripts/lib/protocol-files.mjs).
 * @param {{distDir?: string, dataDir?: string, dataset?: import('../lib/protocol-files.mjs').DatasetKind, throttle?: object}} options
 */
export function createState(options) {
  const initial = {
    distDir: options.distDir ? path.resolve(options.distDir) : null,
    dataDir: options.dataDir ? path.resolve(options.dataDir) : null,
    dataset: options.dataset ?? null,
    throttle: { ...defaultThrottle(), ...(options.throttle ?? {}) },
  };
  const state = {
    distDir: initial.distDir,
    dataDir: initial.dataDir,
    dataset: initial.dataset,
    throttle: { ...initial.throttle },
    /** @type {Record<string, any>} source name -> fault */
    faults: {},
    /** True: every request but the harness endpoints has its connection dropped (a dead network). */
    offline: false,
    events: [],
    requests: [],
  };
  /** Responses of hanging sources, held open until a reset or close. */
  const hung = new Set();
  return { initial, state, hung };
}

/** One source fault from a command, or an error message. */
function faultOf(command) {
  const fault = {};
  if (command.status !== undefined) fault.status = Number(command.status);
  if (command.delayMs !== undefined) fault.delayMs = Math.max(0, Number(command.delayMs) || 0);
  if (command.hang) fault.hang = true;
  if (command.malformed)
    fault.malformed = command.malformed === true ? 'truncated' : String(command.malformed);
  if (command.payload !== undefined) {
    if (!PAYLOAD_FAULTS.includes(command.payload)) return `payload: ${PAYLOAD_FAULTS.join(' or ')}`;
    fault.payload = command.payload;
    // Start loading the parsers the payload is made with, so the next request does not wait.
    loadProtocolModules().catch(() => {});
    if (command.factor !== undefined)
      fault.factor = Math.max(1, Math.floor(Number(command.factor)) || 1);
  }
  if (command.body !== undefined)
    fault.body = typeof command.body === 'string' ? command.body : JSON.stringify(command.body);
  if (command.contentType) fault.contentType = String(command.contentType);
  if (command.file) {
    if (!SOURCE_NAME.test(String(command.file))) return `bad file name: ${command.file}`;
    fault.file = String(command.file);
  }
  if (command.times !== undefined) fault.times = Math.max(1, Number(command.times) || 1);
  if (command.noCors) fault.noCors = true;
  return fault;
}

/**
 * The control of a server's state.
 * @param {ReturnType<typeof createState>} server
 * @param {(...args: unknown[]) => void} log
 */
export function createControl({ initial, state, hung }, log) {
  function resetAll() {
    state.distDir = initial.distDir;
    state.dataDir = initial.dataDir;
    state.dataset = initial.dataset;
    state.throttle = { ...initial.throttle };
    state.faults = {};
    state.offline = false;
    for (const res of hung) res.destroy();
    hung.clear();
  }

  /** Applies one command; returns an error message, or null. */
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
        if (!THROTTLE_SCOPES.includes(t.scope)) return 'throttle.scope: all, sources or static';
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
        const fault = faultOf(command);
        if (typeof fault === 'string') return fault;
        state.faults[name] = fault;
      }
    }
    return null;
  }

  /** GET (the state), POST (one command or a list), DELETE (reset) on /__control. */
  async function handleControl(req, res, url) {
    if (req.method === 'GET') {
      return sendJson(res, 200, {
        distDir: state.distDir,
        dataDir: state.dataDir,
        dataset: state.dataset,
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

  return { resetAll, applyCommand, handleControl };
}
