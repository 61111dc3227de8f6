// The typeahead's list under the text box. Its options are a chunk of their own (they appear only
// once the visitor types); until then, and while closed, an empty hidden list stands in for it, so
// the text box's aria-controls always names an element.
import { Suspense } from 'react';
import { preloadable } from '../../app/preloadable';
import type { useTypeahead } from './useTypeahead';

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
  onPick: (symbol: string) => void;
}

export function TypeaheadList({ id, typeahead, onPick }: TypeaheadListProps) {
  return typeahead.listOpen ? (
    <Suspense fallback={<ClosedList id={id} />}>
      <SuggestionList
        id={id}
        suggestions={typeahead.suggestions}
        active={typeahead.active}
        open={typeahead.expanded}
        onPick={onPick}
      />
    </Suspense>
  ) : (
    <ClosedList id={id} />
  );
}
