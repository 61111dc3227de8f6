// Which tokens the app shows at all (SPEC 4, 5): shared by the catalogue, the trust notes and the
// change tracking, so "what changed" only ever talks about tokens a visitor can find.
import type { Token } from '../../src/shared/tokens';

/** SPEC 4 and 5: Stargate shows and matches only bridgeable tokens; the others everything. */
export function isListed(token: Token): boolean {
  return token.protocol !== 'Stargate' || token.isBridgeable;
}
