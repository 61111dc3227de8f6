import { memo } from 'react';
import styled from 'styled-components';
import { chainDisplayName } from '../shared/chains';
import { tokenAddress, tokenChain, type Token } from '../shared/tokens';
import { AddressActions } from './AddressActions';
import { Badge } from './Badge';
import { TokenLogo } from './TokenLogo';

const Card = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  min-width: 0;
  /* Off-screen cards skip layout and paint until scrolled near. */
  content-visibility: auto;
  contain-intrinsic-size: auto 220px;
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
`;

const Names = styled.div`
  min-width: 0;
  flex: 1;
`;

const Symbol = styled.h2`
  font-size: 1.05rem;
  font-weight: 700;
  overflow-wrap: anywhere;
`;

const Name = styled.p`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space(1.5)} ${({ theme }) => theme.space(3)};
  margin: 0;
  font-size: 0.85rem;
  align-items: center;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1.5)};
`;

const ChainBadge = styled(Badge)`
  flex: none;
  max-width: 45%;
  overflow: hidden;
  text-overflow: ellipsis;
`;

/** One token of a protocol's list, with every field of SPEC 2. */
export const TokenCard = memo(function TokenCard({ token }: { token: Token }) {
  const chain = tokenChain(token);
  const chainName = chainDisplayName(chain, token.protocol);
  const address = tokenAddress(token);
  const name = token.protocol === 'Wormhole' ? undefined : token.name;
  const logo = token.protocol === 'Wormhole' ? undefined : token.logoURI;
  const showName = name && name.trim() !== '' && name.trim() !== token.symbol;
  const tags = token.protocol === 'Stargate' ? token.tags.filter((tag) => tag.trim() !== '') : [];
  return (
    <Card>
      <Top>
        <TokenLogo src={logo} symbol={token.symbol} size={40} fallback />
        <Names>
          <Symbol>{token.symbol}</Symbol>
          {showName && <Name>{name}</Name>}
        </Names>
        <ChainBadge $tone="accent" title={chainName}>
          {chainName}
        </ChainBadge>
      </Top>
      {(token.protocol === 'Stargate' && (token.isVerified || tags.length > 0)) ||
      (token.protocol === 'Wormhole' && token.wrappedAsset) ? (
        <Badges>
          {token.protocol === 'Stargate' && token.isVerified && (
            <Badge $tone="success">Verified</Badge>
          )}
          {tags.map((tag) => (
            <Badge key={tag}>{tag}</Badge>
          ))}
          {token.protocol === 'Wormhole' && token.wrappedAsset && (
            <Badge $tone="accent">Wrapped Asset</Badge>
          )}
        </Badges>
      ) : null}
      <Facts>
        <dt>Chain</dt>
        <dd>{chainName}</dd>
        <dt>Decimals</dt>
        <dd>{token.decimals}</dd>
        {token.protocol === 'Wormhole' && token.coinGeckoId && (
          <>
            <dt>CoinGecko</dt>
            <dd>{token.coinGeckoId}</dd>
          </>
        )}
        {address && (
          <>
            <dt>Address</dt>
            <dd>
              <AddressActions address={address} chain={chain} protocol={token.protocol} />
            </dd>
          </>
        )}
      </Facts>
    </Card>
  );
});
