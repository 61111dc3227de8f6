// Variant labels as both sides know them: the worker classifies tokens (workers/trust/variants.ts)
// and sends these labels; the page shows them on cards.
export type VariantKind = 'native' | 'wrapped' | 'bridged' | 'lookalike' | 'unverified';

export interface VariantLabel {
  /** null: an ordinary token, nothing to label. */
  kind: VariantKind | null;
  /** Short card label ('' when kind is null). */
  label: string;
  /** One sentence for a tooltip ('' when kind is null). */
  explanation: string;
  /** Where the verdict comes from, named for a visitor (a public list, a source's data and its date). */
  source?: string;
}

export const VARIANT_LABEL: Readonly<Record<VariantKind, string>> = {
  native: 'Native',
  wrapped: 'Wrapped',
  bridged: 'Bridged',
  lookalike: 'Look-alike',
  unverified: 'Not verified',
};

export interface VariantGroup extends VariantLabel {
  kind: VariantKind;
  /** Display names of the chains where the tokens have this kind, in first-seen order. */
  chains: string[];
}

/**
 * What one deployment (chain + contract) of a bridge option is: the issuer's own contract, the
 * chain's native coin, a bridged copy, a wrapper contract, a copy the bridge protocol wraps itself, or a
 * look-alike spelling, or a deployment nothing the app reads confirms ('unverified', a quiet mark).
 */
export type DeploymentKind =
  'official' | 'native' | 'bridged' | 'wrapped' | 'protocol-wrapped' | 'lookalike' | 'unverified';

export interface ChainMark {
  /** The chain's display name, as its chip shows it. */
  chain: string;
  kind: DeploymentKind;
  /** What it is, for the chip ("Circle's USDC", 'USDC.e'); '' when the kind says it all. */
  name: string;
  /**
   * The contract the mark is about, when it is one contract (absent for a coin, or for a chip
   * that stands for a protocol's wrapped copies of several origins).
   */
  address?: string;
  /** A 'protocol-wrapped' copy's protocol, as the visitor reads its name: who wraps it. */
  wrappedBy?: string;
  /** One sentence for a tooltip. */
  explanation: string;
  /**
   * Where the mark comes from, for a visitor who asks ("Circle's list in Wormhole SDK 6.1.5",
   * a protocol's "token list of 3 Dec 2025", a public page's address).
   */
  source?: string;
}
