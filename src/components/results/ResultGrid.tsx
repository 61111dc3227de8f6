// The grid the result cards and their skeletons share, and the 'Show more' row under a list.
import styled from 'styled-components';
import { theme } from '../../styles/theme';

export const ResultGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(320px, 1fr));
  /* Each card keeps its own height: a tall neighbour or an opened note does not stretch it. */
  align-items: start;
  gap: ${theme.space(4)};
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
