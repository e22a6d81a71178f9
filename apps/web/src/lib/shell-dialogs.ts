// A dialog opened in the layout shell (the phone menu, natively, before the app has come) goes with the shell when
// the app draws over it. The app's own dialog of the same id opens in that same commit, so the menu stays open.
import { type RefObject, useLayoutEffect } from 'react';
import { OVERFLOW_KEY } from './dialog-attributes';

let shellDialogs: readonly HTMLDialogElement[] = [];

/** Keeps the shell's dialogs: once React has removed them, each still says whether it was open at that moment. */
export function noteShellDialogs(container: HTMLElement): void {
  shellDialogs = [...container.querySelectorAll('dialog')];
}

/** The shell's dialog of this id when it was open as the app drew over it; answered once. */
function takeOpenInShell(id: string): HTMLDialogElement | undefined {
  const open = shellDialogs.find((dialog) => dialog.id === id && dialog.open && !dialog.isConnected);
  shellDialogs = shellDialogs.filter((dialog) => dialog.id !== id);
  return open;
}

/** Opens the dialog, before the browser paints, when its copy in the layout shell was open as the app drew over it. */
export function useOpenAsInShell(dialog: RefObject<HTMLDialogElement | null>, id: string): void {
  useLayoutEffect(() => {
    const inShell = takeOpenInShell(id);
    if (!inShell || !dialog.current || dialog.current.open) return;
    // The page's scrolling, locked by the shell's dialog, is the app's dialog's to give back when it closes.
    const overflowBefore = inShell.dataset[OVERFLOW_KEY];
    if (overflowBefore !== undefined) dialog.current.dataset[OVERFLOW_KEY] = overflowBefore;
    dialog.current.showModal();
  }, [dialog, id]);
}
