// The search panel's layout: the form, its row of text box and buttons, the length note and the
// filter fields' grid.
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { cardSurface } from '../../styles/surfaces';
import { textField } from '../../styles/fields';
import { PrimaryButton } from '../../components/ui/Button';

export const Panel = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space(3)};
  padding: ${theme.space(4)};
  ${cardSurface}
  box-shadow: ${theme.shadow.card};
  ${theme.media.sm} {
    padding: ${theme.space(3)};
  }
`;

export const Row = styled.div`
  display: flex;
  gap: ${theme.space(2)};
  /* Phones: the text box gets the whole first line, the buttons share the second. */
  ${theme.media.sm} {
    flex-wrap: wrap;
  }
`;

export const InputWrap = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
  ${theme.media.sm} {
    flex-basis: 100%;
  }
  & > svg {
    position: absolute;
    left: 13px;
    top: 50%;
    transform: translateY(-50%);
    color: ${theme.colors.textMuted};
    pointer-events: none;
  }
`;

export const Input = styled.input`
  ${textField}
  min-height: 48px;
  padding: 0 ${theme.space(3)} 0 42px;
  ${theme.media.sm} {
    padding-left: 38px;
    /* The text stays at 16px (no zoom on focus in iOS); only the hint shrinks to fit. */
    &::placeholder {
      font-size: 14.5px;
    }
  }
  &:hover:not(:disabled) {
    border-color: #45527a;
  }
  &:disabled {
    opacity: 0.7;
  }
`;

export const SearchButton = styled(PrimaryButton)`
  min-height: 48px;
  /* Wide enough for 'Searching...' in common system fonts (it measured 137 px in Chromium on
     Linux), so 'Search' -> 'Searching...' does not move the row. */
  min-width: 144px;
  ${theme.media.sm} {
    flex: 1;
  }
`;

/** 'Filters' with its icon, in words at every width (an icon alone was missed on phones). */
export const ToggleButton = styled.button`
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space(2)};
  min-height: 48px;
  padding: 0 ${theme.space(3)};
  font: inherit;
  font-size: 0.95rem;
  font-weight: 600;
  border-radius: ${theme.radii.md};
  border: 1px solid ${theme.colors.borderStrong};
  background: ${theme.colors.surfaceRaised};
  color: ${theme.colors.textMuted};
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    color: ${theme.colors.text};
    background: ${theme.colors.surfaceHover};
  }
  &[aria-expanded='true'] {
    border-color: ${theme.colors.accent};
  }
`;

export const LimitNote = styled.p`
  color: ${theme.colors.danger};
  font-size: 0.9rem;
`;

export const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${theme.space(3)};
  padding-top: ${theme.space(1)};
  &[hidden] {
    display: none;
  }
  /* Phones: the protocol on a line of its own, From and To side by side under it. */
  ${theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${theme.space(2)};
    & > :first-child {
      grid-column: 1 / -1;
    }
  }
`;
