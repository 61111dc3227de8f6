#!/usr/bin/env node
// The catalogue every build ships on its own origin (public/catalogue/, served as /catalogue/),
// so a first visit answers without any third-party host:
// one `{key}.json` per protocol of the registry (src/shared/protocol-registry.mjs):
// - a 'live' source's file is the snapshot kept in scripts/catalogue/ (see PROVENANCE.md);
// - a 'generated' one is built here: wormhole.json from Wormhole's own token registry (the pinned
//   devDependency @wormhole-foundation/sdk-base, never bundled) in Wormhole Connect's
//   `{tokens, wrappedTokens}` shape, plus the tokens Portal Bridge's runtime list adds, when a
//   snapshot of it is kept.
// Their dates, origins and content hashes are in scripts/catalogue/catalogue.json: a capture is
// dated by when its data was captured, Wormhole's list by when it was generated from the registry
// version it names (read from the installed package). vite.config.ts runs this before
// every build and dev server; `node scripts/catalogue.mjs` runs it alone. Files are only written
// when their content changes, so an unchanged catalogue does not invalidate a build.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROTOCOL_IDS, PROTOCOL_SOURCES } from '../src/shared/protocol-registry.mjs';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** The snapshots and their dates, kept in the repository. */
export const SNAPSHOT_DIR = path.join(ROOT, 'scripts', 'catalogue');
/** Where the build picks the catalogue up (public/ is copied into every build). */
export const OUTPUT_DIR = path.join(ROOT, 'public', 'catalogue');
/** The root-relative URL the app fetches the shipped catalogue from. */
export const CATALOGUE_PATH = '/catalogue/';

/**
 * The registry's tokens, flattened: every deployment on every chain of the given network, in
 * the SDK's chain order (so the output is stable for one package version).
 * @returns {Promise<Array<{key: string, symbol: string, decimals: number, address: string, chain: string, original?: string}>>}
 */
export async function loadRegistry(network = 'Mainnet') {
  const [{ chains }, { getTokenMap }] = await Promise.all([
    import('@wormhole-foundation/sdk-base'),
    import('@wormhole-foundation/sdk-base/tokens'),
  ]);
  const out = [];
  for (const chain of chains) {
    const map = getTokenMap(network, chain);
    if (!map) continue;
    for (const [key, token] of Object.entries(map)) out.push({ ...token, key, chain });
  }
  return out;
}

/**
 * Connect's shape from registry deployments. A deployment without `original` is the token on
 * its chain of origin and goes into `tokens`; one with `original` is a Wormhole-wrapped copy and
 * goes into `wrappedTokens[key][chain]`. A native coin (address 'native') gets a nativeChain
 * and no tokenId, as Connect has it. A key of origin on two chains (ETH on Ethereum and MegaETH)
 * keeps the plain key on the first chain and `<key>.<chain>` on the next, so keys stay unique.
 */
export function generateWormhole(registry) {
  const tokens = {};
  /** `${key}\n${chain of origin}` -> the key used in the output. */
  const keyOf = new Map();
  for (const t of registry) {
    if (t.original !== undefined) continue;
    let key = t.key;
    if (key in tokens) key = `${t.key}.${t.chain}`;
    for (let n = 2; key in tokens; n++) key = `${t.key}.${t.chain}.${n}`;
    keyOf.set(`${t.key}\n${t.chain}`, key);
    const decimals = Number(t.decimals);
    tokens[key] =
      t.address === 'native'
        ? { key, symbol: t.symbol, nativeChain: t.chain, decimals }
        : {
            key,
            symbol: t.symbol,
            tokenId: { chain: t.chain, address: t.address },
            nativeChain: t.chain,
            decimals,
          };
  }
  const wrappedTokens = {};
  for (const t of registry) {
    if (t.original === undefined || t.address === 'native') continue;
    // A wrapped copy of a token the registry does not list on its own chain still gets listed
    // under its key: the deployment is real, only its origin entry is missing.
    const key = keyOf.get(`${t.key}\n${t.original}`) ?? t.key;
    (wrappedTokens[key] ??= {})[t.chain] = t.address;
  }
  return { tokens, wrappedTokens };
}

const lower = (value) => (typeof value === 'string' ? value.toLowerCase() : '');

/**
 * Adds the tokens of Portal Bridge's runtime list (a root map of Connect entries) that the
 * registry lacks: an entry whose key is new and whose (chain, address) the registry does not
 * already list. The registry is the floor: nothing of it is replaced.
 * @returns {{catalogue: {tokens: object, wrappedTokens: object}, added: string[]}}
 */
