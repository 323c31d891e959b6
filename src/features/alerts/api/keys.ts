export const alertKeys = {
  all: ['alerts'] as const,
  manage: (key: string) => [...alertKeys.all, 'manage', key] as const,
};
