import { Link } from 'react-router-dom';
import { FormAlert } from '@/components/FormAlert';
import { TOUR_MESSAGES, type BookedTour } from '../types';
import { CalendarLinks, TourDetails } from './TourDetails';

/** The booking's answer: what was booked, the calendar links and the private link to change it (mailed too). */
export function BookedTourSummary({ booked, email }: { booked: BookedTour; email: string }) {
  const { tour, managePath } = booked;
  return (
    <>
      <FormAlert tone="success">
        {tour.status === 'pending' ? TOUR_MESSAGES.requested : 'Your tour is booked'}
      </FormAlert>
      <TourDetails tour={tour} />
      <CalendarLinks links={tour.calendarLinks} />
      <p>
        We sent the same to {email}, with the link to cancel or choose another time:{' '}
        <Link to={managePath}>Cancel or change this tour</Link>.
      </p>
    </>
  );
}
