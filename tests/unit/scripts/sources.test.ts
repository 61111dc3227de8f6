// `npm run sources:update` and `sources:check` against the local source server and its faults.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { datasetFile } from '../../../scripts/lib/protocol-files.mjs';
import { startServer, type StartedServer } from '../../../scripts/source-server.mjs';
import {
  admits,
  checkSources,
  formatCheck,
  updateSources,
  type Parsers,
} from '../../../scripts/sources.mjs';
import { PROTOCOL_IDS, PROTOCOL_SOURCES } from '../../../src/shared/protocol-registry.mjs';
import { SOURCES, wormholeSource } from '../../../workers/sources';
import { SOURCE_KEYS } from '../../../src/shared/protocol-registry.mjs';

/** A file of a dataset: the fixtures' or the shipped captures' (each protocol's folder). */
const datasetOf = (kind: 'fixture' | 'capture', name: string) => {
  const file = datasetFile(kind, name);
  if (!file) throw new Error(`no ${kind} file plays ${name}`);
  return file;
};
const SHIPPED = path.resolve(import.meta.dirname, '../../../scripts/catalogue');
/** The registry's live sources (a capture of each is kept), by key and protocol. */
const LIVE = PROTOCOL_IDS.filter((id) => PROTOCOL_SOURCES[id].catalogue === 'live').map(
  (id) => [PROTOCOL_SOURCES[id].key, id] as const,
);
const parsers = {
  ...Object.fromEntries(LIVE.map(([key, id]) => [key, SOURCES[id]])),
  portal: wormholeSource,
} as unknown as Parsers;
const NOW = Date.parse('2026-11-25T10:00:00Z');
const SCRIPT = path.resolve(import.meta.dirname, '../../../scripts/sources.mjs');

let server: StartedServer;
let liveDir: string;
let urls: Parameters<typeof updateSources>[0]['urls'];

beforeAll(async () => {
  // The live endpoints: the test fixtures, Portal's list played by the Wormhole file.
  liveDir = fs.mkdtempSync(path.join(os.tmpdir(), 'live-'));
  for (const [key] of LIVE)
    fs.copyFileSync(datasetOf('fixture', `${key}.json`), path.join(liveDir, `${key}.json`));
  fs.copyFileSync(
    datasetOf('fixture', 'wormhole-portal.json'),
    path.join(liveDir, 'wormhole.json'),
  );
  server = await startServer({ port: 0, dataDir: liveDir, quiet: true });
  urls = {
    ...Object.fromEntries(LIVE.map(([key]) => [key, `${server.url}/sources/${key}.json`])),
    portal: `${server.url}/sources/wormhole.json`,
  } as typeof urls;
});

afterAll(async () => {
  await server.close();
  fs.rmSync(liveDir, { recursive: true, force: true });
});

beforeEach(() => server.control({ reset: true }));

/**
 * A snapshot folder holding a snapshot of every live source (the fixtures' or the shipped ones;
 * 'empty': none, so the next capture is a first one) and the shipped catalogue.json.
 */
function snapshotDir(from: 'fixtures' | 'shipped' | 'empty'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-'));
  if (from !== 'empty') {
    for (const [name] of LIVE)
      fs.copyFileSync(
        datasetOf(from === 'fixtures' ? 'fixture' : 'capture', `${name}.json`),
        path.join(dir, `${name}.json`),
      );
  }
  fs.copyFileSync(path.join(SHIPPED, 'catalogue.json'), path.join(dir, 'catalogue.json'));
  return dir;
}

const read = (dir: string, name: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as Record<string, unknown>;

/** Every file of a folder and its bytes, to show that nothing changed. */
const filesOf = (dir: string) =>
  Object.fromEntries(
    fs
      .readdirSync(dir)
      .sort()
      .map((name) => [name, fs.readFileSync(path.join(dir, name), 'utf8')]),
  );

type Meta = Record<
  string,
  { captured?: string; published?: string; registryVersion?: string; from: string; sha256: string }
>;

/** The npm registry's publish days of the pinned packages, as `npm view <pkg> time` gives them. */
const PUBLISHED: Record<string, string> = {
  '@wormhole-foundation/sdk-base': '2026-08-22',
  '@across-protocol/constants': '2026-09-18',
};
/** The npm registry played here: no test asks the real one. */
const registry = async (packageName: string, _version?: string) => {
  const day = PUBLISHED[packageName];
  if (!day) throw new Error(`no such package ${packageName}`);
  return day;
};

/** Runs the update, keeping its log lines. */
async function update(
  dir: string,
  now = NOW,
  published: (packageName: string, version: string) => Promise<string> = registry,
) {
  const lines: string[] = [];
  const { results } = await updateSources({
    urls,
    parsers,
    dir,
    now,
    published,
    log: (l) => lines.push(l),
  });
  const of = (name: string) => results.find((r) => r.name === name)!;
  return { results, lines, of };
}

/** Runs scripts/sources.mjs in a child process (async: this process serves its requests). */
function runScript(args: string[], env: NodeJS.ProcessEnv) {
  return new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve) => {
    execFile(process.execPath, [SCRIPT, ...args], { env }, (error, stdout, stderr) =>
      resolve({
        code: error ? (typeof error.code === 'number' ? error.code : 1) : 0,
        stdout,
        stderr,
      }),
    );
  });
}

