import { notifications, type NotificationData } from '@mantine/notifications';
import { TOAST_HIDE_MS } from '@trova/contracts';

export type ToastKind = 'success' | 'danger' | 'info';

export interface ToastInput {
  kind: ToastKind;
  title?: string;
  message: string;
}

const KIND_COLOR: Record<ToastKind, string> = {
  success: 'green',
  danger: 'red',
  info: 'blue',
};

export function toastOptions({ kind, title, message }: ToastInput): NotificationData {
  return {
    color: KIND_COLOR[kind],
    title,
    message,
    // Every toast hides by itself (docs/product/shell.md#errors-and-toasts).
    autoClose: TOAST_HIDE_MS,
  };
}

/** Shows a toast; returns its id so a caller can hide or update it early. */
export function showToast(input: ToastInput): string {
  return notifications.show(toastOptions(input));
}
