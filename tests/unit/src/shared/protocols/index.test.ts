import { describe, expect, test } from 'vitest';
import {
  ADAPTERS,
  FALLBACK_PROTOCOL,
  adapterOf,
  findAdapter,
} from '../../../../../src/shared/protocols';
import { PROTOCOL_IDS } from '../../../../../src/shared/protocol-registry.mjs';

describe('ADAPTERS', () => {
  test('has one adapter per registry id and nothing else', () => {
    expect(Object.keys(ADAPTERS).sort()).toEqual([...PROTOCOL_IDS].sort());
    expect(PROTOCOL_IDS).toContain(FALLBACK_PROTOCOL);
  });

  test("adapterOf gives the adapter of the token's own protocol", () => {
    for (const id of PROTOCOL_IDS) {
      const token = { protocol: id } as Parameters<typeof adapterOf>[0];
      expect(adapterOf(token)).toBe(ADAPTERS[id]);
    }
  });

  test('findAdapter knows no id from elsewhere, inherited object keys included', () => {
    expect(findAdapter('Hop')).toBeUndefined();
    expect(findAdapter('constructor')).toBeUndefined();
    expect(findAdapter(PROTOCOL_IDS[0]!)).toBe(ADAPTERS[PROTOCOL_IDS[0]!]);
  });
});
