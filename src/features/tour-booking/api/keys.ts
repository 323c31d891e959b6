export const tourBookingKeys = {
  all: ['tour-booking'] as const,
  slots: (propertyId: number) => [...tourBookingKeys.all, 'slots', propertyId] as const,
  tour: (key: string) => [...tourBookingKeys.all, 'tour', key] as const,
};
