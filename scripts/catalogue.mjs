#!/usr/bin/env node
// The catalogue every build ships on its own origin (public/catalogue/, served as /catalogue/),
// so a first visit answers without any third-party host:
// one `{key}.json` per protocol of the registry (src/shared/protocol-registry.mjs):
// - a 'live' source's file is the capture kept in its protocol's folder (capture.json, see
//   PROVENANCE.md);
// - a 'generated' one is built by its folder's generator.mjs, whose default export says which
//   pinned package the list comes from, how to generate it from that package alone and how to
//   build what ships.
// Their dates, origins and content hashes are in scripts/catalogue/catalogue.json: a capture is
// dated by when its data was captured, a generated list by the day its package version was
// published to npm (recorded by `npm run sources:update`, which asks the npm registry; the build
// only reads the record, never the network). vite.config.ts runs this before
// every build and dev server; `node scripts/catalogue.mjs` runs it alone. Files are only written
// when their content changes, so an unchanged catalogue does not invalidate a build.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PROTOCOL_IDS, PROTOCOL_SOURCES } from '../src/shared/protocol-registry.mjs';
import { datasetFile, generatorOf as generatorModuleOf } from './lib/protocol-files.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/**
 * The record of the shipped sources' dates (catalogue.json) and their provenance, kept in the
 * repository; each live source's capture is kept in its protocol's folder.
 */
export const SNAPSHOT_DIR = path.join(ROOT, 'scripts', 'catalogue');

/**
 * A kept snapshot's file (`{key}.json`, or `{key}-{part}.json` for another part a source keeps):
 * in `dir` when another directory is given (a test's, SOURCES_SNAPSHOT_DIR), else its protocol's
 * folder's capture file.
 */
export function snapshotFile(dir, name) {
  return (dir === SNAPSHOT_DIR && datasetFile('capture', name)) || path.join(dir, name);
}
/** Where the build picks the catalogue up (public/ is copied into every build). */
export const OUTPUT_DIR = path.join(ROOT, 'public', 'catalogue');
/** The root-relative URL the app fetches the shipped catalogue from. */
export const CATALOGUE_PATH = '/catalogue/';

export function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/** Dates, origins and hashes of the shipped sources (scripts/catalogue/catalogue.json). */
export function readMeta(dir = SNAPSHOT_DIR) {
  return readJson(path.join(dir, 'catalogue.json'));
}

/** The content hash a date is tied to: sha256 of a file's text, hex. */
export function contentHash(text) {
  return createHash('sha256').update(text).digest('hex');
}

/** The installed version of an npm package (what a generated list comes from). */
export function packageVersion(packageName, root = ROOT) {
  return readJson(path.join(root, 'node_modules', ...packageName.split('/'), 'package.json'))
    .version;
}

/**
 * The generators of the registry's 'generated' sources, by source key: each the default export
 * of its folder's generator.mjs.
 */
export const GENERATORS = Object.fromEntries(
  await Promise.all(
    PROTOCOL_IDS.filter((id) => generatorModuleOf(id) !== null).map(async (id) => [
      PROTOCOL_SOURCES[id].key,
      (await import(pathToFileURL(/** @type {string} */ (generatorModuleOf(id))).href)).default,
    ]),
  ),
);

/** The generator of a 'generated' source. */
function generatorOf(key) {
  const generator = GENERATORS[key];
  if (!generator) throw new Error(`No generator for the generated source ${key}`);
  return generator;
}

/**
 * What a generated source ships: its generator's list, with what it adds from the kept
 * captures of `dir` (see snapshotFile).
 */
export function buildGenerated(key, dir = SNAPSHOT_DIR) {
  return generatorOf(key).build((name) => snapshotFile(dir, name));
}

/** The installed version of the package a generated source comes from. */
export function registryVersion(key, root = ROOT) {
  return packageVersion(generatorOf(key).packageName, root);
}

/** The text of a generated source's list as generated from its installed package alone. */
export async function generatedRegistryText(key) {
  return JSON.stringify(await generatorOf(key).generate());
}

/** 'YYYY-MM-DD' of a time, UTC. */
export const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);

/** The npm registry publish dates are read from: npm's own setting when run through npm. */
export function npmRegistry(env = process.env) {
  const url = env.npm_config_registry?.trim() || 'https://registry.npmjs.org/';
  return url.endsWith('/') ? url : `${url}/`;
}

const REGISTRY_TIMEOUT_MS = 30_000;

