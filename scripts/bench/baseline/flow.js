// The seed's data flow, as the benchmark's baseline: on every page load fetch the three sources
// ONE AFTER ANOTHER (all-or-nothing), keep the parsed lists in memory, and filter them on the main
// thread with the product's substring rules (docs/behaviour.md), grouping by symbol + protocol.
// Plain ES module: the baseline pages import it, and the bench imports it in node for reference counts.

export const SOURCE_URLS = {
  wormhole: '/sources/wormhole.json',
  stargate: '/sources/stargate.json',
  orbiter: '/sources/orbiter.json',
};

const str = (v) => (typeof v === 'string' && v !== '' ? v : undefined);

export function parseWormhole(json) {
  const map =
    json && typeof json === 'object' && json.tokens && typeof json.tokens === 'object'
      ? json.tokens
      : json;
  const out = [];
  for (const [key, t] of Object.entries(map ?? {})) {
    if (!t || typeof t !== 'object') continue;
    const chain = str(t.tokenId?.chain) ?? str(t.nativeChain);
    if (!str(t.symbol) || !chain) continue;
    out.push({
      key: str(t.key) ?? key,
      symbol: t.symbol,
      nativeChain: t.nativeChain,
      tokenId: t.tokenId ? { chain, address: t.tokenId.address } : undefined,
      chain,
      coinGeckoId: t.coinGeckoId,
      color: t.color,
      decimals: typeof t.decimals === 'number' ? t.decimals : 18,
      wrappedAsset: t.wrappedAsset,
    });
  }
  return out;
}

export function parseStargate(json) {
  const list = Array.isArray(json) ? json : (json?.tokens ?? []);
  return list.map((t) => ({
    chainKey: t.chainKey,
    address: t.address,
    symbol: t.symbol,
    name: t.name,
    decimals: typeof t.decimals === 'number' ? t.decimals : 18,
    isBridgeable: t.isBridgeable,
    isVerified: t.isVerified,
    logoURI: t.icon,
    tags: t.tags ?? [],
  }));
}

export function parseOrbiter(json) {
  const chains = Array.isArray(json) ? json : (json?.result ?? []);
  const out = [];
  for (const chain of chains) {
    for (const t of chain?.tokens ?? []) {
      out.push({
        symbol: t.symbol,
        name: t.name,
        address: t.address,
        decimals: typeof t.decimals === 'number' ? t.decimals : 18,
        chainName: chain.chainName ?? chain.name,
        chainId: chain.chainId,
        logoURI: t.logoURI,
        coinKey: t.coinKey,
        isNative: t.isNative ?? false,
      });
    }
  }
  return out;
}

/** The baseline's parser of each source it reads, by source key (`{key}.json`). */
export const PARSERS = { wormhole: parseWormhole, stargate: parseStargate, orbiter: parseOrbiter };

/** Fetches the three sources in sequence, as the seed did. Throws the spec's message on a non-OK status. */
export async function loadAll(urls = SOURCE_URLS, fetchImpl = fetch) {
  const get = async (url, label) => {
    const response = await fetchImpl(url);
    if (!response.ok) throw new Error(`Failed to fetch ${label} data`);
    return response.json();
  };
  const wormhole = parseWormhole(await get(urls.wormhole, 'Wormhole'));
  const stargate = parseStargate(await get(urls.stargate, 'Stargate'));
  const orbiter = parseOrbiter(await get(urls.orbiter, 'Orbiter'));
  return { wormhole, stargate, orbiter };
}

const has = (value, q) => typeof value === 'string' && value.toLowerCase().includes(q);

/** Filters and groups on the calling thread; returns bridge options like the seed did. */
export function searchBridges(data, query, protocol) {
  const q = query.trim().toLowerCase();
  if (q === '') return [];
  const groups = new Map();
  const add = (proto, token, chain, address) => {
    const key = `${token.symbol}|${proto}`;
    let option = groups.get(key);
    if (!option) {
      option = { protocol: proto, token, availableChains: [], chainDetails: [] };
      groups.set(key, option);
    }
    if (!option.availableChains.includes(chain)) option.availableChains.push(chain);
    option.chainDetails.push({ chainName: chain, address });
  };
  if (!protocol || protocol === 'Wormhole') {
    for (const t of data.wormhole)
      if (has(t.symbol, q) || has(t.key, q)) add('Wormhole', t, t.chain, t.tokenId?.address ?? '');
  }
  if (!protocol || protocol === 'Stargate') {
    for (const t of data.stargate) {
      if (t.isBridgeable === true && (has(t.symbol, q) || has(t.name, q)))
        add('Stargate', t, t.chainKey, t.address);
    }
  }
  if (!protocol || protocol === 'Orbiter') {
    for (const t of data.orbiter) {
      if (has(t.symbol, q) || has(t.name, q) || has(t.coinKey, q))
        add('Orbiter', t, t.chainName, t.address);
    }
  }
  return [...groups.values()];
}

export const PLACEHOLDER = 'Search tokens (e.g. USDC, ETH, WBTC)...';
export const foundText = (n) => `Found ${n} bridge option(s)`;
