import styled from 'styled-components';

/** The centred column every screen sits in. */
export const Page = styled.main.attrs({ id: 'content', tabIndex: -1 })`
  flex: 1;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => `${theme.space(12)} ${theme.space(5)} 0`};
  /* Focused only by the skip link; the focus ring would frame the whole page. */
  &:focus {
    outline: none;
  }
  ${({ theme }) => theme.media.sm} {
    padding: ${({ theme }) => `${theme.space(8)} ${theme.space(4)} 0`};
  }
`;

export const PageTitle = styled.h1`
  font-size: clamp(1.75rem, 4vw, 2.5rem);
  font-weight: 750;
  letter-spacing: -0.025em;
  line-height: 1.15;
`;

export const PageSubtitle = styled.p`
  margin-top: ${({ theme }) => theme.space(3)};
  font-size: 1.05rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;
