import { apiFile } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** Downloads the ready archive with the customer's session (the address alone opens nothing). */
export async function downloadDataExport(readyAt: string | null): Promise<void> {
  saveFile(await apiFile('/privacy/export/my-data.zip', { auth: true }), `my-data-${(readyAt ?? '').slice(0, 10)}.zip`);
}
