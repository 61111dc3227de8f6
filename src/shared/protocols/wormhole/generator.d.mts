// Types for generator.mjs, used by the tests and sources:update.
import type { Generator } from '../../../../scripts/catalogue.mjs';

export interface RegistryToken {
  key: string;
  symbol: string;
  decimals: number;
  address: string;
  chain: string;
  original?: string;
}

export interface ConnectEntry {
  key: string;
  symbol: string;
  nativeChain: string;
  decimals: number;
  tokenId?: { chain: string; address: string };
}

export interface ConnectCatalogue {
  tokens: Record<string, ConnectEntry>;
  wrappedTokens: Record<string, Record<string, string>>;
}

export declare function loadRegistry(network?: string): Promise<RegistryToken[]>;
export declare function generateWormhole(registry: readonly RegistryToken[]): ConnectCatalogue;
export declare function foldPortal(
  catalogue: ConnectCatalogue,
  portal: unknown,
): { catalogue: ConnectCatalogue; added: string[] };
export declare function buildWormhole(
  keptFile: (name: string) => string,
): Promise<ConnectCatalogue>;
declare const generator: Generator;
export default generator;
