// Types for scripts/catalogue.mjs, used by vite.config.ts and the tests.
import type { SourceKey } from '../src/shared/contract';
export declare const ROOT: string;
export declare const SNAPSHOT_DIR: string;
export declare const OUTPUT_DIR: string;
export declare const CATALOGUE_PATH: string;

/** A kept capture's record, or a generated list's. Dates are 'YYYY-MM-DD'. */
export interface SourceMeta {
  /** When a capture's data was captured. */
  captured?: string;
  /** A generated list's package version, and the day that version was published to npm. */
  registryVersion?: string;
  published?: string;
  from: string;
  /** sha256 of the kept (or generated) content the date belongs to. */
  sha256: string;
  /** Another list a generated source folds in, when a capture of it is kept (Portal's). */
  portal?: { captured: string; from: string; sha256: string };
}

export interface ShippedDate {
  /** The data's date; null for a generated list whose package version has no recorded one. */
  date: string | null;
  kind: 'capture' | 'generated';
  version?: string;
  from: string;
}

export declare function readJson(file: string): unknown;
export declare function readMeta(dir?: string): Record<SourceKey, SourceMeta>;
export declare function contentHash(text: string): string;
/** A generated source's generator (the default export of its folder's generator.mjs). */
export interface Generator {
  /** The pinned npm package the list is generated from. */
  packageName: string;
  /** Where the list comes from, as catalogue.json's `from` says it. */
  from: string;
  /** The list from the installed package alone: what its date and content hash are about. */
  generate(): Promise<unknown>;
  /** What ships: the generated list, plus what it adds from kept captures (`keptFile(name)`). */
  build(keptFile: (name: string) => string): Promise<unknown>;
}
export declare function packageVersion(packageName: string, root?: string): string;
export declare function registryVersion(key: SourceKey, root?: string): string;
export declare function generatedRegistryText(key: SourceKey): Promise<string>;
export declare function isoDay(ms: number): string;
export declare function npmRegistry(env?: Record<string, string | undefined>): string;
export declare function publishedDay(
  packageName: string,
  version: string,
  options?: { fetchFn?: typeof fetch; registry?: string },
): Promise<string>;
export declare function shippedDates(options?: {
  dir?: string;
  warn?: (line: string) => void;
}): Promise<Record<SourceKey, ShippedDate>>;
export declare function writeIfChanged(file: string, text: string): boolean;
/** What a generated source ships: its list, with what it adds from the kept captures of `dir`. */
export declare function buildGenerated(key: SourceKey, dir?: string): Promise<unknown>;
/** A kept snapshot's file: in `dir`, or its protocol's folder's capture when `dir` is SNAPSHOT_DIR. */
export declare function snapshotFile(dir: string, name: string): string;
/** The generators of the registry's 'generated' sources, by source key. */
export declare const GENERATORS: Partial<Record<SourceKey, Generator>>;
export declare function writeCatalogue(options?: {
  snapshotDir?: string;
  outDir?: string;
}): Promise<{ files: Record<string, number>; written: string[] }>;
