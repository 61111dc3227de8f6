// The frame both protocol-page cards share: the per-chain token card and the by-token group card.
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { cardSurface } from '../../styles/surfaces';

// A static rule (no function of the props), so styled-components builds its CSS once; the
// placeholder height of an off-screen card is the kind's usual height.
export const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
  padding: ${theme.space(4)};
  ${cardSurface}
  min-width: 0;
  /* Off-screen cards skip layout and paint until scrolled near. */
  content-visibility: auto;
  contain-intrinsic-size: auto 220px;
`;

/** The by-token group card is a little shorter than the per-chain token card. */
export const GroupCard = styled(Card)`
  contain-intrinsic-size: auto 200px;
`;

export const Top = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  min-width: 0;
`;

export const Names = styled.div`
  min-width: 0;
  flex: 1;
`;

export const Symbol = styled.h2`
  font-size: 1.05rem;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

/** A muted line under the symbol: the token's name, or a group's chain count. */
export const Detail = styled.p`
  font-size: 0.85rem;
  color: ${theme.colors.textMuted};
  overflow-wrap: anywhere;
`;
