// OP Stack Standard Bridge source: the list the build generates from the Superchain Token List
// (generator.mjs), `{tokens: [row]}` or a bare array of rows, one row per token
// and chain: `{opTokenId, symbol, name, decimals, chainId, address}` (`opTokenId`: the list's id
// of the asset across chains, BridgedUSDC for Ethereum's USDC and Base's USDbC). Writes tokens
// back in the same shape.
import type { OpStackToken } from './adapter';
import { MAX_NAME_LENGTH, MAX_SYMBOL_LENGTH, MAX_TEXT_LENGTH } from '../../text';
import { isObject } from '../../parsing/fields';
import { parseTokenRows, rowDrop, rowReader, type RowDrop } from '../../parsing/row-checks';
import type { ParseResult, SourceModule } from '../../parsing/types';

const ROW_FIELDS = ['opTokenId', 'symbol', 'chainId', 'address'] as const;

/** Chain ids are numbers in the token list and strings in our rows: always a string here. */
function chainIdOf(value: unknown): unknown {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0
    ? String(value)
    : value;
}

function parseRow(row: unknown, at: number): OpStackToken | RowDrop {
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
  const opTokenId = read.optional('opTokenId', row.opTokenId, MAX_TEXT_LENGTH);
  const name = read.optional('name', row.name, MAX_NAME_LENGTH);
  const decimals = read.decimals('decimals', row.decimals);
  const failure = read.dropped();
  if (failure || !symbol || !chainId || !address || decimals === undefined)
    return rowDrop(at, row, ROW_FIELDS, failure);
  return {
    protocol: 'OPStack',
    opTokenId: opTokenId ?? symbol,
    symbol,
    ...(name === undefined ? {} : { name }),
    decimals,
    chainId,
    address,
  };
}

export function parseOpStack(json: unknown): ParseResult<OpStackToken> {
  return parseTokenRows('OPStack', json, parseRow);
}

/** `{tokens: [row]}`, one row per token and chain, with the fields the parser reads. */
export function formatOpStack(tokens: readonly OpStackToken[]): { tokens: unknown[] } {
  return {
    tokens: tokens.map((t) => ({
      opTokenId: t.opTokenId,
      symbol: t.symbol,
      ...(t.name === undefined ? {} : { name: t.name }),
      decimals: t.decimals,
      chainId: t.chainId,
      address: t.address,
    })),
  };
}

export const opStackSource = {
  protocol: 'OPStack',
  parse: parseOpStack,
  format: formatOpStack,
} satisfies SourceModule<OpStackToken>;
