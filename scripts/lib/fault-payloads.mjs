// Fault payloads built from a source's real payload, for the local source server's
// `{"payload": "big" | "wrong-types"}` faults and for the e2e tests that check what survives.
// They only know each source's outer shape (one entry per source key below), not our parsers.

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

function copyToken(token, copy, addressField = 'address') {
  if (!isObject(token)) return token;
  const out = { ...token };
  if (isText(token.symbol)) out.symbol = bigSymbol(token.symbol, copy);
  if (isText(token.key)) out.key = bigSymbol(token.key, copy);
  if (addressField in token) out[addressField] = copyAddress(token[addressField], copy);
  if (isObject(token.tokenId))
    out.tokenId = { ...token.tokenId, address: copyAddress(token.tokenId.address, copy) };
  return out;
}

/** Each token followed by `factor - 1` copies with new symbols and addresses. */
function inflateList(tokens, factor, addressField) {
  return tokens.flatMap((token) => [
    token,
    ...Array.from({ length: factor - 1 }, (_, i) => copyToken(token, i + 1, addressField)),
  ]);
}

/** Each source's list `factor` times as long, by source key (the protocol registry's `key`). */
const INFLATE = {
  wormhole(json, factor) {
    if (!isObject(json)) return json;
    const map = isObject(json.tokens) ? json.tokens : json;
    const inflated = {};
    for (const [key, entry] of Object.entries(map)) {
      inflated[key] = entry;
      for (let copy = 1; copy < factor; copy++)
        inflated[bigSymbol(key, copy)] = copyToken(entry, copy);
    }
    return isObject(json.tokens) ? { ...json, tokens: inflated } : inflated;
  },
  stargate(json, factor) {
    if (Array.isArray(json)) return inflateList(json, factor, 'address');
    if (isObject(json) && Array.isArray(json.tokens))
      return { ...json, tokens: inflateList(json.tokens, factor, 'address') };
    return json;
  },
  orbiter(json, factor) {
    const chains = Array.isArray(json)
      ? json
      : isObject(json) && Array.isArray(json.result)
        ? json.result
        : null;
    if (!chains) return json;
    const result = chains.map((chain) =>
      isObject(chain) && Array.isArray(chain.tokens)
        ? { ...chain, tokens: inflateList(chain.tokens, factor, 'address') }
        : chain,
    );
    return Array.isArray(json) ? result : { ...json, result };
  },
};

/**
 * The source's list `factor` times as long: every entry (malformed ones too, so the share of
 * usable tokens stays the same) is followed by copies named `{symbol}BIG{n}`.
 * @param {string} source a source key
 */
export function inflatePayload(source, json, factor = 10) {
  return Object.hasOwn(INFLATE, source) ? INFLATE[source](json, factor) : json;
}

// ---- one entry of every wrong type ---------------------------------------------------------

function usableWormhole(entry) {
  return (
    isObject(entry) &&
    isText(entry.symbol) &&
    (isText(entry.nativeChain) || (isObject(entry.tokenId) && isText(entry.tokenId.chain)))
  );
}

function usableStargate(row) {
  // Bridgeable too: the protocol page lists only those.
  return (
    isObject(row) &&
    isText(row.symbol) &&
    isText(row.chainKey) &&
    isText(row.address) &&
    row.isBridgeable === true
  );
}

function usableOrbiterToken(token) {
  return isObject(token) && isText(token.symbol) && isText(token.address);
}

/** Plain symbols (letters and digits only) keep the test's look-ups simple. */
const plainSymbol = (symbol) => /^[A-Za-z0-9]{2,12}$/.test(symbol);

/** The first `count` usable entries with distinct plain symbols. */
function pickValid(entries, usable, count) {
  const picked = [];
  const symbols = new Set();
  for (const entry of entries) {
    if (picked.length === count) break;
    if (!usable(entry) || !plainSymbol(entry.symbol) || symbols.has(entry.symbol.toUpperCase()))
      continue;
    symbols.add(entry.symbol.toUpperCase());
    picked.push(entry);
  }
  return picked;
}

const ODD_ADDRESS = '0x00000000000000000000000000000000000000dd';
const BAD_DECIMALS_ADDRESS = '0x00000000000000000000000000000000000000de';

/**
 * The source's payload cut down to `validCount` usable entries, mixed with one entry of every
 * wrong JSON type (null, number, string, array, boolean), objects whose required fields have the
 * wrong types, a row whose decimals are words, and one token ({@link ODD_TYPES_SYMBOL}) whose optional fields all have the wrong
 * types. The usable entries and the odd one must survive; nothing else can be a token.
 * @param {string} source a source key (the protocol registry's `key`)
 * @returns {{json: unknown, validSymbols: string[]}} validSymbols: the kept usable entries' symbols
 */
export function wrongTypesPayload(source, json, validCount = 3) {
  return (Object.hasOwn(WRONG_TYPES_OF, source) ? WRONG_TYPES_OF[source] : WRONG_TYPES_OF.orbiter)(
    json,
    validCount,
  );
}

