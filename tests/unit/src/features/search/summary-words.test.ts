import { describe, expect, test } from 'vitest';
import { reachText, routeSummaryText } from '../../../../../src/features/search/summary-words';

describe('the answer in one line', () => {
  test('a route names how many ways and what each group delivers, with its protocols', () => {
    expect(
      routeSummaryText({
        ways: 5,
        groups: [
          { arrives: "Circle's USDC", ways: 4, protocols: ['Wormhole', 'Stargate', 'Across'] },
          { arrives: 'bridged USDbC', ways: 1, protocols: ['Orbiter'] },
        ],
        others: 0,
      }),
    ).toBe(
      "5 ways: 4 deliver Circle's USDC (Wormhole, Stargate, Across); 1 delivers bridged USDbC (Orbiter Finance)",
    );
  });

  test('one way names its protocol as the subject', () => {
    expect(
      routeSummaryText({
        ways: 1,
        groups: [{ arrives: "Circle's USDC", ways: 1, protocols: ['Across'] }],
        others: 0,
      }),
    ).toBe("1 way: Across delivers Circle's USDC");
  });

  test('ways with nothing known of what arrives say so instead of guessing', () => {
    expect(
      routeSummaryText({
        ways: 3,
        groups: [
          { arrives: 'native ETH', ways: 2, protocols: ['Stargate', 'Orbiter'] },
          { arrives: '', ways: 1, protocols: ['Wormhole'] },
        ],
        others: 2,
      }),
    ).toBe(
      '3 ways: 2 deliver native ETH (Stargate, Orbiter Finance); 1 says nothing of what arrives (Wormhole); 2 other tokens match the search',
    );
  });

  test('a search without a destination says how far it reaches and invites choosing one', () => {
    expect(reachText({ chains: 48, protocols: 4 })).toBe(
      'Reaches 48 chains through 4 bridges: choose a To chain to see what arrives there.',
    );
    expect(reachText({ chains: 1, protocols: 1 })).toBe(
      'Reaches 1 chain through 1 bridge: choose a To chain to see what arrives there.',
    );
  });
});
