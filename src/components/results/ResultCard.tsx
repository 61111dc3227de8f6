import { memo, useId, useState } from 'react';
import styled, { keyframes } from 'styled-components';
import { theme } from '../../styles/theme';
import { cardColumn } from '../../styles/surfaces';
import {
  chainDisplayName,
  resolveChain,
  retiredChain,
  retiredChainText,
  splitRetiredChains,
} from '../../shared/chains';
import type { OptionAnnotation } from '../../shared/contract';
import { matchReasonText } from '../../shared/match-reason';
import { adapterOf } from '../../shared/protocols';
import { type BridgeOption } from '../../shared/tokens';
import {
  isNativeCoinMarker,
  tokenAddress,
  tokenChain,
  tokenOnChain,
} from '../../shared/protocols/token-facts';
import { AddressActions } from './AddressActions';
import { AgreementNote } from './AgreementNote';
import { AssetNote } from './AssetNote';
import { Badge, ProtocolBadge } from '../ui/Badge';
import { MoreChainsButton, type ChainChipItem } from './ChainChips';
import { ChainGroups } from './ChainGroups';
import { markChains, markLabel } from './chain-groups';
import { tokenIconUrl } from './icons';
import { NetworkIcon } from './NetworkIcon';
import { PrimaryButton } from '../ui/Button';
import { RetiredNetworks } from './RetiredNetworks';
import { TokenLogo } from './TokenLogo';
import { VariantChip } from './VariantChip';

/** Cards animate in 100 ms apart; capped so that card 40 does not wait 4 s. */
export const CARD_DELAY_STEP_MS = 100;
export const CARD_DELAY_MAX_INDEX = 8;

export function cardDelayMs(index: number): number {
  return Math.min(index, CARD_DELAY_MAX_INDEX) * CARD_DELAY_STEP_MS;
}

const enter = keyframes`
  from { opacity: 0; transform: translateY(8px); }
  to { opacity: 1; transform: none; }
`;

const Card = styled.li`
  ${cardColumn}
  box-shadow: ${theme.shadow.card};
  min-width: 0;
  /* The per-card delay is an inline style: as a styled prop every index was a class of its own,
     so a first search inserted ~24 rules one by one and restyled the page each time. */
  animation: ${enter} 320ms ease-out both;
  transition: border-color 120ms ease;
  &:hover {
    border-color: ${theme.colors.borderStrong};
  }
  ${theme.media.reducedMotion} {
    animation: none;
  }
  /*
   * Phones: compact, so a screen holds at least two options. 'Bridge Now' moves up beside the
   * token's name (the grid places it; reading and tab order stay as in the markup).
   */
  ${theme.media.sm} {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: ${theme.space(2)};
    padding: ${theme.space(3)};
    & > * {
      grid-column: 1 / -1;
    }
  }
`;

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

const Label = styled.p`
  font-size: 0.75rem;
  font-weight: 600;
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${theme.colors.textMuted};
`;

/** 'Available on': said to screen readers everywhere, shown only where there is room. */
const ChainsLabel = styled(Label)`
  margin-bottom: 6px;
  ${theme.media.sm} {
    position: absolute;
    width: 1px;
    height: 1px;
    margin: -1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

/** The contract line over a full-width 'Bridge Now'; side by side on a phone. */
const Foot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
  margin-top: auto;
  ${theme.media.sm} {
    display: contents;
  }
`;

/** What arrives on the route's destination chain. */
const Arrival = styled.p`
  font-size: 0.85rem;
  color: ${theme.colors.text};
  overflow-wrap: anywhere;
`;

const Route = styled.p`
  font-size: 0.9rem;
  font-weight: 600;
  color: ${theme.colors.accent};
`;

const ContractRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space(2)};
  ${theme.media.sm} {
    grid-column: 1 / -1;
    min-width: 0;
  }
`;

/** Said instead of an address where the token is the chain's own coin. */
const NativeCoin = styled.span`
  font-size: 0.85rem;
  color: ${theme.colors.text};
`;

/** The route 'Bridge Now' opens, under the contract line; its own full row on a phone. */
const BridgeHint = styled.p`
  font-size: 0.78rem;
  text-align: center;
  color: ${theme.colors.textMuted};
  overflow-wrap: anywhere;
  ${theme.media.sm} {
    grid-column: 1 / -1;
    text-align: start;
  }
