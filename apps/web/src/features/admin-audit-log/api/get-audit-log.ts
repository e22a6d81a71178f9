import { auditLogPageSchema } from '@store/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, toQueryString } from '../../../lib/api-client';

export const AUDIT_PAGE_SIZE = 50;

const getAuditLog = async (page: number, signal?: AbortSignal) =>
  (
    await apiRequest(`/admin/audit-log${toQueryString({ page: String(page), limit: String(AUDIT_PAGE_SIZE) })}`, {
      auth: true,
      signal,
      schema: auditLogPageSchema,
    })
  ).data;

/** One page of the admin audit log, newest first. */
export const useAuditLog = (page: number) =>
  useQuery({
    queryKey: ['admin', 'audit-log', page],
    queryFn: ({ signal }) => getAuditLog(page, signal),
    placeholderData: keepPreviousData,
  });
