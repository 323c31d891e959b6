export const floorplanKeys = {
  all: ['floorplans'] as const,
  lists: () => [...floorplanKeys.all, 'list'] as const,
  /** `properties/{id}/floorplans/filter`: one community's floor plans with their units. */
  byProperty: (propertyId: number) => [...floorplanKeys.lists(), 'property', propertyId] as const,
  /** Issue 28: the name and photos of a card whose plan came without them (the home index). */
  card: (id: number) => [...floorplanKeys.all, 'card', id] as const,
  /** One floor plan by the id in its route, and its secondary lists under it. */
  detail: (id: string) => [...floorplanKeys.all, 'detail', id] as const,
  /** One of the lists spec section 7 fetches per floor plan (`{name}/search/byFloorplanId`), under its plan. */
  relation: (id: string, name: string) => [...floorplanKeys.detail(id), name] as const,
};
