// The typeahead's list under the text box. Its options are a chunk of their own (they appear only
// once the visitor types); until then, and while closed, an empty hidden list stands in for it, so
// the text box's aria-controls always names an element.
import { Suspense } from 'react';
import { preloadable } from '../../lib/preloadable';
import { usePendingSearch, type PendingSearch } from './pending-search';
import type { useTypeahead } from '../../components/search/useTypeahead';

export const SuggestionList = preloadable(() =>
  import('./SuggestionList').then((module) => module.SuggestionList),
);

/** The combobox's list while closed (or while its chunk arrives): empty and hidden. */
function ClosedList({ id }: { id: string }) {
  return <ul id={id} role="listbox" aria-label="Token suggestions" hidden />;
}

export interface TypeaheadListProps {
  id: string;
  typeahead: Pick<
    ReturnType<typeof useTypeahead>,
    'listOpen' | 'expanded' | 'suggestions' | 'active'
  >;
  /** The search shown as running: the list is closed meanwhile. */
  pending: PendingSearch;
  onPick: (symbol: string) => void;
}

export function TypeaheadList({ id, typeahead, pending, onPick }: TypeaheadListProps) {
  // Read here, not in the panel: a search starting re-renders the list, not the whole panel.
  const running = usePendingSearch(pending) !== null;
  return typeahead.listOpen ? (
    <Suspense fallback={<ClosedList id={id} />}>
      <SuggestionList
        id={id}
        suggestions={typeahead.suggestions}
        active={typeahead.active}
        open={typeahead.expanded && !running}
        onPick={onPick}
      />
    </Suspense>
  ) : (
    <ClosedList id={id} />
  );
}
