import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SearchParams } from '../../../../../src/routing/routes';
import { searchOf, useSearchFields } from '../../../../../src/components/search/useSearchFields';

type Props = { value: SearchParams | null; resetKey: number };

function renderFields(initial: Props) {
  return renderHook(({ value, resetKey }: Props) => useSearchFields(value, resetKey), {
    initialProps: initial,
  });
}

describe('useSearchFields', () => {
  it('starts from the search on screen, with the filters open when it has some', () => {
    const { result } = renderFields({
      value: { query: 'USDC', protocol: 'Stargate', fromChain: 'ethereum' },
      resetKey: 0,
    });
    expect(result.current.fields).toEqual({
      query: 'USDC',
      protocol: 'Stargate',
      fromChain: 'ethereum',
      toChain: '',
    });
    expect(result.current.filtersOpen).toBe(true);
    expect(renderFields({ value: { query: 'USDC' }, resetKey: 0 }).result.current.filtersOpen).toBe(
      false,
    );
  });

  it('follows a new search on screen (Back, a shared link) and counts it', () => {
    const { result, rerender } = renderFields({ value: { query: 'USDC' }, resetKey: 0 });
    act(() => result.current.change({ query: 'ET' }));
    rerender({ value: { query: 'WBTC', toChain: 'arbitrum' }, resetKey: 0 });
    expect(result.current.fields).toMatchObject({ query: 'WBTC', toChain: 'arbitrum' });
    expect(result.current.filtersOpen).toBe(true);
    expect(result.current.followed).toBe(1);
    rerender({ value: null, resetKey: 0 });
    expect(result.current.fields.query).toBe('');
    expect(result.current.filtersOpen).toBe(false);
    expect(result.current.followed).toBe(2);
  });

  it('keeps what is being typed when the URL catches up with the search run from the fields', () => {
    const { result, rerender } = renderFields({ value: null, resetKey: 0 });
    act(() => result.current.change({ query: '  usdc ' }));
    act(() => result.current.submitted(searchOf(result.current.fields, '  usdc ')));
    // The visitor types the next search before the history entry is written.
    act(() => result.current.change({ query: 'ETH' }));
    rerender({ value: { query: 'usdc' }, resetKey: 0 });
    expect(result.current.fields.query).toBe('ETH');
    expect(result.current.followed).toBe(0);
  });

  it('returns to the search on screen when reset, even one it ran itself', () => {
    const { result, rerender } = renderFields({ value: null, resetKey: 0 });
    act(() => result.current.change({ query: 'USDC', protocol: 'Wormhole' }));
    act(() => result.current.toggleFilters());
    expect(result.current.filtersOpen).toBe(true);
    rerender({ value: null, resetKey: 1 });
    expect(result.current.fields).toEqual({
      query: '',
      protocol: 'All',
      fromChain: '',
      toChain: '',
    });
    expect(result.current.filtersOpen).toBe(false);
    expect(result.current.followed).toBe(1);
  });

  it('makes a search of the fields, leaving out All and empty chains', () => {
    expect(
      searchOf({ query: 'x', protocol: 'All', fromChain: '', toChain: 'base' }, 'USDC'),
    ).toEqual({ query: 'USDC', toChain: 'base' });
  });
});
