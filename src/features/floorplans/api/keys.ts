export const floorplanKeys = {
  all: ['floorplans'] as const,
  lists: () => [...floorplanKeys.all, 'list'] as const,
  spotlight: () => [...floorplanKeys.lists(), 'spotlight'] as const,
  /** `properties/{id}/floorplans/filter`: one community's floor plans with their units. */
  byProperty: (propertyId: number) => [...floorplanKeys.lists(), 'property', propertyId] as const,
  detail: (id: number) => [...floorplanKeys.all, 'detail', id] as const,
};
