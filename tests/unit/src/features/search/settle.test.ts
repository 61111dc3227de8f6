import { describe, expect, it } from 'vitest';
import type { SourceStatus } from '../../../../../src/shared/contract';
import { liveVersion, sameAnswer } from '../../../../../src/features/search/settle';
import { updatedText } from '../../../../../src/features/search/update-words';
import { readyStatuses, response } from '../../support/fake-api';
import { orbiterUsdc, stargateUsdc, wormholeUsdc } from '../../support/options';

function withOrigin(origins: Record<string, SourceStatus['origin']>): SourceStatus[] {
  return readyStatuses().map((status) => ({
    ...status,
    origin: origins[status.protocol] ?? status.origin,
    updatedAt: 1000,
  }));
}

describe('liveVersion', () => {
  it('changes when a live download replaces a snapshot, not when a snapshot arrives', () => {
    const snapshots = liveVersion(withOrigin({ Stargate: 'snapshot', Orbiter: 'snapshot' }));
    const oneLive = liveVersion(withOrigin({ Stargate: 'live', Orbiter: 'snapshot' }));
    expect(oneLive).not.toBe(snapshots);
    const noData = withOrigin({ Stargate: 'snapshot', Orbiter: null }).map((status) =>
      status.protocol === 'Orbiter' ? { ...status, hasData: false } : status,
    );
    expect(liveVersion(noData)).toBe(snapshots);
  });
});

describe('sameAnswer', () => {
  it('is true only for the same options, in order, on the same chains', () => {
    const answer = response([stargateUsdc, wormholeUsdc]);
    expect(sameAnswer(answer, response([stargateUsdc, wormholeUsdc]))).toBe(true);
    expect(sameAnswer(answer, response([wormholeUsdc, stargateUsdc]))).toBe(false);
    expect(sameAnswer(answer, response([stargateUsdc, orbiterUsdc]))).toBe(false);
    expect(sameAnswer(answer, response([stargateUsdc]))).toBe(false);
    const moreChains = {
      ...wormholeUsdc,
      availableChains: [...wormholeUsdc.availableChains, 'Base'],
    };
    expect(sameAnswer(answer, response([stargateUsdc, moreChains]))).toBe(false);
    expect(sameAnswer(answer, { ...response([stargateUsdc, wormholeUsdc]), total: 30 })).toBe(
      false,
    );
  });
});

describe('updatedText', () => {
  it('says where the change came from and what changed, not the count the heading says', () => {
    const one = response([wormholeUsdc]);
    expect(updatedText(one, response([wormholeUsdc, stargateUsdc, orbiterUsdc]), true)).toBe(
      'Updated from the live source: 2 options added',
    );
    expect(updatedText(response([wormholeUsdc, stargateUsdc]), one, true)).toBe(
      'Updated from the live source: 1 option removed',
    );
    expect(
      updatedText(
        response([wormholeUsdc, stargateUsdc]),
        response([wormholeUsdc, orbiterUsdc]),
        true,
      ),
    ).toBe('Updated from the live source: 1 option added, 1 removed');
    const moreChains = {
      ...wormholeUsdc,
      availableChains: [...wormholeUsdc.availableChains, 'Base'],
    };
    expect(updatedText(one, response([moreChains]), true)).toBe(
      'Updated from the live source: other chains for 1 option',
    );
    // Past the first batch, the totals say what was added.
    expect(updatedText({ ...one, total: 31 }, { ...one, total: 35 }, true)).toBe(
      'Updated from the live source: 4 options added',
    );
  });

  it('claims no source answered when the new data is the shipped snapshot or stored data', () => {
    expect(updatedText(response([wormholeUsdc]), response([]), false)).toBe(
      'Updated as more data loaded: 1 option removed',
    );
  });
});
