import { DEFAULT_TOAST_MS } from '@store/shared';
import { showToast, type ToastKind } from './toast';
import { ERROR_ICON, INFO_ICON, SUCCESS_ICON } from './toast-icons';

const ICONS: Record<ToastKind, string> = { success: SUCCESS_ICON, info: INFO_ICON, error: ERROR_ICON };

/** Shows a toast, top right, for the spec's 5000 ms unless `autoClose` says otherwise. */
export function notify(kind: ToastKind, message: string, options?: { autoClose?: number }): void {
  showToast(kind, message, options?.autoClose ?? DEFAULT_TOAST_MS, ICONS[kind]);
}
