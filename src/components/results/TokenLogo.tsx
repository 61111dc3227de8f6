import { useState } from 'react';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { safeImageUrl } from '../../lib/browser/safe-url';
import { config } from '../../config/env';
import { useOnline } from '../../data/useOnline';

const Img = styled.img`
  flex: none;
  border-radius: 50%;
  background: ${theme.colors.surfaceRaised};
  object-fit: cover;
`;

/** A decorative square image (alt ''), fetched and decoded only when near the screen. */
export function lazyImage(src: string, size: number) {
  return { src, alt: '', width: size, height: size, loading: 'lazy', decoding: 'async' } as const;
}

const Fallback = styled.span<{ $size: number }>`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  background: ${theme.colors.surfaceRaised};
  border: 1px solid ${theme.colors.border};
  color: ${theme.colors.textMuted};
  font-size: ${({ $size }) => Math.round($size * 0.42)}px;
  font-weight: 700;
`;

/**
 * A token logo: the source's own (a third-party URL: only safe schemes, no referrer), else our
 * shipped icon for the symbol (`iconSrc`), lazy and at a fixed size (no layout shift). A logo
 * that fails to load gives way to the next; with none left it is hidden, or with `fallback` the
 * symbol's initial in a circle shows instead.
 */
export function TokenLogo({
  src,
  iconSrc,
  symbol,
  size = 40,
  fallback = false,
}: {
  src?: string;
  /** Our own icon for the symbol (same origin), used when the source has no logo. */
  iconSrc?: string;
  symbol: string;
  size?: number;
  fallback?: boolean;
}) {
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  // Offline, a third-party logo can only fail (an error in the console each): not asked for.
  const online = useOnline();
  const remote = config.remoteLogos && online ? safeImageUrl(src) : undefined;
  const url = [remote, iconSrc].find(
    (candidate): candidate is string => Boolean(candidate) && !failed.has(candidate as string),
  );
  if (!url) {
    return fallback ? (
      <Fallback $size={size} aria-hidden="true">
        {symbol.slice(0, 1).toUpperCase()}
      </Fallback>
    ) : null;
  }
  return (
    <Img
      {...lazyImage(url, size)}
      referrerPolicy="no-referrer"
      onError={() => setFailed((previous) => new Set(previous).add(url))}
    />
  );
}
