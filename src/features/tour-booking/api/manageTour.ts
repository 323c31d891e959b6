import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TourView } from '../types';
import { tourBookingKeys } from './keys';
import { tourBookingApi } from './tourBookingApi';

/** The key travels in the path; encoded so that nothing typed into the address bar can reach another route. */
const tourPath = (key: string) => `tours/${encodeURIComponent(key)}`;

/** `GET api/tour-booking/tours/{key}`: the tour behind a private link (reading it changes nothing). */
export function useTour(key: string) {
  return useQuery({
    queryKey: tourBookingKeys.tour(key),
    queryFn: ({ signal }) => tourBookingApi.get<TourView>(tourPath(key), { signal }),
    retry: false,
  });
}

/** The answer of a change replaces the page's tour. */
function useTourChange<TVariables>(key: string, send: (variables: TVariables) => Promise<TourView>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (tour) => client.setQueryData(tourBookingKeys.tour(key), tour),
    // Moved, cancelled or refused because the time was taken: the free times changed either way.
    onSettled: () => {
      const tour = client.getQueryData<TourView>(tourBookingKeys.tour(key));
      return tour && client.invalidateQueries({ queryKey: tourBookingKeys.slots(tour.propertyId) });
    },
  });
}

/** `POST api/tour-booking/tours/{key}/cancel`. */
export const useCancelTour = (key: string) => useTourChange<void>(key, () => tourBookingApi.post<TourView>(`${tourPath(key)}/cancel`));

/** `POST api/tour-booking/tours/{key}/reschedule {start}`: 409 with the nearest free times when it was taken. */
export const useRescheduleTour = (key: string) =>
  useTourChange<string>(key, (start) => tourBookingApi.post<TourView>(`${tourPath(key)}/reschedule`, { start }));
