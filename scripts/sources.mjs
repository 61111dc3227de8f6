#!/usr/bin/env node
// The live token sources, for deployments:
//
//   npm run sources:update [-- --stargate URL --orbiter URL --portal URL]
//     Fetches the live endpoints (the protocol registry's 'live' sources: Stargate and Orbiter)
//     and Portal Bridge's Wormhole list, checks each with the app's own parser and row rules
//     (src/shared/parsing/row-checks.ts), prints every dropped row with its reason, and keeps the
//     rows that pass, written back in the source's format, as its folder's capture.json (the
//     snapshot the next build ships; the dates in scripts/catalogue/catalogue.json). A source's date moves to today only when that content changed (its
//     sha256 differs from the one on record). A source is refused whole, its file and date
//     untouched, when its payload does not parse, when more than a third of its rows are dropped,
//     when it would lose more than a third of the tokens of the snapshot it replaces, or when a
//     first capture lists fewer tokens than its floor. Each list generated from an installed
//     package (Wormhole's, Across's) is dated by the day that package version was published to
//     npm, asked of the npm registry (npm's `registry` setting); when the registry cannot answer,
//     the date on record for that same version is kept, and a version with none on record is
//     refused (the build then shows its list undated). Exit code 1 when anything was refused or
//     unreachable (what could be updated still is).
//
//   npm run sources:check [-- --origin https://example.org]
//     For each live endpoint: HTTP status, bytes, token count after parsing, and whether its
//     Access-Control-Allow-Origin admits the origin (a browser on that origin can read it).
//     Exit code 1 when an endpoint fails or does not admit the origin.
//
// URLs default to the build's variables (each source's `envVar` in the registry) when absolute,
// else the public endpoints (its `defaultUrl`). No test uses the real endpoints: they run this
// against the local source server (scripts/source-server.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PROTOCOL_IDS, PROTOCOL_SOURCES } from '../src/shared/protocol-registry.mjs';
import {
  ROOT,
  SNAPSHOT_DIR,
  contentHash,
  generatedRegistryText,
  GENERATORS,
  isoDay,
  publishedDay,
  readMeta,
  registryVersion,
  snapshotFile,
  writeCatalogue,
  writeIfChanged,
} from './catalogue.mjs';
// Portal's extra tokens fold into Wormhole's generated list the way the build folds them.
import { foldPortal } from '../src/shared/protocols/wormhole/generator.mjs';

/** Portal Bridge's runtime Wormhole list: the tokens Portal adds on top of Connect's built-ins. */
/** The generated source Portal's list adds to: Portal Bridge is Wormhole's own front end. */
const PORTAL_OWNER = 'wormhole';
export const PORTAL_URL =
  'https://raw.githubusercontent.com/XLabs/portal-bridge-ui/refs/heads/config/tokens.config.mainnet.json';
/** The registry's sources whose shipped file is a capture of their live endpoint. */
const LIVE = PROTOCOL_IDS.filter((id) => PROTOCOL_SOURCES[id].catalogue === 'live').map(
  (id) => PROTOCOL_SOURCES[id],
);
/** The registry's sources whose shipped file is generated at build time. */
const GENERATED = PROTOCOL_IDS.filter((id) => PROTOCOL_SOURCES[id].catalogue === 'generated').map(
  (id) => PROTOCOL_SOURCES[id],
);
/** The live sources' keys, then 'portal' (Portal's list of extra Wormhole tokens). */
const ENDPOINTS = [...LIVE.map((source) => source.key), 'portal'];
export const PUBLIC_URLS = {
  ...Object.fromEntries(LIVE.map((source) => [source.key, source.defaultUrl])),
  portal: PORTAL_URL,
};
/** A refresh may lose at most a third of the tokens of the snapshot it replaces. */
export const MAX_LOSS = 1 / 3;
/**
 * The fewest tokens a first capture (no snapshot kept yet) may list. Each is well under the
 * source's known size (Stargate's list about 1,300 tokens, the kept one 619; Orbiter's 142 over
 * 63 chains; Portal's list some dozens), so only a broken or cut answer falls below it.
 */
export const FIRST_CAPTURE_FLOOR = { stargate: 200, orbiter: 40, portal: 20 };
const TIMEOUT_MS = 30_000;

/** The protocol whose parser reads each endpoint. */
const PROTOCOL_OF = {
  ...Object.fromEntries(PROTOCOL_IDS.map((id) => [PROTOCOL_SOURCES[id].key, id])),
  portal: 'Wormhole',
};

