import { describe, expect, it } from 'vitest';
import { markChains } from '../../../../../src/components/results/chain-groups';
import type { ChainMark } from '../../../../../src/shared/variants';

const chips = (...names: string[]) => names.map((name) => ({ name }));

const mark = (
  chain: string,
  kind: ChainMark['kind'],
  name = '',
  explanation = `${chain}.`,
  source?: string,
): ChainMark => ({
  chain,
  kind,
  name,
  explanation,
  ...(source ? { source } : {}),
});

describe('markChains', () => {
  it('gives each named copy its own group, so a label names only its chains', () => {
    const { groups } = markChains(chips('BNB Chain', 'Optimism', 'Ethereum'), [
      mark('BNB Chain', 'bridged', 'Binance-Peg BSC-USD'),
      mark('Optimism', 'bridged'),
      mark('Ethereum', 'official', "Tether's USDT"),
    ]);
    expect(groups.map((g) => [g.heading, g.chains.map((c) => c.name)])).toEqual([
      ["Tether's own USDT", ['Ethereum']],
      ['A copy made by a bridge: Binance-Peg BSC-USD', ['BNB Chain']],
      ['A copy made by a bridge', ['Optimism']],
    ]);
    expect(new Set(groups.map((g) => g.key)).size).toBe(groups.length);
  });

  it("puts 'Not verified' last, says each sentence once after its chains, and names the sources", () => {
    const same = 'No list names it.';
    const { groups } = markChains(chips('Mantle', 'Ethereum', 'Scroll', 'Fraxtal'), [
      mark('Mantle', 'unverified', '', same, "Stargate's token list of 3 Dec 2025"),
      mark('Ethereum', 'native', '', 'ETH pays fees.', 'https://example.org/gas'),
      mark('Scroll', 'unverified', '', same, "Stargate's token list of 3 Dec 2025"),
      mark('Fraxtal', 'unverified', '', 'Fees are paid in FRAX.', 'https://docs.frax.com/'),
    ]);
    const last = groups.at(-1)!;
    expect(last.kind).toBe('unverified');
    expect(last.heading).toBe('No list confirms this contract');
    expect(last.explanation).toBe(`Mantle, Scroll: ${same} Fraxtal: Fees are paid in FRAX.`);
    expect(last.sources).toEqual(["Stargate's token list of 3 Dec 2025", 'https://docs.frax.com/']);
    expect(groups[0]!.sources).toEqual(['https://example.org/gas']);
  });

  it('makes one card-level mark, with its sources, when every chain says the same', () => {
    const marked = markChains(chips('Polygon'), [
      mark('Polygon', 'unverified', '', 'x', "Orbiter Finance's token list of 14 Nov 2024"),
    ]);
    expect(marked.cardMark?.kind).toBe('unverified');
    expect(marked.sources).toEqual(["Orbiter Finance's token list of 14 Nov 2024"]);
  });
});
