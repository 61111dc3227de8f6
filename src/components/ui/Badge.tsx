import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { PROTOCOL_DISPLAY_NAME, PROTOCOLS, type Protocol } from '../../shared/tokens';

/** Without a tone, a badge is neutral. */
type BadgeTone = 'success' | 'accent';

// Tones and protocol colours are static rules keyed on a data attribute, not functions of the
// props: styled-components then builds each class's CSS once instead of on every render. The
// neutral tone (no data-tone) is the base rule, so a ProtocolPill's colours (which extend it) win over it.
export const Badge = styled.span<{ 'data-tone'?: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
  padding: 2px ${theme.space(2)};
  border-radius: ${theme.radii.pill};
  font-size: 0.75rem;
  font-weight: 600;
  line-height: 1.5;
  white-space: nowrap;
  /* A long source label is cut at the card's edge, never widening the page. */
  max-width: 100%;
  overflow: hidden;
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.textMuted};
  &[data-tone='success'] {
    border-color: #1f4d33;
    background: #0f2519;
    color: ${theme.colors.success};
  }
  &[data-tone='accent'] {
    border-color: #303d7a;
    background: #161d3d;
    color: ${theme.colors.accent};
  }
`;

const protocolColours = PROTOCOLS.map(
  (protocol) => `
  &[data-protocol='${protocol}'] {
    color: ${theme.protocol[protocol].fg};
    background: ${theme.protocol[protocol].bg};
    border-color: ${theme.protocol[protocol].border};
  }`,
).join('');

const ProtocolPill = styled(Badge)`
  ${protocolColours}
`;

export function ProtocolBadge({ protocol }: { protocol: Protocol }) {
  return (
    <ProtocolPill data-protocol={protocol}>
      {PROTOCOL_DISPLAY_NAME[protocol] ?? protocol}
    </ProtocolPill>
  );
}

export const ChainChip = styled.li`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
  max-width: 100%;
  overflow: hidden;
  text-overflow: ellipsis;
  padding: 2px ${theme.space(2)};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surfaceRaised};
  border: 1px solid ${theme.colors.border};
  color: ${theme.colors.text};
  font-size: 0.78rem;
  line-height: 1.6;
  white-space: nowrap;
`;

export const ChipList = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1.5)};
  list-style: none;
  margin: 0;
  padding: 0;
`;
