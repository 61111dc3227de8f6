// The search form: a text box with its typeahead (useTypeahead), the Filters toggle and the
// Search button, over the filter fields (useSearchFields). Submitting (useSearchSubmit) hands
// the fields to the home screen, which runs the search.
import { memo, Suspense, useId, useRef, type ComponentProps, type RefObject } from 'react';
import { preloadable } from '../../lib/preloadable';
import { hasRoute, type SearchParams } from '../../routing/routes';
import { usePendingSearch, type PendingSearch } from './pending-search';
import { useCardsDue, type CardsDue } from '../../components/results/cards-due';
import type { ChainChoice } from '../../shared/contract';
import { MAX_QUERY_LENGTH, queryTooLong } from '../../shared/text';
import { SMALL_SCREEN_QUERY } from '../../styles/theme';
import {
  Filters,
  Input,
  InputWrap,
  LimitNote,
  Panel,
  Row,
  SearchButton,
  ToggleButton,
} from './search-panel-styles';
import { FilterIcon, SearchIcon } from '../../components/ui/Icons';
import { TypeaheadList } from './TypeaheadList';
import { useMediaQuery } from './useMediaQuery';
import { useSearchFields } from '../../components/search/useSearchFields';
import { useFocusBack } from './useFocusBack';
import { useSearchSubmit } from './useSearchSubmit';
import { useTypeahead } from '../../components/search/useTypeahead';

export const PLACEHOLDER = 'Search tokens (e.g. USDC, ETH, WBTC)...';
export const PLACEHOLDER_SMALL = 'Search tokens (e.g. USDC, ETH)...';
/** Shown under the text box while the query is over the limit. */
export const QUERY_LIMIT_MESSAGE = `Search is limited to ${MAX_QUERY_LENGTH} characters`;

// The filter fields are a chunk of their own, as is the typeahead's list (./TypeaheadList): both
// appear only after the visitor asks (Filters, typing), so they stay out of the first download.
// Start-up prefetches them once it has settled; a shared link with filters renders (and so
// fetches) them at once.
export const SearchFilters = preloadable(() =>
  import('../../components/search/SearchFilters').then((module) => module.SearchFilters),
);

export interface SearchPanelProps {
  /** The search on screen (from the URL); the fields follow it when it changes. */
  value: SearchParams | null;
  /** Changes when the fields must return to their initial state (logo reset). */
  resetKey: string | number;
  /**
   * The screen shows a search as running though none is under way (one from the URL waiting
   * for the data): text box and button disabled, as while `pending` holds a search.
   */
  loading: boolean;
  /** The search shown as running: text box and button disabled meanwhile. */
  pending: PendingSearch;
  /** Token data is not searchable yet: button disabled. */
  waitingForData: boolean;
  /** Says when the answer's cards are late (the result list sets it): still searching. */
  cardsDue?: CardsDue;
  chains: ChainChoice[];
  /**
   * Gets the fields as typed; the query may be blank (Enter skips the button's check). A promise
   * returned settles once the screen has the search's answer: the typeahead closes then.
   */
  onSearch: (search: SearchParams) => void | Promise<unknown>;
  /** Gets the search a changed filter makes, as `onSearch` does (`onSearch` when not given). */
  onFilterChange?: (search: SearchParams) => void | Promise<unknown>;
  /**
   * Gets the fields whenever they change (null when blank or over the length limit), so the
   * search they make can be prepared before the visitor presses Enter. Nothing is shown or
   * tracked for it.
   */
  onTyped?: (search: SearchParams | null) => void;
}

interface BusyProps {
  pending: PendingSearch;
  loading: boolean;
  /** The answer is here but its cards are late: the visitor still waits for the search. */
  cardsDue?: CardsDue | undefined;
}

// The search shown as running is read by the few elements that show it, each on its own: on a
// slow phone, re-rendering the whole panel for it delayed 'Searching...' by tens of ms.

/**
 * Whether the panel shows a search as running: while it waits (`loading`), runs, or its answer's
 * cards are not drawn yet (the result list says when, from the moment the search is as old as
 * its loading state: one stretch, never free for a moment between the answer and its cards).
 */
function usePanelBusy({ pending, loading, cardsDue }: BusyProps) {
  const running = usePendingSearch(pending) !== null;
  const cards = useCardsDue(cardsDue);
  return { running, busy: loading || running || cards !== 'none' };
}

