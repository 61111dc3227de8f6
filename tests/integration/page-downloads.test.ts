// A first visit's downloads made by the page and handed to the worker (src/data/page-downloads.ts).
import { describe, expect, test } from 'vitest';
import type { PageDownload, SourceStatus } from '../../src/shared/contract';
import { FakeSources, payload, Profile, statusOf, URLS, visit, waitForStatus } from './harness';

const allSettled = (statuses: SourceStatus[]) => statuses.every((s) => !s.loading);

function bodyOf(json: unknown, status = 200, etag: string | null = '"v1"'): PageDownload {
  return {
    status,
    etag,
    lastModified: null,
    body: new TextEncoder().encode(JSON.stringify(json)).buffer as ArrayBuffer,
  };
}

/** A first visit's engine whose database opens are counted. */
function countingOpens() {
  const profile = new Profile();
  let opens = 0;
  const engine = visit(profile, new FakeSources(), undefined, {
    openDb: () => {
      opens += 1;
      return profile.open();
    },
  });
  return { profile, engine, opened: () => opens };
}

describe('downloads handed over by the page', () => {
  test('stand in for the first request: the worker asks the network for none of them', async () => {
    const sources = new FakeSources();
    const engine = visit(new Profile(), sources);
    await engine.api.start({ urls: URLS, pageDownloads: ['Wormhole', 'Stargate', 'Orbiter'] });
    // The page has painted (main.tsx): only the downloads hold the database back.
    await engine.api.pageReady();
    // Nothing is requested while the page's downloads are on their way.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(sources.requests).toEqual([]);
    // Together, as the page hands them over: each hand-over settles once it is saved, and the
    // save waits for all three (one after another, each would wait out the 3 s cap).
    await Promise.all(
      (['Wormhole', 'Stargate', 'Orbiter'] as const).map((protocol) =>
        engine.api.handOverDownload({ protocol, download: bodyOf(payload(protocol)) }),
      ),
    );
    const statuses = await waitForStatus(engine, allSettled);
    expect(statuses.every((s) => s.hasData && s.error === null && s.persisted)).toBe(true);
    expect(sources.requests).toEqual([]);
    const found = await engine.api.search({ query: 'usdc' });
    expect(found.options.slice(0, 3).map((o) => o.id)).toEqual([
      'Wormhole:USDC',
      'Stargate:USDC',
      'Orbiter:USDC',
    ]);
  });

  test('are searchable before the database is opened, then saved once it is', async () => {
    const { profile, engine, opened } = countingOpens();
    await engine.api.start({ urls: URLS, pageDownloads: ['Wormhole', 'Stargate', 'Orbiter'] });
    // The page has painted (main.tsx): only the downloads hold the database back.
    await engine.api.pageReady();
    // The database module (Dexie) is not asked for while the first results wait for the data.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(opened()).toBe(0);
    void engine.api.handOverDownload({
      protocol: 'Stargate',
      download: bodyOf(payload('Stargate')),
    });
    await waitForStatus(engine, (all) => statusOf(all, 'Stargate').hasData);
    expect(opened()).toBe(0);
    await Promise.all(
      (['Wormhole', 'Orbiter'] as const).map((protocol) =>
        engine.api.handOverDownload({ protocol, download: bodyOf(payload(protocol)) }),
      ),
    );
    const statuses = await waitForStatus(engine, (all) =>
      all.every((s) => !s.loading && s.persisted),
    );
    expect(opened()).toBe(1);
    expect(statuses.every((s) => s.savedAt !== null && s.storage === 'ok')).toBe(true);
    // What was saved is what a repeat visit reads.
    const rows = await profile.open().sources.toArray();
    expect(rows.map((row) => row.protocol).sort()).toEqual(['Orbiter', 'Stargate', 'Wormhole']);
  });

  test('wait for the page to be ready before the database is opened', async () => {
    const { engine, opened } = countingOpens();
    await engine.api.start({ urls: URLS, pageDownloads: ['Wormhole', 'Stargate', 'Orbiter'] });
    for (const protocol of ['Wormhole', 'Stargate', 'Orbiter'] as const) {
      void engine.api.handOverDownload({ protocol, download: bodyOf(payload(protocol)) });
    }
    await waitForStatus(engine, (all) => all.every((s) => s.hasData));
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Searchable, and the page's scripts still have the link to themselves.
    expect(opened()).toBe(0);
    expect((await engine.api.search({ query: 'usdc' })).total).toBeGreaterThan(0);
    await engine.api.pageReady();
    await waitForStatus(engine, (all) => all.every((s) => !s.loading && s.persisted));
    expect(opened()).toBe(1);
  });

  test('keep the validators of the handed-over response for the next refresh', async () => {
    const sources = new FakeSources();
    const engine = visit(new Profile(), sources);
    await engine.api.start({ urls: URLS, pageDownloads: ['Stargate'] });
    // The page has painted (main.tsx): only the downloads hold the database back.
    await engine.api.pageReady();
    await engine.api.handOverDownload({
      protocol: 'Stargate',
      download: bodyOf(payload('Stargate'), 200, '"sg-7"'),
    });
    await waitForStatus(engine, allSettled);
    expect(sources.requestsFor('Stargate')).toEqual([]);
    await engine.api.refresh({ protocol: 'Stargate' });
    await waitForStatus(engine, allSettled);
    expect(sources.requestsFor('Stargate')).toHaveLength(1);
    expect(sources.requestsFor('Stargate')[0]?.headers['If-None-Match']).toBe('"sg-7"');
  });

  test('a failed page request (null) makes the worker ask the network itself', async () => {
    const sources = new FakeSources();
    const engine = visit(new Profile(), sources);
    await engine.api.start({ urls: URLS, pageDownloads: ['Orbiter'] });
    // The page has painted (main.tsx): only the downloads hold the database back.
    await engine.api.pageReady();
    await engine.api.handOverDownload({ protocol: 'Orbiter', download: null });
    const statuses = await waitForStatus(engine, allSettled);
    expect(statusOf(statuses, 'Orbiter')).toMatchObject({ hasData: true, error: null });
    expect(sources.requestsFor('Orbiter')).toHaveLength(1);
  });

  test('a handed-over HTTP error is the source error, and the retries ask the network', async () => {
    const sources = new FakeSources();
    const engine = visit(new Profile(), sources);
    await engine.api.start({ urls: URLS, pageDownloads: ['Wormhole'] });
    // The page has painted (main.tsx): only the downloads hold the database back.
    await engine.api.pageReady();
    await engine.api.handOverDownload({ protocol: 'Wormhole', download: bodyOf('', 503) });
    const statuses = await waitForStatus(engine, allSettled);
    // The retry (a request of the worker's own) found the source healthy again.
    expect(statusOf(statuses, 'Wormhole')).toMatchObject({ hasData: true, error: null });
    expect(sources.requestsFor('Wormhole')).toHaveLength(1);
  });

  test('a malformed handed-over body is a source error, not a crash', async () => {
    const sources = new FakeSources();
    const engine = visit(new Profile(), sources);
    await engine.api.start({ urls: URLS, pageDownloads: ['Orbiter'] });
    // The page has painted (main.tsx): only the downloads hold the database back.
    await engine.api.pageReady();
    const truncated = new TextEncoder().encode('{"status":"success","result":[{"chainId"')
      .buffer as ArrayBuffer;
    await engine.api.handOverDownload({
      protocol: 'Orbiter',
      download: { status: 200, etag: null, lastModified: null, body: truncated },
    });
    const statuses = await waitForStatus(engine, allSettled);
    expect(statusOf(statuses, 'Orbiter')).toMatchObject({ hasData: false });
    // SPEC 8: not an HTTP failure, so 'any other error'.
    expect(statusOf(statuses, 'Orbiter').error?.message).toBe('An error occurred');
    expect(statusOf(statuses, 'Wormhole').hasData).toBe(true);
  });

  test('a page download that never arrives does not hold the source: the request timeout fails it and a retry asks the network', async () => {
    const sources = new FakeSources();
    const engine = visit(new Profile(), sources);
    // The page never hands Stargate over (its request hangs in the browser).
    await engine.api.start({ urls: URLS, pageDownloads: ['Stargate'], fetchTimeoutMs: 30 });
    // The page has painted (main.tsx): only the downloads hold the database back.
    await engine.api.pageReady();
    const statuses = await waitForStatus(engine, allSettled);
    expect(statusOf(statuses, 'Stargate')).toMatchObject({ hasData: true, error: null });
    expect(sources.requestsFor('Stargate')).toHaveLength(1);
  });
});
