// Names people type for a coin instead of its ticker ('bitcoin', 'ether'), each with the symbols
// it means. Consulted only when a query matches no symbol, and by the did-you-mean suggestions.
// Kept short on purpose: a name belongs here when it is the coin's everyday name, is not itself a
// symbol most sources list, and maps to symbols without doubt. Symbols compare case-insensitively
// ('USDT' also means a source's 'USDt'); the look-alike spelling 'USD₮0' is Tether's own.
import { foldCase } from './substring-index';

export interface CommonName {
  /** Lower-case names a visitor may type, trimmed. */
  names: readonly string[];
  /** The symbols the name means, most common first, as they are usually spelled. */
  symbols: readonly string[];
}

export const COMMON_NAMES: readonly CommonName[] = [
  { names: ['bitcoin'], symbols: ['BTC', 'WBTC', 'cbBTC', 'tBTC'] },
  { names: ['ether', 'ethereum'], symbols: ['ETH', 'WETH'] },
  { names: ['solana'], symbols: ['SOL', 'WSOL'] },
  { names: ['tether'], symbols: ['USDT', 'USD₮0'] },
  { names: ['usd coin', 'usdcoin', 'circle'], symbols: ['USDC'] },
  { names: ['binance', 'binance coin'], symbols: ['BNB', 'WBNB'] },
  { names: ['polygon', 'matic'], symbols: ['POL', 'MATIC', 'WPOL', 'WMATIC'] },
  { names: ['avalanche'], symbols: ['AVAX', 'WAVAX'] },
  { names: ['arbitrum'], symbols: ['ARB'] },
  { names: ['optimism'], symbols: ['OP'] },
  { names: ['aptos'], symbols: ['APT'] },
  { names: ['fantom'], symbols: ['FTM', 'WFTM'] },
  { names: ['mantle'], symbols: ['MNT', 'WMNT'] },
  { names: ['dogecoin'], symbols: ['DOGE'] },
  { names: ['toncoin'], symbols: ['TON'] },
  { names: ['tron'], symbols: ['TRX'] },
];

const BY_NAME = new Map<string, CommonName>(
  COMMON_NAMES.flatMap((entry) => entry.names.map((name) => [name, entry] as const)),
);

/** The entry a query names (case and surrounding spaces ignored), if any. */
export function commonNameOf(query: string): { name: string; entry: CommonName } | undefined {
  const name = foldCase(query.trim()).replace(/\s+/g, ' ');
  const entry = BY_NAME.get(name);
  return entry ? { name, entry } : undefined;
}

/** Where `symbol` stands among the entry's symbols (case-insensitively); -1 when absent. */
export function meaningRank(entry: CommonName, symbol: string): number {
  const folded = foldCase(symbol.trim());
  return entry.symbols.findIndex((candidate) => foldCase(candidate) === folded);
}
