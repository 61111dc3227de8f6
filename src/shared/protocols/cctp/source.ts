// Circle CCTP source: the list the build generates from Circle's chain definitions
// (generator.mjs), `{tokens: [row]}` or a bare array of rows, one row per token and
// chain: `{symbol, name, decimals, chain, chainId?, address, domain, versions}`. Writes tokens
// back in the same shape.
import type { CctpToken } from './adapter';
import { MAX_NAME_LENGTH, MAX_SYMBOL_LENGTH, MAX_TEXT_LENGTH } from '../../text';
import { isObject } from '../../parsing/fields';
import { parseTokenRows, rowDrop, rowReader, type RowDrop } from '../../parsing/row-checks';
import type { ParseResult, SourceModule } from '../../parsing/types';

const ROW_FIELDS = ['symbol', 'chain', 'address'] as const;

/** CCTP domains are small whole numbers (Ethereum is 0); anything else is left out. */
const MAX_DOMAIN = 0xffffffff;
/** A version as Circle's chain definitions key it: 'v1', 'v2'. */
const VERSION = /^v\d{1,3}$/;

/** A positive EVM chain id, as a string; a number or a digit string counts. */
function chainIdOf(value: unknown): string | undefined {
  const id = typeof value === 'string' && /^\d{1,20}$/.test(value.trim()) ? Number(value) : value;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? String(id) : undefined;
}

function domainOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_DOMAIN
    ? value
    : undefined;
}

function versionsOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  const versions = value.filter(
    (version): version is string => typeof version === 'string' && VERSION.test(version),
  );
  return [...new Set(versions)];
}

function parseRow(row: unknown, at: number): CctpToken | RowDrop {
  if (!isObject(row)) return rowDrop(at, row, ROW_FIELDS, { reason: 'not an object' });
  const read = rowReader();
  const symbol = read.required('symbol', row.symbol, MAX_SYMBOL_LENGTH, 'missing symbol');
  const chain = read.required('chain', row.chain, MAX_TEXT_LENGTH, 'missing chain');
  const address = read.address('address', row.address);
  const name = read.optional('name', row.name, MAX_NAME_LENGTH);
  const decimals = read.decimals('decimals', row.decimals);
  const failure = read.dropped();
  if (failure || !symbol || !chain || !address || decimals === undefined)
    return rowDrop(at, row, ROW_FIELDS, failure);
  const chainId = chainIdOf(row.chainId);
  const domain = domainOf(row.domain);
  return {
    protocol: 'CCTP',
    symbol,
    ...(name === undefined ? {} : { name }),
    decimals,
    chain,
    ...(chainId === undefined ? {} : { chainId }),
    address,
    ...(domain === undefined ? {} : { domain }),
    versions: versionsOf(row.versions),
  };
}

export function parseCctp(json: unknown): ParseResult<CctpToken> {
  return parseTokenRows('CCTP', json, parseRow);
}

/** `{tokens: [row]}`, one row per token and chain, with the fields the parser reads. */
export function formatCctp(tokens: readonly CctpToken[]): { tokens: unknown[] } {
  return {
    tokens: tokens.map((t) => ({
      symbol: t.symbol,
      ...(t.name === undefined ? {} : { name: t.name }),
      decimals: t.decimals,
      chain: t.chain,
      ...(t.chainId === undefined ? {} : { chainId: Number(t.chainId) }),
      address: t.address,
      ...(t.domain === undefined ? {} : { domain: t.domain }),
      versions: t.versions,
    })),
  };
}

export const cctpSource = {
  protocol: 'CCTP',
  parse: parseCctp,
  format: formatCctp,
} satisfies SourceModule<CctpToken>;
