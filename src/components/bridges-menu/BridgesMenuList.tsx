// The open 'Bridges' menu (WAI-ARIA menu pattern): arrow keys, Home/End, type-ahead, Escape and
// Tab. A chunk of its own: it only matters once the visitor opens the menu, so it stays out of
// the first download (the button preloads it on hover or focus).
import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { protocolHref } from '../../routing/routes';
import { PROTOCOLS, PROTOCOL_DISPLAY_NAME } from '../../shared/tokens';

const ENTRIES = PROTOCOLS.map((protocol) => ({
  label: PROTOCOL_DISPLAY_NAME[protocol],
  href: protocolHref(protocol),
}));

const Menu = styled.ul`
  position: absolute;
  right: 0;
  /* The dropdown opens 4 px below its button. */
  top: calc(100% + 4px);
  z-index: 20;
  min-width: 200px;
  margin: 0;
  padding: ${theme.space(1)};
  list-style: none;
  background: ${theme.colors.surfaceRaised};
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadow.popover};
`;

const Item = styled.a`
  display: block;
  padding: ${theme.space(2)} ${theme.space(3)};
  border-radius: ${theme.radii.sm};
  color: ${theme.colors.text};
  text-decoration: none;
  cursor: pointer;
  &:hover,
  &:focus {
    background: ${theme.colors.surfaceHover};
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${theme.colors.focus};
    outline-offset: -2px;
  }
`;

/** Letters typed in the menu jump to an entry; the typed prefix resets after 1 s. */
const TYPEAHEAD_RESET_MS = 1000;

export interface BridgesMenuListProps {
  id: string;
  labelledBy: string;
  /** Which item takes focus when the menu opens: 0 for the first, -1 for the last. */
  initialFocus: number;
  /** Closes the menu; focus goes back to the button when asked. */
  onClose: (returnFocus: boolean) => void;
  onNavigate: (href: string) => void;
}

export default function BridgesMenuList({
  id,
  labelledBy,
  initialFocus,
  onClose,
  onNavigate,
}: BridgesMenuListProps) {
  const itemRefs = useRef<Array<HTMLAnchorElement | null>>([]);
  const typed = useRef({ text: '', at: 0 });

  const focusItem = (index: number) => {
    const count = ENTRIES.length;
    itemRefs.current[((index % count) + count) % count]?.focus();
  };

  // In the commit that shows the menu, not after its paint: no frame shows the open menu with
  // focus still on the button (a test that found the menu could see that frame too).
  useLayoutEffect(() => {
    focusItem(initialFocus);
    // Only on open: later focus moves come from the keys.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const current = itemRefs.current.findIndex((item) => item === document.activeElement);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(current + 1);
        return;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(current - 1);
        return;
      case 'Home':
        event.preventDefault();
        focusItem(0);
        return;
      case 'End':
        event.preventDefault();
        focusItem(ENTRIES.length - 1);
        return;
      case 'Escape':
        event.preventDefault();
        onClose(true);
        return;
      case 'Tab':
        onClose(false);
        return;
      case ' ':
        // Space activates a menu item like Enter does.
        event.preventDefault();
        (document.activeElement as HTMLElement | null)?.click();
        return;
    }
    if (
      event.key.length === 1 &&
      /\S/.test(event.key) &&
      !event.ctrlKey &&
      !event.metaKey &&
      !event.altKey
    ) {
      const now = Date.now();
      const text =
        (now - typed.current.at > TYPEAHEAD_RESET_MS ? '' : typed.current.text) +
        event.key.toLowerCase();
      typed.current = { text, at: now };
      const match = ENTRIES.findIndex((entry) => entry.label.toLowerCase().startsWith(text));
      if (match >= 0) focusItem(match);
    }
  };

  return (
    <Menu role="menu" id={id} aria-labelledby={labelledBy} onKeyDown={onMenuKeyDown}>
      {ENTRIES.map((entry, index) => (
        <li role="none" key={entry.href}>
          <Item
            role="menuitem"
            tabIndex={-1}
            href={entry.href}
            ref={(element: HTMLAnchorElement | null) => {
              itemRefs.current[index] = element;
            }}
            onClick={(event) => {
              // Let modified clicks open a new tab as links do.
              if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
              event.preventDefault();
              onNavigate(entry.href);
            }}
          >
            {entry.label}
          </Item>
        </li>
      ))}
    </Menu>
  );
}
