export const shortTermKeys = {
  all: ['short-term'] as const,
  lists: () => [...shortTermKeys.all, 'list'] as const,
  list: (propertyId: number) => [...shortTermKeys.lists(), propertyId] as const,
  details: () => [...shortTermKeys.all, 'detail'] as const,
  detail: (floorplanId: string) => [...shortTermKeys.details(), floorplanId] as const,
};
