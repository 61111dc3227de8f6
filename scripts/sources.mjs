#!/usr/bin/env node
// The live token sources, for deployments:
//
//   npm run sources:update [-- --stargate URL --orbiter URL --portal URL]
//     Fetches the live endpoints (the protocol registry's 'live' sources: Stargate and Orbiter)
//     and Portal Bridge's Wormhole list, checks each with the app's own parser, and keeps it in
//     scripts/catalogue/ (the snapshot the next build ships) with today's date. A payload that does not parse, or that lists fewer than two
//     thirds of the tokens of the snapshot it would replace, is refused with the reason, and the
//     snapshot stays. Portal's list only adds the tokens Wormhole's registry lacks. Exit code 1
//     when anything was refused or unreachable (what could be updated still is).
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
  foldPortal,
  generateWormhole,
  loadRegistry,
  readMeta,
  writeCatalogue,
} from './catalogue.mjs';

/** Portal Bridge's runtime Wormhole list: the tokens Portal adds on top of Connect's built-ins. */
export const PORTAL_URL =
  'https://raw.githubusercontent.com/XLabs/portal-bridge-ui/refs/heads/config/tokens.config.mainnet.json';
/** The registry's sources whose shipped file is a capture of their live endpoint. */
const LIVE = PROTOCOL_IDS.filter((id) => PROTOCOL_SOURCES[id].catalogue === 'live').map(
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
const TIMEOUT_MS = 30_000;

/** The protocol whose parser reads each endpoint. */
const PROTOCOL_OF = {
  ...Object.fromEntries(PROTOCOL_IDS.map((id) => [PROTOCOL_SOURCES[id].key, id])),
  portal: 'Wormhole',
};

/** The app's own parsers (TypeScript), loaded through Vite's module runner. */
export async function loadParsers() {
  const { runnerImport } = await import('vite');
  const { module } = await runnerImport(path.join(ROOT, 'workers', 'sources', 'index.ts'));
  return Object.fromEntries(
    ENDPOINTS.map((name) => [name, (json) => module.SOURCES[PROTOCOL_OF[name]].parse(json)]),
  );
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

/** Parses a downloaded body with a source's parser: {tokens, skipped, json} or {error}. */
function validate(body, parse) {
  let json;
  try {
    json = JSON.parse(body.toString('utf8'));
  } catch {
    return { error: 'the body is not JSON' };
  }
  const parsed = parse(json);
  if (!parsed.ok) {
    const detail = parsed.error.detail ? ` (${parsed.error.detail})` : '';
    return { error: `it does not parse: ${parsed.error.message}${detail}` };
  }
  if (parsed.tokens.length === 0) return { error: 'it lists no tokens' };
  return { json, tokens: parsed.tokens.length, skipped: parsed.skipped };
}

/** Why a refresh must not replace a snapshot of `before` tokens with `after`, or null. */
export function lossReason(before, after) {
  if (before > 0 && after < before * (1 - MAX_LOSS)) {
    return `it lists ${after} tokens, down from ${before}: more than a third would be lost`;
  }
  return null;
}

const today = (now) => new Date(now).toISOString().slice(0, 10);

function readSnapshot(dir, name) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, `${name}.json`), 'utf8'));
  } catch {
    return null;
  }
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
  now = Date.now(),
  log = console.log,
}) {
  const meta = readMeta(dir);
  const results = [];
  const done = (name, updated, message) => {
    results.push({ name, updated, message });
    log(`${updated ? 'updated ' : 'REFUSED '} ${name}: ${message}`);
  };

  for (const { key: name } of LIVE) {
    const url = urls[name];
    const got = await download(url, { fetchFn });
    const kept = `the snapshot of ${meta[name].date} is kept`;
    if (!got.ok) {
      done(name, false, `${url} answered ${got.status ?? got.failure}; ${kept}`);
      continue;
    }
    const checked = validate(got.body, parsers[name]);
    if (checked.error) {
      done(name, false, `${url}: ${checked.error}; ${kept}`);
      continue;
    }
    const current = readSnapshot(dir, name);
    const before = current === null ? null : parsers[name](current);
    const loss = lossReason(before?.ok ? before.tokens.length : 0, checked.tokens);
    if (loss) {
      done(name, false, `${url}: ${loss}; ${kept}`);
      continue;
    }
    fs.writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify(checked.json)}\n`);
    meta[name] = { date: today(now), from: `Live capture of ${url}` };
    done(name, true, `${checked.tokens} tokens (${checked.skipped} malformed entries skipped)`);
  }

  // Wormhole: the registry is the floor; Portal's list adds the tokens it lacks.
  {
    const url = urls.portal;
    const registry = await loadRegistry();
    const sdk = JSON.parse(
      fs.readFileSync(
        path.join(ROOT, 'node_modules', '@wormhole-foundation', 'sdk-base', 'package.json'),
        'utf8',
      ),
    ).version;
    const generated = generateWormhole(registry);
    const portalFile = path.join(dir, 'wormhole-portal.json');
    const keptExtras = readSnapshot(dir, 'wormhole-portal');
    const keptCount = keptExtras ? Object.keys(keptExtras).length : 0;
    const got = await download(url, { fetchFn });
    const checked = got.ok ? validate(got.body, parsers.portal) : null;
    const kept = keptCount > 0 ? `the ${keptCount} Portal tokens kept stay` : 'registry only';
    if (!got.ok || checked.error) {
      const why = got.ok ? checked.error : `answered ${got.status ?? got.failure}`;
      done('wormhole', false, `Portal's list ${url}: ${why}; ${kept}`);
    } else {
      const { added } = foldPortal(generated, checked.json);
      const map = 'tokens' in checked.json ? checked.json.tokens : checked.json;
      const extras = Object.fromEntries(
        Object.entries(map).filter(([key, entry]) => added.includes(entry?.key ?? key)),
      );
      const loss = lossReason(keptCount, added.length);
      if (loss) {
        done('wormhole', false, `Portal's list ${url}: ${loss}; ${kept}`);
      } else {
        fs.writeFileSync(portalFile, `${JSON.stringify(extras)}\n`);
        meta.wormhole = {
          date: today(now),
          from: `Wormhole's token registry, @wormhole-foundation/sdk-base ${sdk}, and ${added.length} tokens from Portal Bridge's list ${url}`,
        };
        done('wormhole', true, `registry + ${added.length} tokens from Portal's list`);
      }
    }
  }

  fs.writeFileSync(path.join(dir, 'catalogue.json'), `${JSON.stringify(meta, null, 2)}\n`);
  return { results };
}

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
      tokens: checked && !checked.error ? checked.tokens : null,
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
    const { results } = await updateSources({ urls, parsers });
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
