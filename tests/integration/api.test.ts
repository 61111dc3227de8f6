// The worker API in-process: first visit, repeat visit, failures and pushes.
import { describe, expect, test } from 'vitest';
import type { SourceStatus } from '../../src/shared/contract';
import { INDEX_FORMAT_VERSION } from '../../workers/search/substring-index';
import {
  Clock,
  FakeSources,
  gate,
  offline,
  ok,
  payload,
  Profile,
  serverError,
  statusOf,
  URLS,
  visit,
  waitForStatus,
} from './harness';
import { PROTOCOL_IDS } from '../../src/shared/protocol-registry.mjs';
import { perProtocol, withOthers } from '../fixtures/protocols';

const allSettled = (statuses: SourceStatus[]) => statuses.every((s) => !s.loading);

describe('first visit', () => {
  test('fetches the three sources in parallel and makes each searchable as soon as it arrives', async () => {
    const sources = new FakeSources();
    const gates = perProtocol(() => gate());
    for (const protocol of PROTOCOL_IDS) sources.handlers[protocol] = gates[protocol].handler;
    const engine = visit(new Profile(), sources);

    const started = await engine.api.start({ urls: URLS });
    expect(started.every((s) => s.loading && !s.hasData)).toBe(true);
    // All three requests are out before any answer arrives.
    await Promise.all(Object.values(gates).map((g) => g.requested));

    gates.Stargate.release(ok(payload('Stargate')));
    await waitForStatus(engine, (s) => statusOf(s, 'Stargate').hasData);
    const early = await engine.api.search({ query: 'usdc' });
    expect(early.options.map((o) => o.protocol)).toEqual(['Stargate', 'Stargate']);
    expect(statusOf(early.sources, 'Wormhole')).toMatchObject({ loading: true, hasData: false });

    for (const protocol of PROTOCOL_IDS.filter((id) => id !== 'Stargate'))
      gates[protocol].release(ok(payload(protocol)));
    await waitForStatus(engine, allSettled);
    const full = await engine.api.search({ query: 'usdc' });
    expect(full.options.slice(0, PROTOCOL_IDS.length).map((o) => o.id)).toEqual(
      PROTOCOL_IDS.map((protocol) => `${protocol}:USDC`),
    );
    expect(full.tookMs).toBeGreaterThanOrEqual(0);
  });

  test('reports each source ready with its time, token count, skipped rows and persistence', async () => {
    const clock = new Clock();
    const engine = visit(new Profile(), new FakeSources(), clock);
    await engine.api.start({ urls: URLS });
    const statuses = await waitForStatus(engine, allSettled);
    for (const status of statuses) {
      expect(status).toMatchObject({
        loading: false,
        hasData: true,
        updatedAt: clock.time,
        error: null,
        persisted: true,
      });
      expect(status.tokenCount).toBeGreaterThan(0);
    }
    // The hand-made fixtures contain malformed rows on purpose.
    expect(statusOf(statuses, 'Stargate').skippedCount).toBeGreaterThan(0);
  });

  test('keeps the other sources answering while one is down, and says which one failed', async () => {
    const sources = new FakeSources();
    sources.handlers.Orbiter = serverError;
    const engine = visit(new Profile(), sources);
    await engine.api.start({ urls: URLS });
    const statuses = await waitForStatus(engine, allSettled);

    expect(statusOf(statuses, 'Orbiter')).toMatchObject({
      hasData: false,
      error: { code: 'http', message: 'Failed to fetch Orbiter data' },
    });
    expect(sources.requestsFor('Orbiter')).toHaveLength(4); // first try + 3 retries
    const result = await engine.api.search({ query: 'usdc' });
    expect(new Set(result.options.map((o) => o.protocol))).toEqual(
      new Set(PROTOCOL_IDS.filter((protocol) => protocol !== 'Orbiter')),
    );
    const list = await engine.api.listTokens({ protocol: 'Orbiter' });
    expect(list).toMatchObject({ ok: false, error: { message: 'Failed to fetch Orbiter data' } });
  });

  test('reports a payload of the wrong shape as "An error occurred"', async () => {
    const sources = new FakeSources();
    sources.handlers.Stargate = ok({ unexpected: true });
    const engine = visit(new Profile(), sources);
    await engine.api.start({ urls: URLS });
    const statuses = await waitForStatus(engine, allSettled);
    expect(statusOf(statuses, 'Stargate').error).toMatchObject({
      code: 'shape',
      message: 'An error occurred',
    });
  });
});

