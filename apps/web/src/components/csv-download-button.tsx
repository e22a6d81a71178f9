import { useState } from 'react';
import { failureMessage } from '../lib/failure-message';
import { FormAlert } from './ui/form-alert';

/** A list's "Download CSV": busy while the file comes, and a message beside it when it cannot. */
export function CsvDownloadButton({ download }: { download: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const start = () => {
    setBusy(true);
    setFailure(undefined);
    download()
      .catch((error: unknown) =>
        setFailure(failureMessage(error, 'The CSV could not be downloaded. Please try again.')),
      )
      .finally(() => setBusy(false));
  };

  return (
    <div className="flex flex-col gap-2 sm:items-end">
      <button
        type="button"
        onClick={start}
        disabled={busy}
        aria-busy={busy}
        className="rounded-xl bg-white px-4 py-2.5 font-semibold text-brand-700 ring-1 ring-inset ring-slate-300 hover:bg-slate-50 disabled:opacity-60"
      >
        Download CSV
      </button>
      {failure ? <FormAlert tone="error">{failure}</FormAlert> : null}
    </div>
  );
}
