// Reads an option's address note for display: which detail lines are conflicts, and
// the conflict on one chain for a token card (one token on one chain).
import type { OptionAnnotation } from '../../shared/contract';
import type { AgreementSummary } from '../../shared/trust';

/**
 * The note's detail lines, one per chain, split into conflicts and agreements. Every line starts
 * with the chain's display name; a conflict names two or more sides joined by ' vs ', an
 * agreement never does ('Ethereum: 3 of 3 sources agree (…)').
 */
export function splitDetails(agreement: AgreementSummary): {
  conflicts: string[];
  agreements: string[];
} {
  const conflicts: string[] = [];
  const agreements: string[] = [];
  for (const line of agreement.details) (line.includes(' vs ') ? conflicts : agreements).push(line);
  return { conflicts, agreements };
}

/**
 * The conflict an option's note reports on one chain, worded as a card headline
 * ('Address mismatch on Arbitrum: Stargate 0xaf88…5831 vs Orbiter Finance 0xaf88…5832'), or
 * undefined.
 */
export function conflictOnChain(
  annotation: OptionAnnotation | undefined,
  chainName: string,
): string | undefined {
  if (!annotation || annotation.agreement.tone !== 'conflict') return undefined;
  const prefix = `${chainName}: `;
  const line = splitDetails(annotation.agreement).conflicts.find((detail) =>
    detail.startsWith(prefix),
  );
  return line === undefined
    ? undefined
    : `Address mismatch on ${chainName}: ${line.slice(prefix.length)}`;
}
