import styled from 'styled-components';
import { theme } from '../../styles/theme';
import type { ChainMark } from '../../shared/variants';
import { adapterOf } from '../../shared/protocols';
import type { BridgeOption } from '../../shared/tokens';
import { Badge, ProtocolBadge } from '../ui/Badge';
import { markLabel } from './chain-groups';
import { tokenIconUrl } from './icons';
import { TokenLogo } from './TokenLogo';
import { VariantChip } from './VariantChip';

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(1.5)};
`;

const TokenRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  min-width: 0;
  ${theme.media.sm} {
    && {
      grid-column: 1;
      grid-row: 2;
    }
    gap: ${theme.space(2)};
    & > img {
      width: 28px;
      height: 28px;
    }
  }
`;

const Symbol = styled.h3`
  font-size: 1.2rem;
  font-weight: 700;
  letter-spacing: -0.01em;
  min-width: 0;
  overflow-wrap: anywhere;
  span {
    font-weight: 500;
    font-size: 0.95rem;
    color: ${theme.colors.textMuted};
  }
`;

/**
 * The card's title: symbol with the token's name in parentheses; the name another source gives
 * its contract when its own gives none, else its adapter's detail (a registry key).
 */
function detailOf(option: BridgeOption): string | undefined {
  if (option.tokenName) return option.tokenName;
  const token = option.token;
  const detail = adapterOf(token).detail(token);
  return detail && detail.trim() !== '' ? detail : undefined;
}

export interface CardTitleProps {
  option: BridgeOption;
  /** The heading's id: the card and its 'Bridge Now' are labelled by it. */
  titleId: string;
  /** The mark every chain of the card carries, shown once beside the protocol. */
  cardMark: ChainMark | null;
  /** Where that mark comes from, in words. */
  sources: string[];
}

/** The card's badges (protocol, CoinGecko listing, card-wide mark) over its logo and title. */
export function CardTitle({ option, titleId, cardMark, sources }: CardTitleProps) {
  const token = option.token;
  const detail = detailOf(option);
  const adapter = adapterOf(token);
  const logo = adapter.logo(token);
  const coinGeckoId = adapter.coinGeckoId(token);
  return (
    <>
      <Badges>
        <ProtocolBadge protocol={option.protocol} />
        {coinGeckoId && <Badge data-tone="success">CoinGecko Listed</Badge>}
        {cardMark && (
          <VariantChip
            kind={cardMark.kind}
            label={markLabel(cardMark)}
            explanation={cardMark.explanation}
            sources={sources}
          />
        )}
      </Badges>
      <TokenRow>
        <TokenLogo
          src={logo}
          iconSrc={tokenIconUrl(token.symbol)}
          symbol={token.symbol}
          size={40}
        />
        <Symbol id={titleId}>
          {/* Each isolated (dir="auto" works like <bdi>): right-to-left text in one cannot
              reorder the other or the text around them. */}
          <bdi>{token.symbol}</bdi> {detail && <span dir="auto">({detail})</span>}
        </Symbol>
      </TokenRow>
    </>
  );
}