/** 'Searching...' and disabled while a search runs. */
function SubmitButton({ disabled, ...props }: BusyProps & { disabled: boolean }) {
  const { busy } = usePanelBusy(props);
  return (
    <SearchButton type="submit" disabled={busy || disabled}>
      {busy ? 'Searching...' : 'Search'}
    </SearchButton>
  );
}

type SearchInputProps = BusyProps &
  Omit<ComponentProps<typeof Input>, 'ref' | 'disabled'> & {
    inputRef: RefObject<HTMLInputElement | null>;
    /** The search was started from the box: focus comes back to it afterwards. */
    refocusRef: RefObject<boolean>;
  };

/**
 * The text box, disabled while a search runs. Its list is hidden meanwhile (TypeaheadList) and
 * closed by the search's end; the blur that disabling the box causes leaves it alone, as closing
 * it then would re-render the whole panel in the middle of the search.
 */
function SearchInput({
  pending,
  loading,
  cardsDue,
  inputRef,
  refocusRef,
  onBlur,
  ...props
}: SearchInputProps) {
  const { running, busy } = usePanelBusy({ pending, loading, cardsDue });
  const focusTaken = useFocusBack(inputRef, busy, refocusRef);
  return (
    <Input
      {...props}
      ref={inputRef}
      disabled={busy}
      aria-expanded={running ? false : props['aria-expanded']}
      aria-activedescendant={running ? undefined : props['aria-activedescendant']}
      onBlur={(event) => {
        if (busy) focusTaken(event);
        if (!running) onBlur?.(event);
      }}
    />
  );
}

/** Memoized: status pushes and results re-render the home screen, not the panel. */
export const SearchPanel = memo(function SearchPanel({
  value,
  resetKey,
  loading,
  pending,
  waitingForData,
  cardsDue,
  chains,
  onSearch,
  onFilterChange,
  onTyped,
}: SearchPanelProps) {
  const id = useId();
  const small = useMediaQuery(SMALL_SCREEN_QUERY);
  const inputRef = useRef<HTMLInputElement>(null);
  const { fields, change, filtersOpen, toggleFilters, followed, submitted } = useSearchFields(
    value,
    resetKey,
    small,
  );
  // Over the limit the text stays as typed or pasted (no silent cut, as maxLength would do): the
  // note says why, and nothing is searched or suggested until it is shortened.
  const tooLong = queryTooLong(fields.query);
  const activeFilters = [fields.protocol !== 'All', fields.fromChain, fields.toChain].filter(
    Boolean,
  ).length;
  const typeahead = useTypeahead({
    query: fields.query,
    paused: loading || tooLong,
    closeKey: followed,
  });
  const listId = `${id}-suggestions`;

  const { onSubmit, onKeyDown, pick, changeFilter, refocusRef } = useSearchSubmit({
    inputRef,
    fields,
    change,
    submitted,
    typeahead,
    value,
    tooLong,
    onSearch,
    onFilterChange,
    onTyped,
  });

  const buttonDisabled =
    waitingForData || tooLong || (fields.query.trim() === '' && !hasRoute(fields));

  return (
    <Panel role="search" aria-label="Token search" onSubmit={onSubmit}>
      <Row>
        <InputWrap>
          <SearchIcon />
          <SearchInput
            pending={pending}
            loading={loading}
            cardsDue={cardsDue}
            inputRef={inputRef}
            refocusRef={refocusRef}
            type="search"
            name="q"
            {...typeahead.comboboxProps(listId)}
            aria-label="Token name, symbol or contract address"
            aria-invalid={tooLong || undefined}
            aria-describedby={tooLong ? `${id}-limit` : undefined}
            placeholder={small ? PLACEHOLDER_SMALL : PLACEHOLDER}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            enterKeyHint="search"
            value={fields.query}
            onChange={(event) => {
              const query = event.target.value;
              change({ query });
              typeahead.typed(query);
            }}
            onKeyDown={onKeyDown}
            onBlur={typeahead.close}
          />
          <TypeaheadList id={listId} typeahead={typeahead} pending={pending} onPick={pick} />
        </InputWrap>
        <ToggleButton
          type="button"
          aria-expanded={filtersOpen}
          aria-controls={`${id}-filters`}
          onClick={toggleFilters}
        >
          <FilterIcon />
          Filters{activeFilters > 0 && ` (${activeFilters})`}
        </ToggleButton>
        <SubmitButton
          pending={pending}
          loading={loading}
          cardsDue={cardsDue}
          disabled={buttonDisabled}
        />
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
              onChange={changeFilter}
            />
          </Suspense>
        )}
      </Filters>
    </Panel>
  );
});
