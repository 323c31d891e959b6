/** Query keys of the FAQ lists: all -> resident(kind) | property(id). */
export const faqKeys = {
  all: ['faq'] as const,
  resident: (kind: 'general' | 'maintenance') => [...faqKeys.all, 'resident', kind] as const,
  property: (propertyId: number) => [...faqKeys.all, 'property', propertyId] as const,
};
