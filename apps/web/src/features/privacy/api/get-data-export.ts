import { dataExportStatusSchema } from '@store/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const dataExportKey = ['privacy', 'export'] as const;

/** How often a page waiting for an archive asks again. */
const PREPARING_POLL_MS = 5_000;

const getDataExport = async (signal?: AbortSignal) =>
  (await apiRequest('/privacy/export', { auth: true, signal, schema: dataExportStatusSchema })).data;

export const dataExportQueryOptions = () =>
  queryOptions({
    queryKey: dataExportKey,
    queryFn: ({ signal }) => getDataExport(signal),
    refetchInterval: (query) => (query.state.data?.export?.state === 'preparing' ? PREPARING_POLL_MS : false),
  });

/** The customer's latest archive and when they may ask again; asked again while one is being prepared. */
export const useDataExport = () => useQuery(dataExportQueryOptions());
