import { describe, expect, it } from 'vitest';
import { readIssuerContracts } from '../../../../scripts/vite/issuer-contracts';

describe('readIssuerContracts', () => {
  const lists = readIssuerContracts();

  it('reads the pinned SDK version and its lists', () => {
    expect(lists.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(lists.contracts.length).toBeGreaterThan(20);
  });

  it("lists Circle's USDC on Arbitrum, Base, Optimism and Linea (native there since Circle's upgrade)", () => {
    const usdc = (chain: string) =>
      lists.contracts.find((c) => c.symbol === 'USDC' && c.chain === chain)?.address;
    expect(usdc('arbitrum')).toBe('0xaf88d065e77c8cC2239327C5EDb3A432268e5831');
    expect(usdc('optimism')).toBe('0x0b2C639c533813f4Aa9D7837CAf62653d097Ff85');
    expect(usdc('base')).toBe('0x833589fCD6eDb6E08f4c7C32D4f71b54bdA02913');
    expect(usdc('linea')).toBe('0x176211869cA2b568f2A7D4EE941E073a821EE1ff');
    expect(lists.contracts.find((c) => c.chain === 'arbitrum')?.by).toBe('Circle');
  });

  it('maps the SDK chain names to canonical ids and names the CCTP chains', () => {
    expect(lists.cctpChains).toEqual(expect.arrayContaining(['ethereum', 'arbitrum', 'base']));
    expect(lists.cctpChains).not.toContain('bsc');
    // HyperCore reuses Arbitrum's address in the SDK: it is no chain of ours.
    expect(lists.contracts.every((c) => !/hypercore/i.test(c.chain))).toBe(true);
  });

  it("takes Circle's own list from Bridge Kit: its EURC and its chains, one entry per contract", () => {
    const circle = lists.contracts.filter((c) => c.by === 'Circle');
    const at = (chain: string, symbol: string) =>
      circle.filter((c) => c.chain === chain && c.symbol === symbol);
    expect(at('ethereum', 'EURC').map((c) => c.address)).toEqual([
      '0x1aBaEA1f7C830bD89Acc67eC4af516284b1bC33c',
    ]);
    // Codex is in Bridge Kit alone; Sonic in both lists, said once, as Circle's.
    expect(at('codex', 'USDC')).toHaveLength(1);
    expect(at('sonic', 'USDC')).toHaveLength(1);
    expect(at('sonic', 'USDC')[0]!.source).toMatch(/^@circle-fin\/bridge-kit \d+\.\d+\.\d+$/);
    // The SDK's own chains outside Bridge Kit keep its word.
    expect(at('sui', 'USDC')[0]!.source).toMatch(/^@wormhole-foundation\/sdk-base /);
  });
});
