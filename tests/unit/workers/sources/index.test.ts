import { describe, expect, it } from 'vitest';
import { PROTOCOLS } from '../../../../src/shared/tokens';
import { SOURCES } from '../../../../workers/sources';
import {
  SHARED_FIXTURES_AVAILABLE,
  SHARED_FIXTURES_DIR,
  loadSharedFixture,
} from '../../../fixtures/sources';

describe('SOURCES', () => {
  it('has one source module per protocol, each labelled with its own protocol', () => {
    expect(Object.keys(SOURCES).sort()).toEqual([...PROTOCOLS].sort());
    for (const protocol of PROTOCOLS) expect(SOURCES[protocol].protocol).toBe(protocol);
  });

  it.each([
    undefined,
    null,
    '',
    'null',
    0,
    NaN,
    true,
    [],
    {},
    { tokens: 1 },
    { result: 'x' },
    [[null]],
    [1, 'a', null],
  ])('never throws, whatever the payload (%j)', (json) => {
    for (const protocol of PROTOCOLS) expect(() => SOURCES[protocol].parse(json)).not.toThrow();
  });

  it('never throws on entries with getters that throw or hostile prototypes', () => {
    const trap = Object.create(null) as Record<string, unknown>;
    trap.symbol = 'X';
    const payloads = [
      [trap],
      { tokens: { A: trap } },
      { result: [{ name: 'C', tokens: [trap] }] },
      JSON.parse('{"__proto__": {"symbol": "P", "nativeChain": "Base"}}'),
    ];
    for (const json of payloads)
      for (const protocol of PROTOCOLS) expect(() => SOURCES[protocol].parse(json)).not.toThrow();
  });
});

describe.skipIf(!SHARED_FIXTURES_AVAILABLE)(
  `SOURCES on the shared real-data snapshots (${SHARED_FIXTURES_DIR}; skipped when absent)`,
  () => {
    it('parses every Wormhole entry of the current and legacy configs', () => {
      expect(SOURCES.Wormhole.parse(loadSharedFixture('wormhole'))).toMatchObject({
        ok: true,
        skipped: 0,
      });
      const current = SOURCES.Wormhole.parse(loadSharedFixture('wormhole'));
      expect(current.ok && current.tokens.length).toBe(69);
      const legacy = SOURCES.Wormhole.parse(loadSharedFixture('wormhole-legacy'));
      expect(legacy.ok && legacy.tokens.length).toBe(63);
    });

    it('gives the 464 wrappedTokens deployments of the current Wormhole config as foreign assets', () => {
      const result = SOURCES.Wormhole.parse(loadSharedFixture('wormhole'));
      const total = result.ok ? result.tokens.reduce((n, t) => n + t.foreignAssets.length, 0) : 0;
      // 464 (token, chain) pairs, minus those naming the token's own chain.
      expect(total).toBeGreaterThan(400);
      expect(total).toBeLessThanOrEqual(464);
    });

    it('parses all 619 Stargate rows and all 142 Orbiter tokens', () => {
      const stargate = SOURCES.Stargate.parse(loadSharedFixture('stargate'));
      expect(stargate.ok && stargate.tokens.length).toBe(619);
      const orbiter = SOURCES.Orbiter.parse(loadSharedFixture('orbiter'));
      expect(orbiter.ok && orbiter.tokens.length).toBe(142);
      expect(orbiter.ok && orbiter.tokens.filter((t) => t.isNative).length).toBe(63);
    });

    it('parses the real Stargate list inflated twenty-fold (about 12,000 rows) ', () => {
      const rows = loadSharedFixture('stargate') as unknown[];
      const inflated = Array.from({ length: 20 }, () => rows).flat();
      const result = SOURCES.Stargate.parse(inflated);
      expect(result.ok && result.tokens.length).toBe(rows.length * 20);
    });
  },
);
