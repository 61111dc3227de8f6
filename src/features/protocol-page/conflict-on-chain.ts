// Reads an option's address note for display: the conflict on one chain, for a token card (one
// token on one chain).
import type { OptionAnnotation } from '../../shared/contract';

/**
 * The conflict an option's note reports on one chain, worded as a card headline ('Address
 * mismatch on Arbitrum: one protocol lists bridged USDC.e 0xFF97…5CC8 as USDC; Circle's USDC
 * is 0xaf88…5831'), or undefined. Every detail line of a conflict starts with the chain's name.
 */
export function conflictOnChain(
  annotation: OptionAnnotation | undefined,
  chainName: string,
): string | undefined {
  if (!annotation || annotation.agreement.tone !== 'conflict') return undefined;
  const prefix = `${chainName}: `;
  const line = annotation.agreement.details.find((detail) => detail.startsWith(prefix));
  return line === undefined
    ? undefined
    : `Address mismatch on ${chainName}: ${line.slice(prefix.length)}`;
}
