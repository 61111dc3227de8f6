// The panel's fields (text, protocol, chains) and whether the filters are open. They follow the
// search on screen (Back/Forward, shared links, the logo's reset) without remounting, so keyboard
// focus stays where it is; the URL catching up with a search run from these fields is not news
// to them: the visitor may already be typing the next one.
import { useState } from 'react';
import { hasFilters, type SearchParams } from '../../routing/routes';
import type { ProtocolChoice } from './SearchFilters';

export interface Fields {
  query: string;
  protocol: ProtocolChoice;
  fromChain: string;
  toChain: string;
}

function fieldsOf(value: SearchParams | null): Fields {
  return {
    query: value?.query ?? '',
    protocol: value?.protocol ?? 'All',
    fromChain: value?.fromChain ?? '',
    toChain: value?.toChain ?? '',
  };
}

/** The search the fields make, with `query` as its text. */
export function searchOf(fields: Fields, query: string): SearchParams {
  return {
    query,
    ...(fields.protocol === 'All' ? {} : { protocol: fields.protocol }),
    ...(fields.fromChain ? { fromChain: fields.fromChain } : {}),
    ...(fields.toChain ? { toChain: fields.toChain } : {}),
  };
}

/**
 * `value` is the search on screen; a new `resetKey` returns the fields to it. `followed` counts
 * the times the fields took the search on screen (what they showed was replaced). `small`: a
 * phone-sized screen, where a search with filters does not open the filter row by itself.
 */
export function useSearchFields(
  value: SearchParams | null,
  resetKey: string | number,
  small = false,
) {
  const [fields, setFields] = useState<Fields>(() => fieldsOf(value));
  // A shared link with filters opens them on a wide screen (rendering them fetches their chunk).
  // On a phone the row would push the results below the first screen: the button's count and the
  // results' own line name the filters, and the button opens them.
  const [filtersOpen, setFiltersOpen] = useState(() => hasFilters(value) && !small);
  const [followed, setFollowed] = useState(0);

  const valueKey = JSON.stringify(value);
  const [synced, setSynced] = useState({ resetKey, valueKey, submittedKey: '' });
  if (synced.resetKey !== resetKey || synced.valueKey !== valueKey) {
    setSynced({ resetKey, valueKey, submittedKey: '' });
    if (synced.resetKey !== resetKey || synced.submittedKey !== valueKey) {
      setFields(fieldsOf(value));
      setFollowed((count) => count + 1);
      if (value === null) setFiltersOpen(false);
      else if (hasFilters(value) && !small) setFiltersOpen(true);
    }
  }

  /** Records a search run from the fields: the URL will carry it, and need not be followed. */
  const submitted = (search: SearchParams) => {
    // As the URL will carry it (parseSearchParams trims the query).
    const submittedKey = JSON.stringify({ ...search, query: search.query.trim() });
    setSynced((previous) =>
      previous.submittedKey === submittedKey ? previous : { ...previous, submittedKey },
    );
  };

  const change = (patch: Partial<Fields>) => setFields((previous) => ({ ...previous, ...patch }));
  const toggleFilters = () => setFiltersOpen((open) => !open);

  return { fields, change, filtersOpen, toggleFilters, followed, submitted };
}
