// Cross-source address check on a card: one short line per finding (a warning, with icon and
// words, not colour alone, when the sources name different contracts; a quiet line where they
// agree), each opening its details on request, so a card stays short until asked. It only
// annotates: the card and its 'Bridge Now' stay.
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import type { AgreementSummary } from '../../shared/trust';
import { Disclosure } from '../ui/Disclosure';
import { CheckIcon, WarningIcon } from '../ui/Icons';

export const CONFLICT_ADVICE = "Check the contract address on the protocol's site before bridging.";

const Warning = styled.div`
  padding: ${theme.space(1.5)} ${theme.space(2.5)};
  border: 1px solid #6b5417;
  border-left: 4px solid ${theme.colors.warning};
  border-radius: ${theme.radii.sm};
  background: #1f1a0c;
  color: ${theme.colors.text};
  font-size: 0.85rem;
  line-height: 1.45;
  overflow-wrap: anywhere;
  svg {
    flex: none;
    margin-top: 2px;
    color: ${theme.colors.warning};
  }
  strong {
    font-weight: 650;
  }
`;

const WarningBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(1)};
  min-width: 0;
`;

const Details = styled.ul`
  margin: 0;
  padding-left: ${theme.space(4)};
  color: ${theme.colors.text};
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
  color: ${theme.colors.textMuted};
`;

const AgreeLine = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space(1.5)};
  font-size: 0.82rem;
  color: ${theme.colors.textMuted};
  svg {
    flex: none;
    margin-top: 3px;
    color: ${theme.colors.success};
  }
`;

export function AgreementNote({ agreement }: { agreement: AgreementSummary }) {
  if (agreement.tone === 'none' || agreement.headline === '') return null;

  if (agreement.tone === 'conflict') {
    const quiet = agreement.quiet;
    return (
      <>
        <Warning role="note" aria-label="Address warning" data-tone="conflict">
          <Disclosure
            icon={<WarningIcon size={16} strokeWidth="2.2" />}
            summary={<strong>{withWholeAddresses(agreement.headline)}</strong>}
          >
            <WarningBody>
              {agreement.details.length > 0 && (
                <Details>
                  {agreement.details.map((line) => (
                    <li key={line}>{withWholeAddresses(line)}</li>
                  ))}
                </Details>
              )}
              <Advice>{CONFLICT_ADVICE}</Advice>
            </WarningBody>
          </Disclosure>
        </Warning>
        {/* What is confirmed, or where the sources agree, stays quiet, outside the warning. */}
        {quiet && <AgreeNote headline={quiet.headline} details={quiet.details} />}
      </>
    );
  }

  return <AgreeNote headline={agreement.headline} details={agreement.details} />;
}

/** The quiet line: one headline, its chains listed on request. */
function AgreeNote({ headline, details }: { headline: string; details: string[] }) {
  return (
    <AgreeLine data-tone="agree">
      {details.length === 0 ? (
        <>
          <CheckIcon />
          <span>{withWholeAddresses(headline)}</span>
        </>
      ) : (
        <Disclosure icon={<CheckIcon />} summary={withWholeAddresses(headline)}>
          <Details>
            {details.map((line) => (
              <li key={line}>{withWholeAddresses(line)}</li>
            ))}
          </Details>
        </Disclosure>
      )}
    </AgreeLine>
  );
}
