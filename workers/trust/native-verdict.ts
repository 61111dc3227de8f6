// Whether a token a source calls its chain's own coin is that coin: only where the table of each
// chain's gas coin (src/shared/native-coins.ts) says the chain's fees are paid in that symbol.
// Anything else is said plainly as unverified, with the record that contradicts the source.
import type { CanonicalChain } from '../../src/shared/chains';
import { gasCoinOf } from '../../src/shared/native-coins';
import { VARIANT_LABEL, type VariantLabel } from '../../src/shared/variants';
import { dayText } from '../../src/shared/day-text';
import { foldSymbol } from './trust-keys';

/**
 * The verdict on a token its source (`protocol`, display name) marks as `chain`'s own coin, or
 * that is held at the address the data gives the chain's coin.
 */
export function nativeVerdict(
  symbol: string,
  fold: string,
  chain: CanonicalChain,
  protocol: string,
): VariantLabel {
  const coin = gasCoinOf(chain.id);
  const unverified = (explanation: string, source?: string): VariantLabel => ({
    kind: 'unverified',
    label: VARIANT_LABEL.unverified,
    explanation,
    ...(source ? { source } : {}),
  });
  if (coin === undefined) {
    return unverified(
      `${protocol} lists ${symbol} as ${chain.name}'s own coin; the app has no public record of ${chain.name}'s gas coin to confirm it.`,
    );
  }
  if (foldSymbol(coin.symbol) === fold) {
    return {
      kind: 'native',
      label: VARIANT_LABEL.native,
      explanation: coin.feeless
        ? `${symbol} is held on ${chain.name} as the chain's own asset, not through a token contract.`
        : `${symbol} is the native coin of ${chain.name}, used to pay its network fees.`,
      source: coin.source,
    };
  }
  const former = coin.formerly;
  if (former !== undefined && foldSymbol(former.symbol) === fold) {
    const since = former.until ? ` since ${dayText(former.until)}` : '';
    return unverified(
      `${protocol} lists ${symbol} as ${chain.name}'s own coin, but ${chain.name}'s gas coin has been ${coin.symbol}${since}, which replaced ${former.symbol}; check which coin the bridge moves.`,
      coin.source,
    );
  }
  const before = former ? ` (${former.symbol} before)` : '';
  return unverified(
    `${protocol} lists ${symbol} as ${chain.name}'s own coin, but ${chain.name}'s network fees are paid in ${coin.symbol}${before}: this ${symbol} is not the chain's coin, and nothing the app reads says which contract it is.`,
    coin.source,
  );
}
