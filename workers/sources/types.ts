// What every source module provides: where to read it, and a pure parser of its payload.
import type { SourceError } from '../../src/shared/errors';
import type { Protocol, Token } from '../../src/shared/tokens';

/** A parse either yields tokens (malformed single entries skipped) or a shape error. */
export type ParseResult<T extends Token> =
  { ok: true; tokens: T[]; skipped: number } | { ok: false; error: SourceError };

export interface SourceModule<T extends Token> {
  protocol: Protocol;
  /** Pure: same JSON in, same tokens out. Never throws. */
  parse(json: unknown): ParseResult<T>;
}
