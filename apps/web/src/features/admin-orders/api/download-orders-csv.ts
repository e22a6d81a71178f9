import type { OrderStatus } from '@store/shared';
import { apiFile, toQueryString } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** Downloads every order the filters match as CSV (the server records the export on the audit log). */
export async function downloadOrdersCsv(filter: { status?: OrderStatus; q?: string }): Promise<void> {
  const file = await apiFile(`/admin/orders.csv${toQueryString(filter)}`, { auth: true });
  saveFile(file, `orders-${new Date().toISOString().slice(0, 10)}.csv`);
}
