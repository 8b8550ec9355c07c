// Short-lived toasts (Mantine notifications), for example the 403 'not permitted' message. The toast code is
// fetched on first use, so public pages do not pay for it up front.
import { useSyncExternalStore } from 'react';

export interface ToastOptions {
  color: 'red' | 'green' | 'orange' | 'blue';
  /** Milliseconds before the toast closes by itself. */
  duration: number;
}

let requested = false;
const listeners = new Set<() => void>();

export function showToast(message: string, { color, duration }: ToastOptions): void {
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  import('@mantine/notifications')
    .then(({ notifications }) =>
      notifications.show({
        message,
        color,
        autoClose: duration,
        closeButtonProps: { 'aria-label': 'Melding sluiten' },
      }),
    )
    .catch(() => undefined);
}

/** Whether any toast was asked for yet (then the toast container is mounted). */
export function useToastsRequested(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => requested,
    () => false,
  );
}
