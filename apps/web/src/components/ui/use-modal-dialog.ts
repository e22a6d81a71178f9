import { useEffect, useRef } from 'react';

/**
 * Shows a `<dialog>` as a modal while `open` and closes it otherwise. A modal dialog sits in the
 * browser's top layer: it covers the viewport whatever its ancestors' styles, the page behind is
 * inert, focus stays inside and Escape closes it.
 */
export function useModalDialog(open: boolean) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return dialogRef;
}
