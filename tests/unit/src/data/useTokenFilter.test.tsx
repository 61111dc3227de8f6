import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { DataProvider } from '../../../../src/data/DataProvider';
import { useTokenFilter } from '../../../../src/data/useTokenFilter';
import { createFakeApi } from '../support/fake-api';

describe('useTokenFilter', () => {
  it('never hands out indexes of a list of another length (the data changed under the filter)', async () => {
    // The worker answers about the list it holds: first 5 tokens, then (new data) 3.
    let held = 5;
    const api = createFakeApi({
      filterTokens: (filter) => ({
        ok: true,
        protocol: filter.protocol,
        matches: held === 5 ? [0, 4] : [2],
        tokenCount: held,
        chains: [],
      }),
    });
    const wrapper = ({ children }: { children: ReactNode }) => (
      <DataProvider api={api}>{children}</DataProvider>
    );
    const { result, rerender } = renderHook(
      ({ length }: { length: number }) =>
        useTokenFilter('Orbiter', { query: 'eth', chain: '' }, length),
      { wrapper, initialProps: { length: 5 } },
    );
    await waitFor(() => expect(result.current.matches).toEqual([0, 4]));
    held = 3;
    rerender({ length: 3 });
    // Index 4 would point past the new list: the whole list shows until the new answer.
    expect(result.current.matches).toBeNull();
    await waitFor(() => expect(result.current.matches).toEqual([2]));
  });
});
