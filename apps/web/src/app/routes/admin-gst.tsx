import { indiaMonthOf } from '@store/shared';
import { useState } from 'react';
import { downloadGstCsv, GstReportView, useGstReport } from '../../features/admin-gst';
import { failureMessage } from '../../lib/failure-message';
import { useDocumentTitle } from '../../lib/use-document-title';

const thisMonth = () => indiaMonthOf(new Date());

/** GST report: a month's invoices in GSTR-1's tables, on screen and as a CSV for the accountant. */
export function AdminGstRoute() {
  useDocumentTitle('GST report');
  const [month, setMonth] = useState(thisMonth);
  const report = useGstReport(month);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string>();

  const download = async () => {
    setDownloading(true);
    setDownloadError(undefined);
    try {
      await downloadGstCsv(month);
    } catch (error) {
      setDownloadError(failureMessage(error, 'The CSV could not be downloaded. Please try again.'));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
      <h1 className="text-2xl font-bold">GST report</h1>
      <div className="mt-4 flex flex-wrap items-end gap-3">
        <label className="text-sm font-medium text-slate-800">
          Month
          <input
            type="month"
            value={month}
            required
            onChange={(event) => {
              if (event.target.value) setMonth(event.target.value);
            }}
            className="mt-1 block rounded-xl border-0 px-3 py-2 ring-1 ring-slate-300 focus:ring-2 focus:ring-brand-600"
          />
        </label>
        <button
          type="button"
          onClick={download}
          disabled={downloading}
          className="rounded-xl bg-brand-700 px-4 py-2 font-semibold text-white disabled:opacity-60"
        >
          {downloading ? 'Downloading…' : 'Download CSV'}
        </button>
      </div>
      {downloadError ? (
        <p role="alert" className="mt-3 text-red-700">
          {downloadError}
        </p>
      ) : null}
      {report.isPending ? <p className="mt-6 text-slate-600">Loading the report…</p> : null}
      {report.isError ? (
        <p className="mt-6 text-red-700">
          {failureMessage(report.error, 'The report could not be loaded. Please try again.')}
        </p>
      ) : null}
      {report.data ? <GstReportView report={report.data} /> : null}
    </div>
  );
}
