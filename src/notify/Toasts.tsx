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

function show(message: NotifyMessage): void {
  // Errors interrupt (role=alert); outcomes and hints are announced politely (role=status).
  const role = message.kind === 'error' ? 'alert' : 'status';
  const toastId = message.slot ?? message.id;
  const base = { role, ...(toastId ? { toastId } : {}) };
  if (message.slot && toast.isActive(message.slot)) {
    // A new toast element (react-toastify remounts on update): announced, with a fresh timer.
    toast.update(message.slot, {
      render: message.text,
      type: message.kind,
      role,
      autoClose: TOAST_AUTO_CLOSE_MS,
    });
    return;
  }
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
   * is: at the bottom the stack covered 'Bridge Now' and the did-you-mean buttons. On a phone it
   * spans the screen.
   */
  .Toastify__toast-container--top-right {
    top: calc(var(--toast-top, 64px) + ${theme.space(2)});
  }
  @media only screen and (max-width: 480px) {
    .Toastify__toast-container--top-right {
      top: var(--toast-top, 64px);
      padding: 0 ${theme.space(2)};
    }
    .Toastify__toast {
      border-radius: ${theme.radii.md};
      min-height: 0;
      padding: ${theme.space(2)} ${theme.space(3)};
      margin-bottom: ${theme.space(1)};
    }
  }
`;

/** Keeps --toast-top at the sticky header's bottom edge as the header changes height. */
function useHeaderOffset(container: RefObject<HTMLDivElement | null>) {
  useEffect(() => {
    const header = document.querySelector('header');
    const target = container.current;
    if (!header || !target) return;
    const follow = () =>
      target.style.setProperty(
        '--toast-top',
        `${Math.round(header.getBoundingClientRect().height)}px`,
      );
    follow();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(follow);
    observer.observe(header);
    return () => observer.disconnect();
  }, [container]);
}

export function Toasts() {
  const container = useRef<HTMLDivElement>(null);
  useEffect(() => setNotifySink(show), []);
  useHeaderOffset(container);
  return (
    <Container ref={container}>
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
