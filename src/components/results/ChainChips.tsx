import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { ChainChip, ChipList } from '../ui/Badge';

/** Chips shown before '+N more' on a card whose chains are collapsed, by default. */
export const COLLAPSED_CHAINS = 6;

const MoreChip = styled.li`
  display: contents;
`;

/** The dashed button that shows a card's hidden chains ('+N more', '+N other chains'). */
export const MoreChainsButton = styled.button`
  padding: 2px ${theme.space(2)};
  border-radius: ${theme.radii.sm};
  border: 1px dashed ${theme.colors.borderStrong};
  background: transparent;
  color: ${theme.colors.accent};
  font: inherit;
  font-size: 0.78rem;
  line-height: 1.6;
  cursor: pointer;
  &:hover {
    border-color: ${theme.colors.accent};
  }
`;

export interface ChainChipItem {
  /** Unique within the list: the chain's display name. */
  name: string;
  /** Shown before the name (a network icon). */
  icon?: ReactNode;
  /** The protocol delivers only its own wrapped copy there (not the issuer's native token). */
  wrapped?: boolean;
  /** An address search found its contract on this chain. */
  highlight?: boolean;
}

/** A deployment the protocol wraps itself: dashed outline and a text tag, so colour is not the only cue. */
const WrappedChainChip = styled(ChainChip)`
  border-style: dashed;
  border-color: ${theme.colors.borderStrong};
  background: transparent;
  color: ${theme.colors.textMuted};
`;

/** The chain where an address search found the contract: a solid accent outline and words. */
const HighlightChip = styled(ChainChip)`
  border-color: ${theme.colors.accent};
  color: ${theme.colors.text};
`;

const SearchedTag = styled.span`
  margin-left: ${theme.space(1)};
  font-size: 0.68rem;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.03em;
  color: ${theme.colors.accent};
`;

/**
 * A card's chain chips. With `collapse`, only the first few show (`collapse` of them, or
 * COLLAPSED_CHAINS for `true`), then a '+N more' button that shows the rest: a card with 40
 * chains stays short on a phone.
 */
export function ChainChips({
  chains,
  collapse = false,
  labelledBy,
}: {
  chains: readonly ChainChipItem[];
  collapse?: boolean | number;
  labelledBy?: string;
}) {
  const [expanded, setExpanded] = useState(false);
  const limit = collapse === true ? COLLAPSED_CHAINS : collapse === false ? Infinity : collapse;
  // One hidden chip is not worth a button: it takes the button's place.
  const folded = !expanded && chains.length > limit + 1;
  const shown = folded ? chains.slice(0, limit) : chains;
  const hidden = chains.length - shown.length;
  return (
    <ChipList aria-labelledby={labelledBy}>
      {shown.map((chain) =>
        chain.highlight ? (
          <HighlightChip key={chain.name} title={chain.name} data-highlight="true">
            {chain.icon}
            {chain.name}
            <SearchedTag>searched contract</SearchedTag>
          </HighlightChip>
        ) : chain.wrapped ? (
          <WrappedChainChip key={chain.name} title={chain.name} data-wrapped="true">
            {chain.icon}
            {chain.name}
          </WrappedChainChip>
        ) : (
          <ChainChip key={chain.name} title={chain.name}>
            {chain.icon}
            {chain.name}
          </ChainChip>
        ),
      )}
      {folded && (
        <MoreChip>
          <MoreChainsButton
            type="button"
            aria-label={`Show ${hidden} more chains`}
            onClick={() => setExpanded(true)}
          >
            +{hidden} more
          </MoreChainsButton>
        </MoreChip>
      )}
    </ChipList>
  );
}
