// The benchmark's "10x" dataset: every source payload repeated N times, each copy with new
// symbols, keys, names and addresses, so a search returns N times the options in N times the
// groups (symbol + protocol) while the chains stay the same. Deterministic: same input, same output.
//
//   node scripts/bench/inflate.mjs <inDir> <outDir> [factor=10]
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

/** A copy's suffix. Copy 0 is the original data, untouched. */
export function suffixOf(copy) {
  return copy === 0 ? '' : String(copy);
}

function digest(copy, text) {
  return crypto.createHash('sha256').update(`${copy}\u0000${text}`).digest();
}

/**
 * Rewrites an address for a copy: every run of 8+ hex digits after '0x' becomes other hex digits
 * of the same length (case kept per digit); an address without such a run (base58, TON, ...) gets
 * its letters and digits replaced from the base58 alphabet. Same input and copy, same output.
 */
export function rewriteAddress(address, copy) {
  if (copy === 0 || typeof address !== 'string' || address === '') return address;
  const bytes = digest(copy, address);
  let at = 0;
  const next = () => bytes[at++ % bytes.length] ^ (at >> 5);
  if (/0x[0-9a-fA-F]{8,}/.test(address)) {
    return address.replace(/(0x)([0-9a-fA-F]{8,})/g, (_, prefix, hex) => {
      let out = '';
      for (const ch of hex) {
        const digit = (next() & 15).toString(16);
        out += ch >= 'A' && ch <= 'F' ? digit.toUpperCase() : digit;
      }
      return prefix + out;
    });
  }
  return address.replace(/[A-Za-z0-9]/g, () => BASE58[next() % BASE58.length]);
}

const suffixed = (value, copy) =>
  typeof value === 'string' && value !== '' ? value + suffixOf(copy) : value;

function inflateWormholeEntry(entry, copy) {
  if (!entry || typeof entry !== 'object' || Array.isArray(entry)) return entry;
  const out = { ...entry };
  out.symbol = suffixed(entry.symbol, copy);
  if ('key' in entry) out.key = suffixed(entry.key, copy);
  if (typeof entry.wrappedAsset === 'string') out.wrappedAsset = suffixed(entry.wrappedAsset, copy);
  if (entry.tokenId && typeof entry.tokenId === 'object') {
    out.tokenId = { ...entry.tokenId, address: rewriteAddress(entry.tokenId.address, copy) };
  }
  if (entry.foreignAssets && typeof entry.foreignAssets === 'object') {
    out.foreignAssets = Object.fromEntries(
      Object.entries(entry.foreignAssets).map(([chain, asset]) => [
        chain,
        asset && typeof asset === 'object'
          ? { ...asset, address: rewriteAddress(asset.address, copy) }
          : asset,
      ]),
    );
  }
  return out;
}

/** Wormhole: `{tokens, wrappedTokens}` or a legacy root map of tokens. */
export function inflateWormhole(json, factor) {
  const wrappedShape =
    json && typeof json === 'object' && json.tokens && typeof json.tokens === 'object';
  const tokens = wrappedShape ? json.tokens : json;
  const outTokens = {};
  for (let copy = 0; copy < factor; copy++) {
    for (const [key, entry] of Object.entries(tokens))
      outTokens[key + suffixOf(copy)] = inflateWormholeEntry(entry, copy);
  }
  if (!wrappedShape) return outTokens;
  const out = { ...json, tokens: outTokens };
  if (json.wrappedTokens && typeof json.wrappedTokens === 'object') {
    const wrapped = {};
    for (let copy = 0; copy < factor; copy++) {
      for (const [key, byChain] of Object.entries(json.wrappedTokens)) {
        wrapped[key + suffixOf(copy)] =
          byChain && typeof byChain === 'object'
            ? Object.fromEntries(
                Object.entries(byChain).map(([chain, a]) => [chain, rewriteAddress(a, copy)]),
              )
            : byChain;
      }
    }
    out.wrappedTokens = wrapped;
  }
  return out;
}

/** Stargate: a bare array of tokens (or `{tokens: [...]}`). */
export function inflateStargate(json, factor) {
  const list = Array.isArray(json) ? json : json.tokens;
  const out = [];
  for (let copy = 0; copy < factor; copy++) {
    for (const token of list) {
      if (!token || typeof token !== 'object') {
        out.push(token);
        continue;
      }
      out.push({
        ...token,
        symbol: suffixed(token.symbol, copy),
        ...('name' in token ? { name: suffixed(token.name, copy) } : {}),
        address: rewriteAddress(token.address, copy),
      });
    }
  }
  return Array.isArray(json) ? out : { ...json, tokens: out };
}

/** Orbiter: `{result: [chain]}` or a bare array of chains; the tokens of every chain repeat. */
export function inflateOrbiter(json, factor) {
  const chains = Array.isArray(json) ? json : json.result;
  const outChains = chains.map((chain) => {
    if (!chain || typeof chain !== 'object' || !Array.isArray(chain.tokens)) return chain;
    const tokens = [];
    for (let copy = 0; copy < factor; copy++) {
      for (const token of chain.tokens) {
        if (!token || typeof token !== 'object') {
          tokens.push(token);
          continue;
        }
        tokens.push({
          ...token,
          symbol: suffixed(token.symbol, copy),
          ...('name' in token ? { name: suffixed(token.name, copy) } : {}),
          ...('coinKey' in token ? { coinKey: suffixed(token.coinKey, copy) } : {}),
          address: rewriteAddress(token.address, copy),
        });
      }
    }
    return { ...chain, tokens };
  });
  return Array.isArray(json) ? outChains : { ...json, result: outChains };
}

export const INFLATERS = {
  wormhole: inflateWormhole,
  stargate: inflateStargate,
  orbiter: inflateOrbiter,
};

/** Writes `<outDir>/{wormhole,stargate,orbiter}.json` inflated `factor` times from `inDir`. */
export function inflateDir(inDir, outDir, factor = 10) {
  fs.mkdirSync(outDir, { recursive: true });
  const sizes = {};
  for (const [name, inflate] of Object.entries(INFLATERS)) {
    const from = path.join(inDir, `${name}.json`);
    const to = path.join(outDir, `${name}.json`);
    if (factor === 1) {
      // The original bytes: the 1x figures are about the real payloads.
      fs.writeFileSync(to, fs.readFileSync(from));
      sizes[name] = fs.statSync(to).size;
      continue;
    }
    const text = JSON.stringify(inflate(JSON.parse(fs.readFileSync(from, 'utf8')), factor));
    fs.writeFileSync(to, text);
    sizes[name] = Buffer.byteLength(text);
  }
  return sizes;
}

const isMain =
  process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href;
if (isMain) {
  const [inDir, outDir, factor = '10'] = process.argv.slice(2);
  if (!inDir || !outDir) {
    console.error('Usage: node scripts/bench/inflate.mjs <inDir> <outDir> [factor=10]');
    process.exit(1);
  }
  console.log(inflateDir(inDir, outDir, Number(factor)));
}
