export const floorplanKeys = {
  all: ['floorplans'] as const,
  lists: () => [...floorplanKeys.all, 'list'] as const,
  /** `properties/{id}/floorplans/filter`: one community's floor plans with their units. */
  byProperty: (propertyId: number) => [...floorplanKeys.lists(), 'property', propertyId] as const,
  /** Issue 28: the cover of a card whose plan came without one (the home index). */
  cover: (id: number) => [...floorplanKeys.all, 'cover', id] as const,
  /** One floor plan by the id in its route, and its secondary lists under it. */
  detail: (id: string) => [...floorplanKeys.all, 'detail', id] as const,
  /** One of the lists spec section 7 fetches per floor plan (`{name}/search/byFloorplanId`), under its plan. */
  relation: (id: string, name: string) => [...floorplanKeys.detail(id), name] as const,
};
