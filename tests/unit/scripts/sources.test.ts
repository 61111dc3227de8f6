// `npm run sources:update` and `sources:check` against the local source server and its faults.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startServer, type StartedServer } from '../../../scripts/source-server.mjs';
import {
  admits,
  checkSources,
  formatCheck,
  updateSources,
  type Parsers,
} from '../../../scripts/sources.mjs';
import { orbiterSource, stargateSource, wormholeSource } from '../../../workers/sources';

const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/sources');
const SHIPPED = path.resolve(import.meta.dirname, '../../../scripts/catalogue');
const parsers: Parsers = {
  stargate: (json) => stargateSource.parse(json),
  orbiter: (json) => orbiterSource.parse(json),
  portal: (json) => wormholeSource.parse(json),
};
const NOW = Date.parse('2026-11-25T10:00:00Z');

let server: StartedServer;
let liveDir: string;
let urls: { stargate: string; orbiter: string; portal: string };

beforeAll(async () => {
  // The live endpoints: the test fixtures, Portal's list played by the Wormhole file.
  liveDir = fs.mkdtempSync(path.join(os.tmpdir(), 'live-'));
  fs.copyFileSync(path.join(FIXTURES, 'stargate.json'), path.join(liveDir, 'stargate.json'));
  fs.copyFileSync(path.join(FIXTURES, 'orbiter.json'), path.join(liveDir, 'orbiter.json'));
  fs.copyFileSync(path.join(FIXTURES, 'wormhole-portal.json'), path.join(liveDir, 'wormhole.json'));
  server = await startServer({ port: 0, dataDir: liveDir, quiet: true });
  urls = {
    stargate: `${server.url}/sources/stargate.json`,
    orbiter: `${server.url}/sources/orbiter.json`,
    portal: `${server.url}/sources/wormhole.json`,
  };
});

afterAll(async () => {
  await server.close();
  fs.rmSync(liveDir, { recursive: true, force: true });
});

beforeEach(() => server.control({ reset: true }));

/** A snapshot folder whose Stargate and Orbiter snapshots list `counts` tokens (from the fixtures). */
function snapshotDir(from: 'fixtures' | 'shipped'): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'catalogue-'));
  const source = from === 'fixtures' ? FIXTURES : SHIPPED;
  for (const name of ['stargate', 'orbiter'])
    fs.copyFileSync(path.join(source, `${name}.json`), path.join(dir, `${name}.json`));
  fs.copyFileSync(path.join(SHIPPED, 'catalogue.json'), path.join(dir, 'catalogue.json'));
  return dir;
}

const read = (dir: string, name: string) =>
  JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as Record<string, unknown>;

describe('sources:update', () => {
  it('keeps each live payload that parses, dated today, and folds in what Portal adds', async () => {
    const dir = snapshotDir('fixtures');
    const { results } = await updateSources({ urls, parsers, dir, now: NOW, log: () => {} });
    expect(results.map((r) => [r.name, r.updated])).toEqual([
      ['stargate', true],
      ['orbiter', true],
      ['wormhole', true],
    ]);
    const meta = read(dir, 'catalogue.json') as Record<string, { date: string; from: string }>;
    expect(meta.stargate).toEqual({ date: '2026-11-25', from: `Live capture of ${urls.stargate}` });
    expect(meta.wormhole?.from).toContain(urls.portal);
    // W is on Portal's list and not in Wormhole's registry: it is kept to be folded in.
    const extras = read(dir, 'wormhole-portal.json');
    expect(Object.values(extras).some((e) => (e as { symbol?: string }).symbol === 'W')).toBe(true);
    expect(read(dir, 'stargate.json')).toEqual(read(liveDir, 'stargate.json'));
  });

  it('refuses a source that fails, says why, and keeps its snapshot and date', async () => {
    const dir = snapshotDir('fixtures');
    const before = fs.readFileSync(path.join(dir, 'orbiter.json'), 'utf8');
    server.control({ source: 'orbiter', malformed: 'html' });
    server.control({ source: 'wormhole', status: 503 });
    const { results } = await updateSources({ urls, parsers, dir, now: NOW, log: () => {} });
    const orbiter = results.find((r) => r.name === 'orbiter');
    expect(orbiter?.updated).toBe(false);
    expect(orbiter?.message).toContain('not JSON');
    expect(orbiter?.message).toContain('the snapshot of 2026-11-22 is kept');
    expect(results.find((r) => r.name === 'wormhole')?.message).toContain('answered 503');
    expect(fs.readFileSync(path.join(dir, 'orbiter.json'), 'utf8')).toBe(before);
    expect((read(dir, 'catalogue.json').orbiter as { date: string }).date).toBe('2026-11-22');
    expect(fs.existsSync(path.join(dir, 'wormhole-portal.json'))).toBe(false);
    // What could be updated still is.
    expect(results.find((r) => r.name === 'stargate')?.updated).toBe(true);
  });

  it('refuses a payload of the wrong shape with the parser’s reason', async () => {
    const dir = snapshotDir('fixtures');
    server.control({ source: 'stargate', malformed: 'shape' });
    const { results } = await updateSources({ urls, parsers, dir, now: NOW, log: () => {} });
    const stargate = results.find((r) => r.name === 'stargate');
    expect(stargate?.updated).toBe(false);
    expect(stargate?.message).toMatch(/does not parse|lists no tokens/);
  });

  it('refuses a payload that loses more than a third of the tokens', async () => {
    // The shipped snapshot lists hundreds of Stargate tokens; the live fixture a few dozen.
    const dir = snapshotDir('shipped');
    const before = fs.readFileSync(path.join(dir, 'stargate.json'), 'utf8');
    const { results } = await updateSources({ urls, parsers, dir, now: NOW, log: () => {} });
    const stargate = results.find((r) => r.name === 'stargate');
    expect(stargate?.updated).toBe(false);
    expect(stargate?.message).toMatch(/lists \d+ tokens, down from \d+: more than a third/);
    expect(fs.readFileSync(path.join(dir, 'stargate.json'), 'utf8')).toBe(before);
  });
});

describe('sources:check', () => {
  it('reports status, bytes, tokens after parsing and whether CORS admits the origin', async () => {
    server.control({ source: 'orbiter', noCors: true });
    server.control({ source: 'wormhole', status: 404 });
    const rows = await checkSources({ urls, parsers, origin: 'https://example.org' });
    const stargate = rows.find((r) => r.name === 'stargate');
    expect(stargate).toMatchObject({ status: 200, cors: true, error: null });
    expect(stargate?.bytes).toBe(fs.statSync(path.join(liveDir, 'stargate.json')).size);
    const parsed = parsers.stargate(read(liveDir, 'stargate.json'));
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
