/** Query keys of the team: all -> list. */
export const teamKeys = { all: ['team'] as const, list: () => [...teamKeys.all, 'list'] as const };
