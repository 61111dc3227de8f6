import styled from 'styled-components';
import { theme } from '../../styles/theme';
import type { OptionAnnotation } from '../../shared/contract';
import { matchReasonText } from '../../shared/match-reason';
import type { BridgeOption } from '../../shared/tokens';
import { AgreementNote } from './AgreementNote';
import { AssetNote } from './AssetNote';
import { Arrival } from './card-text';

/** What matched when the symbol did not: 'name: Tether USD'. */
const MatchNote = styled.p`
  font-size: 0.82rem;
  font-weight: 600;
  color: ${theme.colors.accent};
  overflow-wrap: anywhere;
`;

const Route = styled.p`
  font-size: 0.9rem;
  font-weight: 600;
  color: ${theme.colors.accent};
`;

const Note = styled.p`
  margin-top: ${theme.space(1.5)};
  font-size: 0.78rem;
  color: ${theme.colors.textMuted};
`;

/** Who takes a delivered copy back: a quieter line under what arrives. */
const WayBack = styled.p`
  font-size: 0.8rem;
  color: ${theme.colors.textMuted};
`;

export interface CardNotesProps {
  option: BridgeOption;
  /** 'Ethereum -> Arbitrum', when the card states the route here rather than under the button. */
  routeLabel?: string;
  annotation?: OptionAnnotation;
}

/**
 * The lines between a card's title and its chains: how the search found the token, what it is,
 * the route, what arrives there and whether the sources agree on its contracts.
 */
export function CardNotes({ option, routeLabel, annotation }: CardNotesProps) {
  return (
    <>
      {option.readsAs && (
        <Note>
          Found as {option.readsAs}: the symbol is spelled <bdi>{option.token.symbol}</bdi>.
        </Note>
      )}
      <AssetNote option={option} />
      {option.matchedBy && (
        <MatchNote>
          <bdi>{matchReasonText(option.matchedBy)}</bdi>
        </MatchNote>
      )}
      {routeLabel && <Route>{routeLabel}</Route>}
      {annotation?.arrival && <Arrival role="note">{annotation.arrival}</Arrival>}
      {annotation?.arrival && annotation.wayBack && (
        <WayBack role="note" aria-label="The way back">
          {annotation.wayBack}
        </WayBack>
      )}
      {annotation && <AgreementNote agreement={annotation.agreement} />}
    </>
  );
}
