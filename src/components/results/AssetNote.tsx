// Says how a card belongs to the asset searched for when its symbol does not say it: found as the
// asset one of its contracts is ('Found as WBTC: …'), or one route leaving as one of the
// protocol's symbols and arriving as another of the same asset (a pool's USDT and USD₮0, a
// registry's USDC.e and USDC).
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { PROTOCOL_DISPLAY_NAME, type BridgeOption } from '../../shared/tokens';

const Note = styled.p`
  margin-top: ${theme.space(1.5)};
  font-size: 0.78rem;
  color: ${theme.colors.textMuted};
  overflow-wrap: anywhere;
`;

/** The note's words: third-party strings are rendered as text by the caller. */
export function assetNoteText(option: BridgeOption): string | null {
  const protocol = PROTOCOL_DISPLAY_NAME[option.protocol];
  if (option.joined) {
    const [leaves, arrives] = option.joined.symbols;
    const basis =
      option.joined.by === 'protocol'
        ? `${protocol}'s own token list counts both as ${option.joined.asset}`
        : `the issuers' lists name both contracts as ${option.joined.asset}`;
    return `The same asset under two symbols: ${protocol} takes ${leaves} and delivers ${arrives}; ${basis}.`;
  }
  if (option.asAsset) {
    const { asset, chain, contract } = option.asAsset;
    return `Found as ${asset}: ${protocol} lists ${contract} on ${chain} as ${option.token.symbol}.`;
  }
  return null;
}

export function AssetNote({ option }: { option: BridgeOption }) {
  const text = assetNoteText(option);
  return text === null ? null : (
    <Note>
      <bdi>{text}</bdi>
    </Note>
  );
}
