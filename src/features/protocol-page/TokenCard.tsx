import { memo, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { chainDisplayName } from '../../shared/chains';
import type { TokenVariant } from '../../shared/contract';
import { adapterOf } from '../../shared/protocols';
import { PROTOCOL_DISPLAY_NAME, type Token } from '../../shared/tokens';
import { isNativeCoinMarker, tokenAddress, tokenChain } from '../../shared/protocols/token-facts';
import { AddressActions } from '../../components/results/AddressActions';
import { Card, Detail, Names, Symbol, Top } from './token-card-frame';
import { AgreementNote } from '../../components/results/AgreementNote';
import { Badge } from '../../components/ui/Badge';
import { tokenIconUrl } from '../../components/results/icons';
import { TokenLogo } from '../../components/results/TokenLogo';
import { useTooltip } from '../../components/ui/Tooltip';
import { VariantChip } from '../../components/results/VariantChip';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${theme.space(1.5)} ${theme.space(3)};
  margin: 0;
  font-size: 0.85rem;
  align-items: center;
  dt {
    color: ${theme.colors.textMuted};
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
  align-items: center;
  gap: ${theme.space(1.5)};
`;

/**
 * The 'Wrapped Asset' badge a protocol gives its own wrapped tokens, focusable when it carries the variant's
 * explanation.
 */
const WrappedBadge = styled(Badge).attrs({ as: 'button', type: 'button' })`
  font: inherit;
  font-size: 0.75rem;
  font-weight: 600;
  cursor: help;
  border-style: dashed;
`;

const ChainBadge = styled(Badge)`
  flex: none;
  max-width: 45%;
  overflow: hidden;
  text-overflow: ellipsis;
`;

function ExplainedWrappedBadge({ explanation }: { explanation: string }) {
  const { triggerProps, tooltip } = useTooltip(explanation);
  return (
    <>
      <WrappedBadge data-tone="accent" {...triggerProps}>
        Wrapped Asset
      </WrappedBadge>
      {tooltip}
    </>
  );
}

/** Why a token its protocol marks verified can still carry an address warning. */
export function verifiedButDifferent(protocol: string): string {
  return `${protocol}'s 'Verified' says ${protocol} checked this token for its own bridge; it does not make this contract the issuer's.`;
}

export interface TokenCardProps {
  token: Token;
  /** Its variant label, if it is not an ordinary token. */
  variant?: TokenVariant | null;
  /** A cross-source address conflict on this token's chain, in words. */
  conflict?: string;
  /** The card's action, under its fields ('Bridge Now'). */
  children?: ReactNode;
}

/** One token of a protocol's list, with every field the list shows, and its trust notes. */
export const TokenCard = memo(function TokenCard({
  token,
  variant,
  conflict,
  children,
}: TokenCardProps) {
  const chain = tokenChain(token);
  const chainName = chainDisplayName(chain, token.protocol);
  const address = tokenAddress(token);
  const nativeCoin = isNativeCoinMarker(token);
  const adapter = adapterOf(token);
  const name = adapter.name(token);
  const logo = adapter.logo(token);
  const showName = name && name.trim() !== '' && name.trim() !== token.symbol;
  const tags = adapter.tags(token).filter((tag) => tag.trim() !== '');
  const verified = adapter.verified(token);
  const coinGeckoId = adapter.coinGeckoId(token);
  const wrappedBadge = adapter.wrappedBadge(token);
  // The source's own 'Wrapped Asset' badge already says what a 'Wrapped' chip would: it explains it.
  const explainsWrapped = wrappedBadge && variant?.kind === 'wrapped';
  const chip = variant && !explainsWrapped ? variant : null;
  return (
    <Card>
      <Top>
        <TokenLogo
          src={logo}
          iconSrc={tokenIconUrl(token.symbol)}
          symbol={token.symbol}
          size={40}
          fallback
        />
        <Names>
          <Symbol>{token.symbol}</Symbol>
          {showName && <Detail>{name}</Detail>}
        </Names>
        <ChainBadge data-tone="accent" title={chainName}>
          {chainName}
        </ChainBadge>
      </Top>
      {verified || tags.length > 0 || wrappedBadge || chip ? (
        <Badges>
          {chip && (
            <VariantChip
              kind={chip.kind}
              label={chip.label}
              explanation={chip.explanation}
              sources={chip.source ? [chip.source] : []}
            />
          )}
          {verified && <Badge data-tone="success">Verified</Badge>}
          {tags.map((tag) => (
            <Badge key={tag}>{tag}</Badge>
          ))}
          {wrappedBadge &&
            (explainsWrapped && variant ? (
              <ExplainedWrappedBadge explanation={variant.explanation} />
            ) : (
              <Badge data-tone="accent">Wrapped Asset</Badge>
            ))}
        </Badges>
      ) : null}
      {conflict && (
        <AgreementNote
          agreement={{
            tone: 'conflict',
            headline: conflict,
            // A 'Verified' badge beside a warning needs the sentence that says how both are true.
            details: verified ? [verifiedButDifferent(PROTOCOL_DISPLAY_NAME[token.protocol])] : [],
          }}
        />
      )}
      <Facts>
        <dt>Chain</dt>
        <dd>{chainName}</dd>
        <dt>Decimals</dt>
        <dd>{token.decimals}</dd>
        {coinGeckoId && (
          <>
            <dt>CoinGecko</dt>
            <dd>{coinGeckoId}</dd>
          </>
        )}
        {nativeCoin ? (
          <>
            <dt>Address</dt>
            <dd>Native coin, no contract</dd>
          </>
        ) : (
          address && (
            <>
              <dt>Address</dt>
              <dd>
                <AddressActions address={address} chain={chain} protocol={token.protocol} />
              </dd>
            </>
          )
        )}
      </Facts>
      {children}
    </Card>
  );
});