/** A capture of the live Stargate fixture, then the shipped Orbiter, as a first visit's folder. */
async function capturedOnce() {
  const dir = snapshotDir('fixtures');
  await update(dir);
  return dir;
}

describe('sources:update', () => {
  it('keeps the checked rows of each live payload, dated today, and folds in what Portal adds', async () => {
    const dir = snapshotDir('fixtures');
    // Portal's fixture is small: a kept list makes this a refresh, not a first capture.
    fs.writeFileSync(path.join(dir, 'wormhole-portal.json'), '{"X": {}}\n');
    const { results } = await update(dir);
    // One line per source of the registry, each updated.
    expect(results.map((r) => r.name).sort()).toEqual([...SOURCE_KEYS].sort());
    expect(results.every((r) => r.updated)).toBe(true);
    const meta = read(dir, 'catalogue.json') as Meta;
    expect(meta.stargate).toMatchObject({
      captured: '2026-11-25',
      from: `Live capture of ${urls.stargate}`,
    });
    // Each generated list is dated by its package version's publish day, never by today.
    expect(meta.wormhole).toMatchObject({ published: '2026-08-22' });
    expect(meta.across).toMatchObject({ published: '2026-09-18', registryVersion: '3.1.127' });
    // W is on Portal's list and not in Wormhole's registry: it is kept to be folded in.
    const extras = read(dir, 'wormhole-portal.json');
    expect(Object.values(extras).some((e) => (e as { symbol?: string }).symbol === 'W')).toBe(true);
    // What is kept is the parser's rows written back in the source's format.
    const live = SOURCES.Stargate.parse(read(liveDir, 'stargate.json'));
    const kept = SOURCES.Stargate.parse(read(dir, 'stargate.json'));
    expect(live.ok && kept.ok && kept.tokens).toEqual(live.ok && live.tokens);
    expect(kept.ok && kept.skipped).toBe(0);
  });

  it('moves no date when the content did not change, and today’s when it did', async () => {
    const dir = await capturedOnce();
    const first = filesOf(dir);
    const later = Date.parse('2027-01-10T10:00:00Z');
    const again = await update(dir, later);
    expect(again.of('stargate').message).toContain('unchanged, dated 2026-11-25 as before');
    expect(filesOf(dir)).toEqual(first);
    // One token fewer is new content: a new date.
    const rows = read(liveDir, 'stargate.json') as unknown as unknown[];
    server.control({ source: 'stargate', body: rows.slice(1) });
    await update(dir, later);
    expect((read(dir, 'catalogue.json') as Meta).stargate?.captured).toBe('2027-01-10');
    expect((read(dir, 'catalogue.json') as Meta).orbiter?.captured).toBe('2026-11-25');
  });

  it('refuses a source that fails, says why, and keeps its snapshot and date', async () => {
    const dir = snapshotDir('fixtures');
    const before = fs.readFileSync(path.join(dir, 'orbiter.json'), 'utf8');
    server.control({ source: 'orbiter', malformed: 'html' });
    server.control({ source: 'wormhole', status: 503 });
    const { results } = await update(dir);
    const orbiter = results.find((r) => r.name === 'orbiter');
    expect(orbiter?.updated).toBe(false);
    expect(orbiter?.message).toContain('not JSON');
    expect(orbiter?.message).toContain('the snapshot of 2024-11-14 is kept');
    expect(results.find((r) => r.name === 'wormhole')?.message).toContain('answered 503');
    expect(fs.readFileSync(path.join(dir, 'orbiter.json'), 'utf8')).toBe(before);
    expect((read(dir, 'catalogue.json') as Meta).orbiter?.captured).toBe('2024-11-14');
    expect(fs.existsSync(path.join(dir, 'wormhole-portal.json'))).toBe(false);
    // What could be updated still is.
    expect(results.find((r) => r.name === 'stargate')?.updated).toBe(true);
  });

  it('refuses a payload of the wrong shape with the parser’s reason', async () => {
    const dir = snapshotDir('fixtures');
    server.control({ source: 'stargate', malformed: 'shape' });
    const { results } = await update(dir);
    const stargate = results.find((r) => r.name === 'stargate');
    expect(stargate?.updated).toBe(false);
    expect(stargate?.message).toMatch(/does not parse|lists no tokens/);
  });

  it('refuses a payload that loses more than a third of the tokens', async () => {
    // The shipped snapshot lists hundreds of Stargate tokens; the live fixture a few dozen.
    const dir = snapshotDir('shipped');
    const before = fs.readFileSync(path.join(dir, 'stargate.json'), 'utf8');
    const { results } = await update(dir);
    const stargate = results.find((r) => r.name === 'stargate');
    expect(stargate?.updated).toBe(false);
    expect(stargate?.message).toMatch(/lists \d+ tokens, down from \d+: more than a third/);
    expect(fs.readFileSync(path.join(dir, 'stargate.json'), 'utf8')).toBe(before);
  });
});

