import { apiFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** Downloads the whole audit log as CSV (the download itself is logged). */
export async function downloadAuditCsv(): Promise<void> {
  saveFile(await apiFile('/admin/audit-log.csv', { auth: true }), 'audit-log.csv');
}
