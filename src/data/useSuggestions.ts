import { useEffect, useState } from 'react';
import type { SymbolSuggestion } from '../shared/contract';
import { useDataApi } from './DataProvider';

export const SUGGESTION_DEBOUNCE_MS = 150;

export interface SuggestionOptions {
  /** Typo-tolerant (did-you-mean) instead of prefix/substring (typeahead). */
  fuzzy?: boolean;
  limit?: number;
  enabled?: boolean;
  /**
   * While the answer for a query typed further (or backspaced) is on its way, keep showing the
   * last one: a typeahead list that does not blink at every keystroke.
   */
  keepPrevious?: boolean;
}

/** Symbol suggestions for a query (debounced); empty for an empty query or when disabled. */
export function useSuggestions(query: string, options: SuggestionOptions = {}): SymbolSuggestion[] {
  const api = useDataApi();
  const { fuzzy = false, limit = 5, enabled = true, keepPrevious = false } = options;
  const trimmed = query.trim();
  const [result, setResult] = useState<{
    key: string;
    query: string;
    suggestions: SymbolSuggestion[];
  }>({ key: '', query: '', suggestions: [] });
  const key = enabled && trimmed !== '' ? `${fuzzy}:${limit}:${trimmed}` : '';

  useEffect(() => {
    if (key === '') return;
    let current = true;
    const timer = setTimeout(() => {
      api
        .suggest({ query: trimmed, limit, fuzzy })
        .then((suggestions) => {
          if (current) setResult({ key, query: trimmed, suggestions });
        })
        .catch((error: unknown) => console.error('Suggestions failed', error));
    }, SUGGESTION_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, key, trimmed, limit, fuzzy]);

  if (key === '' || result.key === '') return [];
  if (result.key === key) return result.suggestions;
  return keepPrevious && related(result.query, trimmed) ? result.suggestions : [];
}

/** One query is the other typed further. */
function related(a: string, b: string): boolean {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x.startsWith(y) || y.startsWith(x);
}
