// How a card says what matched when its symbol did not ('name: Tether USD', 'bitcoin means BTC').
import type { MatchReason } from './tokens';

/** The reason as the card shows it. */
export function matchReasonText(reason: MatchReason): string {
  return reason.field === 'common name'
    ? `${reason.name} means ${reason.symbols.join(', ')}`
    : `${reason.field}: ${reason.value}`;
}
