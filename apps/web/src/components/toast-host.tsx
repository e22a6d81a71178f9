import { DEFAULT_TOAST_MS } from '@store/shared';
import { useEffect, useSyncExternalStore } from 'react';
import { loadToasts, onToastsLoaded, toastModule } from '../lib/notify';

const noToastsYet = () => undefined;

/** Mounts the toast container once the toast library has loaded (after the page is idle, or on the first toast). */
export function ToastHost() {
  const module = useSyncExternalStore(onToastsLoaded, toastModule, noToastsYet);
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((callback: () => void) => window.setTimeout(callback, 1500));
    idle(() => void loadToasts());
  }, []);
  if (!module) return null;
  const { ToastContainer } = module;
  // Top-right as the spec says, but below the 4rem header so a toast never hides the cart button.
  return (
    <ToastContainer
      position="top-right"
      autoClose={DEFAULT_TOAST_MS}
      newestOnTop
      style={{ top: 'calc(4rem + 0.75rem)' }}
    />
  );
}
