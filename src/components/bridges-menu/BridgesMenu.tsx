// The header's 'Bridges' menu button (WAI-ARIA menu button pattern): Enter, Space and the arrows
// open it, Escape and Tab close it, focus returns to the button, a click outside closes it. The
// open menu's items and keys live in BridgesMenuList, a chunk of its own.
import { Suspense, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { theme } from '../../styles/theme';
import { useLocation } from 'wouter';
import { preloadable } from '../../lib/preloadable';
import { ChevronDownIcon } from '../ui/Icons';

export const BridgesMenuList = preloadable(() =>
  import('./BridgesMenuList').then((module) => module.default),
);

const Wrapper = styled.div`
  position: relative;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space(1.5)};
  min-height: 40px;
  padding: 0 ${theme.space(3)};
  border-radius: ${theme.radii.md};
  border: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
  color: ${theme.colors.text};
  font-weight: 600;
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    background: ${theme.colors.surfaceRaised};
    border-color: ${theme.colors.borderStrong};
  }
  svg {
    transition: transform 120ms ease;
  }
  &[aria-expanded='true'] svg {
    transform: rotate(180deg);
  }
`;

export function BridgesMenu() {
  // null when closed; else the item to focus first (0, or -1 for the last).
  const [openAt, setOpenAt] = useState<number | null>(null);
  const open = openAt !== null;
  const [, navigate] = useLocation();
  const id = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const wrapperRef = useRef<HTMLDivElement>(null);

  const preload = () => {
    BridgesMenuList.preload().catch(() => {
      /* retried when the menu renders */
    });
  };

  const close = (returnFocus: boolean) => {
    setOpenAt(null);
    if (returnFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (!wrapperRef.current?.contains(event.target as Node)) setOpenAt(null);
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
      setOpenAt(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpenAt(-1);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
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
        onClick={() => (open ? close(false) : setOpenAt(0))}
        onKeyDown={onButtonKeyDown}
        onPointerEnter={preload}
        onFocus={preload}
      >
        Bridges
        <ChevronDownIcon />
      </Trigger>
      {open && (
        <Suspense fallback={null}>
          <BridgesMenuList
            id={`${id}-menu`}
            labelledBy={`${id}-button`}
            initialFocus={openAt}
            onClose={close}
            onNavigate={(href) => {
              setOpenAt(null);
              navigate(href);
            }}
          />
        </Suspense>
      )}
    </Wrapper>
  );
}
