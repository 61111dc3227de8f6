// The text box look the search panel and a protocol page's filter box share.
import { css } from 'styled-components';
import { theme } from './theme';

/** A dark text box with a strong border; its text stays at 16px (no zoom on focus in iOS). */
export const textField = css`
  width: 100%;
  border-radius: ${theme.radii.md};
  border: 1px solid ${theme.colors.borderStrong};
  background: ${theme.colors.bg};
  color: ${theme.colors.text};
  font-size: 1rem;
  &::placeholder {
    color: ${theme.colors.textSubtle};
  }
  /* The browser's clear button sits after the text, never on it. */
  &::-webkit-search-cancel-button {
    margin-left: ${theme.space(2)};
    cursor: pointer;
  }
  &:focus-visible {
    outline-offset: 0;
    border-color: ${theme.colors.focus};
  }
`;
