import { useQuery } from '@tanstack/react-query';
import type { TourSlots } from '../types';
import { tourBookingKeys } from './keys';
import { tourBookingApi } from './tourBookingApi';

/** How many days ahead the renter may choose from. */
export const TOUR_DAYS = 14;

/** `GET api/tour-booking/slots`: the community's free times for the next 14 days (they change: never kept long). */
export function useTourSlots(propertyId: number) {
  return useQuery({
    queryKey: tourBookingKeys.slots(propertyId),
    queryFn: ({ signal }) => tourBookingApi.get<TourSlots>('slots', { signal, params: { property: propertyId, days: TOUR_DAYS } }),
    staleTime: 0,
  });
}
