export const subletKeys = {
  all: ['sublets'] as const,
  lists: () => [...subletKeys.all, 'list'] as const,
  list: () => [...subletKeys.lists(), 'listed'] as const,
  detail: (assetKey: string) => [...subletKeys.all, 'detail', assetKey] as const,
};
