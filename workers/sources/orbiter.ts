// Orbiter source: parses the SDK chains API (`{status, message, result: [chain...]}`, or a bare
// array of chains) and flattens each chain's token list.
import { sourceError } from '../../src/shared/errors';
import type { OrbiterToken } from '../../src/shared/tokens';
import { MAX_NAME_LENGTH, MAX_SYMBOL_LENGTH } from '../../src/shared/text';
import { decimalsOrDefault, describe, imageUrl, isObject, text, type JsonObject } from './fields';
import type { ParseResult, SourceModule } from './types';

/** Chain ids are numeric for EVM chains and names elsewhere ('SN_MAIN', 'TON'): always a string. */
function chainIdOf(chain: JsonObject): string {
  const id = chain.chainId;
  if (typeof id === 'number' && Number.isFinite(id)) return String(id);
  return text(id) ?? '';
}

function parseToken(raw: unknown, chainName: string, chainId: string): OrbiterToken | undefined {
  if (!isObject(raw)) return undefined;
  const symbol = text(raw.symbol, MAX_SYMBOL_LENGTH);
  const address = text(raw.address);
  if (symbol === undefined || address === undefined) return undefined;
  const name = text(raw.name, MAX_NAME_LENGTH);
  const logoURI = imageUrl(raw.logoURI);
  const coinKey = text(raw.coinKey, MAX_SYMBOL_LENGTH);
  return {
    protocol: 'Orbiter',
    symbol,
    ...(name === undefined ? {} : { name }),
    address,
    decimals: decimalsOrDefault(raw.decimals),
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
  const tokens: OrbiterToken[] = [];
  // Counts skipped chains and skipped tokens alike: each is one malformed entry.
  let skipped = 0;
  for (const chain of chains) {
    const chainName = isObject(chain) ? (text(chain.chainName) ?? text(chain.name)) : undefined;
    if (!isObject(chain) || chainName === undefined || !Array.isArray(chain.tokens)) {
      skipped += 1;
      continue;
    }
    const chainId = chainIdOf(chain);
    for (const raw of chain.tokens) {
      const token = parseToken(raw, chainName, chainId);
      if (token) tokens.push(token);
      else skipped += 1;
    }
  }
  return { ok: true, tokens, skipped };
}

export const orbiterSource = {
  protocol: 'Orbiter',
  parse: parseOrbiter,
} satisfies SourceModule<OrbiterToken>;
