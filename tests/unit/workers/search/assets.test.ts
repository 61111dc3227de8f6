// An asset found under the protocols' other symbols for it, on the offline demo's data (what
// `npm start` serves) and on hand-made catalogues.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { datasetFile } from '../../../../scripts/lib/protocol-files.mjs';
import { PROTOCOL_SOURCES } from '../../../../src/shared/protocol-registry.mjs';
import { PROTOCOLS, type Protocol, type Token } from '../../../../src/shared/tokens';
import { runSearch } from '../../../../workers/search/search';
import { ASSET_FACTS } from '../../../../workers/trust/assets';
import { catalogsOf, parseOrThrow } from '../catalogs';

function sampleTokens(): Record<Protocol, Token[]> {
  const read = (protocol: Protocol) =>
    JSON.parse(
      readFileSync(datasetFile('sample-data', `${PROTOCOL_SOURCES[protocol].key}.json`)!, 'utf8'),
    ) as unknown;
  return Object.fromEntries(
    PROTOCOLS.map((protocol) => [protocol, parseOrThrow(protocol, read(protocol))]),
  ) as Record<Protocol, Token[]>;
}

describe('a search finds an asset under its other symbols', () => {
  const catalogs = catalogsOf(sampleTokens());

  it("'wbtc' finds Orbiter's BTC, whose Ethereum contract is BitGo's WBTC, and says so", () => {
    // Orbiter's demo list names 0x2260…c599 'BTC'; it is BitGo's WBTC
    // (https://wbtc.network/dashboard/audit). The spec's rule alone does not find it.
    expect(runSearch(catalogs, { query: 'wbtc' }).options.map((o) => o.id)).not.toContain(
      'Orbiter:BTC',
    );
    const { options } = runSearch(catalogs, { query: 'wbtc' }, ASSET_FACTS);
    const btc = options.find((option) => option.id === 'Orbiter:BTC');
    expect(btc?.asAsset).toEqual({ asset: 'WBTC', chain: 'Ethereum', contract: "BitGo's WBTC" });
    // After every option the spec's rule finds, which it still finds, in the same order.
    const plain = runSearch(catalogs, { query: 'wbtc' }).options.map((o) => o.id);
    expect(options.map((o) => o.id).slice(0, plain.length)).toEqual(plain);
  });

  it('finds it on a route too, leaving Ethereum and arriving on Arbitrum', () => {
    const { options } = runSearch(
      catalogs,
      { query: 'wbtc', fromChain: 'ethereum', toChain: 'arbitrum' },
      ASSET_FACTS,
    );
    expect(options.map((o) => o.id)).toContain('Orbiter:BTC');
  });

  it('never for a query of fewer than three characters', () => {
    const { options } = runSearch(catalogs, { query: 'wb' }, ASSET_FACTS);
    expect(options.some((option) => option.asAsset)).toBe(false);
  });

  it('takes nothing away: every query finds at least what the spec rule finds', () => {
    const routes = [{}, { fromChain: 'ethereum', toChain: 'arbitrum' }];
    for (const route of routes) {
      for (const query of ['usdt', 'usdc', 'eth', 'btc', 'wbtc', 'tether', 'usd', 'sol', 'x', '']) {
        const plain = runSearch(catalogs, { query, ...route }).options.map((o) => o.id);
        const withAssets = runSearch(catalogs, { query, ...route }, ASSET_FACTS).options;
        expect(
          withAssets.map((o) => o.id),
          query,
        ).toEqual(expect.arrayContaining(plain));
      }
    }
  });
});
