import type { EnquiryStatus } from '@store/shared';

export interface AdminEnquiriesFilter {
  status?: EnquiryStatus;
  page: number;
}

/** Every query key of the Enquiries screen, so invalidation names a family instead of a string. */
export const adminEnquiriesKeys = {
  all: ['admin-enquiries'] as const,
  lists: () => [...adminEnquiriesKeys.all, 'list'] as const,
  list: (filter: AdminEnquiriesFilter) => [...adminEnquiriesKeys.lists(), filter] as const,
};
