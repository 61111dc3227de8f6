// A protocol page's filters: a filter box (symbol, name or address), a chain filter and the
// choice between one card per token and one per chain.
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { textField } from '../../styles/fields';
import type { TokenView } from './protocol-filters';
import type { ChainChoice } from '../../shared/contract';
import { ChainSelect, Field, FieldLabel } from '../../components/search/ChainSelect';

const Bar = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto;
  align-items: end;
  gap: ${theme.space(3)};
  margin-bottom: ${theme.space(5)};
  ${theme.media.sm} {
    grid-template-columns: minmax(0, 1fr) auto;
    & > :first-child {
      grid-column: 1 / -1;
    }
  }
`;

const FilterInput = styled.input`
  ${textField}
  min-height: 44px;
  padding: 0 ${theme.space(3)};
`;

const Views = styled.div`
  display: inline-flex;
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.md};
  overflow: hidden;
`;

const ViewButton = styled.button`
  min-height: 42px;
  padding: 0 ${theme.space(2.5)};
  border: 0;
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.textMuted};
  font: inherit;
  font-size: 0.9rem;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  &[aria-pressed='true'] {
    background: ${theme.colors.primary};
    color: #fff;
  }
`;

export const FILTER_BOX_LABEL = 'Filter tokens';
export const FILTER_BOX_PLACEHOLDER = 'Symbol, name or address';

const VIEWS: Array<{ view: TokenView; label: string }> = [
  { view: 'token', label: 'By token' },
  { view: 'chain', label: 'By chain' },
];

export interface TokenFilterBarProps {
  id: string;
  query: string;
  chain: string;
  view: TokenView;
  chains: ChainChoice[];
  onChange: (patch: { query?: string; chain?: string; view?: TokenView }) => void;
}

export function TokenFilterBar({ id, query, chain, view, chains, onChange }: TokenFilterBarProps) {
  return (
    <Bar role="search" aria-label="Filter this list">
      <Field>
        <FieldLabel htmlFor={`${id}-query`}>{FILTER_BOX_LABEL}</FieldLabel>
        <FilterInput
          id={`${id}-query`}
          type="search"
          value={query}
          placeholder={FILTER_BOX_PLACEHOLDER}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onChange({ query: event.target.value })}
        />
      </Field>
      <ChainSelect
        id={`${id}-chain`}
        label="Chain"
        value={chain}
        chains={chains}
        onChange={(value) => onChange({ chain: value })}
      />
      <Views role="group" aria-label="Show">
        {VIEWS.map((option) => (
          <ViewButton
            key={option.view}
            type="button"
            aria-pressed={view === option.view}
            onClick={() => onChange({ view: option.view })}
          >
            {option.label}
          </ViewButton>
        ))}
      </Views>
    </Bar>
  );
}
