import { useState } from 'react';
import { FormAlert } from '@/components/FormAlert';
import { LoadError } from '@/components/LoadError';
import { Spinner } from '@/components/Spinner';
import { SubmitButton } from '@/components/SubmitButton';
import { serverMessage } from '@/lib/http';
import { useTourSlots } from '../api/getTourSlots';
import { useCancelTour, useRescheduleTour } from '../api/manageTour';
import { tourConflict } from '../api/tourBookingApi';
import { localDate, whenLabel } from '../tourTimes';
import { TOUR_MESSAGES, type TourStatus, type TourView } from '../types';
import { SlotPicker, type SlotChoice } from './SlotPicker';
import { TakenNotice } from './TakenNotice';
import { CalendarLinks, TourDetails } from './TourDetails';
import styles from './ManageTour.module.css';

/** What a tour that can no longer be changed says about itself. */
const CLOSED: Partial<Record<TourStatus, string>> = {
  cancelled: 'This tour is cancelled. The time is free for someone else.',
  completed: 'This tour has taken place. Thank you for visiting!',
  'no-show': 'This tour has passed.',
  expired: 'This tour request was not confirmed in time. Book another time from the community page.',
};

/**
 * Issue 24: the tour behind its private link. Opening the link changed nothing; only these buttons act, each with a
 * POST: 'Cancel this tour' after a second 'Yes, cancel it', 'Choose another time' with the free times.
 */
export function ManageTour({ tourKey, tour }: { tourKey: string; tour: TourView }) {
  const [mode, setMode] = useState<'view' | 'cancel' | 'reschedule'>('view');
  const cancel = useCancelTour(tourKey);
  const reschedule = useRescheduleTour(tourKey);
  const closed = CLOSED[tour.status];

  return (
    <>
      {cancel.isSuccess && <FormAlert tone="success">Your tour is cancelled. We sent you a mail to say so.</FormAlert>}
      {reschedule.isSuccess && mode === 'view' && <FormAlert tone="success">Your tour is moved. We sent you the new invitation.</FormAlert>}
      {closed && !cancel.isSuccess && <p className="alert">{closed}</p>}
      {tour.status === 'pending' && <p>{TOUR_MESSAGES.awaiting}</p>}
      <TourDetails tour={tour} />
      {!closed && (
        <>
          <CalendarLinks links={tour.calendarLinks} />
          {mode === 'view' && (
            <div className={styles.actions}>
              <button type="button" className="btn btn-secondary" onClick={() => setMode('reschedule')}>
                Choose another time
              </button>
              <button type="button" className="btn btn-secondary" onClick={() => setMode('cancel')}>
                Cancel this tour
              </button>
            </div>
          )}
          {mode === 'cancel' && (
            <form
              className={styles.confirm}
              onSubmit={(event) => {
                event.preventDefault();
                cancel.mutate(undefined, { onSuccess: () => setMode('view') });
              }}
            >
              <p>Cancel your tour on {whenLabel(tour.start)}?</p>
              {cancel.isError && <FormAlert tone="error">{serverMessage(cancel.error) ?? 'The tour could not be cancelled. Please try again.'}</FormAlert>}
              <div className={styles.actions}>
                <SubmitButton pending={cancel.isPending}>Yes, cancel it</SubmitButton>
                <button type="button" className="btn btn-secondary" onClick={() => setMode('view')}>
                  Keep my tour
                </button>
              </div>
            </form>
          )}
          {mode === 'reschedule' && <ChooseAnotherTime tour={tour} onDone={() => setMode('view')} reschedule={reschedule} />}
        </>
      )}
    </>
  );
}

interface ChooseAnotherTimeProps {
  tour: TourView;
  reschedule: ReturnType<typeof useRescheduleTour>;
  onDone: () => void;
}

/** The community's free times; 'Move my tour' sends the one chosen (every booking rule is checked again). */
function ChooseAnotherTime({ tour, reschedule, onDone }: ChooseAnotherTimeProps) {
  const slots = useTourSlots(tour.propertyId);
  const [choice, setChoice] = useState<SlotChoice>({ date: '', start: '' });
  const [missing, setMissing] = useState(false);
  const conflict = tourConflict(reschedule.error);

  function move() {
    setMissing(choice.start === '');
    if (choice.start === '') return;
    reschedule.mutate(choice.start, {
      onSuccess: onDone,
      onError: (error) => {
        if (tourConflict(error)) setChoice((current) => ({ ...current, start: '' }));
      },
    });
  }

  return (
    <form
      className={styles.confirm}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        move();
      }}
    >
      {slots.isPending ? (
        <Spinner label="Loading the free tour times" />
      ) : slots.isError ? (
        <LoadError what="the free tour times" onRetry={() => void slots.refetch()} />
      ) : (
        <SlotPicker slots={slots.data} choice={choice} onChange={setChoice} error={missing ? 'Please choose a time' : undefined} />
      )}
      {conflict ? (
        <TakenNotice conflict={conflict} chosen={choice.start} onChoose={(start) => setChoice({ date: localDate(start, tour.timeZone), start })} />
      ) : (
        reschedule.isError && <FormAlert tone="error">{serverMessage(reschedule.error) ?? 'The tour could not be moved. Please try again.'}</FormAlert>
      )}
      <div className={styles.actions}>
        <SubmitButton pending={reschedule.isPending}>Move my tour</SubmitButton>
        <button type="button" className="btn btn-secondary" onClick={onDone}>
          Keep the time I have
        </button>
      </div>
    </form>
  );
}
