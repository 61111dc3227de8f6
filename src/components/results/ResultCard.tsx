import { memo, useId, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { theme } from '../../styles/theme';
import { cardColumn } from '../../styles/surfaces';
import { splitRetiredChains } from '../../shared/chains';
import type { OptionAnnotation } from '../../shared/contract';
import type { BridgeOption } from '../../shared/tokens';
import { AvailableChains } from './AvailableChains';
import { chipsOf, routeChips } from './card-chips';
import { CardNotes } from './CardNotes';
import { CardTitle } from './CardTitle';
import { markChains } from './chain-groups';
import { ContractLine } from './ContractLine';
import { PrimaryButton } from '../ui/Button';
import { WithdrawalNote } from './WithdrawalNote';

/** Cards animate in 100 ms apart; capped so that card 40 does not wait 4 s. */
export const CARD_DELAY_STEP_MS = 100;
export const CARD_DELAY_MAX_INDEX = 8;

export function cardDelayMs(index: number): number {
  return Math.min(index, CARD_DELAY_MAX_INDEX) * CARD_DELAY_STEP_MS;
}

const enter = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: none; }
`;

const Card = styled.li`
  ${cardColumn}
  box-shadow: ${theme.shadow.card};
  min-width: 0;
  /* The per-card delay is an inline style: as a styled prop every index was a class of its own,
     so a first search inserted ~24 rules one by one and restyled the page each time. */
  animation: ${enter} 320ms ease-out both;
  transition: border-color 120ms ease;
  &:hover {
    border-color: ${theme.colors.borderStrong};
  }
  ${theme.media.reducedMotion} {
    animation: none;
  }
  /*
   * Phones: compact, so a screen holds at least two options. 'Bridge Now' moves up beside the
   * token's name (the grid places it; reading and tab order stay as in the markup).
   */
  ${theme.media.sm} {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: ${theme.space(2)};
    padding: ${theme.space(3)};
    & > * {
      grid-column: 1 / -1;
    }
  }
`;

/** The contract line over a full-width 'Bridge Now'; side by side on a phone. */
const Foot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
  margin-top: auto;
  ${theme.media.sm} {
    display: contents;
  }
`;

/** The route 'Bridge Now' opens, under the contract line; its own full row on a phone. */
const BridgeHint = styled.p`
  font-size: 0.78rem;
  text-align: center;
  color: ${theme.colors.textMuted};
  overflow-wrap: anywhere;
  ${theme.media.sm} {
    grid-column: 1 / -1;
    text-align: start;
  }
`;

const BridgeButton = styled(PrimaryButton)`
  width: 100%;
  ${theme.media.sm} {
    && {
      grid-column: 2;
      grid-row: 2;
    }
    width: auto;
    min-height: 40px;
  }
`;

export interface ResultCardProps {
  option: BridgeOption;
  /** Position for the entrance animation, read when the card mounts. */
  index: number;
  /** 'Ethereum -> Arbitrum' when both From and To are chosen. */
  routeLabel?: string;
  /** What 'Bridge Now' opens: 'Arbitrum → Base on {protocol}'. */
  bridgeLabel?: string;
  /** The chain 'Bridge Now' leaves from (source spelling): the contract line shows that chain's. */
  bridgeFrom?: string;
  /** The chain 'Bridge Now' goes to (source spelling), when its link names one. */
  bridgeTo?: string;
  onBridge: (option: BridgeOption) => void;
  /** Trust notes: address agreement across sources and variant labels. */
  annotation?: OptionAnnotation;
  /** Chips after this many collapse into '+N more' (phones); all shown when absent. */
  collapseChainsAfter?: number;
  /** Both ends of the search's route (canonical ids): the card shows those two chains first. */
  routeChains?: { fromChain: string; toChain: string };
}

export const ResultCard = memo(function ResultCard({
  option,
  index,
  routeLabel,
  bridgeLabel,
  bridgeFrom,
  bridgeTo,
  onBridge,
  annotation,
  collapseChainsAfter,
  routeChains,
}: ResultCardProps) {
  const [allChains, setAllChains] = useState(false);
  const chips = chipsOf(option, annotation?.wrappedChains);
  const retired = splitRetiredChains(option.availableChains, option.protocol).retired;
  const onlyRetired = chips.length === 0 && retired.length > 0;
  const route = routeChains && !allChains ? routeChips(chips, routeChains) : null;
  const marked = markChains(route ? route.shown : chips, annotation?.chainMarks);
  // The bridge line under the card names the route when it has one: said once, there.
  const routeStated = Boolean(bridgeLabel?.includes('→'));
  const titleId = useId();
  // Fixed when the card mounts: a card already shown whose place changes (new data under the
  // results) must not go back into its entrance delay and blink out.
  const [delayMs] = useState(() => cardDelayMs(index));
  return (
    <Card style={{ animationDelay: `${delayMs}ms` }} aria-labelledby={titleId}>
      <CardTitle
        option={option}
        titleId={titleId}
        cardMark={marked.cardMark}
        sources={marked.sources}
      />
      <CardNotes
        option={option}
        routeLabel={routeStated ? undefined : routeLabel}
        annotation={annotation}
      />
      <WithdrawalNote option={option} from={bridgeFrom} to={bridgeTo} />
      <AvailableChains
        titleId={titleId}
        groups={marked.groups}
        collapseChainsAfter={collapseChainsAfter}
        otherChains={route?.others ?? 0}
        onShowAll={() => setAllChains(true)}
        retired={retired}
        onlyRetired={onlyRetired}
      />
      <Foot>
        <ContractLine option={option} bridgeFrom={bridgeFrom} />
        {bridgeLabel && <BridgeHint id={`${titleId}-bridge`}>{bridgeLabel}</BridgeHint>}
        <BridgeButton
          type="button"
          onClick={() => onBridge(option)}
          title={bridgeLabel}
          // No hand-off to a network that no longer takes transfers.
          disabled={onlyRetired}
          aria-describedby={
            onlyRetired
              ? `${titleId} ${titleId}-retired`
              : bridgeLabel
                ? `${titleId} ${titleId}-bridge`
                : titleId
          }
        >
          Bridge Now
        </BridgeButton>
      </Foot>
    </Card>
  );
});
