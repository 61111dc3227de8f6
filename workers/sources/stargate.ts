// Stargate source: parses the tokens API, either the legacy bare array (`/api/tokens`) or the
// documented `{tokens: [...]}` (`/api/v1/tokens`).
import { sourceError } from '../../src/shared/errors';
import type { StargateToken } from '../../src/shared/tokens';
import { MAX_NAME_LENGTH, MAX_SYMBOL_LENGTH } from '../../src/shared/text';
import { decimalsOrDefault, describe, imageUrl, isObject, text, textList } from './fields';
import type { ParseResult, SourceModule } from './types';

function parseRow(row: unknown): StargateToken | undefined {
  if (!isObject(row)) return undefined;
  const chainKey = text(row.chainKey);
  const address = text(row.address);
  const symbol = text(row.symbol, MAX_SYMBOL_LENGTH);
  if (chainKey === undefined || address === undefined || symbol === undefined) return undefined;
  const name = text(row.name, MAX_NAME_LENGTH);
  const logoURI = imageUrl(row.icon);
  return {
    protocol: 'Stargate',
    chainKey,
    address,
    symbol,
    ...(name === undefined ? {} : { name }),
    decimals: decimalsOrDefault(row.decimals),
    // Only a real `true` counts: the protocol list shows bridgeable tokens only
    // (docs/behaviour.md, Data).
    isBridgeable: row.isBridgeable === true,
    isVerified: row.isVerified === true,
    ...(logoURI === undefined ? {} : { logoURI }),
    tags: textList(row.tags),
  };
}

export function parseStargate(json: unknown): ParseResult<StargateToken> {
  const rows = Array.isArray(json)
    ? json
    : isObject(json) && Array.isArray(json.tokens)
      ? json.tokens
      : undefined;
  if (rows === undefined) {
    const detail = isObject(json)
      ? 'expected an array or {tokens: [...]}, got an object without a tokens array'
      : `expected an array or {tokens: [...]}, got ${describe(json)}`;
    return { ok: false, error: sourceError('Stargate', 'shape', detail) };
  }
  const tokens: StargateToken[] = [];
  let skipped = 0;
  for (const row of rows) {
    const token = parseRow(row);
    if (token) tokens.push(token);
    else skipped += 1;
  }
  return { ok: true, tokens, skipped };
}

export const stargateSource = {
  protocol: 'Stargate',
  parse: parseStargate,
} satisfies SourceModule<StargateToken>;
