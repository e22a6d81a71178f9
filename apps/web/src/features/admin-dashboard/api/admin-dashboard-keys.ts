/** Query keys of the admin dashboard, in one factory so invalidation names a family instead of a string. */
export const adminDashboardKeys = {
  all: ['admin-dashboard'] as const,
  stats: () => [...adminDashboardKeys.all, 'stats'] as const,
};
