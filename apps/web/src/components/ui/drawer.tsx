import type { ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';
import { useScrollLock } from './use-scroll-lock';

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  side: 'left' | 'right';
  /** The id of the drawer's heading, or its name when it has none. */
  labelledBy?: string;
  label?: string;
  className?: string;
  children: ReactNode;
}

const sideClass = { left: 'mr-auto', right: 'ml-auto' };

/**
 * A full-height panel from one edge over a full-viewport backdrop. A click on the backdrop or
 * Escape closes it and never reaches the page; the page does not scroll while it is open.
 */
export function Drawer({ open, onClose, side, labelledBy, label, className = '', children }: DrawerProps) {
  const dialogRef = useModalDialog(open);
  useScrollLock(open);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; Escape is the dialog's own key.
    <dialog
      ref={dialogRef}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialogRef.current) onClose();
      }}
      className={`m-0 ${sideClass[side]} h-dvh max-h-none p-0 shadow-2xl backdrop:bg-slate-950/50 ${className}`}
    >
      {children}
    </dialog>
  );
}
