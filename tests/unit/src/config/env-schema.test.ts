import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_SOURCE_URLS, parseEnv } from '../../../../src/config/env-schema';
import { KNOWN_PROTOCOL_IDS } from '../../../../src/shared/protocol-registry.mjs';

describe('parseEnv', () => {
  it('uses the real public endpoints when no variable is set', () => {
    expect(parseEnv({})).toEqual({
      protocols: KNOWN_PROTOCOL_IDS,
      sourceUrls: {
        // Each protocol's default, from the registry; the spec's three are these.
        ...DEFAULT_SOURCE_URLS,
        wormhole: '/catalogue/wormhole.json',
        stargate: 'https://stargate.finance/api/tokens',
        orbiter: 'https://api.orbiter.finance/sdk/chains',
      },
      sourceTimeoutMs: 20_000,
      sourceRetryBaseMs: 1_000,
      mixpanelToken: '',
      mixpanelApiHost: '',
      shippedCatalogue: true,
      remoteLogos: true,
    });
  });

  it('reads VITE_PROTOCOLS as ids in the registry order, every protocol when unset or empty', () => {
    expect(parseEnv({}).protocols).toEqual(KNOWN_PROTOCOL_IDS);
    expect(parseEnv({ VITE_PROTOCOLS: ' ' }).protocols).toEqual(KNOWN_PROTOCOL_IDS);
    expect(parseEnv({ VITE_PROTOCOLS: 'Orbiter, Wormhole,Stargate' }).protocols).toEqual([
      'Wormhole',
      'Stargate',
      'Orbiter',
    ]);
    expect(parseEnv({ VITE_PROTOCOLS: 'Stargate' }).protocols).toEqual(['Stargate']);
  });

  it.each([['Wormhole,Hop'], ['wormhole'], ['Wormhole,Wormhole'], [',']])(
    'refuses VITE_PROTOCOLS=%s with a ConfigError naming the variable',
    (value) => {
      expect(() => parseEnv({ VITE_PROTOCOLS: value })).toThrow(ConfigError);
      expect(() => parseEnv({ VITE_PROTOCOLS: value })).toThrow('VITE_PROTOCOLS');
    },
  );

  it('reads VITE_SHIPPED_CATALOGUE as on or off, and refuses anything else', () => {
    expect(parseEnv({ VITE_SHIPPED_CATALOGUE: 'off' }).shippedCatalogue).toBe(false);
    expect(parseEnv({ VITE_SHIPPED_CATALOGUE: ' ON ' }).shippedCatalogue).toBe(true);
    expect(() => parseEnv({ VITE_SHIPPED_CATALOGUE: 'no' })).toThrow('VITE_SHIPPED_CATALOGUE');
  });

  it('reads VITE_REMOTE_LOGOS as on or off', () => {
    expect(parseEnv({ VITE_REMOTE_LOGOS: 'off' }).remoteLogos).toBe(false);
    expect(parseEnv({ VITE_REMOTE_LOGOS: 'on' }).remoteLogos).toBe(true);
    expect(() => parseEnv({ VITE_REMOTE_LOGOS: 'maybe' })).toThrow('VITE_REMOTE_LOGOS');
  });

  it('reads the source timeout and retry backoff in milliseconds, trimming whitespace', () => {
    const config = parseEnv({ VITE_SOURCE_TIMEOUT_MS: ' 5000 ', VITE_SOURCE_RETRY_BASE_MS: '100' });
    expect(config.sourceTimeoutMs).toBe(5000);
    expect(config.sourceRetryBaseMs).toBe(100);
    expect(parseEnv({ VITE_SOURCE_TIMEOUT_MS: '', VITE_SOURCE_RETRY_BASE_MS: '' })).toMatchObject({
      sourceTimeoutMs: 20_000,
      sourceRetryBaseMs: 1_000,
    });
    expect(parseEnv({ VITE_SOURCE_RETRY_BASE_MS: '0' }).sourceRetryBaseMs).toBe(0);
  });

  it.each([
    ['VITE_SOURCE_TIMEOUT_MS', 'soon'],
    ['VITE_SOURCE_TIMEOUT_MS', '2.5'],
    ['VITE_SOURCE_TIMEOUT_MS', '-1'],
    ['VITE_SOURCE_TIMEOUT_MS', '999'],
    ['VITE_SOURCE_TIMEOUT_MS', '120001'],
    ['VITE_SOURCE_TIMEOUT_MS', true],
    ['VITE_SOURCE_RETRY_BASE_MS', '1e3'],
    ['VITE_SOURCE_RETRY_BASE_MS', '30001'],
  ])('throws a ConfigError naming %s when it is %s', (name, value) => {
    expect(() => parseEnv({ [name]: value })).toThrow(ConfigError);
    expect(() => parseEnv({ [name]: value })).toThrow(name);
  });

  it('has a Wormhole default on our own origin: the catalogue file the build generates', () => {
    expect(DEFAULT_SOURCE_URLS.wormhole).toBe('/catalogue/wormhole.json');
  });

  it('treats an empty variable as unset', () => {
    expect(parseEnv({ VITE_STARGATE_TOKENS_URL: '' }).sourceUrls.stargate).toBe(
      DEFAULT_SOURCE_URLS.stargate,
    );
  });

  it('lets each source URL be overridden, trimming surrounding whitespace', () => {
    const config = parseEnv({
      VITE_WORMHOLE_TOKENS_URL: ' https://mirror.example/wormhole.json ',
      VITE_STARGATE_TOKENS_URL: 'https://stargate.finance/api/v1/tokens',
      VITE_ORBITER_CHAINS_URL: 'http://localhost:4174/orbiter.json',
    });
    expect(config.sourceUrls).toEqual({
      ...DEFAULT_SOURCE_URLS,
      wormhole: 'https://mirror.example/wormhole.json',
      stargate: 'https://stargate.finance/api/v1/tokens',
      orbiter: 'http://localhost:4174/orbiter.json',
    });
  });

  it('accepts root-relative paths so a deployment can mirror the sources on its own origin', () => {
    expect(
      parseEnv({ VITE_ORBITER_CHAINS_URL: '/sample-data/orbiter.json' }).sourceUrls.orbiter,
    ).toBe('/sample-data/orbiter.json');
  });

  it.each([
    ['not a URL', 'not a url'],
    ['a relative path without a leading slash', 'sample-data/stargate.json'],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['an ftp URL', 'ftp://example.com/tokens.json'],
  ])('throws a ConfigError for %s', (_label, value) => {
    expect(() => parseEnv({ VITE_STARGATE_TOKENS_URL: value })).toThrow(ConfigError);
  });

  it('throws a ConfigError naming the variable when a URL variable is not a string', () => {
    expect(() => parseEnv({ VITE_WORMHOLE_TOKENS_URL: true })).toThrow(/VITE_WORMHOLE_TOKENS_URL/);
  });

  it('reads the Mixpanel token trimmed, and leaves analytics off when it is missing or not a string', () => {
    expect(parseEnv({ VITE_MIXPANEL_TOKEN: ' abc123 ' }).mixpanelToken).toBe('abc123');
    expect(parseEnv({}).mixpanelToken).toBe('');
    expect(parseEnv({ VITE_MIXPANEL_TOKEN: true }).mixpanelToken).toBe('');
  });

  it('reads the Mixpanel API host as a URL without a trailing slash', () => {
    expect(
      parseEnv({ VITE_MIXPANEL_API_HOST: 'https://api-eu.mixpanel.com/' }).mixpanelApiHost,
    ).toBe('https://api-eu.mixpanel.com');
    expect(parseEnv({ VITE_MIXPANEL_API_HOST: '   ' }).mixpanelApiHost).toBe('');
  });

  it('throws a ConfigError for a Mixpanel API host that is not a URL', () => {
    expect(() => parseEnv({ VITE_MIXPANEL_API_HOST: 'mixpanel host' })).toThrow(ConfigError);
  });
});