describe("sources:update dates a generated list by its package version's publish day", () => {
  /** A snapshot folder whose record of Across is of an older version, as before a bump. */
  function bumpedDir() {
    const dir = snapshotDir('shipped');
    const meta = read(dir, 'catalogue.json') as Meta;
    meta.across = { ...meta.across!, registryVersion: '3.1.126', published: '2026-09-01' };
    fs.writeFileSync(path.join(dir, 'catalogue.json'), `${JSON.stringify(meta, null, 2)}\n`);
    return dir;
  }

  it('asks the npm registry about the installed version and records its day, not today', async () => {
    const dir = bumpedDir();
    const asked: string[] = [];
    const { of } = await update(dir, Date.parse('2027-03-01T10:00:00Z'), async (name, version) => {
      asked.push(`${name}@${version}`);
      return registry(name);
    });
    expect(asked).toContain('@across-protocol/constants@3.1.127');
    expect(of('across')).toMatchObject({
      updated: true,
      message: 'registry 3.1.127, published 2026-09-18',
    });
    expect((read(dir, 'catalogue.json') as Meta).across).toMatchObject({
      registryVersion: '3.1.127',
      published: '2026-09-18',
    });
  });

  it('keeps the day on record for the same version when the registry cannot be reached', async () => {
    const dir = snapshotDir('shipped');
    const before = (read(dir, 'catalogue.json') as Meta).across;
    const { of } = await update(dir, NOW, () => Promise.reject(new Error('ENOTFOUND')));
    expect(of('across').updated).toBe(true);
    expect(of('across').message).toBe(
      'registry 3.1.127, published 2026-09-18 as recorded (the npm registry: ENOTFOUND)',
    );
    expect((read(dir, 'catalogue.json') as Meta).across).toEqual(before);
  });

  it('refuses a bumped version when no day can be had, keeping the record as it was', async () => {
    const dir = bumpedDir();
    const before = (read(dir, 'catalogue.json') as Meta).across;
    const { of, lines } = await update(dir, NOW, () => Promise.reject(new Error('ENOTFOUND')));
    expect(of('across').updated).toBe(false);
    expect(of('across').message).toMatch(
      /^registry 3\.1\.127: no publish date \(the npm registry: ENOTFOUND\) and none on record for it; the record of 3\.1\.126 is kept/,
    );
    expect(lines).toContainEqual(expect.stringMatching(/^REFUSED +across: /));
    expect((read(dir, 'catalogue.json') as Meta).across).toEqual(before);
  });
});

