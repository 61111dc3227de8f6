// Builds what the benchmark serves: the app (production build, sources at the root-relative
// /sources/*.json mirror, analytics posting to the server's local /mp capture, as `npm start`
// ships it) and the two baseline pages. Both skip work when nothing changed.
import fs from 'node:fs';
import path from 'node:path';
import { buildApp, LOCAL_SOURCE_ENV, ROOT } from '../lib/build.mjs';
import { DATASET_KINDS, datasetFile } from '../lib/protocol-files.mjs';
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

/**
 * Where the bench looks for each source's snapshot, first found wins: directories of
 * `{key}.json` files, then each protocol's folder's sample data.
 */
const SOURCE_CANDIDATES = [
  process.env.BENCH_DATA_DIR,
  path.join(ROOT, '..', 'shared', 'fixtures', 'sources'),
  'sample-data',
].filter(Boolean);

/** A candidate's file for a source, or null: `{dir}/{name}.json`, or a folder's data file. */
function candidateFile(candidate, name) {
  const file = DATASET_KINDS.includes(candidate)
    ? datasetFile(candidate, `${name}.json`)
    : path.join(candidate, `${name}.json`);
  return file && fs.existsSync(file) ? file : null;
}

/**
 * The source snapshots to serve and where each came from, gathered into one folder
 * (.bench/sources): each source's file from BENCH_DATA_DIR, else ../shared/fixtures/sources, else
 * its protocol's sample-data.json. Chosen per source, not per folder: the shared snapshots lack
 * the sources added after them, and taking every small sample file for that would feed the
 * seed-flow page, which fetches the three spec sources on every visit, a fraction of the real
 * payloads the app's shipped catalogue carries.
 * @param {{ candidates?: string[], out?: string, names?: readonly string[] }} [options]
 * @returns {{ dir: string, picked: Record<string, string> }}
 */
export function pickSources({
  candidates = SOURCE_CANDIDATES,
  out = path.join(BENCH_DIR, 'sources'),
  names = SOURCE_NAMES,
} = {}) {
  fs.mkdirSync(out, { recursive: true });
  /** @type {Record<string, string>} */
  const picked = {};
  for (const name of names) {
    const candidate = candidates.find((c) => candidateFile(c, name) !== null);
    if (!candidate) {
      throw new Error(`no source data for ${name}: not in ${candidates.join(', ')}`);
    }
    const to = path.join(out, `${name}.json`);
    // A read-only snapshot's copy is read-only too: remove it before the next run writes it.
    fs.rmSync(to, { force: true });
    fs.copyFileSync(/** @type {string} */ (candidateFile(candidate, name)), to);
    picked[name] = DATASET_KINDS.includes(candidate)
      ? `${candidate}.json of its protocol's folder`
      : path.relative(ROOT, candidate) || '.';
  }
  return { dir: out, picked };
}

/** The folder of pickSources(). */
export const pickDataDir = () => pickSources().dir;
