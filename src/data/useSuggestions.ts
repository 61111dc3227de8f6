import { useEffect, useState } from 'react';
import type { SymbolSuggestion } from '../shared/contract';
import { useDataApi } from './DataProvider';

export const SUGGESTION_DEBOUNCE_MS = 150;

/** Symbol suggestions for a query (debounced); empty for an empty query or when disabled. */
export function useSuggestions(
  query: string,
  options: { fuzzy?: boolean; limit?: number; enabled?: boolean } = {},
): SymbolSuggestion[] {
  const api = useDataApi();
  const { fuzzy = false, limit = 5, enabled = true } = options;
  const trimmed = query.trim();
  const [result, setResult] = useState<{ key: string; suggestions: SymbolSuggestion[] }>({
    key: '',
    suggestions: [],
  });
  const key = enabled && trimmed !== '' ? `${fuzzy}:${limit}:${trimmed}` : '';

  useEffect(() => {
    if (key === '') return;
    let current = true;
    const timer = setTimeout(() => {
      api
        .suggest({ query: trimmed, limit, fuzzy })
        .then((suggestions) => {
          if (current) setResult({ key, suggestions });
        })
        .catch((error: unknown) => console.error('Suggestions failed', error));
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, key, trimmed, limit, fuzzy]);

  return result.key === key && key !== '' ? result.suggestions : [];
}
