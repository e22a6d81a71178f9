export interface AdminUsersFilter {
  q: string;
  page: number;
}

/** Every query key of Manage Users, so invalidation names a family instead of a string. */
export const adminUsersKeys = {
  all: ['admin-users'] as const,
  lists: () => [...adminUsersKeys.all, 'list'] as const,
  list: (filter: AdminUsersFilter) => [...adminUsersKeys.lists(), filter] as const,
};
