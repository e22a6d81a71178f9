import type { OrderStatus } from '@store/shared';

export interface AdminOrdersFilter {
  status?: OrderStatus;
  q?: string;
  page: number;
}

/** Every query key of the admin orders screens, so invalidation names a family instead of a string. */
export const adminOrdersKeys = {
  all: ['admin-orders'] as const,
  lists: () => [...adminOrdersKeys.all, 'list'] as const,
  list: (filter: AdminOrdersFilter) => [...adminOrdersKeys.lists(), filter] as const,
  detail: (orderNumber: string) => [...adminOrdersKeys.all, 'detail', orderNumber] as const,
  projects: (orderNumber: string) => [...adminOrdersKeys.all, 'projects', orderNumber] as const,
};
