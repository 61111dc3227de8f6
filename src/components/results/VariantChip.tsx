// Variant labels: a small chip per kind (Native, Wrapped, Bridged, Look-alike, the issuer's own
// contract, a protocol's own wrapped copy) whose tooltip explains it. The worker decides the kind and writes the sentence.
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import type { DeploymentKind } from '../../shared/variants';
import { useTooltip } from '../ui/Tooltip';
import { InfoIcon, WarningIcon } from '../ui/Icons';

const Chip = styled.button<{ 'data-variant': DeploymentKind }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
  /* A small chip with a comfortable hit area (the padding around it is transparent). */
  min-height: 24px;
  padding: 1px ${theme.space(2)};
  border-radius: ${theme.radii.pill};
  border: 1px dashed;
  font: inherit;
  font-size: 0.75rem;
  font-weight: 600;
  line-height: 1.5;
  /* A group heading can name several copies ('Bridged copy: USDC.e, USDbC'): it wraps inside
     the card instead of running past its edge. */
  max-width: 100%;
  text-align: start;
  overflow-wrap: anywhere;
  cursor: help;
  /* The kind's colours are static rules keyed on data-variant (set from the same kind), so
     styled-components builds this CSS once. */
  color: ${theme.colors.accent};
  background: #161d3d;
  border-color: #303d7a;
  &[data-variant='lookalike'] {
    color: ${theme.colors.warning};
    background: #2a210b;
    border-color: #6b5417;
  }
  /* 'Not verified' is quiet: it says what is missing without calling for attention. */
  &[data-variant='unverified'] {
    color: ${theme.colors.textMuted};
    background: transparent;
    border-color: #3a4152;
  }
  &[data-variant='native'],
  &[data-variant='official'] {
    color: ${theme.colors.success};
    background: #0f2519;
    border-color: #1f4d33;
  }
  svg {
    flex: none;
  }
`;

const Chains = styled.span`
  display: block;
  margin-top: ${theme.space(1)};
  color: ${theme.colors.textMuted};
`;

/** A look-alike is a possible trap: it carries a warning sign, the others an info sign. */
function KindIcon({ kind }: { kind: DeploymentKind }) {
  return kind === 'lookalike' ? (
    <WarningIcon size={12} strokeWidth="2.4" />
  ) : (
    <InfoIcon size={12} strokeWidth="2.4" />
  );
}

export interface VariantChipProps {
  kind: DeploymentKind;
  /** 'Bridged', 'Wrapped'... */
  label: string;
  /** The tooltip's sentence. */
  explanation: string;
  /** Chains where the option's tokens are of this kind (result cards; empty on a token card). */
  chains?: readonly string[];
  /** For lists the chip heads (their aria-labelledby). */
  id?: string;
  /** Where the mark comes from ("Circle's list in Wormhole SDK 6.1.5"), said in the tooltip. */
  sources?: readonly string[];
}

export function VariantChip({
  kind,
  label,
  explanation,
  chains = [],
  id,
  sources = [],
}: VariantChipProps) {
  const { triggerProps, tooltip } = useTooltip(
    <>
      {explanation}
      {chains.length > 0 && <Chains>On {chains.join(', ')}.</Chains>}
      {sources.length > 0 && (
        <Chains data-part="source">
          {sources.length === 1 ? 'Source' : 'Sources'}: {sources.join('; ')}
        </Chains>
      )}
    </>,
  );
  return (
    <>
      <Chip type="button" data-variant={kind} id={id} {...triggerProps}>
        <KindIcon kind={kind} />
        {label}
      </Chip>
      {tooltip}
    </>
  );
}
