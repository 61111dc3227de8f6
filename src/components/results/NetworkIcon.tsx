import styled from 'styled-components';
import { networkIconUrl } from './icons';
import { lazyImage } from './TokenLogo';

const Img = styled.img`
  flex: none;
  border-radius: 50%;
`;

/** A chain's network icon beside its name on a chip, when the build shipped one. Decorative. */
export function NetworkIcon({ chainId, size = 14 }: { chainId: string; size?: number }) {
  const url = networkIconUrl(chainId);
  if (!url) return null;
  return <Img {...lazyImage(url, size)} aria-hidden="true" />;
}
