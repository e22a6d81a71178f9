/** Query keys of the accounts feature, in one factory so invalidation names a family instead of a string. */
export const accountsKeys = {
  all: ['accounts'] as const,
  /** Per token: another login never sees the previous person's profile. */
  profile: (token: string | null) => [...accountsKeys.all, 'profile', token] as const,
};
