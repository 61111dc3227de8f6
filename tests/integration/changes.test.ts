// "What changed since your last visit" through the worker API: several visits
// (engines) share one fake IndexedDB profile and see different source payloads.
import { describe, expect, test } from 'vitest';
import type { CatalogueChanges, SourceStatus } from '../../src/shared/contract';
import type { BridgeDataEngine } from '../../workers/api/api';
import { BASELINE_KEY } from '../../workers/storage/db';
import {
  Clock,
  FakeSources,
  gate,
  offline,
  ok,
  payload,
  Profile,
  serverError,
  URLS,
  visit,
  waitForStatus,
  type Handler,
} from './harness';
import { PROTOCOL_IDS } from '../../src/shared/protocol-registry.mjs';

const allSettled = (statuses: SourceStatus[]) => statuses.every((s) => !s.loading);

const NEWCOIN = {
  chainKey: 'ethereum',
  address: '0x0000000000000000000000000000000000000abc',
  symbol: 'NEWCOIN',
  decimals: 18,
  isBridgeable: true,
};
const USDC_ON_SCROLL = {
  chainKey: 'scroll',
  address: '0x06eFdBFf2a14a7c8E15944D1F4A48F9F95F663A4',
  symbol: 'USDC',
  decimals: 6,
  isBridgeable: true,
};

/** Stargate's fixture with NEWCOIN added, PENDLE removed and USDC on a chain it did not list (Scroll). */
function changedStargate(): unknown[] {
  const rows = (payload('Stargate') as unknown[]).filter(
    (row) => (row as { symbol?: unknown } | null)?.symbol !== 'PENDLE',
  );
  return [...rows, NEWCOIN, USDC_ON_SCROLL];
}

/** Orbiter's fixture without its WBTC on Ethereum. */
function orbiterWithoutWbtc(): unknown {
  const json = payload('Orbiter') as { result: Array<{ tokens?: unknown }> };
  for (const chain of json.result) {
    if (Array.isArray(chain?.tokens))
      chain.tokens = chain.tokens.filter(
        (t) => (t as { symbol?: unknown } | null)?.symbol !== 'WBTC',
      );
  }
  return json;
}

function sourcesWith(
  handlers: Partial<Record<'Wormhole' | 'Stargate' | 'Orbiter', Handler>> = {},
): FakeSources {
  const sources = new FakeSources();
  Object.assign(sources.handlers, handlers);
  return sources;
}

/** One visit: start, wait until every source has settled and the background work is done. */
async function settledVisit(
  profile: Profile,
  sources: FakeSources,
  clock: Clock,
): Promise<BridgeDataEngine> {
  const engine = visit(profile, sources, clock);
  await engine.api.start({ urls: URLS });
  await waitForStatus(engine, allSettled);
  await engine.idle();
  return engine;
}

/** Resolves with the first pushed changes that satisfy the predicate. */
function nextChanges(
  engine: BridgeDataEngine,
  predicate: (changes: CatalogueChanges | null) => boolean,
): Promise<CatalogueChanges | null> {
  return new Promise((resolve) => {
    void engine.api.subscribeChanges({
      listener: (changes) => {
        if (predicate(changes)) resolve(changes);
      },
    });
  });
}

