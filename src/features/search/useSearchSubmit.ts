// What the search form does with the visitor's input: submitting (the button, Enter, a picked
// suggestion, a changed filter; useFocusBack gives the focus back after it), preparing the search
// being typed, and keeping text typed into the prerendered page before the app took it over.
import {
  useEffect,
  useLayoutEffect,
  useRef,
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { hasRoute, type SearchParams } from '../../routing/routes';
import { queryTooLong } from '../../shared/text';
import { searchOf, type Fields } from '../../components/search/useSearchFields';
import type { useTypeahead } from '../../components/search/useTypeahead';

export interface SearchSubmitOptions {
  inputRef: RefObject<HTMLInputElement | null>;
  fields: Fields;
  change: (patch: Partial<Fields>) => void;
  /** Tells the fields which search was handed over. */
  submitted: (search: SearchParams) => void;
  typeahead: Pick<
    ReturnType<typeof useTypeahead>,
    'typed' | 'close' | 'onKeyDown' | 'activeSymbol'
  >;
  /** The search on screen (from the URL). */
  value: SearchParams | null;
  tooLong: boolean;
  onSearch: (search: SearchParams) => void | Promise<unknown>;
  /** A changed filter's search; `onSearch` when not given. */
  onFilterChange?: (search: SearchParams) => void | Promise<unknown>;
  /** The search the fields make as typed; null when there is nothing to search. */
  onTyped?: (search: SearchParams | null) => void;
}

export function useSearchSubmit({
  inputRef,
  fields,
  change,
  submitted,
  typeahead,
  value,
  tooLong,
  onSearch,
  onFilterChange = onSearch,
  onTyped,
}: SearchSubmitOptions) {
  /** The search was started from the text box: it gets focus back afterwards (useFocusBack). */
  const refocusRef = useRef(false);

  // Text typed into the prerendered page's box before the app took it over is the visitor's:
  // hydration leaves the box as it is, and the next render would clear it. Read once, on mount.
  const adopted = useRef(false);
  useLayoutEffect(() => {
    if (adopted.current) return;
    adopted.current = true;
    const typed = inputRef.current?.value ?? '';
    if (typed !== '' && typed !== fields.query) {
      change({ query: typed });
      typeahead.typed(typed);
    }
  }, [inputRef, fields.query, change, typeahead]);

  useEffect(() => {
    if (!onTyped) return;
    onTyped(tooLong || fields.query.trim() === '' ? null : searchOf(fields, fields.query));
  }, [onTyped, tooLong, fields]);

  /** How many searches were handed over: only the latest is recorded when it settles. */
  const handedOver = useRef(0);

  const submit = (query = fields.query, from: Fields = fields, send = onSearch) => {
    if (queryTooLong(query)) return;
    refocusRef.current = document.activeElement === inputRef.current;
    const search = searchOf(from, query);
    const number = ++handedOver.current;
    const settle = () => {
      // A search overtaken by a newer one settles after it: recorded, it would make the address
      // catching up with the newer one look like news, and the fields would follow it.
      if (number !== handedOver.current) return;
      submitted(search);
      typeahead.close();
    };
    const answered = send(search);
    // The list closes in the render that shows the answer (it is hidden meanwhile by the
    // loading state), before the URL catches up. A key press that renders makes the browser
    // paint a frame first, and the worker's answer would wait behind it.
    if (answered) void answered.finally(settle);
    else settle();
  };

  /**
   * A protocol or chain changed: the search on screen runs again with it at once (a route with
   * both ends runs even with no query). Nothing runs while there is nothing to search.
   */
  const changeFilter = (patch: Partial<Fields>) => {
    const next = { ...fields, ...patch };
    change(patch);
    if ((value !== null && next.query.trim() !== '') || hasRoute(next)) {
      submit(next.query, next, onFilterChange);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  /** A suggestion picked (Enter on the active one, or a click): it is searched at once. */
  const pick = (symbol: string) => {
    change({ query: symbol });
    submit(symbol);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return typeahead.onKeyDown(event);
    if (event.nativeEvent.isComposing) return;
    // Enter runs the search even when the button is disabled; the home screen checks (an empty
    // query gets its message). With an option active, it searches that suggestion instead.
    event.preventDefault();
    if (typeahead.activeSymbol !== null) pick(typeahead.activeSymbol);
    else submit();
  };

  return { onSubmit, onKeyDown, pick, changeFilter, refocusRef };
}