export function foldPortal(catalogue, portal) {
  const tokens = { ...catalogue.tokens };
  const known = new Set();
  for (const entry of Object.values(tokens)) {
    if (entry.tokenId) known.add(`${lower(entry.tokenId.chain)}\n${lower(entry.tokenId.address)}`);
  }
  for (const byChain of Object.values(catalogue.wrappedTokens)) {
    for (const [chain, address] of Object.entries(byChain))
      known.add(`${lower(chain)}\n${lower(address)}`);
  }
  const added = [];
  const map = portal && typeof portal === 'object' && !Array.isArray(portal) ? portal : {};
  const entries =
    'tokens' in map && map.tokens && typeof map.tokens === 'object' ? map.tokens : map;
  for (const [mapKey, entry] of Object.entries(entries)) {
    if (!entry || typeof entry !== 'object') continue;
    const key = typeof entry.key === 'string' && entry.key !== '' ? entry.key : mapKey;
    const id = entry.tokenId;
    if (key in tokens) continue;
    if (id && known.has(`${lower(id.chain)}\n${lower(id.address)}`)) continue;
    tokens[key] = entry;
    added.push(key);
  }
  return { catalogue: { tokens, wrappedTokens: catalogue.wrappedTokens }, added };
}

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

/** The installed @wormhole-foundation/sdk-base's version (what the generated list comes from). */
export function registryVersion(root = ROOT) {
  const file = path.join(root, 'node_modules', '@wormhole-foundation', 'sdk-base', 'package.json');
  return readJson(file).version;
}

/** The text of Wormhole's list as generated from the installed registry alone (no Portal). */
export async function generatedRegistryText() {
  return JSON.stringify(generateWormhole(await loadRegistry()));
}

/** 'YYYY-MM-DD' of a time, UTC. */
export const isoDay = (ms) => new Date(ms).toISOString().slice(0, 10);

/**
 * What the page says about each shipped source, by source key: a capture's date, or for a
 * generated list the registry version and the day it was generated. A generated list whose
 * content no longer matches the hash on record (the package was bumped without
 * `npm run sources:update`) is being generated now, and is dated so, with a warning.
 * @returns {Promise<Record<string, {date: string, kind: 'capture' | 'generated', version?: string, from: string}>>}
 */
export async function shippedDates({
  dir = SNAPSHOT_DIR,
  now = Date.now(),
  warn = console.warn,
} = {}) {
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
    const version = registryVersion();
    let date = entry?.generated;
    if (!date || entry.sha256 !== contentHash(await generatedRegistryText())) {
      date = isoDay(now);
      warn(
        `catalogue: ${key}'s list from registry ${version} does not match the one on record ` +
          `(${entry?.registryVersion ?? 'none'}): dated ${date}, the day it is generated. ` +
          'Run `npm run sources:update` to record it.',
      );
    }
    out[key] = { date, kind: 'generated', version, from: entry?.from ?? '' };
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

/** The shipped Wormhole file: the registry, with Portal's extra tokens when a snapshot is kept. */
export async function buildWormhole(dir = SNAPSHOT_DIR) {
  const generated = generateWormhole(await loadRegistry());
  const portalFile = path.join(dir, 'wormhole-portal.json');
  if (!fs.existsSync(portalFile)) return generated;
  return foldPortal(generated, readJson(portalFile)).catalogue;
}

/** The builders of the 'generated' sources, by source key. */
export const GENERATORS = { wormhole: buildWormhole };

/**
 * Writes public/catalogue/{key}.json for every source of the registry.
 * @returns {Promise<{files: Record<string, number>, written: string[]}>} bytes per file
 */
export async function writeCatalogue({ snapshotDir = SNAPSHOT_DIR, outDir = OUTPUT_DIR } = {}) {
  const bodies = {};
  for (const id of PROTOCOL_IDS) {
    const { key, catalogue } = PROTOCOL_SOURCES[id];
    if (catalogue === 'live') {
      bodies[key] = JSON.stringify(readJson(path.join(snapshotDir, `${key}.json`)));
      continue;
    }
    const generate = GENERATORS[key];
    if (!generate) throw new Error(`No generator for the generated source ${key}`);
    bodies[key] = JSON.stringify(await generate(snapshotDir));
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
