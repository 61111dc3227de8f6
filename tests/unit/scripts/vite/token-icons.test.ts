import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectIcons, minifySvg, symbolsIn } from '../../../../scripts/vite/token-icons';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');

describe('token icons (build time)', () => {
  it('finds every symbol in a source payload, at any depth, upper-cased', () => {
    const payload = {
      tokens: { a: { symbol: 'usdc' }, b: { symbol: ' Weth ' } },
      result: [{ tokens: [{ symbol: 'ETH', name: 'x' }] }],
    };
    expect([...symbolsIn(payload)].sort()).toEqual(['ETH', 'USDC', 'WETH']);
  });

  it('ships only the icons the datasets use, and the network icon of registry chains', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'icons-'));
    fs.writeFileSync(
      path.join(dir, 'source.json'),
      JSON.stringify([
        { symbol: 'USDC' },
        { symbol: 'ETH' },
        { symbol: 'NOT-A-REAL-TOKEN' },
        { symbol: '../X' },
      ]),
    );
    const { tokens, networks } = await collectIcons(ROOT, [dir, path.join(dir, 'absent')]);
    expect([...tokens.keys()].sort()).toEqual(['ETH', 'USDC']);
    expect(tokens.get('USDC')).toMatch(/^<svg[\s\S]*<\/svg>$/);
    // Named 'arbitrum-one' and 'binance-smart-chain' by the package; shipped under our ids.
    expect(networks.has('arbitrum')).toBe(true);
    expect(networks.has('bsc')).toBe(true);
    expect(networks.has('ethereum')).toBe(true);
    for (const id of networks.keys()) expect(id).toMatch(/^[\w-]+$/);
    fs.rmSync(dir, { recursive: true });
  });

  it('takes the indentation and the package class out of an SVG', () => {
    expect(minifySvg('<svg class="web3icons" width="24">\n    <path d="M1 1"/>\n</svg>\n')).toBe(
      '<svg width="24"><path d="M1 1"/></svg>',
    );
  });
});
