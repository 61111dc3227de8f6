// '+N retired networks': the networks a token was listed on that no longer take transfers, named
// with the day they stopped and the notice, on request.
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import type { RetiredChain } from '../../shared/chains';
import { Disclosure } from '../ui/Disclosure';

const Root = styled.div`
  margin-top: ${theme.space(1.5)};
  font-size: 0.78rem;
  color: ${theme.colors.textMuted};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 2px;
  list-style: none;
  padding: 0;
  margin: 0;
  a {
    color: ${theme.colors.accent};
  }
`;

export function retiredCountText(count: number): string {
  return count === 1 ? '+1 retired network' : `+${count} retired networks`;
}

/** One line per network: 'zkSync Lite: shut down 2026-05-04 (notice)'. */
export function RetiredList({ chains }: { chains: readonly RetiredChain[] }) {
  return (
    <List>
      {chains.map((chain) => (
        <li key={chain.id}>
          {chain.name}: {chain.what} {chain.on} (
          <a href={chain.notice} target="_blank" rel="noopener noreferrer">
            notice
          </a>
          )
        </li>
      ))}
    </List>
  );
}

export function RetiredNetworks({ chains }: { chains: readonly RetiredChain[] }) {
  if (chains.length === 0) return null;
  return (
    <Root>
      <Disclosure summary={retiredCountText(chains.length)}>
        <RetiredList chains={chains} />
      </Disclosure>
    </Root>
  );
}
