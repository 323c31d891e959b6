export const floorplanKeys = {
  all: ['floorplans'] as const,
  lists: () => [...floorplanKeys.all, 'list'] as const,
  spotlight: () => [...floorplanKeys.lists(), 'spotlight'] as const,
  /** `properties/{id}/floorplans/filter`: one community's floor plans with their units. */
  byProperty: (propertyId: number) => [...floorplanKeys.lists(), 'property', propertyId] as const,
  /** One floor plan by the id in its route, and its secondary lists under it. */
  detail: (id: string) => [...floorplanKeys.all, 'detail', id] as const,
};
