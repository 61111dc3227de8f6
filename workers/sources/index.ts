// The three token sources, keyed by protocol: where the worker finds each parser.
import type { OrbiterToken, StargateToken, WormholeToken } from '../../src/shared/tokens';
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
