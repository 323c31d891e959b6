export const specialKeys = {
  all: ['specials'] as const,
  home: (propertyId: number) => [...specialKeys.all, 'home', propertyId] as const,
};
