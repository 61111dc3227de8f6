// Substring matching over a protocol's searchable fields: a FlexSearch index (build, query,
// export, import) whose answers equal `field.toLowerCase().includes(query.toLowerCase())` exactly.
//
// Why it is exact: every field is lower-cased by `foldCase` (the only normalisation), and the
// FlexSearch encoder does nothing else (no splitting, no letter dedupe, no digit grouping), so
// tokenize 'full' stores every substring of the folded field. 'full' is quadratic in the field
// length, so only the first MAX_INDEXED_FIELD_CHARS characters are indexed; documents with a
// longer field are also checked linearly, and a query longer than the bound can only match them.
// The compact build (no worker, persistence, resolver or keystore: none used here) is ~7 KB gzip
// smaller than the package's default bundle, with the same Encoder, Index and export format. The
// exports map does not name it, so it is imported by path; vendor-builds.d.ts types it.
// It is a chunk of its own, loaded by the first build or import: the linear scan answers until an
// index is ready, so a first visit's worker answers its first searches without downloading it.
import type * as FlexSearchModule from '../../node_modules/flexsearch/dist/flexsearch.compact.module.min.js';

type Index = FlexSearchModule.Index;
let flexSearch: typeof FlexSearchModule | null = null;

/** Loads FlexSearch's chunk; `SubstringIndex.import` needs it loaded (a build loads it). */
export async function loadFlexSearch(): Promise<void> {
  flexSearch ??=
    await import('../../node_modules/flexsearch/dist/flexsearch.compact.module.min.js');
}

/** Bump when anything that changes the exported index changes (encoder, bound, id layout). */
export const INDEX_FORMAT_VERSION = 1;

/**
 * Longest field prefix indexed. 'full' stores n(n+1)/2 substrings per field: 528 at 32, but
 * ~50 million for a 10,000-character name. Real symbols, keys and names are at most 31 long.
 */
export const MAX_INDEXED_FIELD_CHARS = 32;

/** A document has at most this many fields; FlexSearch ids are `ordinal * FIELD_SLOTS + field`. */
export const FIELD_SLOTS = 4;

/** The single case normalisation of fields and queries. Lower-casing may change length ('İ'). */
export function foldCase(text: string): string {
  return text.toLowerCase();
}

/** Folded searchable fields of one protocol's documents, in source order. */
export class FieldTable {
  readonly docs: readonly (readonly string[])[];
  /** Ordinals of documents with a field longer than the indexed prefix (checked linearly). */
  readonly longDocs: readonly number[];

  constructor(rawFields: readonly (readonly string[])[]) {
    const longDocs: number[] = [];
    this.docs = rawFields.map((fields, ordinal) => {
      if (fields.length > FIELD_SLOTS)
        throw new Error(`a document has at most ${FIELD_SLOTS} fields`);
      const folded = fields.map(foldCase);
      if (folded.some((field) => field.length > MAX_INDEXED_FIELD_CHARS)) longDocs.push(ordinal);
      return folded;
    });
    this.longDocs = longDocs;
  }

  get size(): number {
    return this.docs.length;
  }

  docMatches(ordinal: number, foldedQuery: string): boolean {
    return this.docs[ordinal]?.some((field) => field.includes(foldedQuery)) ?? false;
  }
}

/** Answers which documents contain a folded query in any field: ordinals, ascending. */
export interface SubstringMatcher {
  match(foldedQuery: string): number[];
}

/** The reference semantics: a plain scan. Also answers while the index is being built. */
export function linearMatcher(table: FieldTable): SubstringMatcher {
  return {
    match(foldedQuery) {
      if (foldedQuery === '') return [];
      const hits: number[] = [];
      for (let ordinal = 0; ordinal < table.size; ordinal++) {
        if (table.docMatches(ordinal, foldedQuery)) hits.push(ordinal);
      }
      return hits;
    },
  };
}

