// The three token sources, keyed by protocol: where the worker finds each parser, and how it
// calls one.
import type { SourceUrls } from '../../src/shared/contract';
import { sourceError, type SourceError } from '../../src/shared/errors';
import type {
  OrbiterToken,
  Protocol,
  StargateToken,
  Token,
  WormholeToken,
} from '../../src/shared/tokens';
import { orbiterSource } from './orbiter';
import { stargateSource } from './stargate';
import type { SourceModule } from './types';
import { wormholeSource } from './wormhole';

export interface Sources {
  Wormhole: SourceModule<WormholeToken>;
  Stargate: SourceModule<StargateToken>;
  Orbiter: SourceModule<OrbiterToken>;
}

export const SOURCES: Sources = {
  Wormhole: wormholeSource,
  Stargate: stargateSource,
  Orbiter: orbiterSource,
};

export { orbiterSource, stargateSource, wormholeSource };
export type { ParseResult, SourceModule } from './types';

/** A parse that cannot throw: a parser that throws anyway yields a shape error for the payload. */
export function safeParse(
  source: SourceModule<Token>,
  json: unknown,
  protocol: Protocol,
): { ok: true; tokens: Token[]; skipped: number } | { ok: false; error: SourceError } {
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
  urls[protocol.toLowerCase() as keyof SourceUrls];
