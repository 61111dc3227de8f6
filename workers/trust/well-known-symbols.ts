// The canonical spellings of well-known token symbols: a symbol that folds to one of them but is
// spelled differently may be imitating it.
import { foldSymbol } from './trust-keys';

/** Canonical spellings of well-known symbols, keyed by fold: a different spelling is a look-alike. */
// prettier-ignore
export const WELL_KNOWN: ReadonlyMap<string, string> = new Map(
  [
    'USDT', 'USDC', 'DAI', 'ETH', 'WETH', 'BTC', 'WBTC', 'BNB', 'WBNB', 'SOL', 'WSOL', 'AVAX',
    'POL', 'MATIC', 'ARB', 'OP', 'USDe', 'EURC', 'PYUSD', 'FDUSD', 'TUSD', 'BUSD', 'FRAX', 'LINK',
    'UNI', 'AAVE', 'wstETH', 'stETH', 'cbBTC', 'cbETH', 'weETH', 'SUI', 'APT', 'TRX', 'TON', 'XRP',
    'DOGE', 'SHIB', 'PEPE',
  ].map((symbol) => [foldSymbol(symbol), symbol]),
);

/** The well-known symbol a fold equals or starts with (USDT0 -> USDT), longest first. */
export function nearWellKnown(fold: string): string | undefined {
  const exact = WELL_KNOWN.get(fold);
  if (exact !== undefined) return exact;
  let best: string | undefined;
  for (const [known, spelling] of WELL_KNOWN) {
    if (fold.startsWith(known) && (best === undefined || known.length > best.length)) {
      best = spelling;
    }
  }
  return best;
}
