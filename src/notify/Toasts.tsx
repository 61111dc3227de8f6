// The only module that imports react-toastify: renders the toast stack and turns `notify`
// messages into toasts. Everything else calls ./notify.
import { useEffect, useRef, type RefObject } from 'react';
import styled from 'styled-components';
import { theme } from '../styles/theme';
// The unstyled build plus its stylesheet as a file: the default build injects its CSS as an inline
// <style>, which the Content-Security-Policy refuses (style-src allows no inline CSS).
import { Slide, ToastContainer, toast, type ToastContentProps } from 'react-toastify/unstyled';
import 'react-toastify/ReactToastify.css';
import { setNotifySink, type NotifyMessage } from './notify';

/** Up to 3 visible toasts, closing after 4.5 s (a toast stays 4 to 5 s). */
export const TOAST_LIMIT = 3;
export const TOAST_AUTO_CLOSE_MS = 4500;

const ActionRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${theme.space(3)};
  flex-wrap: wrap;
`;

const ActionButton = styled.button`
  border: 1px solid ${theme.colors.borderStrong};
  background: ${theme.colors.primary};
  color: #fff;
  border-radius: ${theme.radii.sm};
  padding: ${theme.space(1)} ${theme.space(3)};
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${theme.colors.primaryHover};
  }
`;

function ActionToast({
  text,
  label,
  onAction,
  closeToast,
}: Partial<ToastContentProps> & { text: string; label: string; onAction: () => void }) {
  return (
    <ActionRow>
      <span>{text}</span>
      <ActionButton
        type="button"
        onClick={() => {
          closeToast?.();
          onAction();
        }}
      >
        {label}
      </ActionButton>
    </ActionRow>
  );
}

/**
 * The toast shown for each slot. react-toastify keeps a closing toast under its id until its exit
 * animation ends and silently drops a new toast with that id meanwhile; an update that lands on a
 * closing toast leaves it hidden. So each toast of a slot gets an id of its own, a closing one is
 * never updated (a new toast takes the message), and updates apply at once, not after the
 * library's default 100 ms, so none can land after the close has begun.
 */
interface SlotToast {
  id: string;
  /** Set the moment react-toastify starts closing it (its 'removed' change). */
  closed: boolean;
}

const slots = new Map<string, SlotToast>();
let slotToasts = 0;

/**
 * Toasts under the pointer, and those of them revised meanwhile. react-toastify pauses a toast
 * on mouseenter, but an update mounts it anew with its timer running and no new mouseenter
 * comes: a revised toast would close under the pointer. A revision of a hovered toast has no
 * timer instead; leaving the toast gives it a fresh one.
 */
const hovered = new Set<string>();
const heldOpen = new Set<string>();

function toastIdAt(target: EventTarget | null): string | null {
  return target instanceof Element ? (target.closest('.Toastify__toast')?.id ?? null) : null;
}

function pointerOver(event: { target: EventTarget | null }): void {
  const id = toastIdAt(event.target);
  if (id) hovered.add(id);
}

function pointerOut(event: {
  target: EventTarget | null;
  relatedTarget: EventTarget | null;
}): void {
  const id = toastIdAt(event.target);
  // Moving between a toast's own elements is not leaving it.
  if (!id || toastIdAt(event.relatedTarget) === id) return;
  hovered.delete(id);
  if (heldOpen.delete(id) && toast.isActive(id))
    toast.update(id, { autoClose: TOAST_AUTO_CLOSE_MS });
}

function roleOf(message: NotifyMessage): 'alert' | 'status' {
  // Errors interrupt (role=alert); outcomes and hints are announced politely (role=status).
  return message.kind === 'error' ? 'alert' : 'status';
}

function showInSlot(slot: string, message: NotifyMessage): void {
  const current = slots.get(slot);
  if (current && !current.closed && toast.isActive(current.id)) {
    // The same toast element, new text and kind, announced again, with a fresh timer (none
    // while the pointer is on it: it stays as long as the visitor reads it).
    const held = hovered.has(current.id);
    if (held) heldOpen.add(current.id);
    toast.update(current.id, {
      render: message.text,
      type: message.kind,
      role: roleOf(message),
      autoClose: held ? false : TOAST_AUTO_CLOSE_MS,
      delay: undefined,
    });
    return;
  }
  // A revision only changes a toast still shown; it never brings a closed one back.
  if (message.reviseOnly) return;
  const id = `${slot}-${++slotToasts}`;
  slots.set(slot, { id, closed: false });
  toast[message.kind](message.text, { role: roleOf(message), toastId: id });
}

/** Marks a slot's toast closed as soon as it starts closing (timer, click or dismissal). */
function trackSlots(): () => void {
  return toast.onChange(({ id, status }) => {
    if (status !== 'removed') return;
    for (const entry of slots.values()) if (entry.id === id) entry.closed = true;
    hovered.delete(String(id));
    heldOpen.delete(String(id));
  });
}

function show(message: NotifyMessage): void {
  const role = roleOf(message);
  if (message.slot) {
    showInSlot(message.slot, message);
    return;
  }
  const base = { role, ...(message.id ? { toastId: message.id } : {}) };
  if (message.action) {
    const { label, onAction } = message.action;
    toast.info(
      (props: ToastContentProps) => (
        <ActionToast {...props} text={message.text} label={label} onAction={onAction} />
      ),
      { ...base, autoClose: false, closeOnClick: false, draggable: false },
    );
    return;
  }
  toast[message.kind](message.text, base);
}

const Container = styled.div`
  --toastify-color-dark: ${theme.colors.surfaceRaised};
  --toastify-text-color-dark: ${theme.colors.text};
  --toastify-font-family: ${theme.fonts.body};
  --toastify-color-info: ${theme.colors.accent};
  --toastify-color-success: ${theme.colors.success};
  --toastify-color-error: ${theme.colors.danger};
  --toastify-color-progress-dark: ${theme.colors.accent};
  .Toastify__toast {
    border: 1px solid ${theme.colors.border};
    font-size: 0.95rem;
  }
  .Toastify__close-button {
    color: ${theme.colors.textMuted};
    opacity: 1;
  }
  /*
   * Just below the sticky header (whose height --toast-top follows), where no result's action
   * is: at the bottom the stack covered 'Bridge Now' and the did-you-mean buttons.
   */
  .Toastify__toast-container--top-right {
    top: calc(var(--toast-top, 64px) + ${theme.space(2)});
  }
  /*
   * Phones: under the header a toast covered the page's title, and lower down the first result.
   * It sits over the header's site title instead, left of the Bridges menu (--toast-phone-width
   * follows the room the header leaves), which stays usable.
   */
  @media only screen and (max-width: 480px) {
    .Toastify__toast-container {
      width: var(--toast-phone-width, calc(100vw - 140px));
    }
    .Toastify__toast-container--top-right {
      top: max(${theme.space(2)}, env(safe-area-inset-top));
      left: max(${theme.space(2)}, env(safe-area-inset-left));
      right: auto;
      padding: 0;
    }
    .Toastify__toast {
      border-radius: ${theme.radii.md};
      min-height: 0;
      /* Room on the right for the close button, which the library places absolutely. */
      padding: ${theme.space(2)} ${theme.space(7)} ${theme.space(2)} ${theme.space(3)};
      margin-bottom: ${theme.space(1)};
      font-size: 0.875rem;
      line-height: 1.3;
    }
  }
