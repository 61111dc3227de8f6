import { memo, useId, type ReactNode } from 'react';
import { departureToken } from '../../lib/departure';
import { chainDisplayName, resolveChain } from '../../shared/chains';
import { tokenChain, type Token } from '../../shared/tokens';
import { ChainChips } from '../results/ChainChips';
import { tokenIconUrl } from '../results/icons';
import { NetworkIcon } from '../results/NetworkIcon';
import { Detail, GroupCard, Names, Symbol, Top } from '../results/token-card-frame';
import { TokenLogo } from '../results/TokenLogo';
import { BridgeNowButton } from './BridgeNowButton';

/** The name a group shows: the first token name that says more than the symbol. */
function nameOf(tokens: readonly Token[], symbol: string): string | undefined {
  for (const token of tokens) {
    const name = token.protocol === 'Wormhole' ? undefined : token.name?.trim();
    if (name && name !== symbol) return name;
  }
  return undefined;
}

function logoOf(tokens: readonly Token[]): string | undefined {
  for (const token of tokens)
    if (token.protocol !== 'Wormhole' && token.logoURI) return token.logoURI;
  return undefined;
}

/** The group's chains, one chip each (two source spellings of a chain are one chip). */
function uniqueChains(tokens: readonly Token[]) {
  const chips = new Map<string, { name: string; icon: ReactNode }>();
  for (const token of tokens) {
    const chain = resolveChain(tokenChain(token), token.protocol);
    if (!chips.has(chain.name))
      chips.set(chain.name, { name: chain.name, icon: <NetworkIcon chainId={chain.id} /> });
  }
  return [...chips.values()];
}

function chainCountText(count: number): string {
  return count === 1 ? 'On 1 chain' : `On ${count} chains`;
}

export interface TokenGroupCardProps {
  symbol: string;
  /** The symbol's tokens, one per chain, in list order. */
  tokens: readonly Token[];
  /** 'Bridge Now': leaves from the token `departureToken` picks (Ethereum's, when listed). */
  onBridge: (token: Token) => void;
}

/** One symbol of a protocol's list: every chain it is on, and 'Bridge Now'. */
export const TokenGroupCard = memo(function TokenGroupCard({
  symbol,
  tokens,
  onBridge,
}: TokenGroupCardProps) {
  const titleId = useId();
  const start = departureToken(tokens);
  const name = nameOf(tokens, symbol);
  const chains = uniqueChains(tokens);
  return (
    <GroupCard aria-labelledby={titleId}>
      <Top>
        <TokenLogo
          src={logoOf(tokens)}
          iconSrc={tokenIconUrl(symbol)}
          symbol={symbol}
          size={40}
          fallback
        />
        <Names>
          <Symbol id={titleId}>
            <bdi>{symbol}</bdi>
          </Symbol>
          {name && <Detail dir="auto">{name}</Detail>}
        </Names>
      </Top>
      <div>
        <Detail id={`${titleId}-chains`}>{chainCountText(chains.length)}</Detail>
        <div style={{ marginTop: 6 }}>
          <ChainChips chains={chains} collapse labelledBy={`${titleId}-chains`} />
        </div>
      </div>
      {start && (
        <BridgeNowButton
          type="button"
          onClick={() => onBridge(start)}
          aria-describedby={titleId}
          title={`Bridge from ${chainDisplayName(tokenChain(start), start.protocol)}`}
        >
          Bridge Now
        </BridgeNowButton>
      )}
    </GroupCard>
  );
});
