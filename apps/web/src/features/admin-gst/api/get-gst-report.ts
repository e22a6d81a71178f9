import { gstReportSchema } from '@store/shared';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, toQueryString } from '../../../lib/api-client';

export const adminGstKeys = {
  all: ['admin-gst'] as const,
  month: (month: string) => [...adminGstKeys.all, month] as const,
};

const getGstReport = async (month: string, signal?: AbortSignal) =>
  (await apiRequest(`/admin/gst${toQueryString({ month })}`, { auth: true, signal, schema: gstReportSchema })).data;

/** The month's GST report, for a month such as 2026-11. */
export const useGstReport = (month: string) =>
  useQuery({ queryKey: adminGstKeys.month(month), queryFn: ({ signal }) => getGstReport(month, signal) });
