#!/usr/bin/env node
// One local HTTP server for the demo, the real-browser tests and the benchmark: it serves a
// production build (SPA fallback), plays the three token sources with runtime fault injection,
// slows the link down on request, and captures the analytics events mixpanel-browser sends.
// Plain node:http, no dependencies. This file starts the server and routes requests; each route
// lives in scripts/source-server/: control.mjs (state, faults and the control API), sources.mjs
// (the sources and their faults), analytics.mjs (the /mp capture), static.mjs (the build),
// link.mjs (latency and shared bandwidth) and http.mjs (bodies, validators, compression).
//
// Control API (JSON bodies; see docs/testing.md, "The local server"):
//   GET    /__health                 -> {ok:true}
//   GET    /__control                -> current state (faults, throttle, distDir, dataDir, dataset)
//   POST   /__control                -> {source, status, delayMs, hang, malformed, payload, factor, body, contentType, times}
//                                       | {reset:true} | {throttle:{latencyMs, bytesPerSecond, scope}}
//                                       | {distDir} | {dataDir} | {offline: true|false}
//   DELETE /__control                -> reset faults, throttle, distDir and dataDir to the start values
//   GET    /__events[?event=Name]    -> captured analytics events; DELETE clears them
//   GET    /__requests[?source=name] -> log of source requests; DELETE clears it
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { createAnalyticsRoutes } from './source-server/analytics.mjs';
import { createControl, createState, SOURCE_NAME } from './source-server/control.mjs';
import { createCompressor, sendJson } from './source-server/http.mjs';
import { createLink } from './source-server/link.mjs';
import { createSourceRoutes } from './source-server/sources.mjs';
import { createStaticRoute } from './source-server/static.mjs';

export { SOURCE_NAMES } from './source-server/control.mjs';

/**
 * Starts the server. Resolves when it listens.
 * @param {{port?: number, host?: string, distDir?: string, dataDir?: string, quiet?: boolean,
 *          dataset?: import('./lib/protocol-files.mjs').DatasetKind,
 *          throttle?: {latencyMs?: number, bytesPerSecond?: number, scope?: 'all'|'sources'|'static'}}} options
 */
export async function startServer(options = {}) {
  const host = options.host ?? '127.0.0.1';
  const log = options.quiet ? () => {} : (...args) => console.log('[source-server]', ...args);
  const setup = createState(options);
  const { state, hung } = setup;
  const control = createControl(setup, log);
  const link = createLink(state);
  const compress = createCompressor();
  const sources = createSourceRoutes({ state, hung, link, compress });
  const analytics = createAnalyticsRoutes(state);
  const handleStatic = createStaticRoute({ state, link, compress });
  const sockets = new Set();

  const server = http.createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    try {
      if (url.pathname === '/__health') return sendJson(res, 200, { ok: true });
      if (url.pathname === '/__control') return await control.handleControl(req, res, url);
      if (state.offline && !url.pathname.startsWith('/__')) return void req.socket.destroy();
      if (url.pathname === '/__events') return analytics.handleEvents(req, res, url);
      if (url.pathname === '/__requests') return sources.handleRequests(req, res, url);
      const sourceMatch = /^\/sources\/([^/]+)$/.exec(url.pathname);
      if (sourceMatch && SOURCE_NAME.test(sourceMatch[1]))
        return await sources.handleSource(req, res, sourceMatch[1]);
      if (url.pathname === '/mp' || url.pathname.startsWith('/mp/'))
        return await analytics.handleAnalytics(req, res, url);
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
  // Longer than Node's own clients keep an idle socket (its global agent: 5 s), so a client
  // such as Playwright's route.fetch always closes one first: with both at 5 s, a request sent on
  // a socket the server was closing at that moment failed with ECONNRESET.
  server.keepAliveTimeout = 10_000;

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
    reset: control.resetAll,
    control: (command) => {
      const error = control.applyCommand(command);
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
    console.log(`Usage: node scripts/source-server.mjs [--port 4173] [--host 127.0.0.1] [--dist dist] [--data dir]
       [--latency ms] [--bandwidth bytes/s] [--throttle-scope all|sources|static] [--quiet]`);
    process.exit(0);
  }
  const started = await startServer({
    port: Number(args.port ?? process.env.PORT ?? 4173),
    host: args.host ?? process.env.HOST ?? '127.0.0.1',
    distDir: path.resolve(root, args.dist ?? 'dist'),
    // A directory of `{key}.json` files when named, else the protocols' folders' sample data.
    ...(args.data ? { dataDir: path.resolve(root, args.data) } : {}),
    dataset: 'sample-data',
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