`;

/** The room a phone toast has: from the screen's left edge to the header's menu, less margins. */
const PHONE_TOAST_GAP_PX = 8;

/**
 * Keeps --toast-top at the sticky header's bottom edge and --toast-phone-width at the room left
 * of its menu as the header changes size.
 */
function useHeaderOffset(container: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const header = document.querySelector('header');
    const target = container.current;
    if (!header || !target) return;
    const follow = () => {
      target.style.setProperty(
        '--toast-top',
        `${Math.round(header.getBoundingClientRect().height)}px`,
      );
      const menu = header.querySelector('nav');
      if (menu) {
        const room = menu.getBoundingClientRect().left - 2 * PHONE_TOAST_GAP_PX;
        target.style.setProperty('--toast-phone-width', `${Math.max(0, Math.round(room))}px`);
      }
    };
    follow();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(follow);
    observer.observe(header);
    return () => observer.disconnect();
  }, [container]);
}

export function Toasts() {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const untrack = trackSlots();
    const unregister = setNotifySink(show);
    return () => {
      unregister();
      untrack();
    };
  }, []);
  useHeaderOffset(container);
  return (
    <Container ref={container} onMouseOver={pointerOver} onMouseOut={pointerOut}>
      <ToastContainer
        position="top-right"
        limit={TOAST_LIMIT}
        autoClose={TOAST_AUTO_CLOSE_MS}
        theme="dark"
        transition={Slide}
        newestOnTop
        closeOnClick
        pauseOnFocusLoss={false}
      />
    </Container>
  );
}
