import type { AdminRecord, SessionUserRecord } from '@store/shared';
import { useSyncExternalStore } from 'react';

/** The records stored are the login answers' `user` and `admin`, typed by their shared schemas. */
export type SessionUser = SessionUserRecord;
export type SessionAdmin = AdminRecord;

/** The browser session as the spec keeps it: localStorage `token`, `user`, `admin`, `redirectAfterLogin`. */
export interface Session {
  token: string | null;
  user: SessionUser | null;
  admin: SessionAdmin | null;
  /** The session ended by the visitor's own logout (guards then send them home, not to a login page). */
  loggedOut: boolean;
}

const listeners = new Set<() => void>();
const logoutListeners = new Set<() => void>();

/**
 * Runs `listener` when the visitor logs out themselves, so what one person left on a shared
 * phone (the cart, a checkout in progress) goes with their session. Returns the unsubscribe.
 */
export function onLogout(listener: () => void): () => void {
  logoutListeners.add(listener);
  return () => logoutListeners.delete(listener);
}

function readJson<T>(key: string): T | null {
  try {
    const raw = localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    return null;
  }
}

function read(): Session {
  return { token: localStorage.getItem('token'), user: readJson('user'), admin: readJson('admin'), loggedOut };
}

let loggedOut = false;
/** What the prerendered pages show, and what the page is hydrated with before the real session. */
const anonymous: Session = { token: null, user: null, admin: null, loggedOut: false };
let snapshot = typeof localStorage === 'undefined' ? anonymous : read();

function refresh() {
  snapshot = read();
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || ['token', 'user', 'admin'].includes(event.key)) refresh();
  });
}

export const useSession = () =>
  useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => snapshot,
    () => anonymous,
  );

export const getSession = () => snapshot;

/** Stores a login: the record kept is chosen by the user's isAdmin flag. */
export function saveSession(token: string, record: SessionUser | SessionAdmin, isAdmin: boolean): void {
  loggedOut = false;
  localStorage.setItem('token', token);
  localStorage.setItem(isAdmin ? 'admin' : 'user', JSON.stringify(record));
  localStorage.removeItem(isAdmin ? 'user' : 'admin');
  refresh();
}

/** Logout clears both records (and the token); `byLogout` marks a visitor's own logout. */
export function clearSession(byLogout = false): void {
  loggedOut = byLogout;
  localStorage.removeItem('token');
  localStorage.removeItem('user');
  localStorage.removeItem('admin');
  refresh();
  if (byLogout) for (const listener of logoutListeners) listener();
}
