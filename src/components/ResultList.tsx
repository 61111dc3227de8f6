import styled from 'styled-components';
import type { BridgeOption } from '../shared/tokens';
import { SecondaryButton } from './Button';
import { ResultCard } from './ResultCard';
import { PROGRESSIVE_FIRST, useProgressiveCount } from './useProgressiveCount';

export const ResultGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(320px, 1fr));
  gap: ${({ theme }) => theme.space(4)};
  list-style: none;
  margin: 0;
  padding: 0;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr;
  }
`;

export const MoreRow = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${({ theme }) => theme.space(6)};
`;

/**
 * The result cards, rendered progressively: a search over a large dataset can return hundreds
 * of options, and mounting them all at once would freeze the page.
 */
export function ResultList({
  options,
  resetKey,
  routeLabel,
  onBridge,
}: {
  options: BridgeOption[];
  /** A new search starts again from the first batch. */
  resetKey: string;
  routeLabel?: string;
  onBridge: (option: BridgeOption) => void;
}) {
  const { shown, more, sentinelRef, showMore } = useProgressiveCount(options.length, resetKey);
  return (
    <>
      <ResultGrid aria-label="Bridge options">
        {options.slice(0, shown).map((option, index) => (
          <ResultCard
            key={option.id}
            option={option}
            // Later batches animate from their own start, not from the list's.
            index={index % PROGRESSIVE_FIRST}
            routeLabel={routeLabel}
            onBridge={onBridge}
          />
        ))}
      </ResultGrid>
      {more && (
        <MoreRow ref={sentinelRef}>
          <SecondaryButton type="button" onClick={showMore}>
            Show more ({options.length - shown} more)
          </SecondaryButton>
        </MoreRow>
      )}
    </>
  );
}
