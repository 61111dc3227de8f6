// Wormhole source: parses Wormhole Connect's mainnet token config, either the current
// `{tokens, wrappedTokens}` shape or the legacy root map with `foreignAssets`.
import { sourceError } from '../../errors';
import type { ChainAddress } from '../../tokens';
import type { WormholeToken } from './adapter';
import { DEFAULT_DECIMALS } from '../../tokens';
import { MAX_NAME_LENGTH, MAX_SYMBOL_LENGTH, MAX_TEXT_LENGTH } from '../../text';
import { decimalsValue, describe, isObject, text, type JsonObject } from '../../parsing/fields';
import {
  address,
  decimals,
  rowCollector,
  rowDrop,
  rowReader,
  shortText,
  type Checked,
  type RowDrop,
} from '../../parsing/row-checks';
import type { ParseResult, SourceModule } from '../../parsing/types';

/** Fields only a token entry has; a root map with none of them is some other payload. */
const TOKEN_FIELDS = ['symbol', 'tokenId', 'nativeChain', 'key'] as const;

function looksLikeTokenMap(map: JsonObject): boolean {
  const values = Object.values(map);
  return values.length === 0 || values.some((v) => isObject(v) && TOKEN_FIELDS.some((f) => f in v));
}

/**
 * Legacy configs key decimals by platform: `{"Ethereum": 18, "default": 8}`. Take the token's
 * chain (any case), else "default", else 18. A plain value goes by the row rules.
 */
function wormholeDecimals(value: unknown, chain: string): Checked<number> {
  if (!isObject(value)) return decimals(value);
  const wanted = chain.toLowerCase();
  for (const [k, v] of Object.entries(value)) {
    if (k.trim().toLowerCase() === wanted) {
      const d = decimalsValue(v);
      if (d !== undefined) return { ok: true, value: d };
    }
  }
  return { ok: true, value: decimalsValue(value.default) ?? DEFAULT_DECIMALS };
}

function wrappedAssetValue(value: unknown): boolean | string | undefined {
  if (typeof value === 'boolean') return value;
  return text(value);
}

/**
 * Deployments on other chains: the new format's `wrappedTokens[key]` ({Chain: address}) and the
 * legacy `foreignAssets` ({chain: {address, decimals}}). A deployment whose chain or address
 * fails the row rules is left out, as are the token's own chain and a chain listed twice (its
 * first address stays).
 */
function foreignAssetsOf(entry: JsonObject, wrapped: unknown, ownChain: string): ChainAddress[] {
  const out: ChainAddress[] = [];
  const seen = new Set([ownChain.toLowerCase()]);
  const add = (chainName: string, value: unknown) => {
    const chain = shortText(chainName, MAX_TEXT_LENGTH);
    const addr = address(value);
    if (!chain.ok || chain.value === undefined || !addr.ok) return;
    if (seen.has(chain.value.toLowerCase())) return;
    seen.add(chain.value.toLowerCase());
    out.push({ chainName: chain.value, address: addr.value });
  };
  if (isObject(wrapped)) {
    for (const [chain, addr] of Object.entries(wrapped)) add(chain, addr);
  }
  if (isObject(entry.foreignAssets)) {
    for (const [chain, asset] of Object.entries(entry.foreignAssets)) {
      if (isObject(asset)) add(chain, asset.address);
    }
  }
  return out;
}

const ROW_FIELDS = ['key', 'symbol', 'nativeChain', 'tokenId'] as const;

