import { useParams } from 'react-router-dom';
import { Spinner } from '@/components/Spinner';
import { titles } from '@/pages/common/titles';
import { useDocumentTitle } from '@/pages/common/useDocumentTitle';
import { useNoIndex } from '@/pages/common/useNoIndex';
import { LoadError } from '@/components/LoadError';
import { useTour } from '@/features/tour-booking/api/manageTour';
import { isNotFound } from '@/features/tour-booking/api/tourBookingApi';
import { ManageTour } from '@/features/tour-booking/components/ManageTour';
import { TOUR_MESSAGES } from '@/features/tour-booking/types';

/** /tours/{key}: the renter's tour behind the private link of its mails (issue 24). The key is never in the title. */
export default function TourPage() {
  const { key = '' } = useParams();
  useNoIndex();
  useDocumentTitle(titles.page('Your tour'));
  const tour = useTour(key);

  return (
    <section className="container section">
      <h1>Your tour</h1>
      {tour.isPending ? (
        <Spinner label="Loading your tour" />
      ) : tour.isError ? (
        isNotFound(tour.error) ? (
          <p className="alert">{TOUR_MESSAGES.notFound}. A tour's link works until the tour ends; to book another, choose a community and press 'Schedule a tour'.</p>
        ) : (
          <LoadError what="your tour" onRetry={() => void tour.refetch()} />
        )
      ) : (
        <ManageTour tourKey={key} tour={tour.data} />
      )}
    </section>
  );
}
