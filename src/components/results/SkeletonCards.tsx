import styled, { keyframes } from 'styled-components';
import { theme } from '../../styles/theme';
import { cardColumn } from '../../styles/surfaces';
import { ResultGrid } from './ResultGrid';

/** Three skeleton cards stand in for the results while searching. */
export const SKELETON_COUNT = 3;

const shimmer = keyframes`
  from { background-position: -200px 0; }
  to { background-position: calc(200px + 100%) 0; }
`;

const Card = styled.li`
  ${cardColumn}
  min-height: 260px;
`;

// Each bar's size is a static rule keyed on its place in the card (label, title, two lines,
// button), so styled-components builds this CSS once.
const Bar = styled.span`
  display: block;
  height: 14px;
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.skeleton}
    linear-gradient(
      90deg,
      ${theme.colors.skeleton},
      ${theme.colors.skeletonHighlight},
      ${theme.colors.skeleton}
    )
    no-repeat;
  background-size: 200px 100%;
  animation: ${shimmer} 1.3s ease-in-out infinite;
  &:nth-child(1) {
    width: 84px;
    height: 20px;
  }
  &:nth-child(2) {
    width: 55%;
    height: 24px;
  }
  &:nth-child(3) {
    width: 90%;
  }
  &:nth-child(4) {
    width: 70%;
  }
  &:nth-child(5) {
    width: 100%;
    height: 44px;
    margin-top: auto;
  }
`;

/** The skeleton cards alone, for a grid that holds the results once they are drawn. */
export function SkeletonItems() {
  return Array.from({ length: SKELETON_COUNT }, (_, index) => (
    <Card key={index} data-skeleton="" aria-hidden="true">
      <Bar />
      <Bar />
      <Bar />
      <Bar />
      <Bar />
    </Card>
  ));
}

export function SkeletonCards() {
  return (
    <ResultGrid aria-hidden="true" data-testid="result-skeletons">
      <SkeletonItems />
    </ResultGrid>
  );
}
