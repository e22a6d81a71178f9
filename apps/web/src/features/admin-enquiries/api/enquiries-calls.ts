import type { AdminEnquiriesResponse, AdminEnquiry, EnquiryStatus } from '@store/shared';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, toQueryString } from '../../../lib/api-client';

const key = ['admin-enquiries'] as const;

const getEnquiries = async (params: { status?: EnquiryStatus; page: number }, signal?: AbortSignal) =>
  (await apiRequest<AdminEnquiriesResponse>(`/admin/enquiries${toQueryString(params)}`, { auth: true, signal })).data;

const patchStatus = async ({ reference, status }: { reference: string; status: EnquiryStatus }) =>
  (
    await apiRequest<AdminEnquiry>(`/admin/enquiries/${encodeURIComponent(reference)}`, {
      method: 'PATCH',
      auth: true,
      body: { status },
    })
  ).data;

export const useAdminEnquiries = (params: { status?: EnquiryStatus; page: number }) =>
  useQuery({
    queryKey: [...key, params],
    queryFn: ({ signal }) => getEnquiries(params, signal),
    placeholderData: keepPreviousData,
  });

export function useSetEnquiryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: patchStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: key }),
  });
}
