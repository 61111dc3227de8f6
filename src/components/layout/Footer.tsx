import styled from 'styled-components';
import { theme } from '../../styles/theme';

const Bar = styled.footer`
  margin-top: ${theme.space(16)};
  border-top: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
`;

const Inner = styled.div`
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(10)} ${theme.space(5)} ${theme.space(8)};
  ${theme.media.sm} {
    padding: ${theme.space(8)} ${theme.space(4)} ${theme.space(6)};
  }
`;

const Blurbs = styled.ul`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space(6)};
  list-style: none;
  margin: 0;
  padding: 0;
  ${theme.media.md} {
    grid-template-columns: 1fr;
    gap: ${theme.space(5)};
  }
`;

const BlurbTitle = styled.h2`
  font-size: 0.95rem;
  font-weight: 650;
  margin-bottom: ${theme.space(1)};
  color: ${theme.colors.text};
`;

const BlurbText = styled.p`
  font-size: 0.875rem;
  color: ${theme.colors.textMuted};
`;

const Closing = styled.p`
  margin-top: ${theme.space(8)};
  padding-top: ${theme.space(5)};
  border-top: 1px solid ${theme.colors.border};
  font-size: 0.85rem;
  text-align: center;
  color: ${theme.colors.textMuted};
`;

const BLURBS = [
  { title: 'Secure', text: 'Only established bridge protocols, opened on their own sites' },
  { title: 'Fast Discovery', text: 'Find every bridge for a token in one search' },
  { title: 'Multi-Chain', text: '20+ blockchains via Wormhole and Stargate' },
] as const;

export function Footer() {
  return (
    <Bar>
      <Inner>
        <Blurbs>
          {BLURBS.map((blurb) => (
            <li key={blurb.title}>
              <BlurbTitle>{blurb.title}</BlurbTitle>
              <BlurbText>{blurb.text}</BlurbText>
            </li>
          ))}
        </Blurbs>
        <Closing>Bridge, please! - Find the best cross-chain bridge for your tokens</Closing>
      </Inner>
    </Bar>
  );
}
