// Schema versions: a database written by the first release (version 1) opens under the latest
// schema with its data intact, the worker answers from it, and its cache becomes the baseline
// of "what changed since your last visit".
import { describe, expect, test } from 'vitest';
import type { SourceStatus } from '../../src/shared/contract';
import type { StargateToken } from '../../src/shared/protocols';
import { SNAPSHOT_VERSION } from '../../workers/changes/snapshot';
import {
  BASELINE_KEY,
  LATEST_SCHEMA_VERSION,
  SCHEMA_VERSIONS,
  type SearchIndexRow,
  type SourceRow,
} from '../../workers/storage/db';
import { INDEX_FORMAT_VERSION } from '../../workers/search/substring-index';
import { TOKENS_FORMAT_VERSION } from '../../workers/storage/store';
import { FakeSources, offline, ok, Profile, URLS, visit, waitForStatus } from './harness';
import { perProtocol, withOthers } from '../fixtures/protocols';

const USDC: StargateToken = {
  protocol: 'Stargate',
  chainKey: 'ethereum',
  address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48',
  symbol: 'USDC',
  name: 'USD Coin',
  decimals: 6,
  isBridgeable: true,
  isVerified: true,
  tags: [],
};

const V1_ROW: SourceRow = {
  protocol: 'Stargate',
  tokensFormat: TOKENS_FORMAT_VERSION,
  tokens: [
    USDC,
    { ...USDC, chainKey: 'arbitrum', address: '0xaf88d065e77c8cC2239327C5EDb3A432268e5831' },
  ],
  skipped: 1,
  updatedAt: Date.UTC(2025, 9, 1),
  etag: '"v1"',
  lastModified: null,
  dataHash: 'hash-v1',
};

