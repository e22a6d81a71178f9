import { adminUserListSchema } from '@store/shared';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { getPage } from '../../../lib/get-page';
import { type AdminUsersFilter, adminUsersKeys } from './admin-users-keys';

export const ADMIN_USERS_PAGE_SIZE = 20;

export async function getAdminUsers({ q, page }: AdminUsersFilter, signal?: AbortSignal) {
  const { items, total } = await getPage(
    '/users',
    { q, page, limit: ADMIN_USERS_PAGE_SIZE },
    { auth: true, signal, schema: adminUserListSchema },
  );
  return { users: items, total };
}

export type AdminUsersPage = Awaited<ReturnType<typeof getAdminUsers>>;

/** One page of customers; the previous page stays on screen while the next loads. */
export const adminUsersQueryOptions = (filter: AdminUsersFilter) =>
  queryOptions({
    queryKey: adminUsersKeys.list(filter),
    queryFn: ({ signal }) => getAdminUsers(filter, signal),
    placeholderData: keepPreviousData,
  });
