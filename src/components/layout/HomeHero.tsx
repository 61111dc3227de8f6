// The home screen's title and subtitle: full size before a search, compact once one is on screen
// so the results take the first screen. Same texts and elements either way.
import { memo } from 'react';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { PageSubtitle, PageTitle } from './Page';

export const HOME_TITLE = 'Find Your Bridge';
export const HOME_SUBTITLE = 'Discover the best cross-chain bridges to move your tokens securely';

/** The compact sizes are static rules keyed on data-compact, so this CSS is built once. */
const HeroBox = styled.div`
  text-align: center;
  margin-bottom: ${theme.space(8)};
  &[data-compact] {
    margin-bottom: ${theme.space(4)};
    & > h1 {
      font-size: 1.5rem;
    }
    & > p {
      margin-top: ${theme.space(1)};
      font-size: 0.95rem;
    }
  }
  ${theme.media.sm} {
    &[data-compact] {
      margin-bottom: ${theme.space(3)};
      & > h1 {
        font-size: 1.25rem;
      }
      & > p {
        margin-top: 2px;
        font-size: 0.85rem;
        line-height: 1.35;
      }
    }
  }
`;

/**
 * `compact`: a search is on screen or in the URL. Decided from state the first render already
 * has (the URL), so a visit that opens on a search paints compact from its first frame.
 */
export const HomeHero = memo(function HomeHero({ compact }: { compact: boolean }) {
  return (
    <HeroBox data-compact={compact ? '' : undefined}>
      <PageTitle>{HOME_TITLE}</PageTitle>
      <PageSubtitle>{HOME_SUBTITLE}</PageSubtitle>
    </HeroBox>
  );
});
