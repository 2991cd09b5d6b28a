import { useCallback, useRef, useState } from 'react';

export type ToastTone = 'error' | 'info' | 'success';

export interface Toast {
  id: string;
  title?: string;
  message: string;
  tone: ToastTone;
}

/** A toast to show; the queue gives it its id. */
export type ToastInput = Omit<Toast, 'id'>;

export interface ToastQueue {
  toasts: readonly Toast[];
  /** Shows a toast and returns its id. A message already on screen is not shown twice. */
  push: (toast: ToastInput) => string;
  dismiss: (id: string) => void;
}

/** Most toasts on screen at once; the oldest goes when another arrives. */
export const MAX_TOASTS = 4;

let nextToastId = 0;

/**
 * The state behind a ToastRegion: `push` adds a toast (or returns the id of the identical
 * message already shown), `dismiss` removes one. At most {@link MAX_TOASTS} are kept.
 */
export function useToastQueue(): ToastQueue {
  const [toasts, setToasts] = useState<readonly Toast[]>([]);
  // Mirrors the state so push can answer with an id synchronously.
  const current = useRef<readonly Toast[]>([]);

  const commit = useCallback((next: readonly Toast[]) => {
    current.current = next;
    setToasts(next);
  }, []);

  const push = useCallback(
    (toast: ToastInput) => {
      const same = current.current.find((shown) => shown.message === toast.message);
      if (same) return same.id;
      nextToastId += 1;
      const id = `anp-toast-${nextToastId}`;
      commit([...current.current, { ...toast, id }].slice(-MAX_TOASTS));
      return id;
    },
    [commit],
  );

  const dismiss = useCallback(
    (id: string) => {
      if (current.current.some((toast) => toast.id === id)) {
        commit(current.current.filter((toast) => toast.id !== id));
      }
    },
    [commit],
  );

  return { toasts, push, dismiss };
}
