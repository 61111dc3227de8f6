// Stargate source: parses the tokens API, either the legacy bare array (`/api/tokens`) or the
// documented `{tokens: [...]}` (`/api/v1/tokens`), and writes tokens back as the bare array.
import type { StargateToken } from './adapter';
import { MAX_NAME_LENGTH, MAX_SYMBOL_LENGTH, MAX_TEXT_LENGTH } from '../../text';
import { imageUrl, isObject, textList } from '../../parsing/fields';
import { parseTokenRows, rowDrop, rowReader, type RowDrop } from '../../parsing/row-checks';
import type { ParseResult, SourceModule } from '../../parsing/types';

const ROW_FIELDS = ['chainKey', 'symbol', 'address'] as const;

function parseRow(row: unknown, at: number): StargateToken | RowDrop {
  if (!isObject(row)) return rowDrop(at, row, ROW_FIELDS, { reason: 'not an object' });
  const read = rowReader();
  const symbol = read.required('symbol', row.symbol, MAX_SYMBOL_LENGTH, 'missing symbol');
  const chainKey = read.required('chainKey', row.chainKey, MAX_TEXT_LENGTH, 'missing chain');
  const address = read.address('address', row.address);
  const name = read.optional('name', row.name, MAX_NAME_LENGTH);
  const decimals = read.decimals('decimals', row.decimals);
  const failure = read.dropped();
  if (failure || !symbol || !chainKey || !address || decimals === undefined)
    return rowDrop(at, row, ROW_FIELDS, failure);
  const logoURI = imageUrl(row.icon);
  return {
    protocol: 'Stargate',
    chainKey,
    address,
    symbol,
    ...(name === undefined ? {} : { name }),
    decimals,
    // Only a real `true` counts: the protocol list shows bridgeable tokens only
    // (docs/behaviour.md, Data).
    isBridgeable: row.isBridgeable === true,
    isVerified: row.isVerified === true,
    ...(logoURI === undefined ? {} : { logoURI }),
    tags: textList(row.tags),
  };
}

export function parseStargate(json: unknown): ParseResult<StargateToken> {
  return parseTokenRows('Stargate', json, parseRow);
}

/** The legacy bare array, one row per token, with the fields the parser reads. */
export function formatStargate(tokens: readonly StargateToken[]): unknown[] {
  return tokens.map((t) => ({
    chainKey: t.chainKey,
    address: t.address,
    decimals: t.decimals,
    symbol: t.symbol,
    ...(t.name === undefined ? {} : { name: t.name }),
    ...(t.logoURI === undefined ? {} : { icon: t.logoURI }),
    isBridgeable: t.isBridgeable,
    isVerified: t.isVerified,
    ...(t.tags.length === 0 ? {} : { tags: t.tags }),
  }));
}

export const stargateSource = {
  protocol: 'Stargate',
  parse: parseStargate,
  format: formatStargate,
} satisfies SourceModule<StargateToken>;
