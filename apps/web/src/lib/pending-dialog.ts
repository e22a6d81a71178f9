// A button that opens a dialog in the app (PDF Preview) and is tapped while the app is still loading opens
// the same frame at once, from the page's own template (index.html): its title, a close button and the
// loading line the app shows first. The app, once it has the tap, opens its own over it and this one goes.

/** On the button, as a JSON array: the dialog's title, its loading line and the close button's label, in the page's language. */
export const PENDING_DIALOG_ATTRIBUTE = 'data-pending-dialog-texts';
export const PENDING_DIALOG_TEMPLATE_ID = 'pending-dialog';
/** Marks the frame while it is open: clicks in it are its own, not held for the app. */
export const PENDING_DIALOG_SELECTOR = 'dialog[data-pending-dialog]';

export interface PendingDialog {
  /** Whether the visitor closed it (Escape, the close button, the backdrop) before the app had the tap. */
  dismissed(): boolean;
  /** Takes the frame away (the app's own dialog is open by then). */
  remove(): void;
}

/** The dialog `opener` asks for, opened at once; undefined when the button asks for none or the page has no template. */
export function openPendingDialog(opener: Element): PendingDialog | undefined {
  const texts = opener.getAttribute(PENDING_DIALOG_ATTRIBUTE);
  const template = document.getElementById(PENDING_DIALOG_TEMPLATE_ID) as HTMLTemplateElement | null;
  const frame = template?.content?.firstElementChild;
  if (!texts || !frame) return undefined;
  const [title, status, close] = JSON.parse(texts) as string[];
  const dialog = frame.cloneNode(true) as HTMLDialogElement;
  const [heading, closeButton, loading] = dialog.querySelectorAll('h2,button,[role=status] :last-child');
  if (heading) heading.textContent = title ?? '';
  closeButton?.setAttribute('aria-label', close ?? '');
  loading?.append(status ?? '');
  // Its close button and backdrop close it as the phone menu's do (lib/page-controls.ts), Escape natively.
  let dismissed = false;
  let removing = false;
  dialog.onclose = () => {
    dismissed = !removing;
    dialog.remove();
  };
  document.body.append(dialog);
  dialog.showModal();
  return {
    dismissed: () => dismissed,
    remove: () => {
      removing = true;
      dialog.close();
    },
  };
}
