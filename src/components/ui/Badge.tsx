import styled from 'styled-components';
import { PROTOCOL_DISPLAY_NAME, type Protocol } from '../../shared/tokens';

export const Badge = styled.span<{ $tone?: 'neutral' | 'success' | 'accent' }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.pill};
  font-size: 0.75rem;
  font-weight: 600;
  line-height: 1.5;
  white-space: nowrap;
  /* A long source label is cut at the card's edge, never widening the page. */
  max-width: 100%;
  overflow: hidden;
  border: 1px solid
    ${({ theme, $tone = 'neutral' }) =>
      $tone === 'success' ? '#1f4d33' : $tone === 'accent' ? '#303d7a' : theme.colors.border};
  background: ${({ theme, $tone = 'neutral' }) =>
    $tone === 'success' ? '#0f2519' : $tone === 'accent' ? '#161d3d' : theme.colors.surfaceRaised};
  color: ${({ theme, $tone = 'neutral' }) =>
    $tone === 'success'
      ? theme.colors.success
      : $tone === 'accent'
        ? theme.colors.accent
        : theme.colors.textMuted};
`;

const ProtocolPill = styled(Badge)<{ $protocol: Protocol }>`
  color: ${({ theme, $protocol }) => theme.protocol[$protocol].fg};
  background: ${({ theme, $protocol }) => theme.protocol[$protocol].bg};
  border-color: ${({ theme, $protocol }) => theme.protocol[$protocol].border};
`;

export function ProtocolBadge({ protocol }: { protocol: Protocol }) {
  return (
    <ProtocolPill $protocol={protocol}>{PROTOCOL_DISPLAY_NAME[protocol] ?? protocol}</ProtocolPill>
  );
}

export const ChainChip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  font-size: 0.78rem;
  line-height: 1.6;
  white-space: nowrap;
`;

export const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1.5)};
  list-style: none;
  margin: 0;
  padding: 0;
`;
