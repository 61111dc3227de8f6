// Which tokens the app shows at all: shared by the catalogue, the trust notes and the
// change tracking, so "what changed" only ever talks about tokens a visitor can find.
import { adapterOf } from '../../src/shared/protocols';
import type { Token } from '../../src/shared/tokens';

/** Whether the token's protocol shows it (its adapter says which: only bridgeable ones, say). */
export function isListed(token: Token): boolean {
  return adapterOf(token).listed(token);
}
