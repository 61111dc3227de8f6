// The benchmark's "10x" dataset: every source payload repeated N times through its protocol's own
// parser and formatter, each copy with new symbols, keys, names and addresses, so a search returns N times the options in N times the
// groups (symbol + protocol) while the chains stay the same. Deterministic: same input, same output.
//
//   node scripts/bench/inflate.mjs <inDir> <outDir> [factor=10]
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PROTOCOL_IDS, PROTOCOL_SOURCES } from '../../src/shared/protocol-registry.mjs';
import { loadProtocolModules } from '../lib/protocol-modules.mjs';
import { changeToken } from '../lib/token-copies.mjs';

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

/** A token's copy `copy`: its names suffixed with the copy's number, its addresses rewritten. */
export function copyOf(token, copy) {
  if (copy === 0) return token;
  return changeToken(token, {
    rename: (text) => text + suffixOf(copy),
    readdress: (text) => rewriteAddress(text, copy),
  });
}

/**
 * A source's payload `factor` times over, through its protocol's own parser and formatter:
 * parse, copy every token `factor` times ({@link copyOf}), format. Rows the parser drops are not
 * copied (the 10x figures are about what the worker keeps).
 * @param {{parse: (json: unknown) => any, format: (tokens: any[]) => unknown}} source
 */
export function inflatePayload(source, json, factor) {
  const parsed = source.parse(json);
  if (!parsed.ok) throw new Error(`the payload does not parse: ${parsed.error.message}`);
  const tokens = [];
  for (let copy = 0; copy < factor; copy++)
    for (const token of parsed.tokens) tokens.push(copyOf(token, copy));
  return source.format(tokens);
}

/**
 * Writes `<outDir>/{key}.json` for every source of the protocol registry, inflated `factor`
 * times from `inDir`.
 */
export async function inflateDir(inDir, outDir, factor = 10) {
  fs.mkdirSync(outDir, { recursive: true });
  const modules = factor === 1 ? {} : await loadProtocolModules();
  const sizes = {};
  for (const id of PROTOCOL_IDS) {
    const name = PROTOCOL_SOURCES[id].key;
    const from = path.join(inDir, `${name}.json`);
    const to = path.join(outDir, `${name}.json`);
    if (factor === 1) {
      // The original bytes: the 1x figures are about the real payloads.
      fs.writeFileSync(to, fs.readFileSync(from));
      sizes[name] = fs.statSync(to).size;
      continue;
    }
    const json = JSON.parse(fs.readFileSync(from, 'utf8'));
    const text = JSON.stringify(inflatePayload(modules[id].source, json, factor));
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
  console.log(await inflateDir(inDir, outDir, Number(factor)));
}
