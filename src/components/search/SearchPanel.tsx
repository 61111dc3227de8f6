import {
  memo,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import styled from 'styled-components';
import { hasFilters, type SearchParams } from '../../app/routes';
import { useSuggestions } from '../../data/useSuggestions';
import type { ChainChoice } from '../../shared/contract';
import { MAX_QUERY_LENGTH, queryTooLong } from '../../shared/text';
import { SMALL_SCREEN_QUERY } from '../../styles/theme';
import { PrimaryButton } from '../ui/Button';
import { preloadable } from '../../app/preloadable';
import { suggestionOptionId } from './suggestion-ids';
import type { ProtocolChoice } from './SearchFilters';
import { useMediaQuery } from './useMediaQuery';

export const PLACEHOLDER = 'Search tokens (e.g. USDC, ETH, WBTC)...';
export const PLACEHOLDER_SMALL = 'Search tokens (e.g. USDC, ETH)...';
/** Shown under the text box while the query is over the limit (issue 8). */
export const QUERY_LIMIT_MESSAGE = `Search is limited to ${MAX_QUERY_LENGTH} characters`;
/** Typeahead suggestions shown at most (the worker's default). */
export const TYPEAHEAD_LIMIT = 8;

// The filter fields and the typeahead list are chunks of their own: both appear only after the
// visitor asks (Filters, typing), so they stay out of the first download. Start-up prefetches
// them once it has settled; a shared link with filters renders (and so fetches) them at once.
export const SearchFilters = preloadable(() =>
  import('./SearchFilters').then((module) => module.SearchFilters),
);
export const SuggestionList = preloadable(() =>
  import('./SuggestionList').then((module) => module.SuggestionList),
);

const Panel = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadow.card};
  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => theme.space(3)};
  }
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  /* Phones: the text box gets the whole first line, the buttons share the second. */
  ${({ theme }) => theme.media.sm} {
    flex-wrap: wrap;
  }
`;

const InputWrap = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
  ${({ theme }) => theme.media.sm} {
    flex-basis: 100%;
  }
  & > svg {
    position: absolute;
    left: 13px;
    top: 50%;
    transform: translateY(-50%);
    color: ${({ theme }) => theme.colors.textMuted};
    pointer-events: none;
  }
`;

const Input = styled.input`
  width: 100%;
  min-height: 48px;
  padding: 0 ${({ theme }) => theme.space(3)} 0 42px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.bg};
  color: ${({ theme }) => theme.colors.text};
  font-size: 1rem;
  &::placeholder {
    color: ${({ theme }) => theme.colors.textSubtle};
  }
  ${({ theme }) => theme.media.sm} {
    padding-left: 38px;
    /* The text stays at 16px (no zoom on focus in iOS); only the hint shrinks to fit. */
    &::placeholder {
      font-size: 14.5px;
    }
  }
  &:hover:not(:disabled) {
    border-color: #45527a;
  }
  &:focus-visible {
    outline-offset: 0;
    border-color: ${({ theme }) => theme.colors.focus};
  }
  &:disabled {
    opacity: 0.7;
  }
`;

const SearchButton = styled(PrimaryButton)`
  min-height: 48px;
  /* Wide enough for 'Searching...' in common system fonts (it measured 137 px in Chromium on
     Linux), so 'Search' -> 'Searching...' does not move the row. */
  min-width: 144px;
  ${({ theme }) => theme.media.sm} {
    flex: 1;
  }
`;

const ToggleButton = styled.button`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 48px;
  min-height: 48px;
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.surfaceRaised};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.surfaceHover};
  }
  &[aria-expanded='true'] {
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;

const LimitNote = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: 0.9rem;
`;

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  padding-top: ${({ theme }) => theme.space(1)};
  &[hidden] {
    display: none;
  }
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr;
  }
