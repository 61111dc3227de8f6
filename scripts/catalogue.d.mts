// Types for scripts/catalogue.mjs, used by vite.config.ts and the generator's tests.
import type { SourceKey } from '../src/shared/contract';
export declare const ROOT: string;
export declare const SNAPSHOT_DIR: string;
export declare const OUTPUT_DIR: string;
export declare const CATALOGUE_PATH: string;

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

export interface SourceMeta {
  date: string;
  from: string;
}

export declare function loadRegistry(network?: string): Promise<RegistryToken[]>;
export declare function generateWormhole(registry: readonly RegistryToken[]): ConnectCatalogue;
export declare function foldPortal(
  catalogue: ConnectCatalogue,
  portal: unknown,
): { catalogue: ConnectCatalogue; added: string[] };
export declare function readJson(file: string): unknown;
export declare function readMeta(dir?: string): Record<SourceKey, SourceMeta>;
export declare function buildWormhole(dir?: string): Promise<ConnectCatalogue>;
/** The builders of the registry's 'generated' sources, by source key. */
export declare const GENERATORS: Partial<Record<SourceKey, (dir?: string) => Promise<unknown>>>;
export declare function writeCatalogue(options?: {
  snapshotDir?: string;
  outDir?: string;
}): Promise<{ files: Record<string, number>; written: string[] }>;
