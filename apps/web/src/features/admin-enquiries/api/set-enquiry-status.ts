import { adminEnquirySchema, type EnquiryStatus } from '@store/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { adminEnquiriesKeys } from './admin-enquiries-keys';

const setEnquiryStatus = async ({ reference, status }: { reference: string; status: EnquiryStatus }) =>
  (
    await apiRequest(`/admin/enquiries/${encodeURIComponent(reference)}`, {
      method: 'PATCH',
      auth: true,
      body: { status },
      schema: adminEnquirySchema,
    })
  ).data;

/** Moves an enquiry on; every page of the list then shows its new status and the overdue count. */
export function useSetEnquiryStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setEnquiryStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminEnquiriesKeys.lists() }),
  });
}
