/** Query keys of the Settings screen, in one factory so invalidation names a family instead of a string. */
export const adminSettingsKeys = {
  all: ['admin-settings'] as const,
  current: () => [...adminSettingsKeys.all, 'current'] as const,
};
