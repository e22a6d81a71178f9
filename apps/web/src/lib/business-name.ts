import { acceptedBusinessName } from '@store/shared';
import { useSyncExternalStore } from 'react';

/**
 * The business name a visitor typed (the home page's field, `?business=` on /designs, or the
 * field above the grid), remembered for the visit. Only a name the shared rule accepts is kept,
 * so everything that shows it (the cards' name slots, the project brief) can trust it.
 */
const KEY = 'store.businessName';
const listeners = new Set<() => void>();

function read(): string | undefined {
  try {
    return sessionStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Keeps an acceptable name for the visit (an empty one clears it); returns whether it was accepted. */
export function rememberBusinessName(name: string | undefined): boolean {
  const accepted = acceptedBusinessName(name);
  if (accepted === undefined && name?.trim()) return false;
  try {
    if (accepted) sessionStorage.setItem(KEY, accepted);
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode, full): the name is simply not remembered.
  }
  for (const listener of listeners) listener();
  return true;
}

export function rememberedBusinessName(): string | undefined {
  return acceptedBusinessName(read());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The remembered name, re-rendering when it changes; undefined while prerendering and hydrating. */
export function useBusinessName(): string | undefined {
  return useSyncExternalStore(subscribe, rememberedBusinessName, () => undefined);
}
