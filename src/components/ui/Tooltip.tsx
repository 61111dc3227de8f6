// An accessible tooltip for a small focusable trigger (a variant chip, an agreement line): shown
// on mouse hover after a delay, at once on keyboard focus or a tap, dismissed with Escape, by
// leaving or by a tap elsewhere (WCAG 1.4.13). The text is the trigger's accessible description
// whether the bubble is open or not.
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type RefCallback,
} from 'react';
import { createPortal } from 'react-dom';
import styled from 'styled-components';
import { theme } from '../../styles/theme';

/** Tooltips open after 700 ms; one opened within 300 ms of another closing opens at once. */
export const TOOLTIP_OPEN_DELAY_MS = 700;
export const TOOLTIP_SKIP_DELAY_MS = 300;
/** Grace period for moving the pointer from the trigger onto the bubble. */
const CLOSE_GRACE_MS = 120;
const GAP_PX = 6;
const EDGE_PX = 8;

// Whether the last focus came from a pointer (click, tap) or the keyboard. A pointer focus does
// not open the bubble by itself: the click that follows does, so a click never opens and closes.
let lastPointerDown: { at: number; target: EventTarget | null } = { at: -Infinity, target: null };
let pointerWatch = false;
function watchPointer(): void {
  if (pointerWatch) return;
  pointerWatch = true;
  document.addEventListener(
    'pointerdown',
    (event) => (lastPointerDown = { at: performance.now(), target: event.target }),
    true,
  );
}

/** True when this focus comes from a press of the pointer on the element (not the keyboard). */
function focusedByPointer(element: HTMLElement): boolean {
  const { at, target } = lastPointerDown;
  return performance.now() - at < 1000 && target instanceof Node && element.contains(target);
}

/**
 * When the pointer last left an open bubble: moving on to the next trigger opens it without the
 * delay for a moment (skip delay).
 */
let lastClosedAt = -Infinity;

const Bubble = styled.div`
  position: fixed;
  z-index: 1000;
  max-width: min(300px, calc(100vw - ${EDGE_PX * 2}px));
  padding: ${theme.space(2)} ${theme.space(3)};
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.surfaceRaised};
  box-shadow: ${theme.shadow.popover};
  color: ${theme.colors.text};
  font-size: 0.82rem;
  font-weight: 400;
  line-height: 1.45;
  text-align: left;
  white-space: normal;
  overflow-wrap: anywhere;
`;

export interface TooltipTriggerProps {
  ref: RefCallback<HTMLElement>;
  'aria-describedby': string;
  onPointerEnter: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave: (event: PointerEvent<HTMLElement>) => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
  onClick: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

/**
 * A tooltip for one trigger: spread `triggerProps` on a focusable element (a button) and render
 * `tooltip` next to it.
 */
export function useTooltip(content: ReactNode): {
  triggerProps: TooltipTriggerProps;
  tooltip: ReactElement;
} {
  const id = useId();
  const descriptionId = `${id}-description`;
  const bubbleId = `${id}-tooltip`;
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLElement | null>(null);
  const bubble = useRef<HTMLDivElement | null>(null);
  const timer = useRef<number | undefined>(undefined);

  const clearTimer = () => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
  };

  const show = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    setOpen(true);
  }, []);

  const hide = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = undefined;
    setOpen(false);
  }, []);

  const leave = useCallback(() => {
    lastClosedAt = performance.now();
    hide();
  }, [hide]);

  useEffect(() => {
    watchPointer();
    return () => window.clearTimeout(timer.current);
  }, []);

  // Placed under the trigger (above it when there is no room), kept inside the viewport. The
  // bubble lives in document.body: cards clip their overflow (content-visibility) and animate
  // with transforms, either of which would trap a fixed element.
  // Written straight to the element's style (before paint): no re-render per scroll event.
  const place = useCallback(() => {
    const node = bubble.current;
    const anchor = trigger.current?.getBoundingClientRect();
    const box = node?.getBoundingClientRect();
    if (!node || !anchor || !box) return;
    const width = window.innerWidth;
    const height = window.innerHeight;
    let top = anchor.bottom + GAP_PX;
    if (top + box.height > height - EDGE_PX && anchor.top - GAP_PX - box.height >= EDGE_PX) {
      top = anchor.top - GAP_PX - box.height;
    }
    const left = Math.max(EDGE_PX, Math.min(anchor.left, width - box.width - EDGE_PX));
    node.style.top = `${top}px`;
    node.style.left = `${left}px`;
    node.style.visibility = 'visible';
  }, []);

  useLayoutEffect(() => {
    if (open) place();
  }, [open, place]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') hide();
    };
    const onPointerDown = (event: globalThis.PointerEvent) => {
      const target = event.target as Node | null;
      if (target && (trigger.current?.contains(target) || bubble.current?.contains(target))) return;
      hide();
    };
    window.addEventListener('scroll', place, { passive: true, capture: true });
    window.addEventListener('resize', place);
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      window.removeEventListener('scroll', place, { capture: true });
      window.removeEventListener('resize', place);
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, place, hide]);

  const scheduleClose = () => {
    clearTimer();
    // Not open yet: leaving only cancels the pending open.
    if (open) timer.current = window.setTimeout(leave, CLOSE_GRACE_MS);
  };

  const triggerProps: TooltipTriggerProps = {
    ref: (node) => {
      trigger.current = node;
    },
    'aria-describedby': open ? bubbleId : descriptionId,
    onPointerEnter: (event) => {
      // Touch has no hover: a tap opens the bubble through the click.
      if (event.pointerType === 'touch') return;
      clearTimer();
      if (open) return;
      const skip = performance.now() - lastClosedAt < TOOLTIP_SKIP_DELAY_MS;
      if (skip) show();
      else timer.current = window.setTimeout(show, TOOLTIP_OPEN_DELAY_MS);
    },
    onPointerLeave: (event) => {
      if (event.pointerType === 'touch') return;
      if (document.activeElement === trigger.current && open) return;
      scheduleClose();
    },
    onFocus: (event) => {
      // Keyboard focus opens at once; a pointer's focus leaves it to the click.
      if (!focusedByPointer(event.currentTarget)) show();
    },
    onBlur: () => hide(),
    onClick: () => show(),
    onKeyDown: (event) => {
      if (event.key === 'Escape' && open) {
        // Closes the bubble only: the page's own Escape handling (a dialog, a list) stays put.
        event.stopPropagation();
        hide();
      }
    },
  };

  const tooltip = (
    <>
      <span id={descriptionId} hidden>
        {content}
      </span>
      {open &&
        createPortal(
          <Bubble
            ref={bubble}
            id={bubbleId}
            role="tooltip"
            // Measured and placed before paint by `place`.
            style={{ top: 0, left: 0, visibility: 'hidden' }}
            onPointerEnter={clearTimer}
            onPointerLeave={scheduleClose}
          >
            {content}
          </Bubble>,
          document.body,
        )}
    </>
  );
  return { triggerProps, tooltip };
}