describe('sources:update against faults: exit status, message, and no file changed', () => {
  const HOSTILE_ROWS = [
    {
      chainKey: 'ethereum',
      address: '0x000000000000000000000000000000000000dEaD',
      symbol: '<img src=x onerror=alert(1)>',
      decimals: 18,
      icon: 'https://x.example/a.png',
      isBridgeable: true,
    },
    {
      chainKey: 'ethereum',
      address: '0x000000000000000000000000000000000000bEEF',
      symbol: 'ICON',
      decimals: 18,
      icon: 'javascript:alert(1)',
      isBridgeable: true,
    },
  ];

  it('drops a markup symbol and a javascript: icon from a payload it keeps, and says so', async () => {
    const dir = snapshotDir('fixtures');
    const rows = read(liveDir, 'stargate.json') as unknown as unknown[];
    server.control({ source: 'stargate', body: [...rows, ...HOSTILE_ROWS] });
    const { of, lines } = await update(dir);
    expect(of('stargate').updated).toBe(true);
    expect(lines).toContainEqual(
      expect.stringMatching(/^dropped +stargate #\d+ .*: markup in symbol$/),
    );
    const kept = fs.readFileSync(path.join(dir, 'stargate.json'), 'utf8');
    expect(kept).not.toContain('<img');
    expect(kept).not.toContain('javascript:');
    // The row with the bad icon stays, without its icon.
    expect(kept).toContain('"symbol":"ICON"');
  });

  const FAULTS: Array<[string, () => void, RegExp, 'shipped' | 'empty']> = [
    [
      'hostile: more than a third of the rows fail',
      () => server.control({ source: 'stargate', body: HOSTILE_ROWS }),
      /1 of 2 rows fail the row rules: more than a third; the snapshot of 2025-12-03 is kept/,
      'shipped',
    ],
    [
      'truncated JSON',
      () => server.control({ source: 'stargate', malformed: 'truncated' }),
      /the body is not JSON; the snapshot of 2025-12-03 is kept/,
      'shipped',
    ],
    [
      'an HTML page with status 200',
      () => server.control({ source: 'stargate', malformed: 'html' }),
      /the body is not JSON; the snapshot of 2025-12-03 is kept/,
      'shipped',
    ],
    [
      'a first capture with too few tokens',
      () => {},
      /a first capture of \d+ tokens is implausibly small \(at least 200 expected\)/,
      'empty',
    ],
  ];

  it.each(FAULTS)('%s: refused, exit status 1', async (_, fault, message, from) => {
    const dir = snapshotDir(from);
    // Only Stargate is under test: Orbiter and Portal are refused too, so nothing may change.
    server.control({ source: 'orbiter', status: 503 });
    server.control({ source: 'wormhole', status: 503 });
    fault();
    const before = filesOf(dir);
    const { of, lines } = await update(dir);
    expect(of('stargate').updated).toBe(false);
    expect(of('stargate').message).toMatch(message);
    expect(lines).toContainEqual(expect.stringMatching(/^REFUSED +stargate: /));
    expect(filesOf(dir)).toEqual(before);
  });

  it('exits with 1 and a clear message from the command line, changing no file', async () => {
    const dir = snapshotDir('shipped');
    const before = filesOf(dir);
    server.control({ source: 'stargate', malformed: 'html' });
    const run = await runScript(
      ['update', ...Object.entries(urls).flatMap(([name, url]) => [`--${name}`, url])],
      // The npm registry is played by a path the local server does not have: the recorded
      // publish dates are kept, and nothing asks the real registry.
      { ...process.env, SOURCES_SNAPSHOT_DIR: dir, npm_config_registry: `${server.url}/npm/` },
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/REFUSED +stargate: .*the body is not JSON/);
    expect(filesOf(dir)['stargate.json']).toBe(before['stargate.json']);
    expect(filesOf(dir)['orbiter.json']).toBe(before['orbiter.json']);
  }, 60_000);
});

describe('sources:check', () => {
  it('reports status, bytes, tokens after parsing and whether CORS admits the origin', async () => {
    server.control({ source: 'orbiter', noCors: true });
    server.control({ source: 'wormhole', status: 404 });
    const rows = await checkSources({ urls, parsers, origin: 'https://example.org' });
    const stargate = rows.find((r) => r.name === 'stargate');
    expect(stargate).toMatchObject({ status: 200, cors: true, error: null });
    expect(stargate?.bytes).toBe(fs.statSync(path.join(liveDir, 'stargate.json')).size);
    const parsed = parsers.stargate.parse(read(liveDir, 'stargate.json'));
    expect(stargate?.tokens).toBe(parsed.ok ? parsed.tokens.length : 'unparsable fixture');
    expect(rows.find((r) => r.name === 'orbiter')).toMatchObject({ status: 200, cors: false });
    expect(rows.find((r) => r.name === 'portal')).toMatchObject({ status: 404, tokens: null });
    expect(formatCheck(rows, 'https://example.org')).toContain('CORS for https://example.org: no');
  });

  it('reads Access-Control-Allow-Origin as a browser does', () => {
    expect(admits('*', 'https://a.example')).toBe(true);
    expect(admits('https://a.example', 'https://a.example')).toBe(true);
    expect(admits('https://b.example', 'https://a.example')).toBe(false);
    expect(admits(null, 'https://a.example')).toBe(false);
  });
});
