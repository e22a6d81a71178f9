import { type ReactNode, useState } from 'react';
import { useTranslation } from '../i18n';
import { apiFile } from '../lib/api-client';
import { failureMessage } from '../lib/failure-message';
import { notify } from '../lib/notify';
import { saveFile } from '../lib/save-file';

/** Fetches a file from the API with the signed-in token and hands it to the browser as a download. */
export function DownloadButton({
  path,
  filename,
  children,
  className,
}: {
  path: string;
  filename: string;
  children: ReactNode;
  className?: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveFile(await apiFile(path, { auth: true }), filename);
    } catch (error) {
      notify('error', failureMessage(error, t('orderDetails.downloadFailed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" onClick={download} disabled={busy} aria-busy={busy} className={className}>
      {busy ? t('orderDetails.downloading') : children}
    </button>
  );
}