`;

/** The combobox's list while closed (or while its chunk arrives): empty and hidden. */
function ClosedList({ id }: { id: string }) {
  return <ul id={id} role="listbox" aria-label="Token suggestions" hidden />;
}

function SearchIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="11" cy="11" r="7" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="m20 20-3.5-3.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function FilterIcon() {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-icon="filter"
    >
      <path
        d="M3 5h18l-7 8.5V19l-4 2v-7.5L3 5Z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
    </svg>
  );
}

interface Fields {
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
function searchOf(fields: Fields, query: string): SearchParams {
  return {
    query,
    ...(fields.protocol === 'All' ? {} : { protocol: fields.protocol }),
    ...(fields.fromChain ? { fromChain: fields.fromChain } : {}),
    ...(fields.toChain ? { toChain: fields.toChain } : {}),
  };
}

export interface SearchPanelProps {
  /** The search on screen (from the URL); the fields follow it when it changes. */
  value: SearchParams | null;
  /** Changes when the fields must return to their initial state (logo reset). */
  resetKey: string | number;
  /** A search is running: text box and button disabled. */
  loading: boolean;
  /** Token data is not searchable yet: button disabled. */
  waitingForData: boolean;
  chains: ChainChoice[];
  /**
   * Gets the fields as typed; the query may be blank (Enter skips the button's check). A promise
   * returned settles once the screen has the search's answer: the typeahead closes then.
   */
  onSearch: (search: SearchParams) => void | Promise<unknown>;
  /**
   * Gets the fields whenever they change (not over the length limit), so the search they make
   * can be prepared before the visitor presses Enter. Nothing is shown or tracked for it.
   */
  onTyped?: (search: SearchParams) => void;
}

/** Memoized: status pushes and results re-render the home screen, not the panel. */
export const SearchPanel = memo(function SearchPanel({
  value,
  resetKey,
  loading,
  waitingForData,
  chains,
  onSearch,
  onTyped,
}: SearchPanelProps) {
  const id = useId();
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const inputRef = useRef<HTMLInputElement>(null);
  const refocus = useRef(false);
  const [fields, setFields] = useState<Fields>(() => fieldsOf(value));
  // Open from the start for a shared link with filters: rendering them fetches their chunk.
  const [filtersOpen, setFiltersOpen] = useState(() => hasFilters(value));
  // Typeahead (issue 7): opened by typing, closed by Escape, leaving the box, picking or searching.
  // It only asks the worker for symbols; nothing is searched or tracked until the visitor searches.
  const [listOpen, setListOpen] = useState(false);
  // The active option is kept by symbol: it survives a list refreshed by the next keystroke's
  // answer when it is still in it.
  const [activeSymbol, setActiveSymbol] = useState<string | null>(null);
  // Over the limit the text stays as typed or pasted (no silent cut, as maxLength would do): the
  // note says why, and nothing is searched or suggested until it is shortened.
  const tooLong = queryTooLong(fields.query);
  const suggestions = useSuggestions(fields.query, {
    limit: TYPEAHEAD_LIMIT,
    enabled: listOpen && !loading && !tooLong,
    keepPrevious: true,
  });
  const expanded = listOpen && !loading && suggestions.length > 0;
  const active = expanded
    ? suggestions.findIndex((suggestion) => suggestion.symbol === activeSymbol)
    : -1;
  const closeList = () => {
    setListOpen(false);
    setActiveSymbol(null);
  };

  // Follow the search on screen (Back/Forward, shared links, reset) without remounting, so
  // keyboard focus stays where it is.
  // The URL catching up with a search run from these fields is not news to them: the visitor
  // may already be typing the next one.
  const valueKey = JSON.stringify(value);
  const [synced, setSynced] = useState({ resetKey, valueKey, submittedKey: '' });
  if (synced.resetKey !== resetKey || synced.valueKey !== valueKey) {
    setSynced({ resetKey, valueKey, submittedKey: '' });
    if (synced.resetKey !== resetKey || synced.submittedKey !== valueKey) {
      setFields(fieldsOf(value));
      closeList();
      if (value === null) setFiltersOpen(false);
      else if (hasFilters(value)) setFiltersOpen(true);
    }
  }

  useEffect(() => {
    // The text box is disabled while searching, which drops focus; give it back afterwards.
    if (!loading && refocus.current) {
      refocus.current = false;
      inputRef.current?.focus();
    }
  }, [loading]);

  useEffect(() => {
    if (!onTyped || tooLong || fields.query.trim() === '') return;
    onTyped(searchOf(fields, fields.query));
  }, [onTyped, tooLong, fields]);

  const submit = (query = fields.query) => {
    if (queryTooLong(query)) return;
    refocus.current = document.activeElement === inputRef.current;
    const search = searchOf(fields, query);
    // As the URL will carry it (parseSearchParams trims the query).
    const submittedKey = JSON.stringify({ ...search, query: query.trim() });
    const settle = () => {
      setSynced((previous) =>
        previous.submittedKey === submittedKey ? previous : { ...previous, submittedKey },
      );
      closeList();
    };
    const answered = onSearch(search);
    // The list closes in the render that shows the answer (it is hidden meanwhile by the
    // loading state), before the URL catches up. A key press that renders makes the browser
    // paint a frame first, and the worker's answer would wait behind it.
    if (answered) void answered.finally(settle);
    else settle();
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    submit();
  };

  /** A suggestion picked (Enter on the active one, or a click): it is searched at once. */
  const pick = (symbol: string) => {
    setFields((previous) => ({ ...previous, query: symbol }));
    submit(symbol);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = suggestions.length;
    switch (event.key) {
      case 'Enter':
        if (event.nativeEvent.isComposing) return;
        // Enter runs the search even when the button is disabled (SPEC 5); the home screen
        // checks. With an option active, it searches that suggestion instead of the text.
        event.preventDefault();
        if (expanded && active >= 0 && active < count) pick(suggestions[active]!.symbol);
        else submit();
        return;
      case 'ArrowDown':
        event.preventDefault();
        if (!expanded) {
          if (fields.query.trim() !== '') setListOpen(true);
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
        closeList();
        return;
      case 'Tab':
        closeList();
        return;
    }
  };

  const buttonDisabled = loading || waitingForData || tooLong || fields.query.trim() === '';

  return (
    <Panel role="search" aria-label="Token search" onSubmit={onSubmit}>
      <Row>
        <InputWrap>
          <SearchIcon />
          <Input
            ref={inputRef}
            type="search"
            name="q"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={`${id}-suggestions`}
            aria-activedescendant={
              expanded && active >= 0 ? suggestionOptionId(`${id}-suggestions`, active) : undefined
            }
            aria-label="Token name, symbol or contract address"
            aria-invalid={tooLong || undefined}
            aria-describedby={tooLong ? `${id}-limit` : undefined}
            placeholder={small ? PLACEHOLDER_SMALL : PLACEHOLDER}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="search"
            value={fields.query}
            disabled={loading}
            onChange={(event) => {
              const query = event.target.value;
              setFields((previous) => ({ ...previous, query }));
              setListOpen(query.trim() !== '');
            }}
            onKeyDown={onKeyDown}
            onBlur={closeList}
          />
          {listOpen ? (
            <Suspense fallback={<ClosedList id={`${id}-suggestions`} />}>
              <SuggestionList
                id={`${id}-suggestions`}
                suggestions={suggestions}
                active={active}
                open={expanded}
                onPick={pick}
              />
            </Suspense>
          ) : (
            <ClosedList id={`${id}-suggestions`} />
          )}
        </InputWrap>
        <ToggleButton
          type="button"
          aria-label="Filters"
          aria-expanded={filtersOpen}
          aria-controls={`${id}-filters`}
          onClick={() => setFiltersOpen((open) => !open)}
        >
          <FilterIcon />
        </ToggleButton>
        <SearchButton type="submit" disabled={buttonDisabled}>
          {loading ? 'Searching...' : 'Search'}
        </SearchButton>
      </Row>
      {tooLong && (
        <LimitNote id={`${id}-limit`} role="alert">
          {QUERY_LIMIT_MESSAGE}
        </LimitNote>
      )}
      <Filters id={`${id}-filters`} hidden={!filtersOpen}>
        {filtersOpen && (
          <Suspense fallback={null}>
            <SearchFilters
              id={id}
              protocol={fields.protocol}
              fromChain={fields.fromChain}
              toChain={fields.toChain}
              chains={chains}
              onChange={(patch) => setFields((previous) => ({ ...previous, ...patch }))}
            />
          </Suspense>
        )}
      </Filters>
    </Panel>
  );
});
