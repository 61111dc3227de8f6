// Issuers' own contracts, read at build time from the pinned @wormhole-foundation/sdk-base (a
// devDependency, never bundled): Circle's USDC on every mainnet its list names, and the SDK's
// USDT, DAI, USDS and AUSD lists; and Circle's own list of its USDC and EURC contracts, the chain
// definitions of the pinned @circle-fin/bridge-kit (also never bundled); and the bridges' own lists
// of their copies (owner-lists.ts: Stargate's OFTs, the OP Standard Bridge's tokens). The worker
// gets the result as the module `virtual:issuer-contracts` (`issuerContractsData` below), a data
// chunk of its own (tens of kilobytes gzip: the owners' lists name over a thousand copies).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { resolveChain } from '../../src/shared/chains.ts';
import type { IssuerContract, IssuerContracts } from '../../src/shared/issuers.ts';
import type { Plugin } from 'vite';
import { readOpStackCopies, readStargateCopies } from './owner-lists.ts';

const ISSUER_CONTRACTS_ID = 'virtual:issuer-contracts';

/**
 * Serves `virtual:issuer-contracts`: the lists as JSON text parsed at run time (JSON.parse of one
 * string is quicker for the engine than the same object as a literal), read once per build.
 */
export function issuerContractsData(): Plugin {
  let text: string | null = null;
  return {
    name: 'bridge-please:issuer-contracts',
    resolveId: (id) => (id === ISSUER_CONTRACTS_ID ? `\0${ISSUER_CONTRACTS_ID}` : null),
    load(id) {
      if (id !== `\0${ISSUER_CONTRACTS_ID}`) return null;
      text ??= JSON.stringify(readIssuerContracts());
      return `export default JSON.parse(${JSON.stringify(text)});\n`;
    },
  };
}

interface ConstMap {
  get(...keys: string[]): unknown;
}

const require = createRequire(import.meta.url);

const WORMHOLE_SDK = '@wormhole-foundation/sdk-base';
const CIRCLE_KIT = '@circle-fin/bridge-kit';

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
    version = packageVersion(require.resolve('@wormhole-foundation/sdk-base'), WORMHOLE_SDK);
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
  // Circle's own list decides where CCTP still serves: the SDK also names CCTP V1 (Legacy)
  // domains Circle's Bridge Kit leaves out (Sui, Aptos), and Circle began phasing V1 out on
  // 31 Jul 2026 (https://www.circle.com/blog/cctp-version-updates).
  const circleCctp = circleKitCctpChains();
  return {
    version,
    contracts: [...withCircleKit(contracts), ...readStargateCopies(), ...readOpStackCopies()],
    cctpChains: circleCctp ? cctpChains.filter((chain) => circleCctp.has(chain)) : cctpChains,
  };
}

/** Chains (canonical ids) where Circle's Bridge Kit names a CCTP domain; undefined if unreadable. */
function circleKitCctpChains(): Set<string> | undefined {
  let chains: Record<string, unknown>;
  try {
    chains = require('@circle-fin/bridge-kit/chains') as Record<string, unknown>;
  } catch {
    return undefined;
  }
  const served = new Set<string>();
  for (const definition of Object.values(chains) as Array<CircleChain & { cctp?: unknown }>) {
    if (typeof definition !== 'object' || definition === null) continue;
    if (definition.isTestnet !== false || typeof definition.chain !== 'string') continue;
    if (typeof definition.cctp !== 'object' || definition.cctp === null) continue;
    const chain = resolveChain(definition.chain);
    if (chain.known) served.add(chain.id);
  }
  return served;
}

interface CircleChain {
  chain?: unknown;
  isTestnet?: unknown;
  usdcAddress?: unknown;
  eurcAddress?: unknown;
}

/**
 * Circle's own list of its USDC and EURC contracts: the mainnet chain definitions of the pinned
 * @circle-fin/bridge-kit. Where it names a contract the SDK names too, the one entry says Circle's
 * list (a card names one source for one fact, not two); Bridge Kit's other chains are added.
 */
function withCircleKit(contracts: IssuerContract[]): IssuerContract[] {
  let chains: Record<string, unknown>;
  let version: string;
  try {
    chains = require('@circle-fin/bridge-kit/chains') as Record<string, unknown>;
    version = packageVersion(require.resolve('@circle-fin/bridge-kit/chains'), CIRCLE_KIT);
  } catch {
    return contracts;
  }
  const source = `${CIRCLE_KIT} ${version}`;
  const key = (chain: string, address: string) => `${chain}\u0000${address.toLowerCase()}`;
  const circle = new Map<string, IssuerContract>();
  for (const definition of Object.values(chains) as CircleChain[]) {
    if (typeof definition !== 'object' || definition === null) continue;
    if (definition.isTestnet !== false || typeof definition.chain !== 'string') continue;
    const chain = resolveChain(definition.chain);
    if (!chain.known) continue;
    for (const [symbol, address] of [
      ['USDC', definition.usdcAddress],
      ['EURC', definition.eurcAddress],
    ] as const) {
      if (typeof address === 'string' && address !== '')
        circle.set(key(chain.id, address), {
          chain: chain.id,
          address,
          symbol,
          by: 'Circle',
          source,
        });
    }
  }
  const merged = contracts.map((contract) => {
    const own = circle.get(key(contract.chain, contract.address));
    if (own === undefined || contract.by !== 'Circle') return contract;
    circle.delete(key(contract.chain, contract.address));
    return { ...contract, source };
  });
  return [...merged, ...circle.values()];
}

/** The version in the package.json above a resolved entry file (a package may export no ./package.json). */
function packageVersion(entry: string, name: string): string {
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (!fs.existsSync(file)) continue;
    const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (pkg.name === name) return pkg.version ?? '';
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