describe('what changed since the last visit', () => {
  test('a first visit reports no changes, before and after every source has loaded', async () => {
    const engine = visit(new Profile(), new FakeSources());
    const pushes: Array<CatalogueChanges | null> = [];
    await engine.api.subscribeChanges({ listener: (changes) => pushes.push(changes) });
    await engine.api.start({ urls: URLS });
    expect(await engine.api.getChanges()).toBeNull();
    await waitForStatus(engine, allSettled);
    await engine.idle();
    expect(await engine.api.getChanges()).toBeNull();
    expect(pushes).toEqual([null]);
  });

  test('a repeat visit lists, per protocol, the tokens added and removed and the chains added', async () => {
    const profile = new Profile();
    const clock = new Clock();
    const firstVisitAt = clock.time;
    await settledVisit(profile, new FakeSources(), clock);

    clock.time += 86_400_000;
    const engine = await settledVisit(
      profile,
      sourcesWith({ Stargate: ok(changedStargate()) }),
      clock,
    );
    expect(await engine.api.getChanges()).toEqual({
      since: firstVisitAt,
      protocols: [
        {
          protocol: 'Stargate',
          addedTokens: [
            { symbol: 'NEWCOIN', chain: 'ethereum', chainName: 'Ethereum' },
            { symbol: 'USDC', chain: 'scroll', chainName: 'Scroll' },
          ],
          removedTokens: [{ symbol: 'PENDLE', chain: 'arbitrum', chainName: 'Arbitrum' }],
          addedChains: [{ id: 'scroll', name: 'Scroll' }],
          removedChains: [],
          summary: '2 tokens added, 1 removed, 1 new chain',
        },
      ],
    });
  });

  test('pushes the changes to change subscribers as soon as the fresh data arrives', async () => {
    const profile = new Profile();
    const clock = new Clock();
    await settledVisit(profile, new FakeSources(), clock);

    const held = gate();
    const engine = visit(profile, sourcesWith({ Stargate: held.handler }), clock);
    const pushes: Array<CatalogueChanges | null> = [];
    await engine.api.subscribeChanges({ listener: (changes) => pushes.push(changes) });
    const changed = nextChanges(engine, (changes) => changes !== null);
    await engine.api.start({ urls: URLS });
    await held.requested;
    // The cached lists are what the visitor saw last time: nothing to report yet.
    expect(await engine.api.getChanges()).toBeNull();

    held.release(ok(changedStargate()));
    const changes = await changed;
    expect(changes?.protocols.map((p) => [p.protocol, p.summary])).toEqual([
      ['Stargate', '2 tokens added, 1 removed, 1 new chain'],
    ]);
    expect(pushes[0]).toBeNull();
    expect(pushes.at(-1)).toEqual(changes);
  });

  test('stops pushing changes after unsubscribe, and keeps pushing to healthy listeners when one has gone', async () => {
    const profile = new Profile();
    const clock = new Clock();
    await settledVisit(profile, new FakeSources(), clock);

    const engine = visit(profile, sourcesWith({ Stargate: ok(changedStargate()) }), clock);
    const stopped: Array<CatalogueChanges | null> = [];
    const id = await engine.api.subscribeChanges({ listener: (changes) => stopped.push(changes) });
    await engine.api.subscribeChanges({
      listener: () => Promise.reject(new Error('port closed')) as unknown as void,
    });
    const changed = nextChanges(engine, (changes) => changes !== null);
    await engine.api.unsubscribe({ id });
    await engine.api.start({ urls: URLS });
    expect((await changed)?.protocols).toHaveLength(1);
    // Unsubscribed before the first push (which waits for the first answer, or a moment): told
    // nothing, while the other listener is told what changed.
    expect(stopped).toEqual([]);
  });

  test('keeps the changes across visits until they are dismissed', async () => {
    const profile = new Profile();
    const clock = new Clock();
    await settledVisit(profile, new FakeSources(), clock);
    const changed = sourcesWith({ Stargate: ok(changedStargate()) });
    const second = await settledVisit(profile, changed, clock);
    const reported = await second.api.getChanges();
    expect(reported).not.toBeNull();

    const third = await settledVisit(
      profile,
      sourcesWith({ Stargate: ok(changedStargate()) }),
      clock,
    );
    expect(await third.api.getChanges()).toEqual(reported);
  });

  test('dismissing makes the current lists the baseline, now and on the next visits', async () => {
    const profile = new Profile();
    const clock = new Clock();
    await settledVisit(profile, new FakeSources(), clock);
    const second = await settledVisit(
      profile,
      sourcesWith({ Stargate: ok(changedStargate()) }),
      clock,
    );
    const cleared = nextChanges(second, (changes) => changes === null);
    await second.api.dismissChanges();
    expect(await second.api.getChanges()).toBeNull();
    expect(await cleared).toBeNull();

    const third = await settledVisit(
      profile,
      sourcesWith({ Stargate: ok(changedStargate()) }),
      clock,
    );
    expect(await third.api.getChanges()).toBeNull();

    // Back to the original list: now NEWCOIN and USDC on Scroll are the ones that went away.
    const fourth = await settledVisit(profile, new FakeSources(), clock);
    expect((await fourth.api.getChanges())?.protocols).toEqual([
      expect.objectContaining({
        protocol: 'Stargate',
        addedTokens: [{ symbol: 'PENDLE', chain: 'arbitrum', chainName: 'Arbitrum' }],
        removedTokens: [
          { symbol: 'NEWCOIN', chain: 'ethereum', chainName: 'Ethereum' },
          { symbol: 'USDC', chain: 'scroll', chainName: 'Scroll' },
        ],
        removedChains: [{ id: 'scroll', name: 'Scroll' }],
      }),
    ]);
  });

  test('a source that fails without a cached copy reports no removals, while the others still report theirs', async () => {
    const profile = new Profile();
    const clock = new Clock();
    await settledVisit(profile, new FakeSources(), clock);
    // The browser evicted Orbiter's cached list, and Orbiter is down on this visit.
    const db = profile.open();
    await db.sources.delete('Orbiter');
    db.close();

    const engine = await settledVisit(
      profile,
      sourcesWith({ Orbiter: serverError, Stargate: ok(changedStargate()) }),
      clock,
    );
    expect((await engine.api.getChanges())?.protocols.map((p) => p.protocol)).toEqual(['Stargate']);
  });

  test('sources that cannot be reached keep comparing their cached lists: nothing changed', async () => {
    const profile = new Profile();
    const clock = new Clock();
    await settledVisit(profile, new FakeSources(), clock);
    const engine = await settledVisit(
      profile,
      sourcesWith({ Wormhole: offline, Stargate: offline, Orbiter: offline }),
      clock,
    );
    expect(await engine.api.getChanges()).toBeNull();
  });

  test('a source that failed on the first visit joins the baseline when it first loads, without listing everything as added', async () => {
    const profile = new Profile();
    const clock = new Clock();
    await settledVisit(profile, sourcesWith({ Orbiter: serverError }), clock);
    const first = profile.open();
    expect(
      Object.keys((await first.snapshots.get(BASELINE_KEY))?.snapshot.protocols ?? {}),
    ).toEqual(PROTOCOL_IDS.filter((protocol) => protocol !== 'Orbiter'));
    first.close();

    const second = await settledVisit(profile, new FakeSources(), clock);
    expect(await second.api.getChanges()).toBeNull();

    const third = await settledVisit(
      profile,
      sourcesWith({ Orbiter: ok(orbiterWithoutWbtc()) }),
      clock,
    );
    expect((await third.api.getChanges())?.protocols).toEqual([
      expect.objectContaining({
        protocol: 'Orbiter',
        addedTokens: [],
        removedTokens: [{ symbol: 'WBTC', chain: 'ethereum', chainName: 'Ethereum' }],
        summary: '1 token removed',
      }),
    ]);
  });

  test('a damaged baseline in storage counts as a first visit instead of inventing changes', async () => {
    const profile = new Profile();
    const clock = new Clock();
    await settledVisit(profile, new FakeSources(), clock);
    const db = profile.open();
    await db.snapshots.put({
      key: BASELINE_KEY,
      takenAt: clock.time,
      snapshot: { version: 99 } as never,
    });
    db.close();

    const engine = await settledVisit(
      profile,
      sourcesWith({ Stargate: ok(changedStargate()) }),
      clock,
    );
    expect(await engine.api.getChanges()).toBeNull();
    // That visit's lists became the new baseline.
    const next = await settledVisit(profile, new FakeSources(), clock);
    expect((await next.api.getChanges())?.protocols.map((p) => p.protocol)).toEqual(['Stargate']);
  });

  test('without IndexedDB every visit is a first visit', async () => {
    const profile = new Profile();
    const noDb = () => {
      throw new Error('indexedDB is not defined');
    };
    for (const sources of [new FakeSources(), sourcesWith({ Stargate: ok(changedStargate()) })]) {
      const engine = visit(profile, sources, new Clock(), { openDb: noDb });
      await engine.api.start({ urls: URLS });
      await waitForStatus(engine, allSettled);
      await engine.idle();
      expect(await engine.api.getChanges()).toBeNull();
    }
  });
});
