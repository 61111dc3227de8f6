import { css } from 'styled-components';
import { theme } from './theme';

/** The raised surface shared by the search panel and every card: border, corners, background. */
export const cardSurface = css`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
`;
