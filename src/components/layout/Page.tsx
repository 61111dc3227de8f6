import { useEffect, useRef, type ComponentProps } from 'react';
import styled from 'styled-components';
import { theme } from '../../styles/theme';

/** Set by App once the visitor has gone from one screen to another. */
export const screenChange = { happened: false };

const PageMain = styled.main.attrs({ id: 'content', tabIndex: -1 })`
  flex: 1;
  width: 100%;
  max-width: ${theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${theme.space(12)} ${theme.space(5)} 0;
  /* Focused only by the skip link; the focus ring would frame the whole page. */
  &:focus {
    outline: none;
  }
  ${theme.media.sm} {
    padding: ${theme.space(8)} ${theme.space(4)} 0;
  }
`;

/**
 * The centred column every screen sits in. A screen reached from another takes the focus when
 * it was lost: the control that led here (a menu item, a button) went with the old screen, and a
 * keyboard visitor would start again from the top of the page.
 */
export function Page(props: ComponentProps<typeof PageMain>) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const active = document.activeElement;
    if (screenChange.happened && (!active || active === document.body)) {
      ref.current?.focus({ preventScroll: true });
    }
  }, []);
  return <PageMain ref={ref} {...props} />;
}

export const PageTitle = styled.h1`
  font-size: clamp(1.75rem, 4vw, 2.5rem);
  font-weight: 750;
  letter-spacing: -0.025em;
  line-height: 1.15;
`;

export const PageSubtitle = styled.p`
  margin-top: ${theme.space(3)};
  font-size: 1.05rem;
  color: ${theme.colors.textMuted};
`;