/** {@link wrongTypesPayload} of each source, by source key. */
const WRONG_TYPES_OF = {
  wormhole(json, validCount) {
    const map = isObject(json) && isObject(json.tokens) ? json.tokens : isObject(json) ? json : {};
    const valid = pickValid(
      Object.entries(map).map(([key, entry]) => ({ key, ...entry, mapKey: key })),
      usableWormhole,
      validCount,
    );
    const tokens = {};
    WRONG_TYPES.forEach((value, i) => (tokens[`WRONG${i}`] = value));
    tokens[valid[0]?.mapKey ?? 'FIRST'] = map[valid[0]?.mapKey];
    tokens.BADFIELDS = { key: 7, symbol: 123, nativeChain: ['Ethereum'], tokenId: 'Ethereum:0x1' };
    tokens.BADFIELDS2 = {
      symbol: { text: 'USDC' },
      tokenId: { chain: 2, address: 3 },
      nativeChain: null,
    };
    tokens.BADDECIMALS = {
      symbol: 'BADDECIMALS',
      nativeChain: 'Ethereum',
      tokenId: { chain: 'Ethereum', address: BAD_DECIMALS_ADDRESS },
      decimals: 'eighteen',
    };
    for (const entry of valid.slice(1)) tokens[entry.mapKey] = map[entry.mapKey];
    tokens[ODD_TYPES_SYMBOL] = {
      symbol: ODD_TYPES_SYMBOL,
      nativeChain: 'Ethereum',
      tokenId: { chain: 'Ethereum', address: ODD_ADDRESS },
      key: ['not', 'a', 'key'],
      coinGeckoId: 12,
      color: { r: 1 },
      wrappedAsset: 5,
      foreignAssets: 'none',
    };
    return { json: { tokens }, validSymbols: valid.map((entry) => entry.symbol) };
  },
  stargate(json, validCount) {
    const rows = Array.isArray(json)
      ? json
      : isObject(json) && Array.isArray(json.tokens)
        ? json.tokens
        : [];
    const valid = pickValid(rows, usableStargate, validCount);
    const list = [
      ...WRONG_TYPES,
      valid[0],
      { chainKey: 1, address: null, symbol: 5, isBridgeable: true },
      { chainKey: 'ethereum', address: { hex: '0x1' }, symbol: ['USDC'], isBridgeable: true },
      {
        chainKey: 'ethereum',
        address: BAD_DECIMALS_ADDRESS,
        symbol: 'BADDECIMALS',
        decimals: 'six',
        isBridgeable: true,
      },
      ...valid.slice(1),
      {
        chainKey: 'ethereum',
        address: ODD_ADDRESS,
        symbol: ODD_TYPES_SYMBOL,
        name: 7,
        isBridgeable: true,
        isVerified: 'yes',
        icon: 5,
        tags: 'stablecoin',
      },
    ].filter((row) => row !== undefined);
    return { json: list, validSymbols: valid.map((row) => row.symbol) };
  },
  // Wrong chains beside one good chain that holds the wrong tokens.
  orbiter(json, validCount) {
    const chains = Array.isArray(json)
      ? json
      : isObject(json) && Array.isArray(json.result)
        ? json.result
        : [];
    const chain = chains.find(
      (c) =>
        isObject(c) &&
        isText(c.chainName ?? c.name) &&
        Array.isArray(c.tokens) &&
        pickValid(c.tokens, usableOrbiterToken, validCount).length === validCount,
    );
    const valid = chain ? pickValid(chain.tokens, usableOrbiterToken, validCount) : [];
    const tokens = [
      ...WRONG_TYPES,
      valid[0],
      { symbol: 1, address: ['0x1'], name: 'Wrong types' },
      { symbol: 'NOADDR', address: 42 },
      { symbol: 'BADDECIMALS', address: BAD_DECIMALS_ADDRESS, decimals: 'six' },
      ...valid.slice(1),
      {
        symbol: ODD_TYPES_SYMBOL,
        address: ODD_ADDRESS,
        name: 7,
        logoURI: 9,
        coinKey: ['odd'],
        isNative: 'true',
      },
    ].filter((token) => token !== undefined);
    const result = [
      ...WRONG_TYPES,
      { chainName: 5, chainId: {}, tokens: 'none' },
      { chainName: 'No tokens chain', chainId: 1, tokens: { symbol: 'USDC' } },
      ...(chain ? [{ ...chain, tokens }] : []),
    ];
    return {
      json: { status: 'success', message: 'success', result },
      validSymbols: valid.map((token) => token.symbol),
    };
  },
};

/** The sources whose payloads this module can derive faults from (source keys). */
export const FAULT_PAYLOAD_SOURCES = Object.keys(INFLATE).filter((key) =>
  Object.hasOwn(WRONG_TYPES_OF, key),
);
