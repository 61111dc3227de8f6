// Builds what the benchmark serves: the app (production build, sources at the root-relative
// /sources/*.json mirror, analytics posting to the server's local /mp capture, as `npm start`
// ships it) and the two baseline pages. Both skip work when nothing changed.
import fs from 'node:fs';
import path from 'node:path';
import { buildApp, LOCAL_SOURCE_ENV, ROOT } from '../lib/build.mjs';
import { SOURCE_NAMES } from '../source-server.mjs';

export const BENCH_DIR = path.join(ROOT, '.bench');
export const APP_DIST = path.join(BENCH_DIR, 'dist');
export const BASELINE_DIST = path.join(BENCH_DIR, 'baseline-dist');
const BASELINE_SRC = path.join(ROOT, 'scripts', 'bench', 'baseline');

/** The app as shipped, pointed at the local mirror. */
export const APP_ENV = {
  ...LOCAL_SOURCE_ENV,
  // Analytics on, as in production, but captured by the local server: its lazy chunk and its
  // requests then compete for the slow link as they would for a visitor.
  VITE_MIXPANEL_TOKEN: 'bench-token',
  VITE_MIXPANEL_API_HOST: '/mp',
};

export async function buildAppForBench({ force = false } = {}) {
  return buildApp({ outDir: path.relative(ROOT, APP_DIST), env: APP_ENV, force, label: 'bench' });
}

function newestMtime(dir) {
  let newest = 0;
  for (const name of fs.readdirSync(dir))
    newest = Math.max(newest, fs.statSync(path.join(dir, name)).mtimeMs);
  return newest;
}

/** Builds the plain (index.html) and React (react.html) baseline pages with Vite, no plugins. */
export async function buildBaseline({ force = false } = {}) {
  const stamp = path.join(BASELINE_DIST, '.built');
  if (
    !force &&
    fs.existsSync(stamp) &&
    Number(fs.readFileSync(stamp, 'utf8')) >= newestMtime(BASELINE_SRC)
  ) {
    return BASELINE_DIST;
  }
  const { build } = await import('vite');
  await build({
    configFile: false,
    root: BASELINE_SRC,
    base: '/',
    logLevel: 'warn',
    mode: 'production',
    build: {
      outDir: BASELINE_DIST,
      emptyOutDir: true,
      target: 'es2022',
      rollupOptions: {
        input: {
          index: path.join(BASELINE_SRC, 'index.html'),
          react: path.join(BASELINE_SRC, 'react.html'),
        },
      },
    },
  });
  fs.writeFileSync(stamp, String(newestMtime(BASELINE_SRC)));
  return BASELINE_DIST;
}

/** The source snapshots to serve: BENCH_DATA_DIR, else ../shared/fixtures/sources, else scripts/sample-data. */
export function pickDataDir() {
  const candidates = [
    process.env.BENCH_DATA_DIR,
    path.join(ROOT, '..', 'shared', 'fixtures', 'sources'),
    path.join(ROOT, 'scripts', 'sample-data'),
  ];
  for (const dir of candidates) {
    if (dir && SOURCE_NAMES.every((n) => fs.existsSync(path.join(dir, `${n}.json`)))) {
      return path.resolve(dir);
    }
  }
  throw new Error(
    'no source data: ../shared/fixtures/sources and scripts/sample-data are both missing',
  );
}
