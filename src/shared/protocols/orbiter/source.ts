// Orbiter source: parses the SDK chains API (`{status, message, result: [chain...]}`, or a bare
// array of chains) and flattens each chain's token list; writes tokens back grouped by chain.
import { sourceError } from '../../errors';
import type { OrbiterToken } from './adapter';
import { MAX_NAME_LENGTH, MAX_SYMBOL_LENGTH, MAX_TEXT_LENGTH } from '../../text';
import { describe, imageUrl, isObject, text, type JsonObject } from '../../parsing/fields';
import { rowCollector, rowDrop, rowReader, type RowDrop } from '../../parsing/row-checks';
import type { ParseResult, SourceModule } from '../../parsing/types';

const CHAIN_FIELDS = ['chainId', 'chainName', 'name'] as const;
const TOKEN_FIELDS = ['symbol', 'address'] as const;

/** Chain ids are numeric for EVM chains and names elsewhere ('SN_MAIN', 'TON'): always a string. */
function chainIdOf(chain: JsonObject): string {
  const id = chain.chainId;
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  return text(id) ?? '';
}

function parseToken(
  raw: unknown,
  at: string,
  chainName: string,
  chainId: string,
): OrbiterToken | RowDrop {
  if (!isObject(raw)) return rowDrop(at, raw, TOKEN_FIELDS, { reason: 'not an object' });
  const read = rowReader();
  const symbol = read.required('symbol', raw.symbol, MAX_SYMBOL_LENGTH, 'missing symbol');
  const address = read.address('address', raw.address);
  const name = read.optional('name', raw.name, MAX_NAME_LENGTH);
  const coinKey = read.optional('coinKey', raw.coinKey, MAX_SYMBOL_LENGTH);
  const decimals = read.decimals('decimals', raw.decimals);
  const failure = read.dropped();
  if (failure || !symbol || !address || decimals === undefined)
    return rowDrop(at, raw, TOKEN_FIELDS, failure);
  const logoURI = imageUrl(raw.logoURI);
  return {
    protocol: 'Orbiter',
    symbol,
    ...(name === undefined ? {} : { name }),
    address,
    decimals,
    chainName,
    chainId,
    ...(logoURI === undefined ? {} : { logoURI }),
    ...(coinKey === undefined ? {} : { coinKey }),
    isNative: raw.isNative === true,
  };
}

export function parseOrbiter(json: unknown): ParseResult<OrbiterToken> {
  const chains = Array.isArray(json)
    ? json
    : isObject(json) && Array.isArray(json.result)
      ? json.result
      : undefined;
  if (chains === undefined) {
    const status = isObject(json) ? text(json.status) : undefined;
    const detail = isObject(json)
      ? `expected {result: [chain...]}, got an object without a result array${status ? ` (status: ${status})` : ''}`
      : `expected {result: [chain...]}, got ${describe(json)}`;
    return { ok: false, error: sourceError('Orbiter', 'shape', detail) };
  }
  // A dropped chain counts as one drop, as each dropped token does.
  const rows = rowCollector<OrbiterToken>();
  chains.forEach((chain: unknown, c) => {
    if (!isObject(chain)) {
      rows.add(rowDrop(c, chain, CHAIN_FIELDS, { reason: 'not an object' }));
      return;
    }
    const read = rowReader();
    const chainName =
      read.optional('chainName', chain.chainName, MAX_TEXT_LENGTH) ??
      read.required('name', chain.name, MAX_TEXT_LENGTH, 'missing chain');
    const failure = read.dropped();
    if (failure || chainName === undefined || !Array.isArray(chain.tokens)) {
      rows.add(rowDrop(c, chain, CHAIN_FIELDS, failure ?? { reason: 'no token list' }));
      return;
    }
    const chainId = chainIdOf(chain);
    chain.tokens.forEach((raw: unknown, t) =>
      rows.add(parseToken(raw, `${c}.${t}`, chainName, chainId)),
    );
  });
  return rows.result();
}

/** The SDK's envelope, one chain per (chainId, chainName) in first-seen order. */
export function formatOrbiter(tokens: readonly OrbiterToken[]): unknown {
  const chains = new Map<string, { chainId: string; chainName: string; tokens: unknown[] }>();
  for (const t of tokens) {
    const id = `${t.chainId}\n${t.chainName}`;
    let chain = chains.get(id);
    if (!chain)
      chains.set(id, (chain = { chainId: t.chainId, chainName: t.chainName, tokens: [] }));
    chain.tokens.push({
      symbol: t.symbol,
      ...(t.name === undefined ? {} : { name: t.name }),
      address: t.address,
      decimals: t.decimals,
      ...(t.logoURI === undefined ? {} : { logoURI: t.logoURI }),
      ...(t.coinKey === undefined ? {} : { coinKey: t.coinKey }),
      isNative: t.isNative,
    });
  }
  return { status: 'success', message: 'success', result: [...chains.values()] };
}

export const orbiterSource = {
  protocol: 'Orbiter',
  parse: parseOrbiter,
  format: formatOrbiter,
} satisfies SourceModule<OrbiterToken>;
