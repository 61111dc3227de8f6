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
    // The SDK's CCTP V1 (Legacy) domains on Sui and Aptos are not in Circle's own list.
    expect(lists.cctpChains).not.toContain('sui');
    expect(lists.cctpChains).not.toContain('aptos');
    expect(lists.cctpChains).toContain('solana');
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

describe("the bridges' own lists of their copies", () => {
  const contracts = readIssuerContracts().contracts.filter((c) => c.kind === 'bridged');
  const at = (by: RegExp, chain: string, base: string) =>
    contracts.filter((c) => by.test(c.by) && c.chain === chain && c.base === base);

  it("takes Stargate's OFT copies from its definitions, on mainnets only", () => {
    // ASSETS.USDT.networks[30138] (Fuse): { type: 'OFT', address: 0x3695…2bf7 }.
    expect(at(/^Stargate$/, 'fuse', 'USDT').map((c) => c.address)).toEqual([
      '0x3695Dd1D1D43B794C0B13eb8be8419Eb3ac22bf7',
    ]);
    expect(at(/^Stargate$/, 'fuse', 'USDT')[0]!.source).toMatch(
      /^@stargatefinance\/stg-definitions-v2 \d+\.\d+\.\d+$/,
    );
    // Pools are the chain's existing tokens, not Stargate's: Ethereum's USDT is no copy.
    expect(at(/^Stargate$/, 'ethereum', 'USDT')).toEqual([]);
    expect(contracts.every((c) => !/sepolia|testnet/i.test(c.chain))).toBe(true);
  });

  it("takes the OP Standard Bridge's copies from the Superchain Token List", () => {
    // USDT on Ethereum names liskBridgeAddress; the list's USDT on Lisk (1135) is its copy.
    const lisk = at(/Standard Bridge/, 'lisk', 'USDT');
    expect(lisk).toHaveLength(1);
    expect(lisk[0]!.by).toBe('the Lisk Standard Bridge');
    expect(lisk[0]!.source).toMatch(/^@eth-optimism\/tokenlist \d+/);
    // DAI names a bridge of its own for OP Mainnet (not the one most tokens name): said so.
    const optimismDai = at(/bridge/i, 'optimism', 'DAI');
    expect(optimismDai.map((c) => c.by)).toEqual(["DAI's own bridge to Optimism"]);
    expect(at(/Standard Bridge/, 'optimism', 'USDT').map((c) => c.by)).toEqual([
      'the Optimism Standard Bridge',
    ]);
    // Nothing on Ethereum itself, which holds the originals.
    expect(contracts.some((c) => /Standard Bridge/.test(c.by) && c.chain === 'ethereum')).toBe(
      false,
    );
  });
});
