import { useEffect, useRef, useState } from 'react';
import type { ChainChoice } from '../shared/contract';
import type { Protocol } from '../shared/tokens';
import { useDataApi } from './DataProvider';

export interface TokenFilterState {
  /** Indexes into the loaded list that the filters keep; null until the first answer. */
  matches: readonly number[] | null;
  /** The chain filter's choices: the chains this protocol's tokens are on. */
  chains: ChainChoice[];
}

const NONE: TokenFilterState = { matches: null, chains: [] };

/**
 * What a protocol page's filter box and chain filter keep of its list, answered by the worker
 * with the search's own matching. `listLength` is the loaded list's length: an answer about a
 * list of another length (the data changed in between) is ignored, and the question is asked
 * again when the new list arrives; meanwhile the whole new list shows. The last answer stays
 * until the next one, so typing never blanks the list.
 */
export function useTokenFilter(
  protocol: Protocol,
  filter: { query: string; chain: string },
  listLength: number | null,
): TokenFilterState {
  const api = useDataApi();
  const [state, setState] = useState<{
    protocol: Protocol;
    listLength: number | null;
    value: TokenFilterState;
  }>({ protocol, listLength: null, value: NONE });
  const sequence = useRef(0);
  const { query, chain } = filter;

  useEffect(() => {
    if (listLength === null) return;
    const id = ++sequence.current;
    api
      .filterTokens({ protocol, query, chain })
      .then((response) => {
        if (id !== sequence.current || !response.ok || response.tokenCount !== listLength) return;
        setState({
          protocol,
          listLength,
          value: { matches: response.matches, chains: response.chains },
        });
      })
      .catch((error: unknown) => console.error('Filtering tokens failed', error));
  }, [api, protocol, query, chain, listLength]);

  if (state.protocol !== protocol) return NONE;
  // Indexes into a list of another length would point past (or at the wrong) tokens of the list
  // now loaded: until the new list's answer, the whole list, with the last chain choices.
  return state.listLength === listLength
    ? state.value
    : { matches: null, chains: state.value.chains };
}
