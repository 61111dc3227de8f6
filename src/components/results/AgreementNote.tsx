// Cross-source address check on a card: a quiet line when the sources agree,
// a visible warning (icon and words, not colour alone) naming the chains and the differing
// addresses when they do not. It only annotates: the card and its 'Bridge Now' stay.
import styled from 'styled-components';
import type { AgreementSummary } from '../../shared/trust';
import { splitDetails } from './conflict-on-chain';
import { useTooltip } from '../ui/Tooltip';

export const CONFLICT_ADVICE = "Check the contract address on the protocol's site before bridging.";

const Warning = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => `${theme.space(2.5)} ${theme.space(3)}`};
  border: 1px solid #6b5417;
  border-left: 4px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: #1f1a0c;
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.85rem;
  line-height: 1.45;
  overflow-wrap: anywhere;
  svg {
    margin-top: 2px;
    color: ${({ theme }) => theme.colors.warning};
  }
  strong {
    font-weight: 650;
  }
`;

const WarningBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

const Details = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.text};
`;

const Address = styled.span`
  white-space: nowrap;
`;

// Shortened addresses ('0xaf88…5831') read as one word: a break after the ellipsis would split
// the very characters the visitor must compare.
const SHORT_ADDRESS = /(\S+…\S+)/;

function withWholeAddresses(text: string) {
  return text
    .split(SHORT_ADDRESS)
    .map((part, index) => (index % 2 === 1 ? <Address key={index}>{part}</Address> : part));
}

const Advice = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const AgreeLine = styled.p`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(1.5)};
  font-size: 0.82rem;
  color: ${({ theme }) => theme.colors.textMuted};
  svg {
    flex: none;
    margin-top: 3px;
    color: ${({ theme }) => theme.colors.success};
  }
`;

/** The agree line's trigger: reads as text, with a dotted underline saying there is more. */
const MoreButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  text-decoration: underline dotted;
  text-underline-offset: 3px;
  cursor: help;
`;

function WarningIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M12 3 2 21h20L12 3Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinejoin="round"
      />
      <path d="M12 10v5M12 18v.5" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="m5 12.5 4.5 4.5L19 7.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.6"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export function AgreementNote({ agreement }: { agreement: AgreementSummary }) {
  if (agreement.tone === 'none' || agreement.headline === '') return null;

  if (agreement.tone === 'conflict') {
    const { conflicts, agreements } = splitDetails(agreement);
    return (
      <>
        <Warning role="note" aria-label="Address warning" data-tone="conflict">
          <WarningIcon />
          <WarningBody>
            <strong>{withWholeAddresses(agreement.headline)}</strong>
            {/* One conflict: the headline already names the chain and both addresses. */}
            {conflicts.length > 1 && (
              <Details>
                {conflicts.map((line) => (
                  <li key={line}>{withWholeAddresses(line)}</li>
                ))}
              </Details>
            )}
            <Advice>{CONFLICT_ADVICE}</Advice>
          </WarningBody>
        </Warning>
        {/* The chains where the sources do agree stay quiet, outside the warning. */}
        {agreements.length > 0 && (
          <AgreeLine data-tone="agree">
            <CheckIcon />
            {agreements.length > 1 ? (
              <AgreeDetails
                headline={`Sources agree on ${agreements.length} other chains`}
                details={agreements}
              />
            ) : (
              <span>{agreements[0]}</span>
            )}
          </AgreeLine>
        )}
      </>
    );
  }

  return (
    <AgreeLine data-tone="agree">
      <CheckIcon />
      {agreement.details.length > 1 ? (
        <AgreeDetails headline={agreement.headline} details={agreement.details} />
      ) : (
        <span>{agreement.headline}</span>
      )}
    </AgreeLine>
  );
}

/** Several chains agree: the headline counts them, its tooltip lists them. */
function AgreeDetails({ headline, details }: { headline: string; details: string[] }) {
  const { triggerProps, tooltip } = useTooltip(
    details.map((line) => (
      <span key={line} style={{ display: 'block' }}>
        {line}
      </span>
    )),
  );
  return (
    <>
      <MoreButton type="button" {...triggerProps}>
        {headline}
      </MoreButton>
      {tooltip}
    </>
  );
}
