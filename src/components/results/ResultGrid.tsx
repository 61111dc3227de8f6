// The grid the result cards and their skeletons share, and the 'Show more' row under a list.
import styled from 'styled-components';
import { theme } from '../../styles/theme';

/** The narrowest a card gets: the grid fits as many columns of it as its width holds. */
export const CARD_MIN_WIDTH_PX = 320;
/** The gap between cards, in the theme's 4 px steps. */
const GAP_STEPS = 4;

/** How many cards one row of a grid `width` px wide holds. */
export function cardsPerRow(width: number): number {
  const gap = GAP_STEPS * 4;
  return Math.max(1, Math.floor((width + gap) / (CARD_MIN_WIDTH_PX + gap)));
}

export const ResultGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${CARD_MIN_WIDTH_PX}px, 1fr));
  /* Each card keeps its own height: a tall neighbour or an opened note does not stretch it. */
  align-items: start;
  gap: ${theme.space(GAP_STEPS)};
  list-style: none;
  margin: 0;
  padding: 0;
  ${theme.media.sm} {
    grid-template-columns: 1fr;
  }
`;

export const MoreRow = styled.div`
  display: flex;
  justify-content: center;
  margin-top: ${theme.space(6)};
`;
