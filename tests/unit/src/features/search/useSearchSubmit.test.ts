import { act, renderHook } from '@testing-library/react';
import type { FormEvent, KeyboardEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { SearchParams } from '../../../../../src/routing/routes';
import type { Fields } from '../../../../../src/components/search/useSearchFields';
import {
  useSearchSubmit,
  type SearchSubmitOptions,
} from '../../../../../src/features/search/useSearchSubmit';
import { useFocusBack } from '../../../../../src/features/search/useFocusBack';
import { MAX_QUERY_LENGTH } from '../../../../../src/shared/text';

const blank: Fields = { query: '', protocol: 'All', fromChain: '', toChain: '' };

function setup(overrides: Partial<SearchSubmitOptions> = {}) {
  const input = document.createElement('input');
  document.body.append(input);
  const onSearch = vi.fn<(search: SearchParams) => void | Promise<unknown>>();
  const typeahead = {
    typed: vi.fn(),
    close: vi.fn(),
    onKeyDown: vi.fn(),
    activeSymbol: null as string | null,
  };
  const options: SearchSubmitOptions = {
    inputRef: { current: input },
    fields: blank,
    change: vi.fn(),
    submitted: vi.fn(),
    typeahead,
    value: null,
    tooLong: false,
    onSearch,
    ...overrides,
  };
  const hook = renderHook((props: SearchSubmitOptions) => useSearchSubmit(props), {
    initialProps: options,
  });
  return { hook, options, onSearch, typeahead, input };
}

const enter = (isComposing = false) =>
  ({
    key: 'Enter',
    nativeEvent: { isComposing },
    preventDefault: vi.fn(),
  }) as unknown as KeyboardEvent<HTMLInputElement>;

describe('useSearchSubmit', () => {
  it('hands the fields over as a search, then records it and closes the typeahead', () => {
    const fields: Fields = {
      query: ' usdc ',
      protocol: 'Stargate',
      fromChain: 'Base',
      toChain: '',
    };
    const { hook, options, onSearch, typeahead } = setup({ fields });
    const preventDefault = vi.fn();
    act(() => hook.result.current.onSubmit({ preventDefault } as unknown as FormEvent));

    expect(preventDefault).toHaveBeenCalled();
    const search = { query: ' usdc ', protocol: 'Stargate', fromChain: 'Base' };
    expect(onSearch).toHaveBeenCalledWith(search);
    expect(options.submitted).toHaveBeenCalledWith(search);
    expect(typeahead.close).toHaveBeenCalled();
  });

  it('waits for the answer before recording the search when the screen returns a promise', async () => {
    let answer: () => void = () => {};
    const { hook, options, onSearch } = setup({ fields: { ...blank, query: 'eth' } });
    onSearch.mockReturnValue(new Promise<void>((resolve) => (answer = resolve)));
    act(() => hook.result.current.onKeyDown(enter()));
    expect(onSearch).toHaveBeenCalledWith({ query: 'eth' });
    expect(options.submitted).not.toHaveBeenCalled();
    await act(async () => answer());
    expect(options.submitted).toHaveBeenCalledWith({ query: 'eth' });
  });

  it('records only the latest search handed over, whichever settles last', async () => {
    const answers: (() => void)[] = [];
    const { hook, options, onSearch } = setup({ fields: { ...blank, query: 'eth' } });
    onSearch.mockImplementation(() => new Promise<void>((resolve) => answers.push(resolve)));
    act(() => hook.result.current.onKeyDown(enter()));
    hook.rerender({ ...options, fields: { ...blank, query: 'usdc' } });
    act(() => hook.result.current.onKeyDown(enter()));
    await act(async () => answers[1]!());
    await act(async () => answers[0]!());
    expect(vi.mocked(options.submitted).mock.calls).toEqual([[{ query: 'usdc' }]]);
  });

  it('searches the active suggestion on Enter instead of the text', () => {
    const { hook, options, onSearch, typeahead } = setup({ fields: { ...blank, query: 'us' } });
    typeahead.activeSymbol = 'USDT';
    hook.rerender({ ...options, typeahead });
    act(() => hook.result.current.onKeyDown(enter()));
    expect(options.change).toHaveBeenCalledWith({ query: 'USDT' });
    expect(onSearch).toHaveBeenCalledWith({ query: 'USDT' });
  });

  it('leaves other keys to the typeahead and ignores Enter while composing', () => {
    const { hook, onSearch, typeahead } = setup({ fields: { ...blank, query: 'eth' } });
    const arrow = { key: 'ArrowDown' } as KeyboardEvent<HTMLInputElement>;
    act(() => hook.result.current.onKeyDown(arrow));
    expect(typeahead.onKeyDown).toHaveBeenCalledWith(arrow);
    act(() => hook.result.current.onKeyDown(enter(true)));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('searches nothing over the length limit', () => {
    const query = 'x'.repeat(MAX_QUERY_LENGTH + 1);
    const { hook, onSearch } = setup({ fields: { ...blank, query }, tooLong: true });
    act(() => hook.result.current.onKeyDown(enter()));
    expect(onSearch).not.toHaveBeenCalled();
  });

  it('runs the search on screen again when a filter changes, and nothing when there is none', () => {
    const idle = setup({ fields: { ...blank, query: 'usdc' } });
    act(() => idle.hook.result.current.changeFilter({ protocol: 'Wormhole' }));
    expect(idle.options.change).toHaveBeenCalledWith({ protocol: 'Wormhole' });
    expect(idle.onSearch).not.toHaveBeenCalled();

    const shown = setup({ fields: { ...blank, query: 'usdc' }, value: { query: 'usdc' } });
    act(() => shown.hook.result.current.changeFilter({ protocol: 'Wormhole' }));
    expect(shown.onSearch).toHaveBeenCalledWith({ query: 'usdc', protocol: 'Wormhole' });

    // Both ends of a route make a search even with no text.
    const route = setup({ fields: { ...blank, fromChain: 'Ethereum' } });
    act(() => route.hook.result.current.changeFilter({ toChain: 'Base' }));
    expect(route.onSearch).toHaveBeenCalledWith({
      query: '',
      fromChain: 'Ethereum',
      toChain: 'Base',
    });
  });

  it('prepares the search being typed, and nothing for a blank or over-long one', () => {
    const onTyped = vi.fn();
    const { hook, options } = setup({ fields: { ...blank, query: 'wbtc' }, onTyped });
    expect(onTyped).toHaveBeenLastCalledWith({ query: 'wbtc' });
    onTyped.mockClear();
    hook.rerender({ ...options, fields: { ...blank, query: '  ' } });
    hook.rerender({ ...options, fields: { ...blank, query: 'wbtcx' }, tooLong: true });
    expect(onTyped.mock.calls).toEqual([[null], [null]]);
  });

  it('gives focus back to the text box once a search started from it has finished', () => {
    const { hook, options, input } = setup({ fields: { ...blank, query: 'eth' } });
    input.focus();
    act(() => hook.result.current.onKeyDown(enter()));
    const { refocusRef } = hook.result.current;
    // The box is disabled while searching, which drops focus.
    const box = renderHook((busy: boolean) => useFocusBack(options.inputRef, busy, refocusRef), {
      initialProps: true,
    });
    input.blur();
    box.rerender(false);
    expect(document.activeElement).toBe(input);
  });

  it('leaves focus where it is after a search not started from the text box', () => {
    const { hook, options, input } = setup({ fields: { ...blank, query: 'eth' } });
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    elsewhere.focus();
    act(() => hook.result.current.onSubmit({ preventDefault: vi.fn() } as unknown as FormEvent));
    const box = renderHook(
      (busy: boolean) => useFocusBack(options.inputRef, busy, hook.result.current.refocusRef),
      { initialProps: true },
    );
    box.rerender(false);
    expect(document.activeElement).toBe(elsewhere);
    expect(document.activeElement).not.toBe(input);
  });

  it('keeps text typed into the prerendered box before the app took it over', () => {
    const input = document.createElement('input');
    input.value = 'usd';
    const change = vi.fn();
    const typed = vi.fn();
    renderHook(() =>
      useSearchSubmit({
        inputRef: { current: input },
        fields: blank,
        change,
        submitted: vi.fn(),
        typeahead: { typed, close: vi.fn(), onKeyDown: vi.fn(), activeSymbol: null },
        value: null,
        tooLong: false,
        onSearch: vi.fn(),
      }),
    );
    expect(change).toHaveBeenCalledWith({ query: 'usd' });
    expect(typed).toHaveBeenCalledWith('usd');
  });
});
