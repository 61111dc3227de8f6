#!/usr/bin/env node
// `npm run test:e2e`: builds the app once for the test server (root-relative sources, analytics
// token 'test-token' posting to the same origin's /mp capture) into dist-e2e/, then runs the
// Playwright suite in a system Chromium. Extra arguments go to `playwright test`
// (e.g. `npm run test:e2e -- --grep offline`).
//
// Environment: CHROMIUM_PATH (default: chromium on PATH, else /usr/bin/chromium),
// E2E_DATA_DIR (a folder of `{key}.json` files instead of each
// protocol's fixture.json), E2E_WORKERS (default 2), FORCE_BUILD=1.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { PROTOCOL_SOURCES } from '../src/shared/protocol-registry.mjs';
import { buildApp, findData, LOCAL_SOURCE_ENV, ROOT, SOURCE_FILES_PATTERN } from './lib/build.mjs';

const OUT_DIR = 'dist-e2e';
export const E2E_BUILD_ENV = {
  ...LOCAL_SOURCE_ENV,
  VITE_MIXPANEL_TOKEN: 'test-token',
  // Root-relative: mixpanel-browser sends its XHRs to a relative URL, so this is the test
  // server's own /mp capture whatever port it listens on.
  VITE_MIXPANEL_API_HOST: '/mp',
  // A hung source fails after 5 s and its 3 retries wait 0.1/0.2/0.4 s, so a test of a hang
  // waits ~21 s instead of ~87 s (production: 20 s and 1/2/4 s).
  VITE_SOURCE_TIMEOUT_MS: '5000',
  VITE_SOURCE_RETRY_BASE_MS: '100',
  // Without the shipped catalogue: the suite plays the sources' faults, down to the spec's error
  // states of a source with no data at all. The catalogue has a build of its own (below).
  VITE_SHIPPED_CATALOGUE: 'off',
  // Every protocol the product knows, whatever the shell that runs the suite sets.
  VITE_PROTOCOLS: '',
};
const THREE_OUT_DIR = 'dist-e2e-three';
/**
 * The test build with only the spec's three protocols (tests/e2e/protocols.spec.ts): every screen
 * then reads as the spec words it, with no trace of the others.
 */
export const THREE_BUILD_ENV = {
  ...E2E_BUILD_ENV,
  VITE_PROTOCOLS: 'Wormhole,Stargate,Orbiter',
};
const DEFAULT_OUT_DIR = 'dist-e2e-default';
/**
 * The build with the project's defaults, as a deployment gets it (tests/e2e/catalogue.spec.ts):
 * every variable unset, so each source is its registry default (a generated same-origin file or
 * a public endpoint), the shipped catalogue on and analytics off. Variables of the shell that runs
 * the suite must not leak in.
 */
export const DEFAULT_BUILD_ENV = {
  ...Object.fromEntries(Object.values(PROTOCOL_SOURCES).map((source) => [source.envVar, ''])),
  VITE_SOURCE_TIMEOUT_MS: '',
  VITE_SOURCE_RETRY_BASE_MS: '',
  VITE_MIXPANEL_TOKEN: '',
  VITE_MIXPANEL_API_HOST: '',
  VITE_SHIPPED_CATALOGUE: '',
  VITE_REMOTE_LOGOS: '',
  VITE_PROTOCOLS: '',
};

function onPath(name) {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!dir) continue;
    const full = path.join(dir, name);
    try {
      fs.accessSync(full, fs.constants.X_OK);
      return full;
    } catch {
      /* keep looking */
    }
  }
  return null;
}

export function findChromium() {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  for (const name of ['chromium', 'chromium-browser', 'google-chrome-stable', 'google-chrome']) {
    const found = onPath(name);
    if (found) return found;
  }
  return fs.existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : null;
}

async function main() {
  const started = Date.now();
  const chromium = findChromium();
  if (!chromium || !fs.existsSync(chromium)) {
    console.error("No Chromium found. Install Debian's `chromium` package or set CHROMIUM_PATH.");
    process.exit(1);
  }
  const data = findData(process.env.E2E_DATA_DIR, 'fixture');
  if (!data) {
    console.error(
      process.env.E2E_DATA_DIR
        ? `No e2e dataset: ${process.env.E2E_DATA_DIR}/${SOURCE_FILES_PATTERN} are missing.`
        : "No e2e dataset: a protocol's folder has no fixture.json.",
    );
    process.exit(1);
  }

  const { outDir } = await buildApp({
    outDir: OUT_DIR,
    env: E2E_BUILD_ENV,
    force: process.env.FORCE_BUILD === '1',
    label: 'e2e',
  });
  const { outDir: defaultOutDir } = await buildApp({
    outDir: DEFAULT_OUT_DIR,
    env: DEFAULT_BUILD_ENV,
    force: process.env.FORCE_BUILD === '1',
    label: 'e2e defaults',
  });

  const { outDir: threeOutDir } = await buildApp({
    outDir: THREE_OUT_DIR,
    env: THREE_BUILD_ENV,
    force: process.env.FORCE_BUILD === '1',
    label: 'e2e three protocols',
  });

  const cli = path.join(ROOT, 'node_modules', '@playwright', 'test', 'cli.js');
  const args = [cli, 'test', ...process.argv.slice(2)];
  console.log(`[e2e] chromium: ${chromium}`);
  console.log(`[e2e] data: ${data.label}`);
  const code = await new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      cwd: ROOT,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        ...process.env,
        CHROMIUM_PATH: chromium,
        E2E_DIST_DIR: outDir,
        E2E_DEFAULT_DIST_DIR: defaultOutDir,
        E2E_THREE_DIST_DIR: threeOutDir,
        ...(data.dir ? { E2E_DATA_DIR: data.dir } : {}),
      },
    });
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
  });
  console.log(
    `[e2e] finished in ${((Date.now() - started) / 1000).toFixed(1)} s (build included), exit code ${code}`,
  );
  process.exit(code);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.join(ROOT, 'scripts', 'e2e.mjs')) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
