// The three parsers on hostile strings: one set of row rules (src/shared/parsing/row-checks.ts) and
// one cleaning rule (src/shared/text.ts) for all.
import { describe, expect, it } from 'vitest';
import { MAX_NAME_LENGTH, MAX_SYMBOL_LENGTH } from '../../../../src/shared/text';
import type { Token } from '../../../../src/shared/tokens';
import { parseOrbiter } from '../../../../src/shared/protocols/orbiter/source';
import { parseStargate } from '../../../../src/shared/protocols/stargate/source';
import { parseWormhole } from '../../../../src/shared/protocols/wormhole/source';

const LONG = 'N'.repeat(10_000);
const SPOOF = '\u202Egnp.exe'; // shown as 'exe.png' without the override removed
const CONTROL = 'CTRL\u0000\u0007\u001b\u009bX';
const RTL = 'שקל דיגיטלי';

function only<T extends Token>(result: { ok: true; tokens: T[] } | { ok: false }): T[] {
  if (!result.ok) throw new Error('expected the payload to parse');
  return result.tokens;
}

const stargate = only(
  parseStargate([
    {
      chainKey: 'base',
      address: '0x01',
      symbol: CONTROL,
      name: SPOOF,
      icon: 'javascript:alert(1)',
    },
    {
      chainKey: 'base',
      address: '0x02',
      symbol: LONG,
      name: LONG,
      icon: 'data:image/png;base64,AAAA',
    },
    {
      chainKey: 'base\n',
      address: '0x03\u200B',
      symbol: 'RTL',
      name: RTL,
      icon: 'http://x.example/a.png',
    },
    {
      chainKey: 'base',
      address: '0x04',
      symbol: 'REL',
      icon: '/icons/a.png',
      tags: Array(50).fill('t'),
    },
    { chainKey: 'base', address: '0x05', symbol: 'OK', icon: 'https://x.example/a.png' },
    { chainKey: 'base', address: '0x06', symbol: '\u202E\u200F', name: 'only invisible symbol' },
  ]),
);
const orbiter = only(
  parseOrbiter({
    result: [
      {
        chainId: '1',
        name: 'Ethe\u202Ereum',
        tokens: [
          {
            symbol: CONTROL,
            name: SPOOF,
            address: '0x01',
            logoURI: 'data:image/svg+xml,<svg onload=alert(1)>',
          },
          {
            symbol: 'LONG',
            name: LONG,
            coinKey: LONG,
            address: '0x02',
            logoURI: '//evil.example/x.png',
          },
          { symbol: 'OK', address: '0x03', logoURI: 'https://x.example/a.png' },
        ],
      },
    ],
  }),
);
const wormhole = only(
  parseWormhole({
    tokens: {
      [LONG]: {
        symbol: SPOOF,
        nativeChain: 'Base',
        tokenId: { chain: 'Base\u0000', address: '0x01' },
      },
      CTRL: { key: `K\u202E${RTL}`, symbol: CONTROL, nativeChain: 'Solana' },
    },
    wrappedTokens: { CTRL: { 'Ethereum\u200E': '0x02' } },
  }),
);

describe('hostile strings in every source', () => {
  it('drops rows with control characters or bidi overrides in a symbol, name or chain', () => {
    for (const tokens of [stargate, orbiter, wormhole]) {
      expect(tokens.map((t) => t.symbol)).not.toContain('CTRLX');
      expect(tokens.some((t) => JSON.stringify(t).includes('gnp'))).toBe(false);
    }
    // Orbiter's chain name carries an override: its whole chain goes.
    expect(orbiter).toEqual([]);
  });

  it('drops an address with an invisible character, and keeps right-to-left letters', () => {
    expect(stargate.map((t) => t.address)).not.toContain('0x03');
    expect(stargate.map((t) => t.address)).toContain('0x04');
    expect(wormhole).toEqual([]);
  });

  it('skips a row whose symbol is nothing but invisible characters', () => {
    expect(stargate.map((t) => t.address)).not.toContain('0x06');
  });

  it('cuts 10,000-character names and symbols to their bounds', () => {
    const longStargate = stargate.find((t) => t.address === '0x02')!;
    expect(longStargate.symbol).toHaveLength(MAX_SYMBOL_LENGTH);
    expect(longStargate.name).toHaveLength(MAX_NAME_LENGTH);
    for (const value of [longStargate.symbol, longStargate.name]) {
      expect(value?.endsWith('…')).toBe(true);
    }
  });

  it('keeps https logos only: no javascript:, data:, http:, relative or protocol-relative URL', () => {
    const logos = stargate.map((t) => t.logoURI);
    expect(logos.filter(Boolean)).toEqual(['https://x.example/a.png']);
  });

  it('keeps at most 16 tags', () => {
    const rel = stargate.find((t) => t.address === '0x04');
    expect(rel?.tags).toHaveLength(16);
  });
});
