// Builds the app with a given set of build-time variables into a given folder, skipping the
// build when nothing that goes into it changed since the last build into that folder.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  PROTOCOL_IDS,
  PROTOCOL_SOURCES,
  SOURCE_KEYS,
} from '../../src/shared/protocol-registry.mjs';
import { dataFile } from './protocol-files.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Root-relative source URLs: the build then works on any host and port that serves /sources/. */
export const LOCAL_SOURCE_ENV = Object.fromEntries(
  PROTOCOL_IDS.map((id) => {
    const { envVar, key } = PROTOCOL_SOURCES[id];
    return [envVar, `/sources/${key}.json`];
  }),
);

/** How messages name a dataset folder's files: `{key1,key2,...}.json`, one per source key. */
export const SOURCE_FILES_PATTERN = `{${SOURCE_KEYS.join(',')}}.json`;

const INPUTS = [
  'index.html',
  'vite.config.ts',
  'package.json',
  'package-lock.json',
  'tsconfig.json',
  'tsconfig.app.json',
  'tsconfig.worker.json',
  'tsconfig.base.json',
  'src',
  'workers',
  'public',
  // The build's own plugins (the prerendered shell renders src/ through one of them).
  'scripts/vite',
];

function walk(target, out) {
  let st;
  try {
    st = fs.statSync(target);
  } catch {
    return;
  }
  if (st.isDirectory()) {
    for (const name of fs.readdirSync(target).sort()) walk(path.join(target, name), out);
  } else {
    out.push(`${path.relative(ROOT, target)}:${st.size}:${Math.floor(st.mtimeMs)}`);
  }
}

/** A fingerprint of everything a build reads, plus the variables it is built with. */
export function inputsFingerprint(env) {
  const lines = [];
  for (const input of INPUTS) walk(path.join(ROOT, input), lines);
  const hash = crypto.createHash('sha256');
  hash.update(lines.join('\n'));
  hash.update(JSON.stringify(Object.entries(env).sort()));
  return hash.digest('hex');
}

function stampPath(outDir) {
  const name = path.relative(ROOT, path.resolve(ROOT, outDir)).replace(/[^\w.-]+/g, '_');
  return path.join(ROOT, 'node_modules', '.cache', 'bridge-please', `${name}.stamp`);
}

/**
 * Runs `vite build --outDir <outDir>` with `env` added to the environment.
 * @param {{outDir: string, env: Record<string, string|undefined>, force?: boolean, label?: string}} options
 * @returns {Promise<{built: boolean, outDir: string}>}
 */
export async function buildApp({ outDir, env, force = false, label = 'build' }) {
  const absOut = path.resolve(ROOT, outDir);
  const cleanEnv = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined));
  const fingerprint = inputsFingerprint(cleanEnv);
  const stamp = stampPath(absOut);
  if (!force && fs.existsSync(path.join(absOut, 'index.html')) && fs.existsSync(stamp)) {
    if (fs.readFileSync(stamp, 'utf8') === fingerprint) {
      console.log(
        `[${label}] ${path.relative(ROOT, absOut)}/ is up to date (set FORCE_BUILD=1 to rebuild)`,
      );
      return { built: false, outDir: absOut };
    }
  }
  if (!fs.existsSync(path.join(ROOT, 'index.html'))) {
    throw new Error('index.html is missing: the app cannot be built yet');
  }
  const viteBin = path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js');
  if (!fs.existsSync(viteBin)) throw new Error('vite is not installed: run `npm ci` first');
  console.log(`[${label}] building into ${path.relative(ROOT, absOut)}/ ...`);
  const started = Date.now();
  await new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [viteBin, 'build', '--outDir', absOut, '--emptyOutDir', '--logLevel', 'warn'],
      {
        cwd: ROOT,
        env: { ...process.env, ...cleanEnv },
        stdio: ['ignore', 'inherit', 'inherit'],
      },
    );
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`vite build failed (${signal ?? `exit ${code}`})`)),
    );
  });
  fs.mkdirSync(path.dirname(stamp), { recursive: true });
  fs.writeFileSync(stamp, fingerprint);
  console.log(`[${label}] built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return { built: true, outDir: absOut };
}

/**
 * Where a script's sources come from: the override directory when it is set (null when it lacks
 * a source's file), else the protocols' folders' files of `kind` (null when a folder lacks one).
 * @param {string | undefined} overrideDir
 * @param {import('./protocol-files.mjs').DatasetKind} kind
 * @returns {{dir: string | null, kind: import('./protocol-files.mjs').DatasetKind, label: string} | null}
 */
export function findData(overrideDir, kind) {
  const dir = overrideDir ? path.resolve(ROOT, overrideDir) : null;
  const from = { dir, kind };
  const complete = SOURCE_KEYS.every((key) => {
    const file = dataFile(from, `${key}.json`);
    return file !== null && fs.existsSync(file);
  });
  if (!complete) return null;
  return {
    dir,
    kind,
    label: dir ? `${path.relative(ROOT, dir) || dir}/` : `each protocol's ${kind}.json`,
  };
}
