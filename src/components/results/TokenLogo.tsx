import { useState } from 'react';
import styled from 'styled-components';
import { safeImageUrl } from '../../lib/browser/safe-url';

const Img = styled.img`
  flex: none;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  object-fit: cover;
`;

const Fallback = styled.span<{ $size: number }>`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ $size }) => Math.round($size * 0.42)}px;
  font-weight: 700;
`;

/**
 * A token logo from a third-party URL: only safe schemes, no referrer, lazy, fixed size (no
 * layout shift). A logo that fails to load is hidden; `fallback` shows initials instead.
 */
export function TokenLogo({
  src,
  symbol,
  size = 40,
  fallback = false,
}: {
  src?: string;
  symbol: string;
  size?: number;
  fallback?: boolean;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const url = safeImageUrl(src);
  if (!url || failed === url) {
    return fallback ? (
      <Fallback $size={size} aria-hidden="true">
        {symbol.slice(0, 1).toUpperCase()}
      </Fallback>
    ) : null;
  }
  return (
    <Img
      src={url}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      referrerPolicy="no-referrer"
      onError={() => setFailed(url)}
    />
  );
}
