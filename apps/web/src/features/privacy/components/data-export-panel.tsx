import { DATA_EXPORT_DAYS, type DataExportStatus } from '@store/shared';
import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { failureMessage } from '../../../lib/failure-message';
import { downloadDataExport } from '../api/download-data-export';
import { useDataExport } from '../api/get-data-export';
import { useRequestDataExport } from '../api/request-data-export';
import { indiaDateTime } from './india-time';

const size = (bytes: number | null) =>
  bytes === null
    ? ''
    : bytes < 1_000_000
      ? `${Math.max(1, Math.round(bytes / 1000))} KB`
      : `${(bytes / 1_000_000).toFixed(1)} MB`;
const buttonClass =
  'rounded-xl bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60';

function ExportState({ status }: { status: DataExportStatus }) {
  const archive = status.export;
  if (archive?.state === 'preparing')
    return (
      <p role="status" className="text-sm text-slate-700">
        Preparing your archive (asked {indiaDateTime(archive.requestedAt)}). We will mail you when it is ready.
      </p>
    );
  if (archive?.state === 'failed')
    return <FormAlert tone="error">We could not prepare your archive. Please ask for it again.</FormAlert>;
  if (archive?.state === 'ready' && archive.expiresAt)
    return (
      <p role="status" className="text-sm text-slate-700">
        Your archive is ready ({size(archive.byteSize)}). You can download it until {indiaDateTime(archive.expiresAt)}.
      </p>
    );
  return null;
}

/** "Download my data": ask for the archive, watch it being prepared, download it while it lasts. */
export function DataExportPanel() {
  const status = useDataExport();
  const ask = useRequestDataExport();
  const [downloadError, setDownloadError] = useState<string>();
  const archive = status.data?.export;
  const next = status.data?.nextRequestAt;

  const download = () => {
    setDownloadError(undefined);
    downloadDataExport(archive?.readyAt ?? null).catch((error) =>
      setDownloadError(failureMessage(error, 'The archive could not be downloaded. Please try again.')),
    );
  };

  return (
    <div className="space-y-3">
      <h3 className="text-sm font-semibold text-slate-800">Your data</h3>
      <p className="text-sm text-slate-600">
        A copy of everything we hold about you: account, consents, orders, invoices and credit notes, projects with
        their briefs, messages and files, plan months, enquiries and the mails we sent you, as JSON files in a ZIP with
        the files themselves. We prepare it in the background and mail you when it is ready; it stays for{' '}
        {DATA_EXPORT_DAYS} days. One archive a day.
      </p>
      {status.isError ? <FormAlert tone="error">Your archive could not be checked. Please try again.</FormAlert> : null}
      {status.data ? <ExportState status={status.data} /> : null}
      {ask.isError ? (
        <FormAlert tone="error">{failureMessage(ask.error, 'That did not work. Please try again.')}</FormAlert>
      ) : null}
      {downloadError ? <FormAlert tone="error">{downloadError}</FormAlert> : null}
      <div className="flex flex-wrap items-center gap-3">
        {archive?.state === 'ready' ? (
          <button type="button" onClick={download} className={buttonClass}>
            Download archive (ZIP)
          </button>
        ) : null}
        {archive?.state !== 'preparing' && !next ? (
          <button
            type="button"
            disabled={ask.isPending || status.isPending}
            onClick={() => ask.mutate()}
            className={
              archive?.state === 'ready'
                ? 'rounded-xl px-4 py-2 text-sm font-semibold ring-1 ring-slate-300 hover:bg-slate-100'
                : buttonClass
            }
          >
            Download my data
          </button>
        ) : null}
        {next && archive?.state === 'ready' ? (
          <span className="text-xs text-slate-500">You can ask for a new archive after {indiaDateTime(next)}.</span>
        ) : null}
      </div>
    </div>
  );
}
