// The header's 'Bridges' menu button (WAI-ARIA menu button pattern): arrow keys, Home/End,
// type-ahead, Escape and Tab close it, focus returns to the button, a click outside closes it.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useLocation } from 'wouter';
import { protocolHref } from '../app/routes';
import { PROTOCOLS, PROTOCOL_DISPLAY_NAME } from '../shared/tokens';

const ENTRIES = PROTOCOLS.map((protocol) => ({
  label: PROTOCOL_DISPLAY_NAME[protocol],
  href: protocolHref(protocol),
}));

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: ${({ theme }) => theme.colors.surfaceRaised};
    border-color: ${({ theme }) => theme.colors.borderStrong};
  }
  svg {
    transition: transform 120ms ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

const Menu = styled.ul`
  position: absolute;
  right: 0;
  /* SPEC 9: dropdown offset 4 px. */
  top: calc(100% + 4px);
  z-index: 20;
  min-width: 200px;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)};
  list-style: none;
  background: ${({ theme }) => theme.colors.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  border-radius: ${({ theme }) => theme.radii.md};
  box-shadow: ${({ theme }) => theme.shadow.popover};
`;

const Item = styled.a`
  display: block;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(3)}`};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  cursor: pointer;
  &:hover,
  &:focus {
    background: ${({ theme }) => theme.colors.surfaceHover};
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: -2px;
  }
`;

/** SPEC 9: menu type-ahead resets after 1 s. */
const TYPEAHEAD_RESET_MS = 1000;

export function BridgesMenu() {
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<Array<HTMLAnchorElement | null>>([]);
  const focusOnOpen = useRef(0);
  const typed = useRef({ text: '', at: 0 });

  const focusItem = (index: number) => {
    const count = ENTRIES.length;
    itemRefs.current[((index % count) + count) % count]?.focus();
  };

  const openMenu = (focusIndex: number) => {
    focusOnOpen.current = focusIndex;
    setOpen(true);
  };

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (open) focusItem(focusOnOpen.current);
  }, [open]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown as EventListener);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown as EventListener);
    };
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    // Enter and Space reach onClick, which opens on the first item.
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openMenu(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(ENTRIES.length - 1);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

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
        close(true);
        return;
      case 'Tab':
        setOpen(false);
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
    <Wrapper ref={wrapperRef}>
      <Trigger
        ref={buttonRef}
        type="button"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => (open ? close(false) : openMenu(0))}
        onKeyDown={onButtonKeyDown}
      >
        Bridges
        <svg width="12" height="12" viewBox="0 0 12 12" aria-hidden="true" focusable="false">
          <path
            d="M2.5 4.5 6 8l3.5-3.5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
      </Trigger>
      {open && (
        <Menu
          role="menu"
          id={`${id}-menu`}
          aria-labelledby={`${id}-button`}
          onKeyDown={onMenuKeyDown}
        >
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
                  if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0)
                    return;
                  event.preventDefault();
                  setOpen(false);
                  navigate(entry.href);
                }}
              >
                {entry.label}
              </Item>
            </li>
          ))}
        </Menu>
      )}
    </Wrapper>
  );
}