/**
 * The day (UTC, 'YYYY-MM-DD') a version of an npm package was published, read from the
 * registry's document of the package: its `time` map, as `npm view <pkg> time --json` shows it.
 * Throws, saying why, when the registry cannot be reached or does not date that version.
 */
export async function publishedDay(
  packageName,
  version,
  { fetchFn = fetch, registry = npmRegistry() } = {},
) {
  const url = `${registry}${packageName.replace('/', '%2f')}`;
  let response;
  try {
    response = await fetchFn(url, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(REGISTRY_TIMEOUT_MS),
    });
  } catch (error) {
    throw new Error(`${url} could not be reached (${error?.cause?.code ?? error?.name ?? error})`);
  }
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  let time;
  try {
    time = (await response.json())?.time?.[version];
  } catch {
    throw new Error(`${url} did not answer JSON`);
  }
  const ms = typeof time === 'string' ? Date.parse(time) : Number.NaN;
  if (Number.isNaN(ms)) throw new Error(`${url} gives no publish time for ${version}`);
  return isoDay(ms);
}

/**
 * What the page says about each shipped source, by source key: a capture's date, or for a
 * generated list the version of the package it comes from and the day that version was
 * published to npm, as recorded in catalogue.json. A generated list from a version with no
 * recorded publish date (the package was bumped without `npm run sources:update`) is undated
 * (`date: null`), with a warning: the day it happens to be built is not its data's date.
 * @returns {Promise<Record<string, {date: string | null, kind: 'capture' | 'generated', version?: string, from: string}>>}
 */
export async function shippedDates({ dir = SNAPSHOT_DIR, warn = console.warn } = {}) {
  const meta = readMeta(dir);
  const out = {};
  for (const id of PROTOCOL_IDS) {
    const { key, catalogue } = PROTOCOL_SOURCES[id];
    const entry = meta[key];
    if (catalogue === 'live') {
      if (!entry?.captured)
        throw new Error(`scripts/catalogue/catalogue.json has no captured date for ${key}`);
      out[key] = { date: entry.captured, kind: 'capture', from: entry.from };
      continue;
    }
    const { packageName } = generatorOf(key);
    const version = registryVersion(key);
    const recorded = entry?.registryVersion === version && entry.published ? entry.published : null;
    if (recorded === null) {
      warn(
        `catalogue: ${key}'s list comes from ${packageName} ${version}, whose publish date is ` +
          `not recorded (the record is of ${entry?.registryVersion ?? 'none'}): the page shows ` +
          "it with 'publish date unknown', never the day it is built. " +
          'Run `npm run sources:update` to record it.',
      );
    } else if (entry.sha256 !== contentHash(await generatedRegistryText(key))) {
      // Same package version, other content: the generator changed. The data's date stands.
      warn(
        `catalogue: ${key}'s list from ${packageName} ${version} does not match the hash on ` +
          'record. Run `npm run sources:update` to record it.',
      );
    }
    out[key] = { date: recorded, kind: 'generated', version, from: entry?.from ?? '' };
  }
  return out;
}

export function writeIfChanged(file, text) {
  try {
    if (fs.readFileSync(file, 'utf8') === text) return false;
  } catch {
    /* missing: write it */
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return true;
}

/**
 * Writes public/catalogue/{key}.json for every source of the registry.
 * @returns {Promise<{files: Record<string, number>, written: string[]}>} bytes per file
 */
export async function writeCatalogue({ snapshotDir = SNAPSHOT_DIR, outDir = OUTPUT_DIR } = {}) {
  const bodies = {};
  for (const id of PROTOCOL_IDS) {
    const { key, catalogue } = PROTOCOL_SOURCES[id];
    if (catalogue === 'live') {
      bodies[key] = JSON.stringify(readJson(snapshotFile(snapshotDir, `${key}.json`)));
      continue;
    }
    bodies[key] = JSON.stringify(await buildGenerated(key, snapshotDir));
  }
  const files = {};
  const written = [];
  for (const [name, body] of Object.entries(bodies)) {
    const file = path.join(outDir, `${name}.json`);
    if (writeIfChanged(file, body)) written.push(name);
    files[name] = Buffer.byteLength(body);
  }
  return { files, written };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { files, written } = await writeCatalogue();
  for (const [name, bytes] of Object.entries(files)) {
    console.log(
      `catalogue/${name}.json ${bytes.toLocaleString('en')} B${written.includes(name) ? ' (written)' : ''}`,
    );
  }
}
