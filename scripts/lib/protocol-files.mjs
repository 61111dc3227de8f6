// @ts-check
// Where each protocol's files are, for the build, the scripts and the tests: one folder per
// protocol (src/shared/protocols/{key}/) holding its generator or live capture, its sample data
// and its test fixture. A dataset (the sample data, the fixtures, the captures) is the same file
// of every folder, played as `{key}.json`; an extra file of the same kind (`fixture-legacy.json`)
// plays as `{key}-legacy.json`. Where a caller names a directory of `{key}.json` files instead
// (DEMO_DATA_DIR, E2E_DATA_DIR, BENCH_DATA_DIR, a test's temporary directory), that directory
// is read as it is.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { KNOWN_PROTOCOL_IDS, PROTOCOL_SOURCES } from '../../src/shared/protocol-registry.mjs';

/** @typedef {import('../../src/shared/protocol-registry.mjs').ProtocolId} ProtocolId */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Each protocol's folder, from the repository's root. */
export const PROTOCOL_FOLDERS = /** @type {const} @satisfies {Record<ProtocolId, string>} */ ({
  Wormhole: 'src/shared/protocols/wormhole',
  Stargate: 'src/shared/protocols/stargate',
  Orbiter: 'src/shared/protocols/orbiter',
  Across: 'src/shared/protocols/across',
  CCTP: 'src/shared/protocols/cctp',
  OPStack: 'src/shared/protocols/opstack',
});

/**
 * The kinds of data file a folder holds, each one a dataset: `sample-data` (the offline demo's),
 * `fixture` (the tests' hand-made payloads with traps), `capture` (a live source's kept capture).
 * @typedef {'sample-data' | 'fixture' | 'capture'} DatasetKind
 */

/** @type {readonly DatasetKind[]} */
export const DATASET_KINDS = ['sample-data', 'fixture', 'capture'];

/** A protocol's folder, absolute. */
export function folderOf(/** @type {ProtocolId} */ id) {
  return path.join(ROOT, PROTOCOL_FOLDERS[id]);
}

/** A 'generated' source's generator module, absolute; null for a live source. */
export function generatorOf(/** @type {ProtocolId} */ id) {
  return PROTOCOL_SOURCES[id].catalogue === 'generated'
    ? path.join(folderOf(id), 'generator.mjs')
    : null;
}

/** The protocol whose source key a `{key}.json` or `{key}-{variant}.json` file name starts with. */
function splitName(/** @type {string} */ name) {
  const base = name.replace(/\.json$/i, '');
  if (base === name || base.includes('/') || base.includes('\\')) return null;
  // The longest key first, so a key that starts another's never takes its files.
  const ids = [...KNOWN_PROTOCOL_IDS].sort(
    (a, b) => PROTOCOL_SOURCES[b].key.length - PROTOCOL_SOURCES[a].key.length,
  );
  for (const id of ids) {
    const { key } = PROTOCOL_SOURCES[id];
    if (base === key) return { id, variant: '' };
    if (base.startsWith(`${key}-`)) return { id, variant: base.slice(key.length) };
  }
  return null;
}

/**
 * The folder file a dataset plays as `name` (`orbiter.json` -> the Orbiter folder's
 * `fixture.json`; `wormhole-legacy.json` -> `fixture-legacy.json`), absolute; null when the
 * name starts with no source key.
 * @param {DatasetKind} kind
 * @param {string} name
 */
export function datasetFile(kind, name) {
  const split = splitName(name);
  return split ? path.join(folderOf(split.id), `${kind}${split.variant}.json`) : null;
}

/**
 * Every file of a dataset, by the name it plays as: the folders' files of that kind, or the
 * `.json` files of a directory.
 * @param {DatasetKind | {dir: string}} from
 * @returns {Record<string, string>}
 */
export function datasetFiles(from) {
  /** @type {Record<string, string>} */
  const files = {};
  if (typeof from === 'object') {
    for (const name of fs
      .readdirSync(from.dir)
      .filter((f) => f.endsWith('.json'))
      .sort())
      files[name] = path.join(from.dir, name);
    return files;
  }
  for (const id of KNOWN_PROTOCOL_IDS) {
    const folder = folderOf(id);
    const { key } = PROTOCOL_SOURCES[id];
    for (const file of fs.readdirSync(folder).sort()) {
      if (file === `${from}.json`) files[`${key}.json`] = path.join(folder, file);
      else if (file.startsWith(`${from}-`) && file.endsWith('.json'))
        files[`${key}${file.slice(from.length)}`] = path.join(folder, file);
    }
  }
  return files;
}

/**
 * Where a source file is read from: `dir`'s `{name}` when a directory is given, else the
 * dataset's folder file.
 * @param {{dir?: string | null, kind?: DatasetKind | null}} from
 * @param {string} name
 */
export function dataFile(from, name) {
  if (from.dir) {
    const full = path.join(from.dir, name);
    return path.dirname(full) === path.resolve(from.dir) ? full : null;
  }
  return from.kind ? datasetFile(from.kind, name) : null;
}