function createFlexIndex(): Index {
  if (!flexSearch) throw new Error('FlexSearch is not loaded (loadFlexSearch)');
  const { Encoder, Index } = flexSearch;
  const encoder = new Encoder({
    // Fields and queries arrive folded (foldCase); the encoder must not touch them further.
    normalize: false,
    // A splitter that never matches keeps the whole field one term ('usdc.e' stays 'usdc.e').
    split: /(?!)/,
    numeric: false,
    dedupe: false,
    cache: false,
    minlength: 1,
    maxlength: MAX_INDEXED_FIELD_CHARS,
  });
  // resolution 1: we rank ourselves, so every hit goes to one slot (smaller export, no scoring).
  return new Index({ tokenize: 'full', encoder, resolution: 1 });
}

export type ExportedIndex = Array<[string, string]>;

/** Yields to the event loop so a long build does not block searches (which fall back to linear). */
export type YieldFn = () => Promise<void>;

export interface BuildOptions {
  yieldFn?: YieldFn;
  /** Monotonic clock for slicing. */
  now?: () => number;
  /** Work this long between yields. */
  sliceMs?: number;
}

export class SubstringIndex implements SubstringMatcher {
  private constructor(
    private readonly table: FieldTable,
    private readonly flex: Index,
  ) {}

  /** Builds the index, yielding every `sliceMs` when a yield function is given. */
  static async build(table: FieldTable, options: BuildOptions = {}): Promise<SubstringIndex> {
    await loadFlexSearch();
    const flex = createFlexIndex();
    const now = options.now ?? (() => performance.now());
    const sliceMs = options.sliceMs ?? 8;
    let sliceStart = now();
    for (let ordinal = 0; ordinal < table.size; ordinal++) {
      const fields = table.docs[ordinal] ?? [];
      fields.forEach((field, position) => {
        const prefix = field.slice(0, MAX_INDEXED_FIELD_CHARS);
        // One id per field: FlexSearch's append() is quadratic on big posting lists.
        if (prefix !== '') flex.add(ordinal * FIELD_SLOTS + position, prefix);
      });
      if (options.yieldFn && (ordinal & 63) === 63 && now() - sliceStart >= sliceMs) {
        await options.yieldFn();
        sliceStart = now();
      }
    }
    return new SubstringIndex(table, flex);
  }

  /**
   * Rebuilds from an export of the same data and format; null when the export is unusable or
   * FlexSearch is not loaded yet (`loadFlexSearch`).
   */
  static import(table: FieldTable, chunks: ExportedIndex): SubstringIndex | null {
    try {
      const flex = createFlexIndex();
      for (const [key, data] of chunks) flex.import(key, data);
      return new SubstringIndex(table, flex);
    } catch {
      return null;
    }
  }

  export(): ExportedIndex {
    const chunks: ExportedIndex = [];
    this.flex.export((key: string, data: string) => {
      chunks.push([key, data]);
    });
    return chunks;
  }

  match(foldedQuery: string): number[] {
    if (foldedQuery === '') return [];
    const { table } = this;
    const seen = new Uint8Array(table.size);
    if (foldedQuery.length <= MAX_INDEXED_FIELD_CHARS) {
      // The limit must cover every id, or FlexSearch silently stops at 100.
      const ids = this.flex.search(foldedQuery, { limit: table.size * FIELD_SLOTS + 1 });
      for (const id of ids) seen[Math.floor(Number(id) / FIELD_SLOTS)] = 1;
    }
    // Beyond the indexed prefix only a linear check can tell.
    for (const ordinal of table.longDocs) {
      if (!seen[ordinal] && table.docMatches(ordinal, foldedQuery)) seen[ordinal] = 1;
    }
    const hits: number[] = [];
    for (let ordinal = 0; ordinal < seen.length; ordinal++) if (seen[ordinal]) hits.push(ordinal);
    return hits;
  }
}
