import { css } from 'styled-components';
import { theme } from './theme';

/** The raised surface shared by the search panel and every card: border, corners, background. */
export const cardSurface = css`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
`;

/** A card: its parts stacked with even gaps, on the raised surface. */
export const cardColumn = css`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
  padding: ${theme.space(5)};
  ${cardSurface}
`;
