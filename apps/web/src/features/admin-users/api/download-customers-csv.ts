import { apiFile, toQueryString } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** Downloads every customer the search matches as CSV (the server records the export on the audit log). */
export async function downloadCustomersCsv(q: string | undefined): Promise<void> {
  const file = await apiFile(`/admin/customers.csv${toQueryString({ q })}`, { auth: true });
  saveFile(file, `customers-${new Date().toISOString().slice(0, 10)}.csv`);
}
