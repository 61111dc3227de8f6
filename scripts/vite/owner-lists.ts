// Bridges' own lists of the copies they make, read at build time from pinned devDependencies
// (never bundled), facts only: which contract on which chain is the bridge's copy of which asset.
// - Stargate's definitions (@stargatefinance/stg-definitions-v2, BUSL-1.1): ASSETS[asset]
//   .networks[eid] with `type: 'OFT'` and an address is Stargate's own OFT copy of that asset on
//   that LayerZero endpoint (an OFT without an address: the token Stargate's own list gives there
//   under that asset's symbol); the endpoint's chain and stage come from LayerZero's own
//   definitions (@layerzerolabs/lz-definitions, BUSL-1.1). Pools say nothing here.
// - The Superchain Token List (@eth-optimism/tokenlist, MIT): an Ethereum token whose
//   `<chain>BridgeAddress` names an OP Stack chain's L1 bridge, and the list's token with the same
//   `opTokenId` on that chain, are that token and its Standard Bridge copy.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CANONICAL_CHAINS, resolveChain } from '../../src/shared/chains.ts';
import type { IssuerContract } from '../../src/shared/issuers.ts';

const require = createRequire(import.meta.url);

const STARGATE = '@stargatefinance/stg-definitions-v2';
const LAYERZERO = '@layerzerolabs/lz-definitions';
const OP_TOKEN_LIST = '@eth-optimism/tokenlist';

/** The version in the package.json above a resolved entry file. */
function versionOf(name: string): string {
  const entry = require.resolve(name);
  for (let dir = path.dirname(entry); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (!fs.existsSync(file)) continue;
    const pkg = JSON.parse(fs.readFileSync(file, 'utf8')) as { name?: string; version?: string };
    if (pkg.name === name) return pkg.version ?? '';
  }
  return '';
}

interface StargateAsset {
  symbol?: unknown;
  networks?: Record<string, { type?: unknown; address?: unknown }>;
}

/** Stargate's OFT copies on mainnets, as its definitions name them; none when unreadable. */
export function readStargateCopies(): IssuerContract[] {
  let assets: Record<string, StargateAsset>;
  let layerZero: {
    endpointIdToChain(eid: number): string;
    endpointIdToStage(eid: number): string;
  };
  let source: string;
  try {
    assets = (require(STARGATE) as { ASSETS: Record<string, StargateAsset> }).ASSETS;
    layerZero = require(LAYERZERO) as typeof layerZero;
    source = `${STARGATE} ${versionOf(STARGATE)}`;
  } catch {
    return [];
  }
  const copies: IssuerContract[] = [];
  for (const [asset, definition] of Object.entries(assets)) {
    const symbol = typeof definition.symbol === 'string' ? definition.symbol : asset;
    for (const [eid, network] of Object.entries(definition.networks ?? {})) {
      // An OFT without an address is still Stargate's word that its token there is its own
      // copy: the entry keeps an empty address, and the worker matches it to the token
      // Stargate's own list gives on that chain under the asset's symbol.
      if (network.type !== 'OFT') continue;
      const address = typeof network.address === 'string' ? network.address : '';
      let chainName: string;
      try {
        if (layerZero.endpointIdToStage(Number(eid)) !== 'mainnet') continue;
        chainName = layerZero.endpointIdToChain(Number(eid));
      } catch {
        continue;
      }
      const chain = resolveChain(chainName, 'Stargate');
      if (!chain.known) continue;
      copies.push({
        chain: chain.id,
        address,
        symbol,
        base: symbol,
        kind: 'bridged',
        by: 'Stargate',
        source,
      });
    }
  }
  return copies;
}

interface ListToken {
  chainId: number;
  address: string;
  symbol: string;
  extensions?: Record<string, unknown>;
}

const ETHEREUM = 1;
const BRIDGE_SUFFIX = 'BridgeAddress';

/** The Standard Bridge copies the Superchain Token List names; none when unreadable. */
export function readOpStackCopies(): IssuerContract[] {
  let tokens: ListToken[];
  let source: string;
  try {
    const list = require(OP_TOKEN_LIST) as {
      default?: { tokens: ListToken[] };
      tokens?: ListToken[];
    };
    tokens = (list.default ?? list).tokens ?? [];
    source = `${OP_TOKEN_LIST} ${versionOf(OP_TOKEN_LIST)}`;
  } catch {
    return [];
  }
  const prefixes = (token: ListToken) =>
    Object.entries(token.extensions ?? {})
      .filter(([name, value]) => name.endsWith(BRIDGE_SUFFIX) && typeof value === 'string')
      .map(([name]) => name.slice(0, -BRIDGE_SUFFIX.length));
  // Which chains each prefix names: a chain's own tokens carry its prefix with the L2 bridge
  // (a test network's too: 'lisk' names Lisk and Lisk Sepolia).
  const chainsOfPrefix = new Map<string, Set<number>>();
  for (const token of tokens)
    if (token.chainId !== ETHEREUM)
      for (const prefix of prefixes(token))
        chainsOfPrefix.set(prefix, (chainsOfPrefix.get(prefix) ?? new Set()).add(token.chainId));
  const byAsset = new Map<string, ListToken>();
  for (const token of tokens) {
    const id = token.extensions?.opTokenId;
    if (typeof id === 'string' && token.chainId !== ETHEREUM)
      byAsset.set(`${id}@${token.chainId}`, token);
  }
  // Each chain's Standard Bridge: the L1 bridge most of the list's Ethereum tokens name for it. A
  // token naming another (DAI's own bridge to OP Mainnet) is that bridge's copy, said so.
  const standardBridge = new Map<string, string>();
  const counts = new Map<string, Map<string, number>>();
  for (const token of tokens) {
    if (token.chainId !== ETHEREUM) continue;
    for (const prefix of prefixes(token)) {
      const bridge = String(token.extensions?.[`${prefix}${BRIDGE_SUFFIX}`]).toLowerCase();
      const seen = counts.get(prefix) ?? new Map<string, number>();
      seen.set(bridge, (seen.get(bridge) ?? 0) + 1);
      counts.set(prefix, seen);
    }
  }
  for (const [prefix, seen] of counts)
    standardBridge.set(prefix, [...seen].sort((a, b) => b[1] - a[1])[0]![0]);
  const copies: IssuerContract[] = [];
  for (const token of tokens) {
    const id = token.extensions?.opTokenId;
    if (token.chainId !== ETHEREUM || typeof id !== 'string' || id === 'ETH') continue;
    for (const [prefix, chainId] of prefixes(token).flatMap((prefix) =>
      [...(chainsOfPrefix.get(prefix) ?? [])].map((chainId) => [prefix, chainId] as const),
    )) {
      const copy = byAsset.get(`${id}@${chainId}`);
      if (copy === undefined) continue;
      const bridge = String(token.extensions?.[`${prefix}${BRIDGE_SUFFIX}`]).toLowerCase();
      const standard = standardBridge.get(prefix) === bridge;
      const chain = CANONICAL_CHAINS.find((known) => known.evmChainId === copy.chainId);
      // Test networks and chains the app does not know are left out.
      if (chain === undefined) continue;
      copies.push({
        chain: chain.id,
        address: copy.address,
        symbol: copy.symbol,
        base: token.symbol,
        kind: 'bridged',
        by: standard
          ? `the ${chain.name} Standard Bridge`
          : `${token.symbol}'s own bridge to ${chain.name}`,
        source,
      });
    }
  }
  return copies;
}
