import { act, renderHook, waitFor } from '@testing-library/react';
import type { KeyboardEvent, ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  useTypeahead,
  type TypeaheadOptions,
} from '../../../../../src/components/search/useTypeahead';
import { DataProvider } from '../../../../../src/data/DataProvider';
import { SUGGESTION_DEBOUNCE_MS } from '../../../../../src/data/useSuggestions';
import { createFakeApi } from '../../support/fake-api';

const SYMBOLS = ['USDC', 'USDT', 'USDE'];

function renderTypeahead(initial: Partial<TypeaheadOptions> = {}) {
  const api = createFakeApi({ suggest: () => SYMBOLS });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <DataProvider api={api}>{children}</DataProvider>
  );
  const utils = renderHook((options: TypeaheadOptions) => useTypeahead(options), {
    wrapper,
    initialProps: { query: 'US', paused: false, closeKey: 0, ...initial },
  });
  return { ...utils, api };
}

function key(name: string) {
  const event = { key: name, preventDefault: vi.fn() };
  return { event, asArg: event as unknown as KeyboardEvent<HTMLInputElement> };
}

describe('useTypeahead', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('opens for typed text, shows the worker’s symbols and asks for nothing while closed', async () => {
    // A fake clock: the debounce passes in full, however slow the machine.
    vi.useFakeTimers();
    const { result, api } = renderTypeahead();
    expect(result.current.listOpen).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS * 2));
    expect(api.suggest).not.toHaveBeenCalled();

    act(() => result.current.typed('US'));
    // The debounce, then the worker's answer (a resolved promise) within the same act.
    await act(() => vi.advanceTimersByTimeAsync(SUGGESTION_DEBOUNCE_MS));
    expect(result.current.expanded).toBe(true);
    expect(result.current.suggestions.map((suggestion) => suggestion.symbol)).toEqual(SYMBOLS);
    expect(api.suggest).toHaveBeenCalledWith({ query: 'US', limit: 8, fuzzy: false });
    // Blank text closes the list.
    act(() => result.current.typed('  '));
    expect(result.current.listOpen).toBe(false);
  });

  it('moves the active option with the arrows, wrapping round, and names it for the text box', async () => {
    const { result } = renderTypeahead();
    act(() => result.current.typed('US'));
    await waitFor(() => expect(result.current.expanded).toBe(true));
    expect(result.current.activeSymbol).toBeNull();

    act(() => result.current.onKeyDown(key('ArrowDown').asArg));
    expect(result.current.activeSymbol).toBe('USDC');
    expect(result.current.comboboxProps('list')).toMatchObject({
      role: 'combobox',
      'aria-expanded': true,
      'aria-controls': 'list',
      'aria-activedescendant': 'list-option-0',
    });
    act(() => result.current.onKeyDown(key('ArrowUp').asArg));
    expect(result.current.activeSymbol).toBe('USDE');
    act(() => result.current.onKeyDown(key('ArrowDown').asArg));
    expect(result.current.activeSymbol).toBe('USDC');
  });

  it('closes on Escape and Tab, and leaves Escape alone when no list is open', async () => {
    const { result } = renderTypeahead();
    const idle = key('Escape');
    act(() => result.current.onKeyDown(idle.asArg));
    expect(idle.event.preventDefault).not.toHaveBeenCalled();

    act(() => result.current.typed('US'));
    await waitFor(() => expect(result.current.expanded).toBe(true));
    const escape = key('Escape');
    act(() => result.current.onKeyDown(escape.asArg));
    expect(escape.event.preventDefault).toHaveBeenCalled();
    expect(result.current.listOpen).toBe(false);

    // ArrowDown reopens it for the text in the box; Tab closes it.
    act(() => result.current.onKeyDown(key('ArrowDown').asArg));
    await waitFor(() => expect(result.current.expanded).toBe(true));
    act(() => result.current.onKeyDown(key('Tab').asArg));
    expect(result.current.listOpen).toBe(false);
  });

  it('hides the list while paused and closes it when the close key changes', async () => {
    const { result, rerender } = renderTypeahead();
    act(() => result.current.typed('US'));
    await waitFor(() => expect(result.current.expanded).toBe(true));
    act(() => result.current.onKeyDown(key('ArrowDown').asArg));

    rerender({ query: 'US', paused: true, closeKey: 0 });
    expect(result.current.expanded).toBe(false);
    expect(result.current.activeSymbol).toBeNull();
    rerender({ query: 'US', paused: false, closeKey: 0 });
    expect(result.current.expanded).toBe(true);

    rerender({ query: 'US', paused: false, closeKey: 1 });
    expect(result.current.listOpen).toBe(false);
    expect(result.current.expanded).toBe(false);
  });
});
