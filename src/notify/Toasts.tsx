// The only module that imports react-toastify: renders the toast stack and turns `notify`
// messages into toasts. Everything else calls ./notify.
import { useEffect } from 'react';
import styled from 'styled-components';
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
  gap: ${({ theme }) => theme.space(3)};
  flex-wrap: wrap;
`;

const ActionButton = styled.button`
  border: 1px solid ${({ theme }) => theme.colors.borderStrong};
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  border-radius: ${({ theme }) => theme.radii.sm};
  padding: ${({ theme }) => `${theme.space(1)} ${theme.space(3)}`};
  font-weight: 600;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
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
  --toastify-color-dark: ${({ theme }) => theme.colors.surfaceRaised};
  --toastify-text-color-dark: ${({ theme }) => theme.colors.text};
  --toastify-font-family: ${({ theme }) => theme.fonts.body};
  --toastify-color-info: ${({ theme }) => theme.colors.accent};
  --toastify-color-success: ${({ theme }) => theme.colors.success};
  --toastify-color-error: ${({ theme }) => theme.colors.danger};
  --toastify-color-progress-dark: ${({ theme }) => theme.colors.accent};
  .Toastify__toast {
    border: 1px solid ${({ theme }) => theme.colors.border};
    font-size: 0.95rem;
  }
  .Toastify__close-button {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 1;
  }
`;

export function Toasts() {
  useEffect(() => setNotifySink(show), []);
  return (
    <Container>
      <ToastContainer
        position="bottom-right"
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
