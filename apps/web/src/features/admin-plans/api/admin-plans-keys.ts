/** Every query key of the admin's Plans screen. */
export const adminPlansKeys = {
  all: ['admin-plans'] as const,
  overview: () => [...adminPlansKeys.all, 'overview'] as const,
};
