import type { ToastOptions } from 'react-toastify';

type ToastModule = typeof import('react-toastify');

let loading: Promise<ToastModule> | undefined;
let loaded: ToastModule | undefined;
const listeners = new Set<() => void>();

/** Loads the toast library (kept out of the first page load); the host mounts its container then. */
export function loadToasts(): Promise<ToastModule> {
  loading ??= import('react-toastify').then((module) => {
    loaded = module;
    for (const listener of listeners) listener();
    return module;
  });
  return loading;
}

export const toastModule = () => loaded;
export function onToastsLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Shows a toast; the spec's defaults (5000 ms, top-right) come from the container. */
export async function notify(
  kind: 'success' | 'info' | 'error',
  message: string,
  options?: ToastOptions,
): Promise<void> {
  const { toast } = await loadToasts();
  // Let the container mount first when this is the first toast of the visit.
  await new Promise((resolve) => setTimeout(resolve, 0));
  toast[kind](message, options);
}