describe('request timing from the start options', () => {
  test("a source that does not answer fails after start's fetchTimeoutMs with the spec's message", async () => {
    const sources = new FakeSources();
    sources.handlers.Orbiter = () => new Promise<Response>(() => {});
    const sleeps: number[] = [];
    const engine = visit(new Profile(), sources, new Clock(), {
      sleep: async (ms) => void sleeps.push(ms),
    });
    await engine.api.start({ urls: URLS, fetchTimeoutMs: 20, retryBaseDelayMs: 5 });
    const statuses = await waitForStatus(engine, allSettled);
    expect(statusOf(statuses, 'Orbiter')).toMatchObject({
      hasData: false,
      error: {
        code: 'timeout',
        message: 'Failed to fetch Orbiter data',
        detail: 'no answer within 20 ms',
      },
    });
    // Three retries after the first try, the backoff doubling from the configured base.
    expect(sources.requestsFor('Orbiter')).toHaveLength(4);
    expect(sleeps).toEqual([5, 10, 20]);
    expect(statusOf(statuses, 'Wormhole')).toMatchObject({ hasData: true, error: null });
  });
});

describe('repeat visit', () => {
  /** Token counts of what a profile holds, read by a visit that cannot reach any source. */
  async function engine0Count(profile: Profile, clock: Clock) {
    const sources = new FakeSources();
    sources.handlers = perProtocol(() => offline);
    const engine = visit(profile, sources, clock);
    const started = await engine.api.start({ urls: URLS });
    await waitForStatus(engine, allSettled);
    return { stargate: statusOf(started, 'Stargate').tokenCount };
  }

  async function firstVisit(profile: Profile, clock: Clock, sources = new FakeSources()) {
    const engine = visit(profile, sources, clock);
    await engine.api.start({ urls: URLS });
    await waitForStatus(engine, allSettled);
    await engine.idle();
    return engine;
  }

  test('answers from the cache before the network does', async () => {
    const profile = new Profile();
    const clock = new Clock();
    await firstVisit(profile, clock);

    const sources = new FakeSources();
    const held = gate();
    sources.handlers = perProtocol(() => held.handler);
    clock.time += 60_000;
    const engine = visit(profile, sources, clock);
    const started = await engine.api.start({ urls: URLS });
    for (const status of started) {
      expect(status).toMatchObject({
        hasData: true,
        loading: true,
        persisted: true,
        updatedAt: clock.time - 60_000,
      });
    }
    const result = await engine.api.search({ query: 'usdc' });
    expect(result.options.slice(0, 3).map((o) => o.id)).toEqual([
      'Wormhole:USDC',
      'Stargate:USDC',
      'Orbiter:USDC',
    ]);
    held.release(ok(payload('Stargate')));
  });

  test('keeps the cached data and reports the error when the refresh fails', async () => {
    const profile = new Profile();
    const clock = new Clock();
    await firstVisit(profile, clock);

    const sources = new FakeSources();
    sources.handlers = withOthers({ Stargate: serverError }, () => offline);
    clock.time += 60_000;
    const engine = visit(profile, sources, clock);
    await engine.api.start({ urls: URLS });
    const statuses = await waitForStatus(engine, allSettled);
    expect(statusOf(statuses, 'Wormhole')).toMatchObject({
      hasData: true,
      updatedAt: clock.time - 60_000,
      error: { code: 'network', message: 'Failed to fetch Wormhole data' },
    });
    expect(statusOf(statuses, 'Stargate').error?.message).toBe('Failed to fetch Stargate data');
    expect((await engine.api.search({ query: 'usdc' })).total).toBeGreaterThan(2);
    expect(await engine.api.listTokens({ protocol: 'Wormhole' })).toMatchObject({ ok: true });
  });

  test('replaces the data when the refresh brings a new list', async () => {
    const profile = new Profile();
    const clock = new Clock();
    await firstVisit(profile, clock);

    const sources = new FakeSources();
    sources.handlers.Stargate = ok([
      {
        chainKey: 'base',
        address: '0x0000000000000000000000000000000000000abc',
        symbol: 'NEWCOIN',
        decimals: 18,
        isBridgeable: true,
      },
    ]);
    const engine = visit(profile, sources, clock);
    await engine.api.start({ urls: URLS });
    expect(
      (await engine.api.search({ query: 'usdc', protocol: 'Stargate' })).total,
    ).toBeGreaterThan(0);
    await waitForStatus(engine, allSettled);
    expect((await engine.api.search({ query: 'usdc', protocol: 'Stargate' })).total).toBe(0);
    expect((await engine.api.search({ query: 'newcoin' })).options.map((o) => o.id)).toEqual([
      'Stargate:NEWCOIN',
    ]);
    expect(statusOf(await engine.api.getStatus(), 'Stargate').tokenCount).toBe(1);
  });

  test('keeps the saved list when a refresh answers an empty list or mostly broken entries', async () => {
    const profile = new Profile();
    const clock = new Clock();
    await firstVisit(profile, clock);
    const savedStargate = (await engine0Count(profile, clock)).stargate;

    const sources = new FakeSources();
    sources.handlers.Stargate = ok([]);
    const brokenOrbiter = payload('Orbiter') as { result: unknown[] };
    sources.handlers.Orbiter = ok({
      ...brokenOrbiter,
      result: [brokenOrbiter.result[0], null, 7, 'x', [], { chainId: {} }, { tokens: 'no' }],
    });
    clock.time += 60_000;
    const engine = visit(profile, sources, clock);
    await engine.api.start({ urls: URLS });
    const statuses = await waitForStatus(engine, allSettled);
    for (const protocol of ['Stargate', 'Orbiter'] as const) {
      expect(statusOf(statuses, protocol)).toMatchObject({
        hasData: true,
        updatedAt: clock.time - 60_000,
        error: { code: 'shape', message: 'An error occurred' },
      });
    }
    expect(statusOf(statuses, 'Stargate').tokenCount).toBe(savedStargate);
    expect(
      (await engine.api.search({ query: 'usdc' })).options
        .slice(0, PROTOCOL_IDS.length)
        .map((o) => o.id),
    ).toEqual(PROTOCOL_IDS.map((protocol) => `${protocol}:USDC`));
  });

  test('takes an empty list on a first visit (nothing saved to protect)', async () => {
    const sources = new FakeSources();
    sources.handlers.Stargate = ok([]);
    const engine = visit(new Profile(), sources);
    await engine.api.start({ urls: URLS });
    const statuses = await waitForStatus(engine, allSettled);
    expect(statusOf(statuses, 'Stargate')).toMatchObject({
      hasData: true,
      error: null,
      tokenCount: 0,
    });
  });

  test('sends the stored validators, and on 304 keeps the data and moves updatedAt', async () => {
    const profile = new Profile();
    const clock = new Clock();
    const first = new FakeSources();
    first.handlers.Wormhole = ok(payload('Wormhole'), {
      ETag: '"w1"',
      'Last-Modified': 'Sat, 01 Nov 2025 00:00:00 GMT',
    });
    await firstVisit(profile, clock, first);

    const sources = new FakeSources();
    sources.handlers.Wormhole = ({ headers }) =>
      headers['If-None-Match'] === '"w1"'
        ? new Response(null, { status: 304 })
        : new Response('', { status: 500 });
    clock.time += 3_600_000;
    const engine = visit(profile, sources, clock);
    const seen: SourceStatus[] = [];
    await engine.api.subscribe({
      listener: (pushed) => seen.push(statusOf(pushed, 'Wormhole')),
    });
    await engine.api.start({ urls: URLS });
    const statuses = await waitForStatus(engine, allSettled);
    // The stored copy, then the same data confirmed: a new time, the same data id, so the page
    // does not ask its searches again.
    const held = seen.filter((status) => status.hasData);
    expect(new Set(held.map((status) => status.updatedAt)).size).toBe(2);
    expect(new Set(held.map((status) => status.dataId))).toEqual(
      new Set([statusOf(statuses, 'Wormhole').dataId]),
    );
    expect(statusOf(statuses, 'Wormhole').dataId).toEqual(expect.any(String));
    expect(sources.requestsFor('Wormhole')[0]?.headers).toMatchObject({
      'If-None-Match': '"w1"',
      'If-Modified-Since': 'Sat, 01 Nov 2025 00:00:00 GMT',
    });
    expect(statusOf(statuses, 'Wormhole')).toMatchObject({
      hasData: true,
      error: null,
      updatedAt: clock.time,
    });
    expect((await engine.api.listTokens({ protocol: 'Wormhole' })).ok).toBe(true);
    await engine.idle();

    // The new time was stored too: a third visit that cannot reach the network shows it.
    const offlineSources = new FakeSources();
    offlineSources.handlers = perProtocol(() => offline);
    const third = visit(profile, offlineSources, clock);
    expect(statusOf(await third.api.start({ urls: URLS }), 'Wormhole').updatedAt).toBe(clock.time);
  });

  test('imports the stored search index instead of rebuilding it', async () => {
    const profile = new Profile();
    const clock = new Clock();
    const first = await firstVisit(profile, clock);
    expect(first.indexTimings.map((t) => t.kind)).toEqual(PROTOCOL_IDS.map(() => 'built'));

    const engine = visit(profile, new FakeSources(), clock);
    await engine.api.start({ urls: URLS });
    await waitForStatus(engine, allSettled);
    await engine.idle();
    // Same data from the network: nothing to rebuild.
    expect(engine.indexTimings.map((t) => t.kind)).toEqual(PROTOCOL_IDS.map(() => 'imported'));
    expect(engine.matcherKind('Orbiter')).toBe('index');
    expect(
      (await engine.api.search({ query: 'usdc' })).options
        .slice(0, PROTOCOL_IDS.length)
        .map((o) => o.id),
    ).toEqual(PROTOCOL_IDS.map((protocol) => `${protocol}:USDC`));
  });

  test("a repeat visit's first search does not wait for work no search needs", async () => {
    const profile = new Profile();
    const clock = new Clock();
    await firstVisit(profile, clock);

    // Importing the stored indexes and telling the page what changed wait for the first answer.
    const engine = visit(profile, new FakeSources(), clock, { firstAnswerWaitMs: 3_600_000 });
    const told: unknown[] = [];
    await engine.api.subscribeChanges({ listener: (changes) => told.push(changes) });
    await engine.api.start({ urls: URLS });
    await waitForStatus(engine, allSettled);
    for (let turn = 0; turn < 50; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(engine.indexTimings).toEqual([]);
    expect(engine.matcherKind('Stargate')).toBe('linear');
    expect(told).toEqual([]);

    // The linear scan answers as the index would, and the waiting work runs after it.
    expect(
      (await engine.api.search({ query: 'usdc' })).options
        .slice(0, PROTOCOL_IDS.length)
        .map((o) => o.id),
    ).toEqual(PROTOCOL_IDS.map((protocol) => `${protocol}:USDC`));
    await engine.idle();
    expect(engine.indexTimings.map((t) => t.kind)).toEqual(PROTOCOL_IDS.map(() => 'imported'));
    expect(engine.matcherKind('Stargate')).toBe('index');
    expect(told).toEqual([null]);
  });

  test('rebuilds the index when the stored one belongs to other data or an older index format', async () => {
    const profile = new Profile();
    const clock = new Clock();
    await firstVisit(profile, clock);
    const db = profile.open();
    await db.searchIndex.update('Stargate', { dataHash: 'stale' });
    await db.searchIndex.update('Orbiter', { formatVersion: INDEX_FORMAT_VERSION - 1 });
    db.close();

    const engine = visit(profile, new FakeSources(), clock);
    await engine.api.start({ urls: URLS });
    await waitForStatus(engine, allSettled);
    await engine.idle();
    const kinds = Object.fromEntries(engine.indexTimings.map((t) => [t.protocol, t.kind]));
    expect(kinds).toEqual(withOthers({ Stargate: 'built', Orbiter: 'built' }, () => 'imported'));
    // The rebuilt index was stored again: the next visit imports all three.
    const next = visit(profile, new FakeSources(), clock);
    await next.api.start({ urls: URLS });
    await next.idle();
    expect(next.indexTimings.map((t) => t.kind)).toEqual(PROTOCOL_IDS.map(() => 'imported'));
  });
});

describe('listTokens', () => {
  test('waits for the source, then lists every token (Stargate: bridgeable only)', async () => {
    const sources = new FakeSources();
    const held = gate();
    sources.handlers.Stargate = held.handler;
    const engine = visit(new Profile(), sources);
    void engine.api.start({ urls: URLS });

    let answered = false;
    const pending = engine.api.listTokens({ protocol: 'Stargate' }).then((result) => {
      answered = true;
      return result;
    });
    await held.requested;
    await waitForStatus(engine, (s) => statusOf(s, 'Wormhole').hasData);
    expect(answered).toBe(false);

    held.release(ok(payload('Stargate')));
    const result = await pending;
    if (!result.ok) throw new Error('expected a token list');
    expect(result.tokens.length).toBeGreaterThan(0);
    expect(result.tokens.every((t) => t.protocol === 'Stargate' && t.isBridgeable)).toBe(true);
    expect(result.tokens.length).toBeLessThan(result.status.tokenCount);
  });

  test('lists every Wormhole and Orbiter token', async () => {
    const engine = visit(new Profile(), new FakeSources());
    await engine.api.start({ urls: URLS });
    for (const protocol of ['Wormhole', 'Orbiter'] as const) {
      const result = await engine.api.listTokens({ protocol });
      expect(result.ok && result.tokens.length).toBe(result.status.tokenCount);
    }
  });

  test("names a symbol whose own tokens give no name as a search card's title does", async () => {
    const engine = visit(new Profile(), new FakeSources());
    await engine.api.start({ urls: URLS });
    await waitForStatus(engine, allSettled);
    const list = await engine.api.listTokens({ protocol: 'Wormhole' });
    if (!list.ok) throw new Error('expected a token list');
    const usdc = (await engine.api.search({ query: 'usdc' })).options.find(
      (option) => option.id === 'Wormhole:USDC',
    );
    // Wormhole's registry names no token: the title comes from another source's contracts.
    expect(usdc?.tokenName).toBeTruthy();
    expect(list.tokenNames?.['Wormhole:USDC']).toBe(usdc?.tokenName);
    // A symbol whose own tokens name it borrows nothing.
    const orbiter = await engine.api.listTokens({ protocol: 'Orbiter' });
    if (!orbiter.ok) throw new Error('expected a token list');
    expect(orbiter.tokenNames?.['Orbiter:USDC']).toBeUndefined();
  });
});

describe('filterTokens', () => {
  test('keeps the tokens a search would match, on the chosen chain, as indexes into the list', async () => {
    const engine = visit(new Profile(), new FakeSources());
    await engine.api.start({ urls: URLS });
    const list = await engine.api.listTokens({ protocol: 'Stargate' });
    if (!list.ok) throw new Error('expected a token list');

    const all = await engine.api.filterTokens({ protocol: 'Stargate' });
    if (!all.ok) throw new Error('expected a filter answer');
    expect(all.matches).toEqual(list.tokens.map((_, index) => index));
    expect(all.tokenCount).toBe(list.tokens.length);
    expect(all.chains.map((chain) => chain.id)).toContain('arbitrum');

    // Case-insensitive substring on symbol or name, as the home search matches Stargate.
    const usdc = await engine.api.filterTokens({ protocol: 'Stargate', query: ' usdc ' });
    if (!usdc.ok) throw new Error('expected a filter answer');
    const found = usdc.matches.map((index) => list.tokens[index]!);
    expect(found.length).toBeGreaterThan(1);
    expect(
      found.every((token) =>
        `${token.symbol} ${token.protocol === 'Stargate' ? token.name : ''}`
          .toLowerCase()
          .includes('usdc'),
      ),
    ).toBe(true);

    const onArbitrum = await engine.api.filterTokens({
      protocol: 'Stargate',
      query: 'usdc',
      chain: 'arbitrum',
    });
    if (!onArbitrum.ok) throw new Error('expected a filter answer');
    expect(onArbitrum.matches.length).toBeGreaterThan(0);
    expect(onArbitrum.matches.length).toBeLessThan(usdc.matches.length);
    for (const index of onArbitrum.matches) {
      const token = list.tokens[index]!;
      expect(token.protocol === 'Stargate' && token.chainKey).toBe('arbitrum');
    }

    // An address finds its token, as in a search.
    const first = list.tokens[onArbitrum.matches[0]!]!;
    const byAddress = await engine.api.filterTokens({
      protocol: 'Stargate',
      query: first.protocol === 'Stargate' ? first.address.toUpperCase().replace('0X', '0x') : '',
    });
    expect(byAddress.ok && byAddress.matches).toContain(onArbitrum.matches[0]);

    const unknownChain = await engine.api.filterTokens({ protocol: 'Stargate', chain: 'nowhere' });
    expect(unknownChain.ok && unknownChain.matches).toEqual([]);
  });
});

describe('subscriptions and refresh', () => {
  test('pushes every status change to subscribers until they unsubscribe', async () => {
    const engine = visit(new Profile(), new FakeSources());
    const pushes: SourceStatus[][] = [];
    const id = await engine.api.subscribe({ listener: (statuses) => pushes.push(statuses) });
    await engine.api.start({ urls: URLS });
    await waitForStatus(engine, allSettled);
    expect(pushes.length).toBeGreaterThanOrEqual(4); // loading, then each source ready
    expect(pushes.at(-1)?.every((s) => s.hasData && !s.loading)).toBe(true);

    await engine.api.unsubscribe({ id });
    const before = pushes.length;
    await engine.api.refresh({});
    await waitForStatus(engine, allSettled);
    expect(pushes.length).toBe(before);
  });

  test('keeps pushing to healthy listeners when one throws or its page has gone', async () => {
    const engine = visit(new Profile(), new FakeSources());
    await engine.api.subscribe({
      listener: () => {
        throw new Error('page closed');
      },
    });
    await engine.api.subscribe({
      listener: () => Promise.reject(new Error('port closed')) as unknown as void,
    });
    const received: SourceStatus[][] = [];
    await engine.api.subscribe({ listener: (statuses) => received.push(statuses) });
    await engine.api.start({ urls: URLS });
    await waitForStatus(engine, allSettled);
    expect(received.at(-1)?.every((s) => s.hasData)).toBe(true);
  });

  test('refresh re-downloads only the asked protocol, in the background', async () => {
    const sources = new FakeSources();
    const engine = visit(new Profile(), sources);
    await engine.api.start({ urls: URLS });
    await waitForStatus(engine, allSettled);
    const held = gate();
    sources.handlers.Orbiter = held.handler;

    const statuses = await engine.api.refresh({ protocol: 'Orbiter' });
    expect(statusOf(statuses, 'Orbiter')).toMatchObject({ loading: true, hasData: true });
    expect(statusOf(statuses, 'Wormhole').loading).toBe(false);
    held.release(ok(payload('Orbiter')));
    await waitForStatus(engine, allSettled);
    expect(sources.requestsFor('Orbiter')).toHaveLength(2);
    expect(sources.requestsFor('Wormhole')).toHaveLength(1);
  });

  test('start is safe to call twice and downloads once', async () => {
    const sources = new FakeSources();
    const engine = visit(new Profile(), sources);
    await Promise.all([engine.api.start({ urls: URLS }), engine.api.start({ urls: URLS })]);
    await waitForStatus(engine, allSettled);
    expect(sources.requests).toHaveLength(PROTOCOL_IDS.length);
  });
});

describe('suggest and listChains', () => {
  test('suggest offers symbols for typeahead and did-you-mean from the loaded data', async () => {
    const engine = visit(new Profile(), new FakeSources());
    await engine.api.start({ urls: URLS });
    await waitForStatus(engine, allSettled);
    // Every protocol whose fixture lists WBTC, in the registry's order.
    const withWbtc = PROTOCOL_IDS.filter((protocol) =>
      JSON.stringify(payload(protocol)).includes('"WBTC"'),
    );
    expect(withWbtc.slice(0, 2)).toEqual(['Wormhole', 'Orbiter']);
    expect((await engine.api.suggest({ query: 'wbt' }))[0]).toEqual({
      symbol: 'WBTC',
      protocols: withWbtc,
    });
    expect(
      (await engine.api.suggest({ query: 'uscd', fuzzy: true })).map((s) => s.symbol),
    ).toContain('USDC');
  });

  test('listChains gives the canonical chains present in the data, sorted by name', async () => {
    const engine = visit(new Profile(), new FakeSources());
    await engine.api.start({ urls: URLS });
    await waitForStatus(engine, allSettled);
    const chains = await engine.api.listChains();
    const names = chains.map((c) => c.name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(chains).toEqual(
      expect.arrayContaining([
        { id: 'ethereum', name: 'Ethereum' },
        { id: 'bsc', name: 'BNB Chain' },
      ]),
    );
    expect(new Set(chains.map((c) => c.id)).size).toBe(chains.length);
  });

  test('listChains and the protocol filter leave out networks that have shut down', async () => {
    const engine = visit(new Profile(), new FakeSources());
    await engine.api.start({ urls: URLS });
    await waitForStatus(engine, allSettled);
    // Orbiter's fixture lists ETH on zkSync Lite (shut down) and on zkSync Era (running).
    const ids = (await engine.api.listChains()).map((chain) => chain.id);
    expect(ids).toContain('zksync-era');
    expect(ids).not.toContain('zksync-lite');
    const filter = await engine.api.filterTokens({ protocol: 'Orbiter' });
    expect(filter.ok && filter.chains.map((chain) => chain.id)).not.toContain('zksync-lite');
    expect(filter.ok && filter.chains.map((chain) => chain.id)).toContain('zksync-era');
  });
});

describe('route answers', () => {
  test("name the route's two chains as the page shows them, and only for a route", async () => {
    const sources = new FakeSources();
    for (const protocol of PROTOCOL_IDS) sources.handlers[protocol] = ok(payload(protocol));
    const engine = visit(new Profile(), sources);
    await engine.api.start({ urls: URLS });
    await waitForStatus(engine, allSettled);

    const route = await engine.api.search({ query: '', fromChain: 'ton', toChain: 'bsc' });
    expect(route.routeNames).toEqual({ from: 'TON', to: 'BNB Chain' });
    const typed = await engine.api.search({ query: 'usdc' });
    expect(typed.routeNames).toBeUndefined();
  });
});