`;

const BridgeButton = styled(PrimaryButton)`
  width: 100%;
  ${theme.media.sm} {
    && {
      grid-column: 2;
      grid-row: 2;
    }
    width: auto;
    min-height: 40px;
  }
`;

/** What matched when the symbol did not: 'name: Tether USD'. */
const MatchNote = styled.p`
  font-size: 0.82rem;
  font-weight: 600;
  color: ${theme.colors.accent};
  overflow-wrap: anywhere;
`;

/**
 * The card's title: symbol with the token's name in parentheses; the name another source gives
 * its contract when its own gives none, else its adapter's detail (Wormhole's key).
 */
function detailOf(option: BridgeOption): string | undefined {
  if (option.tokenName) return option.tokenName;
  const token = option.token;
  const detail = adapterOf(token).detail(token);
  return detail && detail.trim() !== '' ? detail : undefined;
}

/**
 * The option's chain chips, one per chain (two source spellings of one chain are one chip):
 * Wormhole-wrapped deployments dashed, the chains an address search found its contract on
 * highlighted. Networks that have shut down are not chips: the card names them apart.
 */
function chipsOf(
  option: BridgeOption,
  wrappedChains: readonly string[] = [],
): Array<ChainChipItem & { id: string }> {
  const wrapped = new Set(wrappedChains);
  const highlight = new Set(option.highlightChains ?? []);
  const chips = new Map<string, ChainChipItem & { id: string }>();
  for (const raw of option.availableChains) {
    if (retiredChain(raw, option.protocol)) continue;
    const chain = resolveChain(raw, option.protocol);
    const chip = chips.get(chain.name);
    if (chip) {
      // A chain reached natively by one token is not 'wrapped' because another is wrapped there.
      if (!wrapped.has(raw)) delete chip.wrapped;
      if (highlight.has(raw)) chip.highlight = true;
      continue;
    }
    chips.set(chain.name, {
      id: chain.id,
      name: chain.name,
      icon: <NetworkIcon chainId={chain.id} />,
      ...(wrapped.has(raw) ? { wrapped: true } : {}),
      ...(highlight.has(raw) ? { highlight: true } : {}),
    });
  }
  return [...chips.values()];
}

/** The chips of a route's two ends (From first), and how many other chains the card has. */
function routeChips<C extends { id: string }>(
  chips: readonly C[],
  route: { fromChain: string; toChain: string },
): { shown: C[]; others: number } {
  const shown = [route.fromChain, route.toChain]
    .map((id) => chips.find((chip) => chip.id === id))
    .filter((chip): chip is C => chip !== undefined);
  return { shown, others: chips.length - shown.length };
}

const OtherChains = styled(MoreChainsButton)`
  margin-top: ${theme.space(1.5)};
`;

const Note = styled.p`
  margin-top: ${theme.space(1.5)};
  font-size: 0.78rem;
  color: ${theme.colors.textMuted};
