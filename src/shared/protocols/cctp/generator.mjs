// Circle CCTP's shipped list, generated at build time from Circle's own chain definitions: the
// pinned devDependency @circle-fin/bridge-kit (Apache-2.0, never bundled), its `./chains` entry.
// Every mainnet chain with a CCTP domain gives one row for Circle's USDC there. EURC is left out
// although the definitions name its contracts: Bridge Kit's changelog says it moves EURC only
// between Base and Ethereum, and through CCTPx rather than CCTP, so an EURC row would offer CCTP
// routes that do not exist (its contracts still mark cards, scripts/vite/issuer-contracts.ts).
// Only facts are kept: symbol,
// name, decimals, the package's chain name, the EVM chain id, the contract, the CCTP domain and
// the CCTP versions deployed on the chain:
// `{tokens: [{symbol, name, decimals, chain, chainId?, address, domain, versions}]}`.
// A chain without an EVM chain id (Solana) is named by the package's chain name alone, which the
// chain table resolves (src/shared/chains.ts).
//
// The protocol registry names this file as CCTP's generator (src/shared/protocol-registry.mjs).

/** Circle's name for USDC (the package's own token registry describes it so). */
const TOKEN_NAMES = { USDC: 'USD Coin' };

/** Circle issues USDC with 6 decimals on every chain. */
const DECIMALS = 6;

/**
 * A chain definition as the package exports it (the fields read here).
 * @typedef {{chain: string, name: string, chainId?: number, isTestnet: boolean, usdcAddress?: string | null, eurcAddress?: string | null, cctp?: {domain: number, contracts?: Record<string, unknown>} | null}} ChainDefinition
 */

/**
 * The package's chain definitions: every exported object that is one, in export order.
 * @param {Record<string, unknown>} chains the module `@circle-fin/bridge-kit/chains`
 * @returns {ChainDefinition[]}
 */
export function chainDefinitions(chains) {
  return Object.values(chains).filter(
    /** @returns {value is ChainDefinition} */
    (value) =>
      typeof value === 'object' &&
      value !== null &&
      'isTestnet' in value &&
      'chain' in value &&
      typeof value.chain === 'string',
  );
}

/**
 * The rows: USDC on every mainnet chain with a CCTP domain.
 * @param {Record<string, unknown>} chains the module `@circle-fin/bridge-kit/chains`
 */
export function generateCctp(chains) {
  const rows = [];
  for (const definition of chainDefinitions(chains)) {
    const cctp = definition.cctp;
    if (definition.isTestnet || !cctp || typeof cctp.domain !== 'number') continue;
    const place = {
      chain: definition.chain,
      ...(typeof definition.chainId === 'number' ? { chainId: definition.chainId } : {}),
    };
    const versions = Object.keys(cctp.contracts ?? {}).sort();
    for (const [symbol, address] of [['USDC', definition.usdcAddress]]) {
      if (typeof address !== 'string' || address === '') continue;
      rows.push({
        symbol,
        name: TOKEN_NAMES[symbol],
        decimals: DECIMALS,
        ...place,
        address,
        domain: cctp.domain,
        versions,
      });
    }
  }
  return { tokens: rows };
}

const load = () => import('@circle-fin/bridge-kit/chains');

/** What scripts/catalogue.mjs and sources:update need of a generator. */
export default {
  packageName: '@circle-fin/bridge-kit',
  from: "Generated from Circle's chain definitions (@circle-fin/bridge-kit)",
  generate: async () => generateCctp(await load()),
  build: async () => generateCctp(await load()),
};
