import { describe, expect, it } from 'vitest';
import { keepPlaces } from '../../../../../src/components/results/keep-places';
import type { BridgeOption } from '../../../../../src/shared/tokens';
import { orbiterUsdc, stargateUsdc, wormholeUsdc } from '../../support/options';

const byName = (option: BridgeOption, value: string): BridgeOption => ({
  ...option,
  id: `${option.id}:name`,
  matchedBy: { field: 'name', value },
});
const ids = (options: readonly BridgeOption[]) => options.map((option) => option.id);

describe('keepPlaces', () => {
  it('draws an answer in its own order when none of its cards is drawn yet', () => {
    const answer = [wormholeUsdc, stargateUsdc, orbiterUsdc];
    expect(keepPlaces(answer, [])).toBe(answer);
  });

  it('keeps drawn cards where they are and puts what the new answer adds after them', () => {
    // Stargate and Orbiter were drawn; Wormhole's list came later and ranks its USDC first.
    const answer = [wormholeUsdc, stargateUsdc, orbiterUsdc];
    expect(ids(keepPlaces(answer, [stargateUsdc.id, orbiterUsdc.id]))).toEqual([
      stargateUsdc.id,
      orbiterUsdc.id,
      wormholeUsdc.id,
    ]);
  });

  it('returns the answer itself when it adds nothing above a drawn card', () => {
    const answer = [wormholeUsdc, stargateUsdc, orbiterUsdc];
    expect(keepPlaces(answer, [wormholeUsdc.id])).toBe(answer);
    expect(keepPlaces(answer, ids(answer))).toBe(answer);
  });

  it('drops a drawn card the new answer no longer has, and keeps the order of the rest', () => {
    const answer = [wormholeUsdc, orbiterUsdc];
    expect(ids(keepPlaces(answer, [orbiterUsdc.id, stargateUsdc.id, wormholeUsdc.id]))).toEqual([
      orbiterUsdc.id,
      wormholeUsdc.id,
    ]);
  });

  it('keeps the options matched by name or key under their heading, after every symbol match', () => {
    const stargateByName = byName(stargateUsdc, 'USD Coin');
    const orbiterByName = byName(orbiterUsdc, 'USD Coin');
    // Drawn: Stargate's symbol match, then Orbiter's name match. New: Wormhole's symbol match
    // and Stargate's name match, which the answer ranks first in their groups.
    const answer = [wormholeUsdc, stargateUsdc, stargateByName, orbiterByName];
    expect(ids(keepPlaces(answer, [stargateUsdc.id, orbiterByName.id]))).toEqual([
      stargateUsdc.id,
      wormholeUsdc.id,
      orbiterByName.id,
      stargateByName.id,
    ]);
  });
});
