// Issuers' own contracts, read at build time from the pinned @wormhole-foundation/sdk-base (a
// devDependency, never bundled): Circle's USDC on every mainnet its list names, and the SDK's
// USDT, DAI, USDS and AUSD lists. The page and the worker get the result as the constant
// __ISSUER_CONTRACTS__ (vite.config.ts), a few kilobytes of plain data.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { resolveChain } from '../../src/shared/chains.ts';
import type { IssuerContract, IssuerContracts } from '../../src/shared/issuers.ts';

interface ConstMap {
  get(...keys: string[]): unknown;
}

const require = createRequire(import.meta.url);

/** The lists of the installed SDK; empty (no claims) when the package cannot be read. */
export function readIssuerContracts(): IssuerContracts {
  let sdk: {
    chains: readonly string[];
    circle: { usdcContract: ConstMap; circleChainId: ConstMap };
    usdt: { usdtContract: ConstMap };
    dai: { daiContract: ConstMap };
    usds: { usdsContract: ConstMap };
    ausd: { ausdContract: ConstMap };
  };
  let version: string;
  try {
    sdk = require('@wormhole-foundation/sdk-base');
    version = packageVersion(require.resolve('@wormhole-foundation/sdk-base'));
  } catch {
    return { version: '', contracts: [], cctpChains: [] };
  }
  const from = `@wormhole-foundation/sdk-base ${version}`;
  const lists: Array<[ConstMap, string, string]> = [
    [sdk.circle.usdcContract, 'USDC', 'Circle'],
    [sdk.usdt.usdtContract, 'USDT', 'Tether'],
    [sdk.dai.daiContract, 'DAI', 'Sky'],
    [sdk.usds.usdsContract, 'USDS', 'Sky'],
    [sdk.ausd.ausdContract, 'AUSD', 'Agora'],
  ];
  const contracts: IssuerContract[] = [];
  const cctpChains: string[] = [];
  for (const sdkChain of sdk.chains) {
    const chain = resolveChain(sdkChain, 'Wormhole');
    // HyperCore is no EVM chain: the SDK reuses Arbitrum's address for it.
    if (!chain.known || sdkChain === 'HyperCore') continue;
    for (const [list, symbol, by] of lists) {
      const address = safeGet(list, 'Mainnet', sdkChain);
      if (typeof address === 'string' && address !== '')
        contracts.push({ chain: chain.id, address, symbol, by, source: from });
    }
    if (safeGet(sdk.circle.circleChainId, 'Mainnet', sdkChain) !== undefined)
      cctpChains.push(chain.id);
  }
  return { version, contracts, cctpChains };
}

/** The version in the package.json above a resolved entry file (the package exports no ./package.json). */
function packageVersion(entry: string): string {
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (!fs.existsSync(file)) continue;
    const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (pkg.name === '@wormhole-foundation/sdk-base') return pkg.version ?? '';
  }
  return '';
}

function safeGet(map: ConstMap, ...keys: string[]): unknown {
  try {
    return map.get(...keys);
  } catch {
    return undefined;
  }
}
