import { adminMailsResponseSchema } from '@store/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const adminEmailsKeys = {
  all: ['admin-emails'] as const,
  list: () => [...adminEmailsKeys.all, 'list'] as const,
  one: (id: string) => [...adminEmailsKeys.all, 'one', id] as const,
};

const getEmails = async (signal?: AbortSignal) =>
  (await apiRequest('/admin/emails', { auth: true, signal, schema: adminMailsResponseSchema })).data;

/** The mail log, newest first; refreshed every 10 s so a mail being retried shows its new status. */
export const useAdminEmails = () =>
  useQuery({ queryKey: adminEmailsKeys.list(), queryFn: ({ signal }) => getEmails(signal), refetchInterval: 10_000 });
