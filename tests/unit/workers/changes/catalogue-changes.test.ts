import { describe, expect, test } from 'vitest';
import {
  adoptNewProtocols,
  listedSnapshot,
  SNAPSHOT_VERSION,
  type CatalogueSnapshot,
} from '../../../../workers/changes/snapshot';
import {
  acknowledge,
  chainNamer,
  describeChanges,
} from '../../../../workers/changes/catalogue-changes';
import { stargate } from '../search/tokens';

const snapshot = (protocols: CatalogueSnapshot['protocols']): CatalogueSnapshot => ({
  version: SNAPSHOT_VERSION,
  protocols,
});
const A = { tokens: ['A@base'], chains: ['base'] };
const B = { tokens: ['B@base'], chains: ['base'] };

describe('listedSnapshot', () => {
  test('leaves out Stargate tokens that are not bridgeable, which the app never shows', () => {
    const result = listedSnapshot({
      Stargate: [
        stargate('USDC', 'base', '0x01'),
        stargate('PEPE', 'ethereum', '0x02', { isBridgeable: false }),
      ],
    });
    expect(result.protocols).toEqual({ Stargate: { tokens: ['USDC@base'], chains: ['base'] } });
  });
});

describe('adoptNewProtocols', () => {
  test('adds protocols the baseline has never seen and keeps the known ones as they were', () => {
    expect(
      adoptNewProtocols(snapshot({ Wormhole: A }), snapshot({ Wormhole: B, Orbiter: B })),
    ).toEqual(snapshot({ Wormhole: A, Orbiter: B }));
  });

  test('answers null when there is nothing new to adopt', () => {
    expect(adoptNewProtocols(snapshot({ Wormhole: A }), snapshot({ Wormhole: B }))).toBeNull();
  });
});

describe('acknowledge', () => {
  test('takes the loaded protocols and keeps what the baseline knew of the others', () => {
    expect(acknowledge(snapshot({ Wormhole: A, Stargate: A }), snapshot({ Wormhole: B }))).toEqual(
      snapshot({ Wormhole: B, Stargate: A }),
    );
    expect(acknowledge(null, snapshot({ Wormhole: B }))).toEqual(snapshot({ Wormhole: B }));
  });
});

describe('describeChanges', () => {
  const nameOf = chainNamer(new Map([['raw:mychain', 'MyChain']]));

  test('sorts tokens by symbol, then chain, and names chains, unknown ones included', () => {
    const baseline = { takenAt: 5, snapshot: snapshot({ Stargate: { tokens: [], chains: [] } }) };
    const current = snapshot({
      Stargate: {
        tokens: ['USDC.e@base', 'USDC@raw:mychain', 'USDC@base'],
        chains: ['base', 'raw:mychain'],
      },
    });
    expect(describeChanges(baseline, current, nameOf)?.protocols[0]).toMatchObject({
      addedTokens: [
        { symbol: 'USDC', chain: 'base', chainName: 'Base' },
        { symbol: 'USDC', chain: 'raw:mychain', chainName: 'MyChain' },
        { symbol: 'USDC.e', chain: 'base', chainName: 'Base' },
      ],
      addedChains: [
        { id: 'base', name: 'Base' },
        { id: 'raw:mychain', name: 'MyChain' },
      ],
    });
  });

  test('answers null when no protocol changed', () => {
    expect(
      describeChanges(
        { takenAt: 1, snapshot: snapshot({ Wormhole: A }) },
        snapshot({ Wormhole: A }),
        nameOf,
      ),
    ).toBeNull();
  });

  test('names an unknown chain it has no name for after its raw identifier', () => {
    expect(chainNamer(new Map())('raw:gone chain')).toBe('gone chain');
  });
});
