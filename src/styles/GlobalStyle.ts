import { createGlobalStyle } from 'styled-components';
import { theme } from './theme';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { color-scheme: dark; -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    min-height: 100vh;
    background: ${theme.colors.bg};
    color: ${theme.colors.text};
    font-family: ${theme.fonts.body};
    font-size: 16px;
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
    /* Keeps the page width stable when a long result list adds a scrollbar. */
    overflow-y: scroll;
  }
  #root { min-height: 100vh; display: flex; flex-direction: column; }
  h1, h2, h3, p { margin: 0; }
  a { color: ${theme.colors.accent}; }
  button, input, select { font: inherit; color: inherit; }
  img { display: block; }
  :focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: 2px;
  }
  ::selection { background: #3a4aa8; color: #fff; }
  .visually-hidden {
    position: absolute !important;
    width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-delay: 0ms !important;
      transition-duration: 0.01ms !important;
    }
  }
`;
