// Every list of protocols follows the protocol registry: one entry per protocol, nothing missing
// and nothing extra, in the build, the worker, the scripts, the local server and the datasets.
// The page's own lists (menus, filters, cards) are checked in tests/unit/src/protocol-lists.test.tsx.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectSources } from '../../../../src/config/csp';
import { DEFAULT_SOURCE_URLS, parseEnv } from '../../../../src/config/env-schema';
import {
  KNOWN_PROTOCOL_IDS,
  PROTOCOL_IDS,
  PROTOCOL_REGISTRY,
  PROTOCOL_SOURCES,
  SOURCE_KEYS,
} from '../../../../src/shared/protocol-registry.mjs';
import { PROTOCOL_DISPLAY_NAME, PROTOCOL_SLUG, PROTOCOLS } from '../../../../src/shared/tokens';
import {
  GENERATORS,
  readMeta,
  SNAPSHOT_DIR,
  snapshotFile,
} from '../../../../scripts/catalogue.mjs';
import { datasetFiles } from '../../../../scripts/lib/protocol-files.mjs';
import { DEFAULT_BUILD_ENV } from '../../../../scripts/e2e.mjs';
import { inflatePayload as benchPayload } from '../../../../scripts/bench/inflate.mjs';
import { LOCAL_SOURCE_ENV, SOURCE_FILES_PATTERN } from '../../../../scripts/lib/build.mjs';
import { inflatePayload as bigPayload } from '../../../../scripts/lib/fault-payloads.mjs';
import { ADAPTERS } from '../../../../src/shared/protocols';
import {
  SOURCE_NAMES,
  startServer,
  type StartedServer,
} from '../../../../scripts/source-server.mjs';
import { PUBLIC_URLS } from '../../../../scripts/sources.mjs';
import { SOURCES } from '../../../../workers/sources';
import {
  FIXTURE_NAMES,
  FIXTURE_PROTOCOL,
  fixtureFile,
  loadFixture,
} from '../../../fixtures/sources';

const ROOT = path.resolve(import.meta.dirname, '../../../..');
const sorted = (values: Iterable<string>) => [...values].sort();

describe('the protocol registry', () => {
  it('names each protocol once, with a unique slug and source key, and a source for each', () => {
    expect(PROTOCOLS).toEqual(PROTOCOL_REGISTRY.map((entry) => entry.id));
    expect(new Set(PROTOCOL_IDS).size).toBe(PROTOCOL_IDS.length);
    expect(new Set(PROTOCOL_REGISTRY.map((entry) => entry.slug)).size).toBe(PROTOCOL_IDS.length);
    expect(new Set(SOURCE_KEYS).size).toBe(PROTOCOL_IDS.length);
    expect(sorted(Object.keys(PROTOCOL_SOURCES))).toEqual(sorted(PROTOCOL_IDS));
    for (const entry of PROTOCOL_REGISTRY) {
      expect(entry.slug).toMatch(/^[a-z0-9-]+$/);
      expect(PROTOCOL_SOURCES[entry.id].key).toMatch(/^[a-z0-9-]+$/);
      expect(PROTOCOL_SOURCES[entry.id].envVar).toMatch(/^VITE_[A-Z0-9_]+_URL$/);
      expect(entry.bridgeSite).toMatch(/^https:\/\/[^/]+\/$/);
    }
  });

  it('keeps the product texts of the three original protocols', () => {
    expect(PROTOCOL_DISPLAY_NAME).toMatchObject({
      Wormhole: 'Wormhole',
      Stargate: 'Stargate',
      Orbiter: 'Orbiter Finance',
    });
    expect(PROTOCOL_SLUG).toMatchObject({
      Wormhole: 'wormhole',
      Stargate: 'stargate',
      Orbiter: 'orbiter',
    });
  });
});

