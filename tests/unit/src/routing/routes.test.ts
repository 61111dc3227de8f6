import { describe, expect, it } from 'vitest';
import {
  parseSearchParams,
  protocolFromSlug,
  protocolHref,
  searchHref,
} from '../../../../src/routing/routes';
import {
  parseProtocolFilters,
  protocolFiltersHref,
} from '../../../../src/features/protocol-page/protocol-filters';

describe('route table', () => {
  it('links each protocol to /tokens/{slug} and matches slugs case-insensitively', () => {
    expect(protocolHref('Orbiter')).toBe('/tokens/orbiter');
    expect(protocolFromSlug('STARGATE')).toBe('Stargate');
    expect(protocolFromSlug('Wormhole')).toBe('Wormhole');
    expect(protocolFromSlug('hop')).toBeNull();
  });

  it('round-trips a search through the URL', () => {
    const search = {
      query: 'usdc',
      protocol: 'Stargate' as const,
      fromChain: 'ethereum',
      toChain: 'arbitrum',
    };
    const href = searchHref(search);
    expect(href).toBe('/?q=usdc&protocol=Stargate&from=ethereum&to=arbitrum');
    expect(parseSearchParams(href.slice(1))).toEqual(search);
  });

  it('leaves out All and empty fields, and reads no search without a query', () => {
    expect(searchHref({ query: ' eth ' })).toBe('/?q=eth');
    expect(searchHref(null)).toBe('/');
    expect(parseSearchParams('?q=eth&protocol=All')).toEqual({ query: 'eth' });
    expect(parseSearchParams('?protocol=orbiter&q=eth')).toEqual({
      query: 'eth',
      protocol: 'Orbiter',
    });
    expect(parseSearchParams('?q=%20%20&from=ethereum')).toBeNull();
    expect(parseSearchParams('?to=solana')).toBeNull();
    expect(parseSearchParams('')).toBeNull();
  });

  it('encodes a query with URL syntax in it', () => {
    const href = searchHref({ query: 'a&b=c #d' });
    expect(parseSearchParams(href.slice(1))?.query).toBe('a&b=c #d');
  });

  it('a route with no query is a search of its own: /?from=ethereum&to=solana', () => {
    const route = { query: '', fromChain: 'ethereum', toChain: 'solana' };
    expect(searchHref(route)).toBe('/?from=ethereum&to=solana');
    expect(parseSearchParams('?from=ethereum&to=solana&q=%20')).toEqual(route);
    expect(searchHref({ query: ' ', fromChain: 'ethereum' })).toBe('/');
  });
});

describe('protocol page filters in the URL', () => {
  it('round-trips a filter box, a chain and the by-chain view, leaving defaults out', () => {
    const href = protocolFiltersHref('Stargate', {
      query: 'usdc',
      chain: 'arbitrum',
      view: 'chain',
    });
    expect(href).toBe('/tokens/stargate?q=usdc&chain=arbitrum&view=chain');
    expect(parseProtocolFilters(href.split('?')[1] ?? '')).toEqual({
      query: 'usdc',
      chain: 'arbitrum',
      view: 'chain',
    });
    expect(protocolFiltersHref('Stargate', { query: '  ', chain: '', view: 'token' })).toBe(
      '/tokens/stargate',
    );
  });

  it('reads a missing or unknown view as by token, and a chain case-insensitively', () => {
    expect(parseProtocolFilters('?chain=Arbitrum&view=grid')).toEqual({
      query: '',
      chain: 'arbitrum',
      view: 'token',
    });
  });
});
