import { type ReactNode, useId } from 'react';
import { useTranslation } from '../../i18n';
import { useModalDialog } from './use-modal-dialog';

interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  size?: 'md' | 'xl';
}

/** A native modal dialog: focus is trapped, Escape and the close button close it, the page behind is inert. */
export function Modal({ open, title, onClose, children, size = 'md' }: ModalProps) {
  const { t } = useTranslation();
  const dialogRef = useModalDialog(open);
  const titleId = useId();

  // The large size has a fixed height so the header stays put while content (PDF pages) streams in.
  const frame = size === 'xl' ? 'max-w-4xl h-[90dvh]' : 'max-w-lg max-h-[90dvh]';
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: a click on the backdrop closes; Escape is the dialog's own key.
    <dialog
      ref={dialogRef}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialogRef.current) onClose();
      }}
      className={`m-auto w-[calc(100%-2rem)] ${frame} rounded-2xl bg-white p-0 text-slate-900 shadow-2xl backdrop:bg-slate-950/60 open:flex open:flex-col`}
    >
      <div className="flex items-center justify-between gap-4 border-b border-slate-200 px-5 py-4">
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <button
          type="button"
          onClick={onClose}
          className="rounded-lg p-2 text-slate-600 hover:bg-slate-100 hover:text-slate-900"
          aria-label={t('dialogs.close')}
        >
          <svg
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M6 6l12 12M18 6L6 18" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto px-5 py-4">{children}</div>
    </dialog>
  );
}
