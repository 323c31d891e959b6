export const propertyKeys = {
  all: ['properties'] as const,
  lists: () => [...propertyKeys.all, 'list'] as const,
  /** `properties/filter`: the home search's properties with their floor plans. */
  search: () => [...propertyKeys.lists(), 'search'] as const,
  detail: (id: number) => [...propertyKeys.all, 'detail', id] as const,
};
