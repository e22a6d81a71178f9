import type { AdminUser } from '@store/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest, toQueryString } from '../../../lib/api-client';
import { type AdminUsersFilter, adminUsersKeys } from './admin-users-keys';

export const ADMIN_USERS_PAGE_SIZE = 20;

export async function getAdminUsers({ q, page }: AdminUsersFilter, signal?: AbortSignal) {
  const { data, headers } = await apiRequest<AdminUser[]>(
    `/users${toQueryString({ q, page, limit: ADMIN_USERS_PAGE_SIZE })}`,
    { auth: true, signal },
  );
  return { users: data, total: Number(headers.get('X-Total-Count') ?? data.length) };
}

/** One page of customers; the previous page stays on screen while the next loads. */
export const adminUsersQueryOptions = (filter: AdminUsersFilter) =>
  queryOptions({
    queryKey: adminUsersKeys.list(filter),
    queryFn: ({ signal }) => getAdminUsers(filter, signal),
    placeholderData: keepPreviousData,
  });
