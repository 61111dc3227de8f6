import { useCallback, useRef, useState } from 'react';
import type { SearchRequest, SearchResponse } from '../shared/contract';
import { useDataApi } from './DataProvider';

export type SearchState =
  | { phase: 'idle' }
  | { phase: 'loading'; request: SearchRequest }
  | { phase: 'done'; request: SearchRequest; response: SearchResponse }
  | { phase: 'error'; request: SearchRequest; error: unknown };

export type SearchOutcome =
  | { kind: 'done'; response: SearchResponse }
  | { kind: 'error'; error: unknown }
  /** A newer search (or a reset) overtook this one; its answer was dropped. */
  | { kind: 'superseded' };

export interface RunOptions {
  /**
   * A quiet run refreshes results already on screen (new source data): no loading state,
   * and a failure keeps the results shown.
   */
  quiet?: boolean;
}

/** Runs searches on the worker. Only the newest search's answer is ever shown. */
export function useBridgeSearch() {
  const api = useDataApi();
  const [state, setState] = useState<SearchState>({ phase: 'idle' });
  const sequence = useRef(0);

  const run = useCallback(
    async (request: SearchRequest, options: RunOptions = {}): Promise<SearchOutcome> => {
      const id = ++sequence.current;
      if (!options.quiet) setState({ phase: 'loading', request });
      try {
        const response = await api.search(request);
        if (id !== sequence.current) return { kind: 'superseded' };
        setState({ phase: 'done', request, response });
        return { kind: 'done', response };
      } catch (error) {
        if (id !== sequence.current) return { kind: 'superseded' };
        if (options.quiet) {
          console.error('Background search refresh failed', error);
        } else {
          setState({ phase: 'error', request, error });
        }
        return { kind: 'error', error };
      }
    },
    [api],
  );

  const reset = useCallback(() => {
    sequence.current++;
    setState({ phase: 'idle' });
  }, []);

  return { state, run, reset };
}
