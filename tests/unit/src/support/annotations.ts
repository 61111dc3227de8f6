// Trust notes as the worker words them (built with the same shared functions), for card tests.
import type { OptionAnnotation } from '../../../../src/shared/contract';
import { summarizeAgreement } from '../../../../workers/trust/agreement-summary';
import {
  VARIANT_LABEL,
  type VariantGroup,
  type VariantKind,
} from '../../../../src/shared/variants';
import { USDC_ARBITRUM } from './options';

/** Orbiter's fake USDC on Arbitrum, one character off the real one (see the fixtures README). */
export const FAKE_USDC_ARBITRUM = '0xaf88d065e77c8cC2239327C5EDb3A432268e5832';

export const conflictOnArbitrum: OptionAnnotation = {
  agreement: summarizeAgreement({
    agreeing: [],
    conflicts: [
      {
        chain: 'arbitrum',
        chainName: 'Arbitrum',
        symbol: 'USDC',
        entries: [
          { protocol: 'Wormhole', address: USDC_ARBITRUM },
          { protocol: 'Stargate', address: USDC_ARBITRUM },
          { protocol: 'Orbiter', address: FAKE_USDC_ARBITRUM },
        ],
        // Judged without evidence: every side is named alike.
        reference: null,
        own: [{ protocol: 'Orbiter', address: FAKE_USDC_ARBITRUM }],
      },
    ],
    confirmed: [],
  }),
  variants: [],
};

export const agreeOnEthereum: OptionAnnotation = {
  agreement: summarizeAgreement({
    agreeing: [{ chain: 'ethereum', chainName: 'Ethereum', protocols: ['Wormhole', 'Stargate'] }],
    conflicts: [],
    confirmed: [],
  }),
  variants: [],
};

export function variantGroup(
  kind: VariantKind,
  explanation: string,
  chains: string[] = [],
): VariantGroup {
  return { kind, label: VARIANT_LABEL[kind], explanation, chains };
}