/**
 * The app's own source modules (TypeScript: parse, format), loaded through Vite's module runner,
 * and its row rules' helpers.
 */
export async function loadParsers() {
  const { runnerImport } = await import('vite');
  const { module } = await runnerImport(path.join(ROOT, 'workers', 'sources', 'index.ts'));
  return Object.fromEntries(ENDPOINTS.map((name) => [name, module.SOURCES[PROTOCOL_OF[name]]]));
}

/**
 * A drop as a log line, in the words of src/shared/parsing/row-checks.ts's formatDrop (whose `at`
 * and `row` are already printable ASCII).
 */
function dropLine(drop) {
  const why =
    drop.field && (drop.reason === 'markup' || drop.reason === 'control characters')
      ? `${drop.reason} in ${drop.field}`
      : drop.reason;
  return `#${drop.at} ${drop.row}: ${why}`;
}

const absolute = (value) => typeof value === 'string' && /^https?:\/\//i.test(value.trim());

/** The live URLs: command-line flags, then the build's variables when absolute, then the public ones. */
export function liveUrls(argv = [], env = process.env) {
  const flag = (name) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const pick = (name, variable) =>
    flag(name) ?? (absolute(env[variable]) ? env[variable].trim() : PUBLIC_URLS[name]);
  return {
    ...Object.fromEntries(LIVE.map((source) => [source.key, pick(source.key, source.envVar)])),
    portal: pick('portal', 'SOURCES_PORTAL_URL'),
  };
}

