// Fault payloads built from a source's real payload, for the local source server's
// `{"payload": "big" | "wrong-types"}` faults and for the e2e tests that check what survives.
// Each is made through the protocol's own modules (workers/sources, src/shared/protocols):
// parse the payload, change the tokens, format them back; the wrong-typed rows are found by
// where the formatted tokens sit and which of their fields the parser can do without. No source's
// format is written here, so a new protocol gets its faults with no code of its own.
import { changeToken } from './token-copies.mjs';

/**
 * A protocol's modules as this file uses them: its source module's parse and format, and its
 * adapter's `listed` (what the protocol page shows).
 * @typedef {{source: {parse: (json: unknown) => any, format: (tokens: any[]) => unknown}, adapter: {listed: (token: any) => boolean}}} ProtocolModules
 */

/** A JSON object that is not an array. */
const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value) => typeof value === 'string' && value.trim() !== '';

/** One entry of every wrong JSON type, where a source has an object. */
const WRONG_TYPES = [null, 42, 'USDC', ['USDC', 'ethereum'], true];

/**
 * The symbol of the token that has every optional field of the wrong type (and is still a token).
 * Decimals are not among them: decimals that are present and impossible drop the row.
 */
export const ODD_TYPES_SYMBOL = 'ODDTYPES';
const BAD_DECIMALS_SYMBOL = 'BADDECIMALS';

/** A new address for copy `copy` of a token: the same length, the last characters changed. */
function copyAddress(address, copy) {
  if (!isText(address)) return address;
  const suffix = copy.toString(16).padStart(4, '0');
  return address.length > suffix.length + 2
    ? address.slice(0, -suffix.length) + suffix
    : address + suffix;
}

/** Symbol of copy `copy`: 'USDC' -> 'USDCBIG3', so every copy is a token of its own. */
export function bigSymbol(symbol, copy) {
  return `${symbol.trim()}BIG${copy}`;
}

const parsedTokens = (modules, json) => {
  const parsed = modules.source.parse(json);
  return parsed.ok ? parsed.tokens : null;
};

/**
 * The source's list `factor` times as long: every token followed by `factor - 1` copies named
 * `{symbol}BIG{n}` at new addresses, written in the source's own format. A payload that does not
 * parse is returned as it is.
 * @param {ProtocolModules} modules
 */
export function inflatePayload(modules, json, factor = 10) {
  const tokens = parsedTokens(modules, json);
  if (!tokens) return json;
  const copies = tokens.flatMap((token) => [
    token,
    ...Array.from({ length: factor - 1 }, (_, i) =>
      changeToken(token, {
        rename: (text) => bigSymbol(text, i + 1),
        readdress: (text) => copyAddress(text, i + 1),
      }),
    ),
  ]);
  return modules.source.format(copies);
}

// ---- one entry of every wrong type ---------------------------------------------------------

/** Plain symbols (letters and digits only) keep the test's look-ups simple. */
const plainSymbol = (symbol) => /^[A-Za-z0-9]{2,12}$/.test(symbol);

/** The first `count` listed tokens with distinct plain symbols and an address of their own. */
function pickValid(tokens, modules, count) {
  const picked = [];
  const symbols = new Set();
  for (const token of tokens) {
    if (picked.length === count) break;
    const symbol = token.symbol.toUpperCase();
    if (!modules.adapter.listed(token) || !plainSymbol(token.symbol) || symbols.has(symbol))
      continue;
    symbols.add(symbol);
    picked.push(token);
  }
  return picked;
}

/** A token renamed to `symbol` (its key too) at a new address. */
const renamed = (token, symbol, copy) =>
  changeToken(token, {
    rename: (text) => (text === token.symbol || text === token.key ? symbol : text),
    readdress: (text) => copyAddress(text, copy),
  });

/**
 * Where a formatted row sits: the path of keys from the payload's root to the row whose `field`
 * is `value`, or null.
 */
function pathTo(json, field, value, at = []) {
  if (isObject(json) && json[field] === value) return at;
  if (!json || typeof json !== 'object') return null;
  for (const [key, inner] of Object.entries(json)) {
    const found = pathTo(inner, field, value, [...at, key]);
    if (found) return found;
  }
  return null;
}

