import { adminEnquiriesResponseSchema } from '@store/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest, toQueryString } from '../../../lib/api-client';
import { type AdminEnquiriesFilter, adminEnquiriesKeys } from './admin-enquiries-keys';

export const getAdminEnquiries = async (filter: AdminEnquiriesFilter, signal?: AbortSignal) =>
  (
    await apiRequest(`/admin/enquiries${toQueryString({ ...filter })}`, {
      auth: true,
      signal,
      schema: adminEnquiriesResponseSchema,
    })
  ).data;

/** One page of enquiries, newest first; the previous page stays on screen while the next loads. */
export const adminEnquiriesQueryOptions = (filter: AdminEnquiriesFilter) =>
  queryOptions({
    queryKey: adminEnquiriesKeys.list(filter),
    queryFn: ({ signal }) => getAdminEnquiries(filter, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminEnquiries = (filter: AdminEnquiriesFilter) => useQuery(adminEnquiriesQueryOptions(filter));
