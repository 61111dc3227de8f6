#!/usr/bin/env node
// `npm start` / `npm run demo`: runs the production app with no internet. Builds it once with the
// sources pointing at a local mirror (root-relative /sources/..., so any host and port works) and
// analytics posting to a local capture, then serves the build and the sample dataset together.
//
// Environment: PORT (4173), HOST (127.0.0.1), FORCE_BUILD=1 (rebuild even if up to date),
// DEMO_ANALYTICS=off (build without an analytics token), DEMO_DATA_DIR (a folder of
// `{key}.json` files served instead of each protocol's sample-data.json).
import path from 'node:path';
import { buildApp, findData, LOCAL_SOURCE_ENV, ROOT, SOURCE_FILES_PATTERN } from './lib/build.mjs';
import { startServer } from './source-server.mjs';

const OUT_DIR = 'dist-local';
const port = Number(process.env.PORT ?? 4173);
const host = process.env.HOST ?? '127.0.0.1';
const analytics = (process.env.DEMO_ANALYTICS ?? 'on') !== 'off';

const data = findData(process.env.DEMO_DATA_DIR, 'sample-data');
if (!data) {
  console.error(
    process.env.DEMO_DATA_DIR
      ? `No sample dataset: ${process.env.DEMO_DATA_DIR}/${SOURCE_FILES_PATTERN} are missing.`
      : "No sample dataset: a protocol's folder has no sample-data.json.",
  );
  process.exit(1);
}

const env = {
  ...LOCAL_SOURCE_ENV,
  // A fake project token: events go to this server's /mp capture, never to the internet.
  VITE_MIXPANEL_TOKEN: analytics ? 'local-demo-token' : '',
  VITE_MIXPANEL_API_HOST: analytics ? '/mp' : '',
  // The sample data's logos are the sources' own, on third-party hosts: only same-origin icons.
  VITE_REMOTE_LOGOS: 'off',
};

try {
  await buildApp({ outDir: OUT_DIR, env, force: process.env.FORCE_BUILD === '1', label: 'start' });
} catch (error) {
  console.error(String(error instanceof Error ? error.message : error));
  process.exit(1);
}

let server;
try {
  server = await startServer({
    port,
    host,
    distDir: path.join(ROOT, OUT_DIR),
    ...(data.dir ? { dataDir: data.dir } : {}),
    dataset: data.kind,
    quiet: true,
  });
} catch (error) {
  if (error && typeof error === 'object' && 'code' in error && error.code === 'EADDRINUSE') {
    console.error(`Port ${port} is in use. Try: PORT=${port + 1} npm start`);
    process.exit(1);
  }
  throw error;
}

const shown =
  host === '127.0.0.1' || host === '0.0.0.0' || host === '::'
    ? `http://localhost:${server.port}`
    : server.url;
console.log('');
console.log(`  Bridge, please! is running at ${shown}`);
console.log('');
console.log(`  app           ${OUT_DIR}/ (production build, service worker on)`);
console.log(`  token data    ${data.label} served at /sources/*.json`);
console.log(`  analytics     ${analytics ? `captured locally: ${shown}/__events` : 'off'}`);
console.log('  Ctrl+C stops the server.');
console.log('');

const stop = () => server.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
