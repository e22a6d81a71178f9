import { useEffect, useRef } from 'react';
import { CloseIcon } from '../../../components/ui/icons';
import { cartActions, useCartOpen } from '../cart-store';
import { CartContents } from './cart-contents';

/** The slide-over cart, a modal dialog from the right edge. */
export function CartPanel() {
  const open = useCartOpen();
  const dialogRef = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; Escape is the dialog's own key.
    <dialog
      ref={dialogRef}
      aria-labelledby="cart-title"
      onClose={cartActions.close}
      onClick={(event) => {
        if (event.target === dialogRef.current) cartActions.close();
      }}
      className="m-0 ml-auto h-dvh max-h-none w-full max-w-md bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/50"
    >
      <div className="flex h-full flex-col">
        <div className="flex items-center justify-between border-b border-slate-200 px-5 py-4">
          <h2 id="cart-title" className="text-lg font-semibold">
            Your Cart
          </h2>
          <button
            type="button"
            onClick={cartActions.close}
            aria-label="Close cart"
            className="rounded-lg p-2 text-slate-600 hover:bg-slate-100"
          >
            <CloseIcon className="size-5" />
          </button>
        </div>
        <div className="flex-1 overflow-y-auto px-5 pb-6">{open ? <CartContents /> : null}</div>
      </div>
    </dialog>
  );
}
