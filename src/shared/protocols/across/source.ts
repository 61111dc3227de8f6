// Across source: the list the build generates from Across's token registry
// (generator.mjs), `{tokens: [row]}` or a bare array of rows, one row per token
// and chain: `{key, symbol, name, decimals, coingeckoId, asset, chainId, address}` (`asset`: the
// registry's token this one is a form of, USDC for USDC.e). Writes tokens back in the same shape.
import type { AcrossToken } from './adapter';
import { MAX_NAME_LENGTH, MAX_SYMBOL_LENGTH, MAX_TEXT_LENGTH } from '../../text';
import { isObject } from '../../parsing/fields';
import { parseTokenRows, rowDrop, rowReader, type RowDrop } from '../../parsing/row-checks';
import type { ParseResult, SourceModule } from '../../parsing/types';

const ROW_FIELDS = ['key', 'symbol', 'chainId', 'address'] as const;

/** Chain ids are numbers in Across's registry and strings in our rows: always a string here. */
function chainIdOf(value: unknown): unknown {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0
    ? String(value)
    : value;
}

function parseRow(row: unknown, at: number): AcrossToken | RowDrop {
  if (!isObject(row)) return rowDrop(at, row, ROW_FIELDS, { reason: 'not an object' });
  const read = rowReader();
  const symbol = read.required('symbol', row.symbol, MAX_SYMBOL_LENGTH, 'missing symbol');
  const chainId = read.required(
    'chainId',
    chainIdOf(row.chainId),
    MAX_TEXT_LENGTH,
    'missing chain',
  );
  const address = read.address('address', row.address);
  const key = read.optional('key', row.key, MAX_SYMBOL_LENGTH);
  const name = read.optional('name', row.name, MAX_NAME_LENGTH);
  const coinGeckoId = read.optional('coingeckoId', row.coingeckoId, MAX_TEXT_LENGTH);
  const asset = read.optional('asset', row.asset, MAX_SYMBOL_LENGTH);
  const decimals = read.decimals('decimals', row.decimals);
  const failure = read.dropped();
  if (failure || !symbol || !chainId || !address || decimals === undefined)
    return rowDrop(at, row, ROW_FIELDS, failure);
  return {
    protocol: 'Across',
    key: key ?? symbol,
    symbol,
    ...(name === undefined ? {} : { name }),
    decimals,
    chainId,
    address,
    ...(coinGeckoId === undefined ? {} : { coinGeckoId }),
    ...(asset === undefined ? {} : { asset }),
  };
}

export function parseAcross(json: unknown): ParseResult<AcrossToken> {
  return parseTokenRows('Across', json, parseRow);
}

/** `{tokens: [row]}`, one row per token and chain, with the fields the parser reads. */
export function formatAcross(tokens: readonly AcrossToken[]): { tokens: unknown[] } {
  return {
    tokens: tokens.map((t) => ({
      key: t.key,
      symbol: t.symbol,
      ...(t.name === undefined ? {} : { name: t.name }),
      decimals: t.decimals,
      ...(t.coinGeckoId === undefined ? {} : { coingeckoId: t.coinGeckoId }),
      ...(t.asset === undefined ? {} : { asset: t.asset }),
      chainId: t.chainId,
      address: t.address,
    })),
  };
}

export const acrossSource = {
  protocol: 'Across',
  parse: parseAcross,
  format: formatAcross,
} satisfies SourceModule<AcrossToken>;
