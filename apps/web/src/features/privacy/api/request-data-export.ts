import { dataExportStatusSchema } from '@store/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { dataExportKey } from './get-data-export';

const requestDataExport = async () =>
  (await apiRequest('/privacy/export', { method: 'POST', auth: true, schema: dataExportStatusSchema })).data;

/** Asks for an archive of the customer's data; the answer is the new status. */
export function useRequestDataExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: requestDataExport,
    onSuccess: (status) => client.setQueryData(dataExportKey, status),
  });
}
