// Trust notes on results through the worker API: cross-source address
// agreement, variant labels, and symbol suggestions, on the hand-made fixtures and their traps
// (tests/fixtures/sources/README.md).
import { describe, expect, test, vi } from 'vitest';
import { PROTOCOL_IDS } from '../../src/shared/protocol-registry.mjs';
import { SOURCES } from '../../workers/sources';
import type { SearchResponse, ShippedSnapshot, SourceStatus } from '../../src/shared/contract';
import {
  FakeSources,
  gate,
  ok,
  payload,
  Profile,
  statusOf,
  URLS,
  visit,
  waitForStatus,
} from './harness';

const allSettled = (statuses: SourceStatus[]) => statuses.every((s) => !s.loading);

/**
 * The sources of the fixtures' traps: the specification's three (tests/fixtures/sources/README.md
 * describes them); any other protocol of the registry answers an empty list in its own format, so
 * agreement counts and suggestions stay those the traps were written for.
 */
function trapSources(): FakeSources {
  const sources = new FakeSources();
  for (const protocol of PROTOCOL_IDS.slice(3))
    sources.handlers[protocol] = ok(SOURCES[protocol].format([]));
  return sources;
}

async function loadedEngine(sources = trapSources()) {
  const engine = visit(new Profile(), sources);
  await engine.api.start({ urls: URLS });
  await waitForStatus(engine, allSettled);
  return engine;
}

function annotationOf(response: SearchResponse, id: string) {
  return response.annotations?.[id];
}

