// The app's one way to show a toast. It knows nothing of the toast library: the mounted
// <Toasts> registers the sink, and messages sent before it mounts (it is loaded after the first
// paint) wait in a short queue.

export type NotifyKind = 'success' | 'info' | 'error';

export interface NotifyMessage {
  kind: NotifyKind;
  text: string;
  /** Same id while shown = shown once (StrictMode double effects, repeated prompts). */
  id?: string;
  /**
   * One toast per slot: a message in a slot replaces the one shown there (its text, kind and
   * timer) instead of stacking under it, so three quick searches leave one outcome toast.
   */
  slot?: string;
  /**
   * Only changes the slot's toast while it is shown (or still waiting to be): the text of a
   * toast already up stays true, and nothing new pops up.
   */
  reviseOnly?: boolean;
  /** A lasting toast with an action button (the app update prompt). */
  action?: { label: string; onAction: () => void };
}

export type NotifySink = (message: NotifyMessage) => void;

let sink: NotifySink | null = null;
const pending: NotifyMessage[] = [];
const MAX_PENDING = 10;
const queuedListeners = new Set<() => void>();

function send(message: NotifyMessage): void {
  if (sink) sink(message);
  else if (message.reviseOnly) {
    // Revises the message of its slot still waiting for the stack, if there is one.
    const waiting = pending.findLastIndex((queued) => queued.slot === message.slot);
    if (waiting >= 0)
      pending[waiting] = { ...pending[waiting]!, kind: message.kind, text: message.text };
  } else {
    if (pending.length < MAX_PENDING) pending.push(message);
    queuedListeners.forEach((listener) => listener());
  }
}

/**
 * Calls `listener` when a message waits for a sink (at once if one already waits), so the
 * toast stack can load early when a toast is asked for. Returns the unsubscribe function.
 */
export function onQueued(listener: () => void): () => void {
  queuedListeners.add(listener);
  if (pending.length > 0) listener();
  return () => {
    queuedListeners.delete(listener);
  };
}

/** Called by the toast container on mount; returns the unregister function. */
export function setNotifySink(next: NotifySink): () => void {
  sink = next;
  pending.splice(0).forEach((message) => next(message));
  return () => {
    if (sink === next) sink = null;
  };
}

type NotifyOptions = Pick<NotifyMessage, 'id' | 'slot'>;

export const notify = {
  success: (text: string, options: NotifyOptions = {}) =>
    send({ kind: 'success', text, ...options }),
  info: (text: string, options: NotifyOptions = {}) => send({ kind: 'info', text, ...options }),
  error: (text: string, options: NotifyOptions = {}) => send({ kind: 'error', text, ...options }),
  /**
   * Changes the toast of `slot` to this text and kind if one is shown or waiting; shows nothing
   * otherwise.
   */
  revise: (slot: string, kind: NotifyKind, text: string) =>
    send({ kind, text, slot, reviseOnly: true }),
  /** A toast that stays until acted on or dismissed. */
  prompt: (
    text: string,
    action: { label: string; onAction: () => void },
    options: { id?: string } = {},
  ) => send({ kind: 'info', text, action, ...options }),
};
