// Wormhole source: parses Wormhole Connect's mainnet token config, either the current
// `{tokens, wrappedTokens}` shape or the legacy root map with `foreignAssets`.
import { sourceError } from '../../src/shared/errors';
import type { ChainAddress, WormholeToken } from '../../src/shared/tokens';
import { DEFAULT_DECIMALS } from '../../src/shared/tokens';
import { MAX_NAME_LENGTH, MAX_SYMBOL_LENGTH } from '../../src/shared/text';
import { decimalsValue, describe, isObject, text, type JsonObject } from './fields';
import type { ParseResult, SourceModule } from './types';

/** Fields only a token entry has; a root map with none of them is some other payload. */
const TOKEN_FIELDS = ['symbol', 'tokenId', 'nativeChain', 'key'] as const;

function looksLikeTokenMap(map: JsonObject): boolean {
  const values = Object.values(map);
  return values.length === 0 || values.some((v) => isObject(v) && TOKEN_FIELDS.some((f) => f in v));
}

/**
 * Legacy configs key decimals by platform: `{"Ethereum": 18, "default": 8}`. Take the token's
 * chain (any case), else "default", else 18.
 */
function wormholeDecimals(value: unknown, chain: string): number {
  const plain = decimalsValue(value);
  if (plain !== undefined) return plain;
  if (!isObject(value)) return DEFAULT_DECIMALS;
  const wanted = chain.toLowerCase();
  for (const [k, v] of Object.entries(value)) {
    if (k.trim().toLowerCase() === wanted) {
      const d = decimalsValue(v);
      if (d !== undefined) return d;
    }
  }
  return decimalsValue(value.default) ?? DEFAULT_DECIMALS;
}

function wrappedAssetValue(value: unknown): boolean | string | undefined {
  if (typeof value === 'boolean') return value;
  return text(value);
}

/**
 * Deployments on other chains: the new format's `wrappedTokens[key]` ({Chain: address}) and the
 * legacy `foreignAssets` ({chain: {address, decimals}}). Non-string addresses and the token's own
 * chain are left out; a chain listed twice keeps its first address.
 */
function foreignAssetsOf(entry: JsonObject, wrapped: unknown, ownChain: string): ChainAddress[] {
  const out: ChainAddress[] = [];
  const seen = new Set([ownChain.toLowerCase()]);
  const add = (chainName: string, address: unknown) => {
    const chain = text(chainName);
    const addr = text(address);
    if (chain === undefined || addr === undefined || seen.has(chain.toLowerCase())) return;
    seen.add(chain.toLowerCase());
    out.push({ chainName: chain, address: addr });
  };
  if (isObject(wrapped)) {
    for (const [chain, address] of Object.entries(wrapped)) add(chain, address);
  }
  if (isObject(entry.foreignAssets)) {
    for (const [chain, asset] of Object.entries(entry.foreignAssets)) {
      if (isObject(asset)) add(chain, asset.address);
    }
  }
  return out;
}

function parseEntry(
  mapKey: string,
  entry: unknown,
  wrappedTokens: JsonObject | undefined,
): WormholeToken | undefined {
  if (!isObject(entry)) return undefined;
  const symbol = text(entry.symbol, MAX_SYMBOL_LENGTH);
  if (symbol === undefined) return undefined;
  const tokenIdChain = isObject(entry.tokenId) ? text(entry.tokenId.chain) : undefined;
  const tokenIdAddress = isObject(entry.tokenId) ? text(entry.tokenId.address) : undefined;
  const nativeChain = text(entry.nativeChain);
  const chain = tokenIdChain ?? nativeChain;
  if (chain === undefined) return undefined;
  // The key is shown as the card's name: it gets a name's bound.
  const key = text(entry.key, MAX_NAME_LENGTH) ?? text(mapKey, MAX_NAME_LENGTH) ?? symbol;
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
    decimals: wormholeDecimals(entry.decimals, chain),
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

  const tokens: WormholeToken[] = [];
  let skipped = 0;
  for (const [mapKey, entry] of Object.entries(map)) {
    const token = parseEntry(mapKey, entry, wrappedTokens);
    if (token) tokens.push(token);
    else skipped += 1;
  }
  return { ok: true, tokens, skipped };
}

export const wormholeSource = {
  protocol: 'Wormhole',
  parse: parseWormhole,
} satisfies SourceModule<WormholeToken>;