`;

export interface ResultCardProps {
  option: BridgeOption;
  /** Position for the entrance animation, read when the card mounts. */
  index: number;
  /** 'Ethereum -> Arbitrum' when both From and To are chosen. */
  routeLabel?: string;
  /** What 'Bridge Now' opens: 'Arbitrum → Base on Stargate'. */
  bridgeLabel?: string;
  /** The chain 'Bridge Now' leaves from (source spelling): the contract line shows that chain's. */
  bridgeFrom?: string;
  onBridge: (option: BridgeOption) => void;
  /** Trust notes: address agreement across sources and variant labels. */
  annotation?: OptionAnnotation;
  /** Chips after this many collapse into '+N more' (phones); all shown when absent. */
  collapseChainsAfter?: number;
  /** Both ends of the search's route (canonical ids): the card shows those two chains first. */
  routeChains?: { fromChain: string; toChain: string };
}

export const ResultCard = memo(function ResultCard({
  option,
  index,
  routeLabel,
  bridgeLabel,
  bridgeFrom,
  onBridge,
  annotation,
  collapseChainsAfter,
  routeChains,
}: ResultCardProps) {
  const token = option.token;
  const detail = detailOf(option);
  const [allChains, setAllChains] = useState(false);
  const chips = chipsOf(option, annotation?.wrappedChains);
  const retired = splitRetiredChains(option.availableChains, option.protocol).retired;
  const onlyRetired = chips.length === 0 && retired.length > 0;
  const route = routeChains && !allChains ? routeChips(chips, routeChains) : null;
  const marked = markChains(route ? route.shown : chips, annotation?.chainMarks);
  // The bridge line under the card names the route when it has one: said once, there.
  const routeStated = Boolean(bridgeLabel?.includes('→'));
  const contract = (bridgeFrom !== undefined && tokenOnChain(option, bridgeFrom)) || token;
  const contractChain = chainDisplayName(tokenChain(contract), option.protocol);
  const nativeCoin = isNativeCoinMarker(contract);
  const address = tokenAddress(contract);
  const adapter = adapterOf(token);
  const logo = adapter.logo(token);
  const coinGeckoId = adapter.coinGeckoId(token);
  const titleId = useId();
  // Fixed when the card mounts: a card already shown whose place changes (new data under the
  // results) must not go back into its entrance delay and blink out.
  const [delayMs] = useState(() => cardDelayMs(index));
  return (
    <Card style={{ animationDelay: `${delayMs}ms` }} aria-labelledby={titleId}>
      <Badges>
        <ProtocolBadge protocol={option.protocol} />
        {coinGeckoId && <Badge data-tone="success">CoinGecko Listed</Badge>}
        {marked.cardMark && (
          <VariantChip
            kind={marked.cardMark.kind}
            label={markLabel(marked.cardMark)}
            explanation={marked.cardMark.explanation}
            sources={marked.sources}
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
      {option.readsAs && (
        <Note>
          Found as {option.readsAs}: the symbol is spelled <bdi>{token.symbol}</bdi>.
        </Note>
      )}
      <AssetNote option={option} />
      {option.matchedBy && (
        <MatchNote>
          <bdi>{matchReasonText(option.matchedBy)}</bdi>
        </MatchNote>
      )}
      {routeLabel && !routeStated && <Route>{routeLabel}</Route>}
      {annotation?.arrival && <Arrival role="note">{annotation.arrival}</Arrival>}
      {annotation && <AgreementNote agreement={annotation.agreement} />}
      {onlyRetired ? (
        <Arrival role="note" id={`${titleId}-retired`}>
          Only on retired networks: {retired.map(retiredChainText).join(', ')}
        </Arrival>
      ) : (
        <div>
          <ChainsLabel id={`${titleId}-chains`}>Available on</ChainsLabel>
          <ChainGroups
            groups={marked.groups}
            collapse={collapseChainsAfter ?? false}
            labelledBy={`${titleId}-chains`}
          />
          {route && route.others > 0 && (
            <OtherChains type="button" onClick={() => setAllChains(true)}>
              +{route.others} other {route.others === 1 ? 'chain' : 'chains'}
            </OtherChains>
          )}
          <RetiredNetworks chains={retired} />
        </div>
      )}
      <Foot>
        {adapter.showsContract && nativeCoin && (
          <ContractRow>
            <Label>{contractChain}</Label>
            <NativeCoin>Native coin, no contract</NativeCoin>
          </ContractRow>
        )}
        {adapter.showsContract && !nativeCoin && address && (
          <ContractRow>
            <Label>
              <span>Primary Contract</span> · {contractChain}
            </Label>
            <AddressActions
              address={address}
              chain={tokenChain(contract)}
              protocol={option.protocol}
            />
          </ContractRow>
        )}
        {bridgeLabel && <BridgeHint id={`${titleId}-bridge`}>{bridgeLabel}</BridgeHint>}
        <BridgeButton
          type="button"
          onClick={() => onBridge(option)}
          title={bridgeLabel}
          // No hand-off to a network that no longer takes transfers.
          disabled={onlyRetired}
          aria-describedby={
            onlyRetired
              ? `${titleId} ${titleId}-retired`
              : bridgeLabel
                ? `${titleId} ${titleId}-bridge`
                : titleId
          }
        >
          Bridge Now
        </BridgeButton>
      </Foot>
    </Card>
  );
});
