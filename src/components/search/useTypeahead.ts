// The text box's typeahead: a list of token symbols opened by typing, closed by Escape, leaving
// the box, picking or searching. It only asks the worker for symbols; nothing is searched or
// tracked until the visitor searches.
import { useState, type KeyboardEvent } from 'react';
import { useSuggestions } from '../../data/useSuggestions';
import { suggestionOptionId } from './suggestion-ids';

/** Typeahead suggestions shown at most (the worker's default). */
export const TYPEAHEAD_LIMIT = 8;

export interface TypeaheadOptions {
  /** The text in the box. */
  query: string;
  /** Nothing is suggested meanwhile: a search is running, or the text is over the limit. */
  paused: boolean;
  /** A new value closes the list (the fields took the search on screen). */
  closeKey: number;
}

export function useTypeahead({ query, paused, closeKey }: TypeaheadOptions) {
  const [listOpen, setListOpen] = useState(false);
  // The active option is kept by symbol: it survives a list refreshed by the next keystroke's
  // answer when it is still in it.
  const [activeSymbol, setActiveSymbol] = useState<string | null>(null);
  const close = () => {
    setListOpen(false);
    setActiveSymbol(null);
  };
  const [seenCloseKey, setSeenCloseKey] = useState(closeKey);
  if (seenCloseKey !== closeKey) {
    setSeenCloseKey(closeKey);
    close();
  }

  const suggestions = useSuggestions(query, {
    limit: TYPEAHEAD_LIMIT,
    enabled: listOpen && !paused,
    keepPrevious: true,
  });
  const expanded = listOpen && !paused && suggestions.length > 0;
  const active = expanded
    ? suggestions.findIndex((suggestion) => suggestion.symbol === activeSymbol)
    : -1;
  /** The symbol Enter searches instead of the text, if an option is active. */
  const activeOption = active >= 0 && active < suggestions.length ? suggestions[active]! : null;

  /** Opens the list for text typed, or closes it when the box is blank. */
  const typed = (text: string) => setListOpen(text.trim() !== '');

  /** Moves through the list with the arrows; Escape and Tab close it. Enter is the panel's. */
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!expanded) {
          if (query.trim() !== '') setListOpen(true);
          return;
        }
        setActiveSymbol(suggestions[(active + 1) % count]!.symbol);
        return;
      case 'ArrowUp':
        if (!expanded) return;
        event.preventDefault();
        setActiveSymbol(suggestions[active <= 0 ? count - 1 : active - 1]!.symbol);
        return;
      case 'Escape':
        // Closes the list only; with no list, Escape keeps its usual meaning (clears the box).
        if (!listOpen) return;
        event.preventDefault();
        close();
        return;
      case 'Tab':
        close();
        return;
    }
  };

  /** The text box's combobox attributes; `listId` is the list's DOM id. */
  const comboboxProps = (listId: string) => ({
    role: 'combobox',
    'aria-autocomplete': 'list' as const,
    'aria-expanded': expanded,
    'aria-controls': listId,
    'aria-activedescendant':
      expanded && active >= 0 ? suggestionOptionId(listId, active) : undefined,
  });

  return {
    listOpen,
    expanded,
    suggestions,
    active,
    activeSymbol: activeOption?.symbol ?? null,
    typed,
    close,
    onKeyDown,
    comboboxProps,
  };
}
