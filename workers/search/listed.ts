// Which tokens the app shows at all: shared by the catalogue, the trust notes and the
// change tracking, so "what changed" only ever talks about tokens a visitor can find.
import type { Token } from '../../src/shared/tokens';

/** Stargate shows and matches only bridgeable tokens; Wormhole and Orbiter everything. */
export function isListed(token: Token): boolean {
  return token.protocol !== 'Stargate' || token.isBridgeable;
}