describe('the build setting VITE_PROTOCOLS', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("with the specification's three, lists exactly them, in its words and order", async () => {
    vi.stubEnv('VITE_PROTOCOLS', 'Wormhole,Stargate,Orbiter');
    vi.resetModules();
    const registry = await import('../../../../src/shared/protocol-registry.mjs');
    const tokens = await import('../../../../src/shared/tokens');
    expect(registry.PROTOCOL_IDS).toEqual(['Wormhole', 'Stargate', 'Orbiter']);
    expect(tokens.PROTOCOLS).toEqual(['Wormhole', 'Stargate', 'Orbiter']);
    expect(registry.PROTOCOL_REGISTRY.map((entry) => entry.displayName)).toEqual([
      'Wormhole',
      'Stargate',
      'Orbiter Finance',
    ]);
    expect(registry.PROTOCOL_REGISTRY.map((entry) => entry.infoCard.title)).toEqual([
      'Wormhole Protocol',
      'Stargate Finance',
      'Orbiter Finance',
    ]);
    expect(registry.SOURCE_KEYS).toEqual(['wormhole', 'stargate', 'orbiter']);
  });

  it('lists every protocol the product knows when unset', () => {
    expect(PROTOCOL_IDS).toEqual(KNOWN_PROTOCOL_IDS);
  });
});

describe('the build follows the registry', () => {
  it('has one source URL per protocol, each overridden by its own variable', () => {
    expect(sorted(Object.keys(DEFAULT_SOURCE_URLS))).toEqual(sorted(SOURCE_KEYS));
    expect(sorted(Object.keys(parseEnv({}).sourceUrls))).toEqual(sorted(SOURCE_KEYS));
    const raw = Object.fromEntries(
      PROTOCOL_IDS.map((id) => [
        PROTOCOL_SOURCES[id].envVar,
        `https://${id.toLowerCase()}.example/tokens`,
      ]),
    );
    const urls = parseEnv(raw).sourceUrls;
    for (const id of PROTOCOL_IDS)
      expect(urls[PROTOCOL_SOURCES[id].key]).toBe(`https://${id.toLowerCase()}.example/tokens`);
  });

  it("lets the page connect to every protocol's source and nothing else", () => {
    const raw = Object.fromEntries(
      PROTOCOL_IDS.map((id) => [
        PROTOCOL_SOURCES[id].envVar,
        `https://${id.toLowerCase()}.example/tokens`,
      ]),
    );
    expect(sorted(connectSources(parseEnv(raw)))).toEqual(
      sorted(["'self'", ...PROTOCOL_IDS.map((id) => `https://${id.toLowerCase()}.example`)]),
    );
  });

  it('ships a snapshot of every source: a kept capture or a generator, and its date', () => {
    expect(sorted(Object.keys(readMeta()))).toEqual(sorted(SOURCE_KEYS));
    for (const id of PROTOCOL_IDS) {
      const { key, catalogue } = PROTOCOL_SOURCES[id];
      if (catalogue === 'live') {
        expect(fs.existsSync(snapshotFile(SNAPSHOT_DIR, `${key}.json`))).toBe(true);
        expect(GENERATORS[key]).toBeUndefined();
      } else expect(GENERATORS[key]?.build).toBeTypeOf('function');
    }
  });

  it("names the build's protocols in index.html's description, filled in by the build", () => {
    const html = fs.readFileSync(path.join(ROOT, 'index.html'), 'utf8');
    expect(html).toContain('find which bridges (%PROTOCOL_NAMES%) support your token.');
    const config = fs.readFileSync(path.join(ROOT, 'vite.config.ts'), 'utf8');
    expect(config).toContain("html.replaceAll('%PROTOCOL_NAMES%', names.join(', '))");
  });
});

describe('the worker follows the registry', () => {
  it('has a parser for each protocol, and no other', () => {
    expect(sorted(Object.keys(SOURCES))).toEqual(sorted(PROTOCOL_IDS));
    for (const id of PROTOCOL_IDS) expect(SOURCES[id].protocol).toBe(id);
  });
});

