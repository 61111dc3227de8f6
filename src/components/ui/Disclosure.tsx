// A disclosure (WAI-ARIA pattern): a one-line button that shows or hides the details under it.
// A real <button> with aria-expanded and aria-controls, so Tab reaches it, Enter and Space toggle
// it and a screen reader announces "collapsed" / "expanded"; hidden details are out of the
// accessibility tree until opened.
import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '../../styles/theme';

const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  flex: 1 1 auto;
`;

const Trigger = styled.button`
  display: flex;
  align-items: flex-start;
  gap: ${theme.space(1.5)};
  width: 100%;
  min-height: 24px;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover > span:first-of-type {
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;

const Summary = styled.span`
  flex: 1 1 auto;
  min-width: 0;
`;

const Chevron = styled.span<{ $open: boolean }>`
  flex: none;
  display: inline-block;
  font-size: 0.7rem;
  line-height: 1.9;
  color: ${theme.colors.textMuted};
  transform: rotate(${({ $open }) => ($open ? '90deg' : '0deg')});
  transition: transform 120ms ease;
  ${theme.media.reducedMotion} {
    transition: none;
  }
`;

const Panel = styled.div`
  margin-top: ${theme.space(1.5)};
  padding-left: ${theme.space(5)};
  &[hidden] {
    display: none;
  }
`;

export interface DisclosureProps {
  /** A decorative icon before the summary (aria-hidden by its owner). */
  icon?: ReactNode;
  /** The one line always shown; it names the button. */
  summary: ReactNode;
  /** What the button shows and hides. */
  children: ReactNode;
  /** Open at first (default closed). */
  defaultOpen?: boolean;
}

export function Disclosure({ icon, summary, children, defaultOpen = false }: DisclosureProps) {
  const [open, setOpen] = useState(defaultOpen);
  const panelId = useId();
  return (
    <Root>
      <Trigger
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        {icon}
        <Summary>{summary}</Summary>
        <Chevron $open={open} aria-hidden="true">
          ▶
        </Chevron>
      </Trigger>
      <Panel id={panelId} hidden={!open}>
        {children}
      </Panel>
    </Root>
  );
}
