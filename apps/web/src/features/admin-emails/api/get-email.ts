import { adminMailSchema } from '@store/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminEmailsKeys } from './get-emails';

const getEmail = async (id: string, signal?: AbortSignal) =>
  (await apiRequest(`/admin/emails/${encodeURIComponent(id)}`, { auth: true, signal, schema: adminMailSchema })).data;

/** One mail with its HTML and text, fetched when it is opened. */
export const useAdminEmail = (id: string | undefined) =>
  useQuery({
    queryKey: adminEmailsKeys.one(id ?? ''),
    queryFn: ({ signal }) => getEmail(id ?? '', signal),
    enabled: id !== undefined,
  });
