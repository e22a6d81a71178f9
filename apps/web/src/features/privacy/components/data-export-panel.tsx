import { DATA_EXPORT_DAYS, type DataExportStatus, indiaDateTimeText } from '@store/shared';
import { useState } from 'react';
import { FormAlert } from '../../../components/ui/form-alert';
import { useLanguage, useTranslation } from '../../../i18n';
import { failureMessage } from '../../../lib/failure-message';
import { downloadDataExport } from '../api/download-data-export';
import { useDataExport } from '../api/get-data-export';
import { useRequestDataExport } from '../api/request-data-export';

const size = (bytes: number | null) =>
  bytes === null
    ? ''
    : bytes < 1_000_000
      ? `${Math.max(1, Math.round(bytes / 1000))} KB`
      : `${(bytes / 1_000_000).toFixed(1)} MB`;
const buttonClass =
  'rounded-xl bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800 disabled:opacity-60';

function ExportState({ status }: { status: DataExportStatus }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const archive = status.export;
  if (archive?.state === 'preparing')
    return (
      <p role="status" className="text-sm text-slate-700">
        {t('privacyChoices.preparing', { when: indiaDateTimeText(archive.requestedAt, language) })}
      </p>
    );
  if (archive?.state === 'failed') return <FormAlert tone="error">{t('privacyChoices.exportFailed')}</FormAlert>;
  if (archive?.state === 'ready' && archive.expiresAt)
    return (
      <p role="status" className="text-sm text-slate-700">
        {t('privacyChoices.ready', {
          size: size(archive.byteSize),
          until: indiaDateTimeText(archive.expiresAt, language),
        })}
      </p>
    );
  return null;
}

/** "Download my data": ask for the archive, watch it being prepared, download it while it lasts. */
export function DataExportPanel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const status = useDataExport();
  const ask = useRequestDataExport();
  const [downloadError, setDownloadError] = useState<string>();
  const archive = status.data?.export;
  const next = status.data?.nextRequestAt;

  const download = () => {
    setDownloadError(undefined);
    downloadDataExport(archive?.readyAt ?? null).catch((error) =>
      setDownloadError(failureMessage(error, t('privacyChoices.downloadFailed'))),
    );
  };

  return (
    <div className="space-y-3">
      <h3 className="text-sm font-semibold text-slate-800">{t('privacyChoices.yourData')}</h3>
      <p className="text-sm text-slate-600">{t('privacyChoices.exportText', { days: DATA_EXPORT_DAYS })}</p>
      {status.isError ? <FormAlert tone="error">{t('privacyChoices.checkFailed')}</FormAlert> : null}
      {status.data ? <ExportState status={status.data} /> : null}
      {ask.isError ? <FormAlert tone="error">{failureMessage(ask.error, t('privacyChoices.failed'))}</FormAlert> : null}
      {downloadError ? <FormAlert tone="error">{downloadError}</FormAlert> : null}
      <div className="flex flex-wrap items-center gap-3">
        {archive?.state === 'ready' ? (
          <button type="button" onClick={download} className={buttonClass}>
            {t('privacyChoices.downloadArchive')}
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
            {t('privacyChoices.downloadMyData')}
          </button>
        ) : null}
        {next && archive?.state === 'ready' ? (
          <span className="text-xs text-slate-500">
            {t('privacyChoices.nextAfter', { when: indiaDateTimeText(next, language) })}
          </span>
        ) : null}
      </div>
    </div>
  );
}