function parseEntry(
  mapKey: string,
  entry: unknown,
  wrappedTokens: JsonObject | undefined,
): WormholeToken | RowDrop {
  if (!isObject(entry)) return rowDrop(mapKey, entry, ROW_FIELDS, { reason: 'not an object' });
  const read = rowReader();
  const symbol = read.required('symbol', entry.symbol, MAX_SYMBOL_LENGTH, 'missing symbol');
  const tokenId = isObject(entry.tokenId) ? entry.tokenId : undefined;
  const tokenIdChain = tokenId && read.optional('tokenId.chain', tokenId.chain, MAX_TEXT_LENGTH);
  const tokenIdAddress = tokenId && read.address('tokenId.address', tokenId.address);
  const nativeChain = read.optional('nativeChain', entry.nativeChain, MAX_TEXT_LENGTH);
  const chain = tokenIdChain ?? nativeChain;
  // The key is shown as the card's name: it gets a name's bound.
  const key =
    read.optional('key', entry.key, MAX_NAME_LENGTH) ??
    read.optional('key', mapKey, MAX_NAME_LENGTH) ??
    symbol;
  const failure = read.dropped();
  if (failure || symbol === undefined || key === undefined)
    return rowDrop(mapKey, entry, ROW_FIELDS, failure);
  if (chain === undefined) return rowDrop(mapKey, entry, ROW_FIELDS, { reason: 'missing chain' });
  const decimalsOf = wormholeDecimals(entry.decimals, chain);
  if (!decimalsOf.ok) return rowDrop(mapKey, entry, ROW_FIELDS, { reason: decimalsOf.reason });
  const coinGeckoId = text(entry.coinGeckoId);
  const color = text(entry.color);
  const wrappedAsset = wrappedAssetValue(entry.wrappedAsset);
  const wrapped = wrappedTokens?.[key] ?? wrappedTokens?.[mapKey];
  return {
    protocol: 'Wormhole',
    key,
    symbol,
    nativeChain: nativeChain ?? chain,
    chain,
    ...(tokenIdChain !== undefined && tokenIdAddress !== undefined
      ? { tokenId: { chain: tokenIdChain, address: tokenIdAddress } }
      : {}),
    ...(coinGeckoId === undefined ? {} : { coinGeckoId }),
    ...(color === undefined ? {} : { color }),
    decimals: decimalsOf.value,
    ...(wrappedAsset === undefined ? {} : { wrappedAsset }),
    foreignAssets: foreignAssetsOf(entry, wrapped, chain),
  };
}

export function parseWormhole(json: unknown): ParseResult<WormholeToken> {
  if (!isObject(json)) {
    return {
      ok: false,
      error: sourceError('Wormhole', 'shape', `expected an object, got ${describe(json)}`),
    };
  }
  let map: JsonObject;
  let wrappedTokens: JsonObject | undefined;
  if ('tokens' in json) {
    if (!isObject(json.tokens)) {
      return {
        ok: false,
        error: sourceError(
          'Wormhole',
          'shape',
          `expected "tokens" to be a map, got ${describe(json.tokens)}`,
        ),
      };
    }
    map = json.tokens;
    wrappedTokens = isObject(json.wrappedTokens) ? json.wrappedTokens : undefined;
  } else {
    // Legacy: the root object is the tokens map itself.
    if (!looksLikeTokenMap(json)) {
      return {
        ok: false,
        error: sourceError(
          'Wormhole',
          'shape',
          'expected a tokens map; no entry looks like a token',
        ),
      };
    }
    map = json;
  }

  const rows = rowCollector<WormholeToken>();
  for (const [mapKey, entry] of Object.entries(map))
    rows.add(parseEntry(mapKey, entry, wrappedTokens));
  return rows.result();
}

/**
 * Wormhole Connect's `{tokens, wrappedTokens}`: one entry per token under its key (a key met
 * twice gets its chain appended, as the shipped registry list does), its other deployments in
 * `wrappedTokens`.
 */
export function formatWormhole(tokens: readonly WormholeToken[]): {
  tokens: Record<string, unknown>;
  wrappedTokens: Record<string, Record<string, string>>;
} {
  const entries: Record<string, unknown> = {};
  const wrappedTokens: Record<string, Record<string, string>> = {};
  for (const t of tokens) {
    let key = t.key;
    for (let n = 1; key in entries; n++)
      key = n === 1 ? `${t.key}.${t.chain}` : `${t.key}.${t.chain}.${n}`;
    entries[key] = {
      key,
      symbol: t.symbol,
      nativeChain: t.nativeChain,
      ...(t.tokenId === undefined ? {} : { tokenId: t.tokenId }),
      ...(t.coinGeckoId === undefined ? {} : { coinGeckoId: t.coinGeckoId }),
      ...(t.color === undefined ? {} : { color: t.color }),
      decimals: t.decimals,
      ...(t.wrappedAsset === undefined ? {} : { wrappedAsset: t.wrappedAsset }),
    };
    if (t.foreignAssets.length > 0) {
      wrappedTokens[key] = Object.fromEntries(t.foreignAssets.map((f) => [f.chainName, f.address]));
    }
  }
  return { tokens: entries, wrappedTokens };
}

export const wormholeSource = {
  protocol: 'Wormhole',
  parse: parseWormhole,
  format: formatWormhole,
} satisfies SourceModule<WormholeToken>;
