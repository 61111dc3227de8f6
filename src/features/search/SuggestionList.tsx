// The search box's typeahead popup: the listbox of an ARIA combobox. Focus
// stays in the text box; the active option is announced through aria-activedescendant.
import { useEffect } from 'react';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import type { SymbolSuggestion } from '../../shared/contract';
import { PROTOCOL_DISPLAY_NAME } from '../../shared/tokens';
import { suggestionOptionId } from '../../components/search/suggestion-ids';

/** Height of the phone layout's button row (48 px buttons) plus the row gap above it. */
const PHONE_BUTTON_ROW_PX = 48 + 8;

const Listbox = styled.ul`
  position: absolute;
  z-index: 30;
  left: 0;
  right: 0;
  top: calc(100% + 4px);
  max-height: min(340px, 60vh);
  overflow-y: auto;
  margin: 0;
  padding: ${theme.space(1)};
  list-style: none;
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surfaceRaised};
  box-shadow: ${theme.shadow.popover};
  &[hidden] {
    display: none;
  }
  /* Phones: the buttons sit on the line under the text box. The list opens below them, so
     'Search' stays visible and tappable while suggestions show. */
  ${theme.media.sm} {
    top: calc(100% + ${PHONE_BUTTON_ROW_PX + 4}px);
  }
`;

const Option = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space(3)};
  min-height: 40px;
  padding: 0 ${theme.space(3)};
  border-radius: ${theme.radii.sm};
  color: ${theme.colors.text};
  cursor: pointer;
  &:hover {
    background: ${theme.colors.surfaceHover};
  }
  &[aria-selected='true'] {
    background: ${theme.colors.surfaceHover};
    box-shadow: inset 3px 0 0 ${theme.colors.accent};
  }
`;

const Symbol = styled.span`
  font-weight: 650;
  min-width: 0;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const Protocols = styled.span`
  flex: none;
  max-width: 60%;
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
  font-size: 0.78rem;
  color: ${theme.colors.textMuted};
`;

export interface SuggestionListProps {
  id: string;
  suggestions: SymbolSuggestion[];
  /** Index of the active option, -1 for none. */
  active: number;
  open: boolean;
  onPick: (symbol: string) => void;
}

export function SuggestionList({ id, suggestions, active, open, onPick }: SuggestionListProps) {
  // Keep the active option in view when the arrows move past the visible part.
  useEffect(() => {
    if (!open || active < 0) return;
    document.getElementById(suggestionOptionId(id, active))?.scrollIntoView?.({ block: 'nearest' });
  }, [id, open, active]);

  return (
    <Listbox id={id} role="listbox" aria-label="Token suggestions" hidden={!open}>
      {open &&
        suggestions.map((suggestion, index) => (
          <Option
            key={suggestion.symbol}
            id={suggestionOptionId(id, index)}
            role="option"
            aria-selected={index === active}
            // The text box keeps focus: the click picks, it does not blur.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onPick(suggestion.symbol)}
          >
            <Symbol>{suggestion.symbol}</Symbol>
            <Protocols aria-hidden="true">
              {suggestion.protocols.map((protocol) => PROTOCOL_DISPLAY_NAME[protocol]).join(' · ')}
            </Protocols>
          </Option>
        ))}
    </Listbox>
  );
}
