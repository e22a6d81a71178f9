import { apiFile, toQueryString } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** Downloads the month's report as the CSV the accountant files from. */
export async function downloadGstCsv(month: string): Promise<void> {
  const csv = await apiFile(`/admin/gst.csv${toQueryString({ month })}`, { auth: true });
  saveFile(csv, `gst-report-${month}.csv`);
}