const nodeAt = (json, keys) => keys.reduce((node, key) => node[key], json);

/** A value of another JSON type than `value`'s. */
function wrongTypeOf(value) {
  if (typeof value === 'string') return 7;
  if (typeof value === 'number') return ['six'];
  if (typeof value === 'boolean') return 'yes';
  if (Array.isArray(value)) return 'none';
  if (isObject(value)) return 5;
  return { r: 1 };
}

/** Adds `rows` to a container of rows: an array gets them pushed, a map gets them by name. */
function addRows(container, rows) {
  if (Array.isArray(container)) {
    container.push(...Object.values(rows));
    return;
  }
  Object.assign(container, rows);
}

/**
 * The source's payload cut down to `validCount` usable tokens, mixed with one row of every wrong
 * JSON type (null, number, string, array, boolean) beside its rows and, where the rows sit inside
 * a list of groups (chains, each with its tokens), beside the groups too; rows whose every field has the wrong
 * type; a row whose decimals are words; and one token ({@link ODD_TYPES_SYMBOL}) whose every field
 * the parser can do without has the wrong type (the parser says which: a field is changed when
 * the token still parses and is still listed). The usable tokens and the odd one must survive;
 * nothing else can be a token.
 * @param {ProtocolModules} modules
 * @returns {{json: unknown, validSymbols: string[]}} validSymbols: the kept usable tokens' symbols
 */
export function wrongTypesPayload(modules, json, validCount = 3) {
  const valid = pickValid(parsedTokens(modules, json) ?? [], modules, validCount);
  if (valid.length === 0) return { json: modules.source.format([]), validSymbols: [] };
  const odd = { ...renamed(valid[0], ODD_TYPES_SYMBOL, 0xdd), decimals: 18 };
  const payload = modules.source.format([...valid, odd]);
  const oddPath = pathTo(payload, 'symbol', ODD_TYPES_SYMBOL);
  if (!oddPath) throw new Error('the formatted payload does not name its tokens by `symbol`');
  const row = nodeAt(payload, oddPath);
  const container = nodeAt(payload, oddPath.slice(0, -1));
  const template = structuredClone(row);

  const survives = () => {
    const tokens = parsedTokens(modules, payload) ?? [];
    const found = tokens.find((token) => token.symbol === ODD_TYPES_SYMBOL);
    return found !== undefined && modules.adapter.listed(found) && found.decimals === 18;
  };
  for (const [field, value] of Object.entries(template)) {
    if (field === 'symbol') continue;
    row[field] = wrongTypeOf(value);
    if (!survives()) row[field] = value;
  }

  const wrongEverywhere = (pick) =>
    Object.fromEntries(Object.entries(template).map(([field, value]) => [field, pick(value)]));
  const hostile = Object.fromEntries(WRONG_TYPES.map((value, i) => [`WRONG${i}`, value]));
  hostile.BADFIELDS = wrongEverywhere(wrongTypeOf);
  hostile.BADFIELDS2 = wrongEverywhere((value) => wrongTypeOf(wrongTypeOf(value)));
  const badDecimals = modules.source.format([renamed(valid[0], BAD_DECIMALS_SYMBOL, 0xde)]);
  const badPath = pathTo(badDecimals, 'symbol', BAD_DECIMALS_SYMBOL);
  const badRow = badPath && nodeAt(badDecimals, badPath);
  if (badRow && 'decimals' in badRow) hostile[BAD_DECIMALS_SYMBOL] = { ...badRow, decimals: 'six' };
  addRows(container, hostile);

  // Groups of rows (chains holding tokens) get the wrong types beside them too.
  for (let depth = oddPath.length - 2; depth > 0; depth--) {
    const ancestor = nodeAt(payload, oddPath.slice(0, depth - 1));
    if (Array.isArray(ancestor)) ancestor.push(...WRONG_TYPES);
  }
  return { json: payload, validSymbols: valid.map((token) => token.symbol) };
}