/** One GET, its body read in full; never throws. */
async function download(url, { fetchFn = fetch, origin } = {}) {
  try {
    const response = await fetchFn(url, {
      headers: { Accept: 'application/json', ...(origin ? { Origin: origin } : {}) },
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    const body = Buffer.from(await response.arrayBuffer());
    return { ok: response.ok, status: response.status, headers: response.headers, body };
  } catch (error) {
    const cause = error?.cause?.code ?? error?.name ?? 'error';
    return { ok: false, status: null, headers: new Headers(), body: null, failure: String(cause) };
  }
}

/**
 * Parses a downloaded body with a source's parser and row rules:
 * {json, tokens (the rows kept), drops} or {error, drops}.
 */
function validate(body, source) {
  let json;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    return { error: 'the body is not JSON', drops: [] };
  }
  const parsed = source.parse(json);
  if (!parsed.ok) {
    const detail = parsed.error.detail ? ` (${parsed.error.detail})` : '';
    return { error: `it does not parse: ${parsed.error.message}${detail}`, drops: [] };
  }
  const { tokens, drops } = parsed;
  if (tokens.length === 0) return { error: 'it lists no tokens', drops };
  const total = tokens.length + drops.length;
  if (drops.length > total * MAX_LOSS) {
    return {
      error: `${drops.length} of ${total} rows fail the row rules: more than a third`,
      drops,
    };
  }
  return { json, tokens, drops };
}

/** Why a refresh must not replace a snapshot of `before` tokens with `after`, or null. */
export function lossReason(before, after) {
  if (before > 0 && after < before * (1 - MAX_LOSS)) {
    return `it lists ${after} tokens, down from ${before}: more than a third would be lost`;
  }
  return null;
}

function readSnapshot(dir, name) {
  try {
    return JSON.parse(fs.readFileSync(snapshotFile(dir, `${name}.json`), 'utf8'));
  } catch {
    return null;
  }
}

/** Why a first capture (nothing kept yet) of `count` tokens is refused, or null. */
export function floorReason(name, count) {
  const floor = FIRST_CAPTURE_FLOOR[name] ?? 1;
  return count < floor
    ? `a first capture of ${count} tokens is implausibly small (at least ${floor} expected)`
    : null;
}

/** The kept entry for new content: the same date when its hash is the one on record. */
function dated(entry, text, now, fields) {
  const sha256 = contentHash(text);
  if (entry?.sha256 === sha256) return { entry, changed: false };
  return { entry: { ...fields(isoDay(now)), sha256 }, changed: true };
}

/**
 * Refreshes the kept snapshots from the live endpoints.
 * @returns {Promise<{results: Array<{name: string, updated: boolean, message: string}>}>}
 */
export async function updateSources({
  urls,
  parsers,
  dir = SNAPSHOT_DIR,
  fetchFn = fetch,
  published = (packageName, version) => publishedDay(packageName, version),
  now = Date.now(),
  log = console.log,
}) {
  const meta = readMeta(dir);
  const results = [];
  const done = (name, updated, message) => {
    results.push({ name, updated, message });
    log(`${updated ? 'updated ' : 'REFUSED '} ${name}: ${message}`);
  };
  const fetchChecked = async (name, url) => {
    const got = await download(url, { fetchFn });
    if (!got.ok) return { error: `${url} answered ${got.status ?? got.failure}` };
    const checked = validate(got.body, parsers[name]);
    for (const drop of checked.drops) log(`dropped  ${name} ${dropLine(drop)}`);
    return checked.error ? { error: `${url}: ${checked.error}` } : checked;
  };

  for (const { key: name } of LIVE) {
    const url = urls[name];
    const kept = `the snapshot of ${meta[name]?.captured ?? 'none'} is kept`;
    const checked = await fetchChecked(name, url);
    if (checked.error) {
      done(name, false, `${checked.error}; ${kept}`);
      continue;
    }
    const current = readSnapshot(dir, name);
    const before = current === null ? null : parsers[name].parse(current);
    const reason =
      current === null
        ? floorReason(name, checked.tokens.length)
        : lossReason(before?.ok ? before.tokens.length : 0, checked.tokens.length);
    if (reason) {
      done(name, false, `${url}: ${reason}; ${kept}`);
      continue;
    }
    const text = `${JSON.stringify(parsers[name].format(checked.tokens))}\n`;
    const next = dated(meta[name], text, now, (captured) => ({
      captured,
      from: `Live capture of ${url}`,
    }));
    const counts = `${checked.tokens.length} tokens, ${checked.drops.length} rows dropped`;
    if (!next.changed) {
      done(name, true, `${counts}; unchanged, dated ${meta[name].captured} as before`);
      continue;
    }
    fs.writeFileSync(snapshotFile(dir, `${name}.json`), text);
    meta[name] = next.entry;
    done(name, true, `${counts}; captured ${next.entry.captured}`);
  }

  // Each generated list, from its installed package, dated by the day that version was published.
  /** Per generated source: what its line says, and whether it was refused. */
  const recorded = {};
  for (const { key } of GENERATED) {
    const { packageName, from } = GENERATORS[key];
    const version = registryVersion(key);
    const entry = meta[key];
    const sha256 = contentHash(await generatedRegistryText(key));
    let day;
    let kept = '';
    try {
      day = await published(packageName, version);
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      if (entry?.registryVersion === version && entry.published) {
        day = entry.published;
        kept = ` as recorded (the npm registry: ${why})`;
      } else {
        recorded[key] = {
          ok: false,
          line:
            `registry ${version}: no publish date (the npm registry: ${why}) and none on record ` +
            `for it; the record of ${entry?.registryVersion ?? 'none'} is kept, so the build ` +
            'shows this list undated',
        };
        if (key !== PORTAL_OWNER) done(key, false, recorded[key].line);
        continue;
      }
    }
    meta[key] = {
      registryVersion: version,
      published: day,
      from,
      sha256,
      ...pick(entry, 'portal'),
    };
    recorded[key] = { ok: true, line: `registry ${version}, published ${day}${kept}` };
    // Wormhole's line comes with Portal's list below.
    if (key !== PORTAL_OWNER) done(key, true, recorded[key].line);
  }

  // Portal Bridge (Wormhole's own front end): its list adds the tokens Wormhole's registry lacks.
  {
    const generated = JSON.parse(await generatedRegistryText(PORTAL_OWNER));

    const url = urls.portal;
    const portalFile = snapshotFile(dir, 'wormhole-portal.json');
    const keptExtras = readSnapshot(dir, 'wormhole-portal');
    const keptCount = keptExtras ? Object.keys(keptExtras).length : 0;
    const kept = keptCount > 0 ? `the ${keptCount} Portal tokens kept stay` : 'registry only';
    const checked = await fetchChecked('portal', url);
    const { ok: registryOk, line: prefix } = recorded[PORTAL_OWNER];
    const reason =
      checked.error ?? (keptExtras === null ? floorReason('portal', checked.tokens.length) : null);
    if (reason) {
      done(
        'wormhole',
        false,
        `${prefix}; Portal's list ${checked.error ? '' : `${url}: `}${reason}; ${kept}`,
      );
    } else {
      const formatted = parsers.portal.format(checked.tokens);
      const { added } = foldPortal(generated, formatted);
      const extras = Object.fromEntries(
        Object.entries(formatted.tokens).filter(([key]) => added.includes(key)),
      );
      const loss = lossReason(keptCount, added.length);
      if (loss) {
        done('wormhole', false, `${prefix}; Portal's list ${url}: ${loss}; ${kept}`);
      } else {
        const text = `${JSON.stringify(extras)}\n`;
        const next = dated(meta.wormhole.portal, text, now, (captured) => ({
          captured,
          from: `Live capture of Portal Bridge's list ${url}`,
        }));
        if (next.changed) {
          fs.writeFileSync(portalFile, text);
          meta.wormhole = { ...meta.wormhole, portal: next.entry };
        }
        done('wormhole', registryOk, `${prefix}; + ${added.length} tokens from Portal's list`);
      }
    }
  }

  writeIfChanged(path.join(dir, 'catalogue.json'), `${JSON.stringify(meta, null, 2)}\n`);
  return { results };
}

const pick = (entry, key) => (entry && key in entry ? { [key]: entry[key] } : {});

/** Whether an Access-Control-Allow-Origin value lets a page on `origin` read the response. */
export function admits(allowOrigin, origin) {
  if (allowOrigin === null) return false;
  const value = allowOrigin.trim();
  return value === '*' || value.replace(/\/$/, '') === origin.replace(/\/$/, '');
}

/**
 * One line per live endpoint: status, bytes, tokens after parsing, CORS for `origin`.
 * @returns {Promise<Array<{name: string, url: string, status: number|null, bytes: number|null, tokens: number|null, error: string|null, cors: boolean}>>}
 */
export async function checkSources({ urls, parsers, origin, fetchFn = fetch }) {
  const rows = [];
  for (const name of ENDPOINTS) {
    const url = urls[name];
    const got = await download(url, { fetchFn, origin });
    const checked = got.ok ? validate(got.body, parsers[name]) : null;
    rows.push({
      name,
      url,
      status: got.status,
      bytes: got.body?.length ?? null,
      tokens: checked && !checked.error ? checked.tokens.length : null,
      error: got.ok ? (checked.error ?? null) : `answered ${got.status ?? got.failure}`,
      cors: admits(got.headers.get('Access-Control-Allow-Origin'), origin),
    });
  }
  return rows;
}

export function formatCheck(rows, origin) {
  return rows
    .map((row) =>
      [
        row.name.padEnd(9),
        String(row.status ?? '-').padEnd(4),
        `${row.bytes === null ? '-' : row.bytes.toLocaleString('en')} B`.padEnd(12),
        `${row.tokens ?? '-'} tokens`.padEnd(13),
        `CORS for ${origin}: ${row.cors ? 'yes' : 'no'}`,
        row.error ? ` (${row.error})` : '',
        `  ${row.url}`,
      ].join(' '),
    )
    .join('\n');
}

async function main() {
  const [command, ...argv] = process.argv.slice(2);
  const urls = liveUrls(argv);
  const parsers = await loadParsers();
  if (command === 'update') {
    // Another snapshot folder (the tests') is updated alone: the build's catalogue is not rewritten.
    const dir = process.env.SOURCES_SNAPSHOT_DIR;
    const { results } = await updateSources({ urls, parsers, ...(dir ? { dir } : {}) });
    if (dir) process.exit(results.every((r) => r.updated) ? 0 : 1);
    const { files } = await writeCatalogue();
    for (const [name, bytes] of Object.entries(files))
      console.log(`catalogue/${name}.json ${bytes.toLocaleString('en')} B`);
    process.exit(results.every((r) => r.updated) ? 0 : 1);
  }
  if (command === 'check') {
    const i = argv.indexOf('--origin');
    const origin = i >= 0 ? argv[i + 1] : 'https://example.org';
    if (!absolute(origin)) {
      console.error(`--origin must be an http(s) origin, e.g. https://example.org: ${origin}`);
      process.exit(2);
    }
    const rows = await checkSources({ urls, parsers, origin: new URL(origin).origin });
    console.log(formatCheck(rows, new URL(origin).origin));
    process.exit(rows.every((row) => row.tokens !== null && row.cors) ? 0 : 1);
  }
  console.error('usage: node scripts/sources.mjs update|check [--origin URL] [--stargate URL] ...');
  process.exit(2);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
