import { memo, useId } from 'react';
import { departureToken } from '../../lib/departure';
import { chainDisplayName, resolveChain, retiredChainText } from '../../shared/chains';
import type { OptionAnnotation } from '../../shared/contract';
import { adapterOf } from '../../shared/protocols';
import { type Token } from '../../shared/tokens';
import { tokenChain, tokenDeployments } from '../../shared/protocols/token-facts';
import { AgreementNote } from '../../components/results/AgreementNote';
import type { ChainChipItem } from '../../components/results/ChainChips';
import { ChainGroups } from '../../components/results/ChainGroups';
import { markChains, markLabel } from '../../components/results/chain-groups';
import { VariantChip } from '../../components/results/VariantChip';
import { tokenIconUrl } from '../../components/results/icons';
import { NetworkIcon } from '../../components/results/NetworkIcon';
import { RetiredNetworks } from '../../components/results/RetiredNetworks';
import { Detail, GroupCard, Names, Symbol, Top } from './token-card-frame';
import { TokenLogo } from '../../components/results/TokenLogo';
import { BridgeNowButton } from './BridgeNowButton';
import { splitRetiredTokens } from './token-groups';

/** The name a group shows: the first token name that says more than the symbol. */
function nameOf(tokens: readonly Token[], symbol: string): string | undefined {
  for (const token of tokens) {
    const name = adapterOf(token).name(token)?.trim();
    if (name && name !== symbol) return name;
  }
  return undefined;
}

function logoOf(tokens: readonly Token[]): string | undefined {
  for (const token of tokens) {
    const logo = adapterOf(token).logo(token);
    if (logo) return logo;
  }
  return undefined;
}

/**
 * The group's chains, one chip each (two source spellings of a chain are one chip): its tokens'
 * own chains, then the chains the protocol reaches only through its wrapped copies, dashed, as a
 * search shows the same token. The caller leaves out tokens on retired networks.
 */
function uniqueChains(tokens: readonly Token[]): ChainChipItem[] {
  const chips = new Map<string, ChainChipItem>();
  for (const token of tokens) {
    const chain = resolveChain(tokenChain(token), token.protocol);
    if (!chips.has(chain.name))
      chips.set(chain.name, { name: chain.name, icon: <NetworkIcon chainId={chain.id} /> });
  }
  for (const token of tokens) {
    for (const deployment of tokenDeployments(token).slice(1)) {
      const chain = resolveChain(deployment.chainName, token.protocol);
      if (!chips.has(chain.name))
        chips.set(chain.name, {
          name: chain.name,
          icon: <NetworkIcon chainId={chain.id} />,
          wrapped: true,
        });
    }
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
  /** The symbol's trust notes, the same a search shows (chain marks, address notes). */
  annotation?: OptionAnnotation;
  /** The name another source gives the symbol's contracts, shown when its own tokens give none. */
  borrowedName?: string;
}

/** One symbol of a protocol's list: every chain it is on, and 'Bridge Now'. */
export const TokenGroupCard = memo(function TokenGroupCard({
  symbol,
  tokens,
  onBridge,
  annotation,
  borrowedName,
}: TokenGroupCardProps) {
  const titleId = useId();
  const { live, retired } = splitRetiredTokens(
    tokens,
    tokens.map((_, index) => index),
  );
  const liveTokens = live.map((index) => tokens[index]!);
  const start = departureToken(liveTokens);
  const name = nameOf(tokens, symbol) ?? borrowedName;
  const chains = uniqueChains(liveTokens);
  const marked = markChains(chains, annotation?.chainMarks);
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
      {marked.cardMark && (
        <div>
          <VariantChip
            kind={marked.cardMark.kind}
            label={markLabel(marked.cardMark)}
            explanation={marked.cardMark.explanation}
            sources={marked.sources}
          />
        </div>
      )}
      {annotation && <AgreementNote agreement={annotation.agreement} />}
      {liveTokens.length === 0 ? (
        <Detail role="note">
          Only on retired networks: {retired.map(retiredChainText).join(', ')}
        </Detail>
      ) : (
        <div>
          <Detail id={`${titleId}-chains`}>{chainCountText(chains.length)}</Detail>
          <div style={{ marginTop: 6 }}>
            <ChainGroups groups={marked.groups} collapse labelledBy={`${titleId}-chains`} />
          </div>
          <RetiredNetworks chains={retired} />
        </div>
      )}
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
