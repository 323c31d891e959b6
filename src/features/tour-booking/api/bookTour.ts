import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookedTour, TourRequest } from '../types';
import { tourBookingKeys } from './keys';
import { tourBookingApi } from './tourBookingApi';

export interface TourBooking {
  request: TourRequest;
  captchaResponse: string;
}

/** `POST api/tour-booking/tours`: books the tour; whatever the answer, the free times are read again. */
export function useBookTour() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ request, captchaResponse }: TourBooking) => tourBookingApi.post<BookedTour>('tours', request, { captchaResponse }),
    onSettled: (_data, _error, { request }) => client.invalidateQueries({ queryKey: tourBookingKeys.slots(request.property) }),
  });
}
