import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { retiredChainText, type RetiredChain } from '../../shared/chains';
import { MoreChainsButton, type ChainChipItem } from './ChainChips';
import { ChainGroups } from './ChainGroups';
import type { ChainGroup } from './chain-groups';
import { Arrival, Label } from './card-text';
import { RetiredNetworks } from './RetiredNetworks';

/** 'Available on': said to screen readers everywhere, shown only where there is room. */
const ChainsLabel = styled(Label)`
  margin-bottom: 6px;
  ${theme.media.sm} {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

const OtherChains = styled(MoreChainsButton)`
  margin-top: ${theme.space(1.5)};
`;

export interface AvailableChainsProps {
  /** The card's title id: the parts here are named after it. */
  titleId: string;
  groups: readonly ChainGroup<ChainChipItem>[];
  /** Chips after this many collapse into '+N more' (phones); all shown when absent. */
  collapseChainsAfter?: number;
  /** Chains left out because the card shows a route's two ends; 0 when all are shown. */
  otherChains: number;
  onShowAll: () => void;
  /** Networks that have shut down. */
  retired: readonly RetiredChain[];
  /** The token is on retired networks only: said in a line of its own, with no chips. */
  onlyRetired: boolean;
}

/** Where a card's token is: its chain chips under their marks, and the networks that have shut down. */
export function AvailableChains({
  titleId,
  groups,
  collapseChainsAfter,
  otherChains,
  onShowAll,
  retired,
  onlyRetired,
}: AvailableChainsProps) {
  if (onlyRetired) {
    return (
      <Arrival role="note" id={`${titleId}-retired`}>
        Only on retired networks: {retired.map(retiredChainText).join(', ')}
      </Arrival>
    );
  }
  return (
    <div>
      <ChainsLabel id={`${titleId}-chains`}>Available on</ChainsLabel>
      <ChainGroups
        groups={groups}
        collapse={collapseChainsAfter ?? false}
        labelledBy={`${titleId}-chains`}
      />
      {otherChains > 0 && (
        <OtherChains type="button" onClick={onShowAll}>
          +{otherChains} other {otherChains === 1 ? 'chain' : 'chains'}
        </OtherChains>
      )}
      <RetiredNetworks chains={retired} />
    </div>
  );
}
