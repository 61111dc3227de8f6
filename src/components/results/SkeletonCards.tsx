import styled, { keyframes } from 'styled-components';
import { ResultGrid } from './ResultGrid';

/** Three skeleton cards stand in for the results while searching. */
export const SKELETON_COUNT = 3;

const shimmer = keyframes`
  from { background-position: -200px 0; }
  to { background-position: calc(200px + 100%) 0; }
`;

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  min-height: 260px;
`;

const Bar = styled.span<{ $width: string; $height?: number }>`
  display: block;
  width: ${({ $width }) => $width};
  height: ${({ $height = 14 }) => $height}px;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) =>
    `${theme.colors.skeleton} linear-gradient(90deg, ${theme.colors.skeleton}, ${theme.colors.skeletonHighlight}, ${theme.colors.skeleton}) no-repeat`};
  background-size: 200px 100%;
  animation: ${shimmer} 1.3s ease-in-out infinite;
`;

export function SkeletonCards() {
  return (
    <ResultGrid aria-hidden="true" data-testid="result-skeletons">
      {Array.from({ length: SKELETON_COUNT }, (_, index) => (
        <Card key={index} data-skeleton="">
          <Bar $width="84px" $height={20} />
          <Bar $width="55%" $height={24} />
          <Bar $width="90%" />
          <Bar $width="70%" />
          <Bar $width="100%" $height={44} style={{ marginTop: 'auto' }} />
        </Card>
      ))}
    </ResultGrid>
  );
}