describe('the scripts and datasets follow the registry', () => {
  it('build the local and default builds with every source variable', () => {
    expect(LOCAL_SOURCE_ENV).toEqual(
      Object.fromEntries(
        PROTOCOL_IDS.map((id) => [
          PROTOCOL_SOURCES[id].envVar,
          `/sources/${PROTOCOL_SOURCES[id].key}.json`,
        ]),
      ),
    );
    for (const id of PROTOCOL_IDS)
      expect(DEFAULT_BUILD_ENV).toHaveProperty(PROTOCOL_SOURCES[id].envVar, '');
    expect(SOURCE_FILES_PATTERN).toBe(`{${SOURCE_KEYS.join(',')}}.json`);
  });

  it('refresh every live source from its default URL', () => {
    const live = PROTOCOL_IDS.filter((id) => PROTOCOL_SOURCES[id].catalogue === 'live');
    expect(PUBLIC_URLS).toMatchObject(
      Object.fromEntries(
        live.map((id) => [PROTOCOL_SOURCES[id].key, PROTOCOL_SOURCES[id].defaultUrl]),
      ),
    );
    expect(sorted(Object.keys(PUBLIC_URLS))).toEqual(
      sorted([...live.map((id) => PROTOCOL_SOURCES[id].key), 'portal']),
    );
  });

  it("derive fault and benchmark payloads for every source through its protocol's own modules", () => {
    for (const id of PROTOCOL_IDS) {
      const fixture = loadFixture(PROTOCOL_SOURCES[id].key);
      const parsed = SOURCES[id].parse(fixture);
      if (!parsed.ok) throw new Error(`${id}'s fixture does not parse`);
      const count = (json: unknown) => {
        const again = SOURCES[id].parse(json);
        return again.ok ? again.tokens.length : -1;
      };
      expect(count(benchPayload(SOURCES[id], fixture, 3))).toBe(parsed.tokens.length * 3);
      const modules = { source: SOURCES[id], adapter: ADAPTERS[id] };
      expect(count(bigPayload(modules as never, fixture, 3))).toBe(parsed.tokens.length * 3);
    }
  });

  it('hold a demo file for every source, and no other', () => {
    expect(sorted(Object.keys(datasetFiles('sample-data')))).toEqual(
      sorted(SOURCE_KEYS.map((key) => `${key}.json`)),
    );
  });

  it('hold a test fixture named after every source, read by its protocol', () => {
    for (const id of PROTOCOL_IDS) {
      const key = PROTOCOL_SOURCES[id].key;
      expect(FIXTURE_NAMES).toContain(key);
      expect(FIXTURE_PROTOCOL[key as (typeof FIXTURE_NAMES)[number]]).toBe(id);
      expect(fs.existsSync(fixtureFile(key))).toBe(true);
    }
    expect(sorted(new Set(Object.values(FIXTURE_PROTOCOL)))).toEqual(sorted(PROTOCOL_IDS));
  });
});

describe('the local source server follows the registry', () => {
  let server: StartedServer;
  beforeAll(async () => {
    server = await startServer({
      port: 0,
      dataset: 'sample-data',
      quiet: true,
    });
  });
  afterAll(() => server.close());

  it('plays every source under /sources/{key}.json', async () => {
    expect([...SOURCE_NAMES]).toEqual([...SOURCE_KEYS]);
    for (const key of SOURCE_KEYS) {
      const response = await fetch(`${server.url}/sources/${key}.json`);
      expect(response.status).toBe(200);
      await response.arrayBuffer();
    }
  });

  it("puts a fault on every source with source '*'", () => {
    server.control({ source: '*', status: 503 });
    expect(sorted(Object.keys(server.state.faults))).toEqual(sorted(SOURCE_KEYS));
    server.reset();
  });
});