describe('address agreement on search results', () => {
  test("warns only the USDC option whose Arbitrum contract is not Circle's, naming both addresses", async () => {
    const engine = await loadedEngine();
    const result = await engine.api.search({ query: 'usdc' });
    const orbiter = annotationOf(result, 'Orbiter:USDC')?.agreement;
    expect(orbiter?.tone).toBe('conflict');
    expect(orbiter?.headline).toBe("Not Circle's USDC on Arbitrum: Orbiter Finance 0xaf88…5832");
    expect(orbiter?.details).toEqual([
      "Arbitrum: Orbiter Finance 0xaf88…5832; Circle's USDC is 0xaf88…5831",
    ]);
    // The chains where the sources agree stay said (Orbiter's lower-case addresses match).
    expect(orbiter?.quiet?.details).toContain(
      'Ethereum: 3 of 3 sources agree (Wormhole, Stargate, Orbiter Finance)',
    );
    // The cards carrying Circle's own contract say so instead of warning about it.
    for (const id of ['Wormhole:USDC', 'Stargate:USDC']) {
      const agreement = annotationOf(result, id)?.agreement;
      expect(agreement?.tone, id).toBe('agree');
      expect(agreement?.headline, id).toMatch(/^Circle's USDC on .*Arbitrum/);
      expect(agreement?.details, id).toContain(
        "Arbitrum: Circle's USDC 0xaf88…5831; Orbiter Finance 0xaf88…5832",
      );
    }
  });

  test('never hides an option because of a conflict, also when filtering to the conflicting chain', async () => {
    const engine = await loadedEngine();
    const result = await engine.api.search({
      query: 'usdc',
      fromChain: 'arbitrum',
      toChain: 'ethereum',
    });
    expect(result.options.map((o) => o.id)).toEqual(
      expect.arrayContaining(['Wormhole:USDC', 'Stargate:USDC', 'Orbiter:USDC']),
    );
    expect(annotationOf(result, 'Orbiter:USDC')?.agreement.tone).toBe('conflict');
  });

  test('says when the sources listing a token agree on its address', async () => {
    const engine = await loadedEngine();
    const result = await engine.api.search({ query: 'weth' });
    expect(annotationOf(result, 'Wormhole:WETH')?.agreement).toEqual({
      tone: 'agree',
      headline: 'Sources agree on Ethereum (2 of 2)',
      details: ['Ethereum: 2 of 2 sources agree (Wormhole, Stargate)'],
    });
  });

  test('compares only the sources that have loaded, and recomputes when another one arrives', async () => {
    const sources = new FakeSources();
    const held = gate();
    sources.handlers.Orbiter = held.handler;
    const engine = visit(new Profile(), sources);
    await engine.api.start({ urls: URLS });
    await waitForStatus(
      engine,
      (s) => statusOf(s, 'Wormhole').hasData && statusOf(s, 'Stargate').hasData,
    );

    const before = await engine.api.search({ query: 'usdc' });
    expect(annotationOf(before, 'Stargate:USDC')?.agreement.tone).toBe('agree');
    expect(annotationOf(before, 'Stargate:USDC')?.agreement.details).toContain(
      'Arbitrum: 2 of 2 sources agree (Wormhole, Stargate)',
    );

    held.release(ok(payload('Orbiter')));
    await waitForStatus(engine, allSettled);
    const after = await engine.api.search({ query: 'usdc' });
    expect(annotationOf(after, 'Orbiter:USDC')?.agreement.tone).toBe('conflict');
    expect(annotationOf(after, 'Stargate:USDC')?.agreement.details).toContain(
      "Arbitrum: Circle's USDC 0xaf88…5831; Orbiter Finance 0xaf88…5832",
    );
  });
});

describe('variant labels on search results', () => {
  test('labels bridged, look-alike, wrapped and native options, with a tooltip and the chains', async () => {
    const engine = await loadedEngine();
    const variantsOf = async (query: string, id: string) =>
      annotationOf(await engine.api.search({ query }), id)?.variants ?? [];

    // Abstract and Kaia by the suffix; Linea's 0x1762…e1ff is Circle's own USDC since Circle
    // upgraded it in place, whatever Stargate calls it, so it is no bridged copy.
    expect(await variantsOf('usdc.e', 'Stargate:USDC.e')).toEqual([
      expect.objectContaining({ kind: 'bridged', label: 'Bridged', chains: ['Abstract', 'Kaia'] }),
    ]);
    const marks = annotationOf(
      await engine.api.search({ query: 'usdc.e' }),
      'Stargate:USDC.e',
    )?.chainMarks;
    expect(marks?.find((m) => m.chain === 'Linea')).toMatchObject({
      kind: 'official',
      name: "Circle's USDC",
    });
    expect(await variantsOf('usdbc', 'Orbiter:USDbC')).toEqual([
      expect.objectContaining({ kind: 'bridged', chains: ['Base'] }),
    ]);
    expect(await variantsOf('weth', 'Wormhole:WETH')).toEqual([
      expect.objectContaining({
        kind: 'wrapped',
        label: 'Wrapped',
        explanation: 'WETH is a token that wraps ETH one-to-one; it is not ETH itself.',
      }),
    ]);
    expect(await variantsOf('eth', 'Stargate:ETH')).toEqual([
      expect.objectContaining({
        kind: 'native',
        label: 'Native',
        chains: ['Ethereum', 'Arbitrum'],
      }),
    ]);
  });

  test("does not flag Tether's own USDt, USD₮0 and USD₮ contracts, and says what backs them", async () => {
    const engine = await loadedEngine();
    const usdt = await engine.api.search({ query: 'usdt' });
    for (const id of ['Stargate:USDt', 'Stargate:USD₮0', 'Orbiter:USD₮']) {
      expect(
        usdt.options.map((o) => o.id),
        id,
      ).toContain(id);
      expect(annotationOf(usdt, id)?.variants ?? [], id).toEqual([]);
      expect(annotationOf(usdt, id)?.agreement.tone, id).toBe('agree');
    }
    expect(annotationOf(usdt, 'Stargate:USDt')?.agreement.details).toEqual([
      "Avalanche: Tether's own USDt contract",
      "Kava: Tether's own USDt contract",
    ]);
  });

  test('still flags a look-alike symbol at an address nothing backs', async () => {
    const sources = new FakeSources();
    const stargate = payload('Stargate') as Array<Record<string, unknown>>;
    sources.handlers.Stargate = ok([
      ...stargate,
      {
        chainKey: 'arbitrum',
        address: '0x1111111111111111111111111111111111111111',
        decimals: 6,
        symbol: 'USDС', // Cyrillic Es
        name: 'USD Coin',
        isBridgeable: true,
      },
    ]);
    const engine = await loadedEngine(sources);
    const result = await engine.api.search({ query: 'usd coin' });
    expect(annotationOf(result, 'Stargate:USDС')?.variants).toEqual([
      expect.objectContaining({ kind: 'lookalike', label: 'Look-alike', chains: ['Arbitrum'] }),
    ]);
  });

  test("says 'not verified' quietly where nothing confirms an option, and answers with plain cloneable data", async () => {
    const engine = await loadedEngine();
    const result = await engine.api.search({ query: 'pendle' });
    expect(result.options.map((o) => o.id)).toEqual(['Stargate:PENDLE']);
    const pendle = result.annotations?.['Stargate:PENDLE'];
    expect(pendle?.agreement.tone).toBe('none');
    expect(pendle?.variants).toEqual([]);
    expect(new Set(pendle?.chainMarks?.map((m) => m.kind))).toEqual(new Set(['unverified']));
    // The mark names the data it rests on, dated by that data (here, the download's day).
    for (const mark of pendle?.chainMarks ?? [])
      expect(mark.source).toMatch(/^Stargate's token list of \d{1,2} [A-Z][a-z]{2} \d{4}$/);

    const broad = await engine.api.search({ query: 'u' });
    const ids = new Set(broad.options.map((o) => o.id));
    expect(Object.keys(broad.annotations ?? {}).every((id) => ids.has(id))).toBe(true);
    expect(structuredClone(broad)).toEqual(broad);
  });

  test("dates a mark by its list's own date, and gives none for a list of unknown date", async () => {
    // Stargate's URL is the build's shipped file: its data is that snapshot, stamped with its date.
    const takenAt = Date.parse('2025-12-03T00:00:00Z');
    const cases: Array<[ShippedSnapshot, string]> = [
      [{ url: URLS.stargate!, takenAt }, "Stargate's token list of 3 Dec 2025"],
      // An undated list is stamped with the build's day, which is never its data's date.
      [
        { url: URLS.stargate!, takenAt, registryVersion: '1.0.0', undated: true },
        "Stargate's token list",
      ],
    ];
    for (const [snapshot, source] of cases) {
      const engine = visit(new Profile(), trapSources());
      await engine.api.start({ urls: URLS, snapshots: { Stargate: snapshot } });
      await waitForStatus(engine, allSettled);
      const result = await engine.api.search({ query: 'pendle' });
      const marks = result.annotations?.['Stargate:PENDLE']?.chainMarks ?? [];
      expect(marks.length).toBeGreaterThan(0);
      for (const mark of marks) expect(mark.source).toBe(source);
    }
  });

  test('annotates only the options returned when a limit applies', async () => {
    const engine = await loadedEngine();
    const result = await engine.api.search({ query: 'usdc', limit: 1 });
    expect(Object.keys(result.annotations ?? {})).toEqual(['Wormhole:USDC']);
  });
});

describe('variant labels and notes on token lists', () => {
  test("labels each token of a protocol's list, index-aligned, and carries its options' notes", async () => {
    const engine = await loadedEngine();
    const list = await engine.api.listTokens({ protocol: 'Orbiter' });
    if (!list.ok) throw new Error('expected a token list');
    expect(list.variants).toHaveLength(list.tokens.length);
    const kindOf = (symbol: string, chain: string) => {
      const index = list.tokens.findIndex(
        (t) => t.protocol === 'Orbiter' && t.symbol === symbol && t.chainName === chain,
      );
      return list.variants?.[index]?.kind ?? null;
    };
    expect(kindOf('ETH', 'Ethereum')).toBe('native');
    expect(kindOf('USDbC', 'Base')).toBe('bridged');
    expect(kindOf('USD₮', 'TON')).toBeNull(); // Tether's own spelling and contract on TON
    expect(kindOf('WETH', 'Linea')).toBe('wrapped');
    expect(kindOf('USDC', 'Base')).toBeNull();
    expect(list.annotations?.['Orbiter:USDC']?.agreement.tone).toBe('conflict');
  });
});

// The trust-notes code is a lazy chunk of the worker build (workers/api.ts loads it at start).
describe('loading the trust-notes code', () => {
  const realCode = () => import('../../workers/trust/trust-notes');

  test('starts loading it at start, once, before any search asks for it', async () => {
    const load = vi.fn(realCode);
    const engine = visit(new Profile(), new FakeSources(), undefined, { loadTrustNotes: load });
    const starting = engine.api.start({ urls: URLS });
    expect(load).toHaveBeenCalledTimes(1);
    await starting;
    await waitForStatus(engine, allSettled);
    await engine.api.search({ query: 'usdc' });
    await engine.api.listTokens({ protocol: 'Orbiter' });
    expect(load).toHaveBeenCalledTimes(1);
  });

  test('a search racing the first load waits for the code and carries its notes', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const load = async () => {
      await held;
      return realCode();
    };
    const engine = visit(new Profile(), new FakeSources(), undefined, { loadTrustNotes: load });
    await engine.api.start({ urls: URLS });
    await waitForStatus(engine, allSettled);
    let answered = false;
    const searching = engine.api.search({ query: 'usdc' }).then((result) => {
      answered = true;
      return result;
    });
    // Every queued task runs first (no wall-clock wait): the answer still waits for the code.
    for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
    expect(answered).toBe(false);
    release();
    const result = await searching;
    expect(annotationOf(result, 'Orbiter:USDC')?.agreement.tone).toBe('conflict');
  });

  test('answers without notes when the code cannot be loaded, and tries again after the data changes', async () => {
    const log = vi.fn();
    let reachable = false;
    const load = vi.fn(async () => {
      if (!reachable) throw new TypeError('Failed to fetch dynamically imported module');
      return realCode();
    });
    const sources = new FakeSources();
    const engine = visit(new Profile(), sources, undefined, { loadTrustNotes: load, log });
    await engine.api.start({ urls: URLS });
    await waitForStatus(engine, allSettled);
    await engine.idle();

    const result = await engine.api.search({ query: 'usdc' });
    expect(result.options.map((o) => o.id)).toEqual(
      expect.arrayContaining(['Wormhole:USDC', 'Stargate:USDC', 'Orbiter:USDC']),
    );
    expect(result.annotations).toEqual({});
    const list = await engine.api.listTokens({ protocol: 'Orbiter' });
    expect(list.ok && list.tokens.length > 0).toBe(true);
    expect(list.ok && list.variants).toBeUndefined();
    expect(log).toHaveBeenCalledWith('trust-code-error', expect.any(TypeError));
    // Searches do not retry the load one by one.
    const attempts = load.mock.calls.length;
    await engine.api.search({ query: 'eth' });
    await engine.api.search({ query: 'usdc' });
    expect(load).toHaveBeenCalledTimes(attempts);

    reachable = true;
    const stargate = payload('Stargate') as unknown[];
    sources.handlers.Stargate = ok(stargate.slice(1));
    await engine.api.refresh({ protocol: 'Stargate' });
    await waitForStatus(engine, allSettled);
    await engine.idle();
    expect(load).toHaveBeenCalledTimes(attempts + 1);
    const after = await engine.api.search({ query: 'usdc' });
    expect(annotationOf(after, 'Orbiter:USDC')?.agreement.tone).toBe('conflict');
  });
});

describe('suggest', () => {
  test('did-you-mean turns the typos usdcc, uscd and sudc into USDC first', async () => {
    const engine = await loadedEngine();
    for (const query of ['usdcc', 'uscd', 'sudc']) {
      expect((await engine.api.suggest({ query, fuzzy: true }))[0], query).toEqual({
        symbol: 'USDC',
        protocols: ['Wormhole', 'Stargate', 'Orbiter'],
      });
    }
  });

  test('did-you-mean never offers a symbol the visitor cannot find (Stargate USCD is not bridgeable)', async () => {
    const engine = await loadedEngine();
    const symbols = (await engine.api.suggest({ query: 'uscd', fuzzy: true })).map((s) => s.symbol);
    expect(symbols).not.toContain('USCD');
  });

  test('typeahead lists symbols starting with the query before those containing it, 8 at most', async () => {
    const engine = await loadedEngine();
    expect((await engine.api.suggest({ query: 'usdc' })).map((s) => s.symbol)).toEqual([
      'USDC',
      'USDC.e',
    ]);
    expect((await engine.api.suggest({ query: 'eth' })).map((s) => s.symbol)).toEqual([
      'ETH',
      'WETH',
      'wstETH',
    ]);
    expect(await engine.api.suggest({ query: 'u' })).toHaveLength(8);
  });

  test('suggestions follow the data when a source brings a new list', async () => {
    const sources = new FakeSources();
    const engine = await loadedEngine(sources);
    sources.handlers.Stargate = ok([
      {
        chainKey: 'base',
        address: '0x0000000000000000000000000000000000000abc',
        symbol: 'NEWCOIN',
        decimals: 18,
        isBridgeable: true,
      },
    ]);
    await engine.api.refresh({ protocol: 'Stargate' });
    await waitForStatus(engine, allSettled);
    expect((await engine.api.suggest({ query: 'newcoim', fuzzy: true }))[0]).toEqual({
      symbol: 'NEWCOIN',
      protocols: ['Stargate'],
    });
  });
});
