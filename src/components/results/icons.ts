// Where a token's or a network's own icon is, if the build shipped one (see token-icons.d.ts).
import { NETWORK_ICONS, TOKEN_ICONS } from 'virtual:token-icons';

export function tokenIconUrl(symbol: string): string | undefined {
  const key = symbol.trim().toUpperCase();
  return TOKEN_ICONS.has(key) ? `/icons/tokens/${key}.svg` : undefined;
}

/** `chainId`: a canonical chain id (chains.ts). */
export function networkIconUrl(chainId: string): string | undefined {
  return NETWORK_ICONS.has(chainId) ? `/icons/networks/${chainId}.svg` : undefined;
}