describe('schema versions', () => {
  test('version 1, as shipped, is never edited', () => {
    expect(SCHEMA_VERSIONS[0]).toEqual({
      version: 1,
      stores: { sources: 'protocol', searchIndex: 'protocol' },
    });
    const versions = SCHEMA_VERSIONS.map((v) => v.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(LATEST_SCHEMA_VERSION).toBe(versions.at(-1));
  });

  test('a version 1 database upgrades to the latest schema and keeps its rows', async () => {
    const profile = new Profile();
    const v1 = profile.open({ upToVersion: 1 });
    await v1.sources.put(V1_ROW);
    await v1.searchIndex.put({
      protocol: 'Stargate',
      formatVersion: 1,
      dataHash: 'hash-v1',
      chunks: [['1.reg', '[0]']],
    });
    expect(v1.verno).toBe(1);
    v1.close();

    const latest = profile.open();
    await latest.open();
    expect(latest.verno).toBe(LATEST_SCHEMA_VERSION);
    expect(await latest.sources.get('Stargate')).toEqual(V1_ROW);
    expect(await latest.searchIndex.count()).toBe(1);
    // Version 2's upgrade seeds the "what changed since last visit" baseline from the cache.
    expect(await latest.snapshots.toArray()).toEqual([
      {
        key: BASELINE_KEY,
        takenAt: V1_ROW.updatedAt,
        snapshot: {
          version: SNAPSHOT_VERSION,
          protocols: {
            Stargate: {
              tokens: ['USDC@arbitrum', 'USDC@ethereum'],
              chains: ['arbitrum', 'ethereum'],
            },
          },
        },
      },
    ]);
    latest.close();
  });

  test('the upgrade seeds no baseline from an empty cache or from rows of another token format', async () => {
    for (const rows of [[], [{ ...V1_ROW, tokensFormat: TOKENS_FORMAT_VERSION + 1 }]]) {
      const profile = new Profile();
      const v1 = profile.open({ upToVersion: 1 });
      await v1.sources.bulkPut(rows);
      v1.close();
      const latest = profile.open();
      expect(await latest.snapshots.count()).toBe(0);
      latest.close();
    }
  });

  test('the first visit after the upgrade already says what changed since the cached lists', async () => {
    const profile = new Profile();
    const v1 = profile.open({ upToVersion: 1 });
    await v1.sources.put(V1_ROW);
    v1.close();

    const sources = new FakeSources();
    sources.handlers = withOthers(
      {
        Stargate: ok([
          {
            chainKey: 'ethereum',
            address: USDC.address,
            symbol: 'USDC',
            decimals: 6,
            isBridgeable: true,
          },
          {
            chainKey: 'base',
            address: '0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913',
            symbol: 'USDC',
            decimals: 6,
            isBridgeable: true,
          },
        ]),
      },
      () => offline,
    );
    const engine = visit(profile, sources);
    await engine.api.start({ urls: URLS });
    await waitForStatus(engine, (s: SourceStatus[]) => s.every((x) => !x.loading));
    expect(await engine.api.getChanges()).toMatchObject({
      since: V1_ROW.updatedAt,
      protocols: [
        {
          protocol: 'Stargate',
          addedTokens: [{ symbol: 'USDC', chain: 'base', chainName: 'Base' }],
          removedTokens: [{ symbol: 'USDC', chain: 'arbitrum', chainName: 'Arbitrum' }],
          addedChains: [{ id: 'base', name: 'Base' }],
          removedChains: [{ id: 'arbitrum', name: 'Arbitrum' }],
        },
      ],
    });
  });

  test('the worker answers from a database written by version 1', async () => {
    const profile = new Profile();
    const v1 = profile.open({ upToVersion: 1 });
    await v1.sources.put(V1_ROW);
    v1.close();

    const sources = new FakeSources();
    sources.handlers = perProtocol(() => offline);
    const engine = visit(profile, sources);
    await engine.api.start({ urls: URLS });
    const result = await engine.api.search({ query: 'usdc' });
    expect(result.options.map((o) => [o.id, o.availableChains])).toEqual([
      ['Stargate:USDC', ['ethereum', 'arbitrum']],
    ]);
    const statuses = await waitForStatus(engine, (s: SourceStatus[]) => s.every((x) => !x.loading));
    expect(statuses.find((s) => s.protocol === 'Stargate')).toMatchObject({
      hasData: true,
      persisted: true,
      skippedCount: 1,
    });
  });

  test('an index row of an old or damaged format is discarded: the index is rebuilt over it and searches answer', async () => {
    for (const staleIndex of [
      {
        protocol: 'Stargate',
        formatVersion: 0,
        dataHash: V1_ROW.dataHash,
        chunks: [['1.reg', '[0]']],
      },
      // Current format, matching data, but unreadable: import fails, so it is rebuilt.
      {
        protocol: 'Stargate',
        formatVersion: INDEX_FORMAT_VERSION,
        dataHash: V1_ROW.dataHash,
        chunks: { not: 'a list' },
      },
      {
        protocol: 'Stargate',
        formatVersion: INDEX_FORMAT_VERSION,
        dataHash: V1_ROW.dataHash,
        chunks: [['1.reg', '{not json']],
      },
    ]) {
      const profile = new Profile();
      const v1 = profile.open({ upToVersion: 1 });
      await v1.sources.put(V1_ROW);
      await v1.searchIndex.put(staleIndex as unknown as SearchIndexRow);
      v1.close();

      const sources = new FakeSources();
      sources.handlers = perProtocol(() => offline);
      const engine = visit(profile, sources);
      await engine.api.start({ urls: URLS });
      await waitForStatus(engine, (s: SourceStatus[]) => s.every((x) => !x.loading));
      await engine.idle();
      expect(engine.matcherKind('Stargate')).toBe('index');
      expect(
        engine.indexTimings.filter((t) => t.protocol === 'Stargate').map((t) => t.kind),
      ).toEqual(['built']);
      expect((await engine.api.search({ query: 'usd coin' })).options.map((o) => o.id)).toEqual([
        'Stargate:USDC',
      ]);
    }
  });

  test('ignores cached rows of another token format instead of misreading them', async () => {
    const profile = new Profile();
    const db = profile.open();
    await db.sources.put({ ...V1_ROW, tokensFormat: TOKENS_FORMAT_VERSION + 1 });
    db.close();
    const sources = new FakeSources();
    sources.handlers = perProtocol(() => offline);
    const engine = visit(profile, sources);
    expect((await engine.api.start({ urls: URLS })).every((s) => !s.hasData)).toBe(true);
  });
});
