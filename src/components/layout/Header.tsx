import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { useLocation, useSearch } from 'wouter';
import { ROUTES } from '../../routing/routes';
import { useResetSignal } from '../../routing/reset-signal';
import { BridgesMenu } from '../bridges-menu/BridgesMenu';
import { LogoMark } from './Logo';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: 10;
  border-bottom: 1px solid ${theme.colors.border};
  background: rgba(11, 15, 26, 0.85);
  backdrop-filter: saturate(140%) blur(10px);
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(3)} ${theme.space(5)};
  ${theme.media.sm} {
    padding: ${theme.space(3)} ${theme.space(4)};
  }
`;

const LogoButton = styled.button`
  display: inline-grid;
  place-items: center;
  padding: 0;
  border: 0;
  background: none;
  border-radius: ${theme.radii.md};
  cursor: pointer;
`;

const Titles = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  margin-right: auto;
`;

const Title = styled.p`
  font-size: 1.1rem;
  font-weight: 700;
  letter-spacing: -0.01em;
  color: ${theme.colors.text};
`;

const Tagline = styled.p`
  font-size: 0.8rem;
  color: ${theme.colors.textMuted};
  ${theme.media.sm} {
    font-size: 0.75rem;
    line-height: 1.35;
  }
`;

export function Header() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const reset = useResetSignal();
  return (
    <Bar>
      <Inner>
        <LogoButton
          type="button"
          aria-label="Home: start a new search"
          onClick={() => {
            // No duplicate history entry when already on a blank home screen.
            if (location !== ROUTES.home || search !== '') navigate(ROUTES.home);
            reset.request();
          }}
        >
          <LogoMark />
        </LogoButton>
        <Titles>
          <Title>Bridge, please!</Title>
          <Tagline>Cross-chain token bridge discovery</Tagline>
        </Titles>
        <nav aria-label="Bridges">
          <BridgesMenu />
        </nav>
      </Inner>
    </Bar>
  );
}
