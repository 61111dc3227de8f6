import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { explorerAddressUrl } from '../../shared/chains';
import type { Protocol } from '../../shared/tokens';
import { isNativeSentinel } from '../../shared/address';
import { copyText } from '../../lib/browser/clipboard';
import { EXTERNAL_REL } from '../../lib/browser/external-link';
import { shortenAddress } from '../../lib/format';
import { notify } from '../../notify/notify';
import { safeHttpsUrl } from '../../lib/browser/safe-url';
import { CopyIcon, ExternalIcon } from '../ui/Icons';

export const ADDRESS_COPIED = 'Address copied to clipboard';

const Wrap = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1)};
  min-width: 0;
`;

const CopyButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1.5)};
  min-height: 32px;
  padding: 0 ${theme.space(2)};
  border-radius: ${theme.radii.sm};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.bg};
  color: ${theme.colors.text};
  font-family: ${theme.fonts.mono};
  font-size: 0.8rem;
  cursor: pointer;
  &:hover {
    border-color: ${theme.colors.borderStrong};
    background: ${theme.colors.surfaceRaised};
  }
  svg {
    color: ${theme.colors.textMuted};
  }
`;

const ExplorerLink = styled.a`
  display: inline-grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border-radius: ${theme.radii.sm};
  border: 1px solid ${theme.colors.border};
  color: ${theme.colors.textMuted};
  &:hover {
    color: ${theme.colors.text};
    border-color: ${theme.colors.borderStrong};
  }
`;

export async function copyAddress(address: string): Promise<void> {
  if (await copyText(address)) notify.success(ADDRESS_COPIED, { slot: 'copied' });
  else notify.error('Could not copy the address');
}

/** A shortened address (6...4) that copies the full one, and its explorer page when known. */
export function AddressActions({
  address,
  chain,
  protocol,
}: {
  address: string;
  chain: string;
  protocol: Protocol;
}) {
  // A gas-token placeholder (0x0…0, 0xEeee…) names no contract: no explorer page to show.
  const explorer = isNativeSentinel(address)
    ? null
    : safeHttpsUrl(explorerAddressUrl(chain, address, protocol));
  const short = shortenAddress(address);
  return (
    <Wrap>
      {/* The visible text starts the accessible name (WCAG 2.5.3); the full address is in the title. */}
      <CopyButton type="button" title={`Copy ${address}`} onClick={() => void copyAddress(address)}>
        {short}
        <span className="visually-hidden"> (copy full address)</span>
        <CopyIcon />
      </CopyButton>
      {explorer && (
        <ExplorerLink
          href={explorer}
          target="_blank"
          rel={EXTERNAL_REL}
          aria-label={`View ${short} on the block explorer (opens in a new tab)`}
        >
          <ExternalIcon />
        </ExplorerLink>
      )}
    </Wrap>
  );
}
