// What the trust notes compute over every loaded token before any option's note: the agreement
// of the sources' addresses and the variant context (which coins are native where, which
// spellings each source uses, which sources list which contract). Both depend only on the data
// and the code, never on a search, and are the largest part of a visit's first answer in the
// worker. Their compiled form is plain data IndexedDB stores as is (Maps of plain objects), so a
// repeat visit whose data and code are unchanged reads them instead of computing them again.
import type { Token } from '../../src/shared/tokens';
import { computeAgreement, type AddressAgreement } from './agreement';
import { createChainResolver } from './trust-keys';
import { buildVariantContext, type VariantContext } from './variant-context';

/** The passes over every token, as the notes use them. */
export interface TrustInputs {
  agreement: Map<string, AddressAgreement>;
  context: VariantContext;
}

/** The same, as stored: the context without its chain resolver (a function, rebuilt on load). */
export interface CompiledTrust {
  agreement: Map<string, AddressAgreement>;
  context: Omit<VariantContext, 'chainOf'>;
}

/** Computes the passes over these tokens (every loaded source's listed tokens). */
export function computeTrustInputs(tokens: readonly Token[]): TrustInputs {
  return { agreement: computeAgreement(tokens), context: buildVariantContext(tokens) };
}

/** The stored form of computed inputs. */
export function compileTrust(inputs: TrustInputs): CompiledTrust {
  const { nativeCoins, spellings, listings, wellKnownListings } = inputs.context;
  return {
    agreement: inputs.agreement,
    context: { nativeCoins, spellings, listings, wellKnownListings },
  };
}

/** Inputs from their stored form, as computing them would give. */
export function trustInputsOf(compiled: CompiledTrust): TrustInputs {
  return {
    agreement: compiled.agreement,
    context: { ...compiled.context, chainOf: createChainResolver() },
  };
}

/** Whether a stored value has the compiled form's shape (a damaged row counts as none). */
export function isCompiledTrust(value: unknown): value is CompiledTrust {
  if (typeof value !== 'object' || value === null) return false;
  const { agreement, context } = value as Partial<CompiledTrust>;
  if (!(agreement instanceof Map) || typeof context !== 'object' || context === null) return false;
  return (
    context.nativeCoins instanceof Map &&
    context.spellings instanceof Map &&
    context.listings instanceof Map &&
    context.wellKnownListings instanceof Map
  );
}
