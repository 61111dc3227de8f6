// What every source module provides: where to read it, and a pure parser of its payload.
import type { SourceError } from '../errors';
import type { Protocol, Token } from '../tokens';
import type { RowDrop } from './row-checks';

/**
 * A parse either yields tokens (rows failing the row rules dropped, each with its reason in
 * `drops`; `skipped` is how many) or a shape error.
 */
export type ParseResult<T extends Token> =
  { ok: true; tokens: T[]; skipped: number; drops: RowDrop[] } | { ok: false; error: SourceError };

export interface SourceModule<T extends Token> {
  protocol: Protocol;
  /** Pure: same JSON in, same tokens out. Never throws. */
  parse(json: unknown): ParseResult<T>;
  /**
   * Pure: tokens back in the source's own format, so that `parse(format(tokens))` gives the same
   * tokens. `sources:update` writes this (the checked rows), never the payload as it came.
   */
  format(tokens: readonly T[]): unknown;
}
