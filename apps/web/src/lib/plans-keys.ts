/** Every query key of the plans feature, so invalidation names a family instead of a string. */
export const plansKeys = {
  all: ['plans'] as const,
  onSale: () => [...plansKeys.all, 'on-sale'] as const,
  mine: () => [...plansKeys.all, 'mine'] as const,
};
