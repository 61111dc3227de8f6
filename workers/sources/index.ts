// The token sources' parsers, keyed by the protocol registry's ids (a protocol without one is a
// type error), and how the worker calls one.
import type { SourceUrls } from '../../src/shared/contract';
import { sourceError } from '../../src/shared/errors';
import { PROTOCOL_SOURCES } from '../../src/shared/protocol-registry.mjs';
import type { Protocol, Token } from '../../src/shared/tokens';
import { acrossSource } from '../../src/shared/protocols/across/source';
import { cctpSource } from '../../src/shared/protocols/cctp/source';
import { opStackSource } from '../../src/shared/protocols/opstack/source';
import { orbiterSource } from '../../src/shared/protocols/orbiter/source';
import { stargateSource } from '../../src/shared/protocols/stargate/source';
import type { ParseResult, SourceModule } from '../../src/shared/parsing/types';
import { wormholeSource } from '../../src/shared/protocols/wormhole/source';

/** Each protocol's parser, yielding that protocol's tokens. */
export type Sources = {
  [P in Protocol]: SourceModule<Extract<Token, { protocol: P }>>;
};

export const SOURCES = {
  Wormhole: wormholeSource,
  Stargate: stargateSource,
  Orbiter: orbiterSource,
  Across: acrossSource,
  CCTP: cctpSource,
  OPStack: opStackSource,
} satisfies Sources;

export { orbiterSource, stargateSource, wormholeSource };
export type { ParseResult, SourceModule } from '../../src/shared/parsing/types';
export { formatDrop, tooManyDropped, type RowDrop } from '../../src/shared/parsing/row-checks';

/** A parse that cannot throw: a parser that throws anyway yields a shape error for the payload. */
export function safeParse(
  source: SourceModule<Token>,
  json: unknown,
  protocol: Protocol,
): ParseResult<Token> {
  try {
    return source.parse(json);
  } catch (error) {
    // Parsers promise not to throw; if one does, the payload is what surprised it.
    return {
      ok: false,
      error: sourceError(protocol, 'shape', error instanceof Error ? error.message : String(error)),
    };
  }
}

/** A source's URL in the page's configuration. */
export const urlOf = (urls: SourceUrls, protocol: Protocol): string =>
  urls[PROTOCOL_SOURCES[protocol].key];
