// The address-agreement summary as both sides know it: the worker computes it
// (workers/trust/agreement-summary.ts) and the page shows it; option ids key it on both sides.
import type { Protocol } from './tokens';

/** Key of a bridge option, the same as `BridgeOption.id`. */
export function optionIdOf(protocol: Protocol, symbol: string): string {
  return `${protocol}:${symbol}`;
}

export interface AgreementSummary {
  /** 'conflict' wins over 'agree'; 'none' when there is nothing to show. */
  tone: 'agree' | 'conflict' | 'none';
  /** One short line for the card ('Addresses differ on 3 chains', 'Sources agree on 5 chains'). */
  headline: string;
  /** One line per chain, for the card's disclosure: with a conflict, the conflicts only. */
  details: string[];
  /**
   * With a conflict: the quiet line of the chains where this option's contract is confirmed
   * (the issuer's, or what most sources list) or where the sources agree.
   */
  quiet?: { headline: string; details: string[] };
}
