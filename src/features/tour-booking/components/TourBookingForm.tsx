import { useState, type FormEvent } from 'react';
import { Field } from '@/components/Field';
import { FormAlert } from '@/components/FormAlert';
import { LoadError } from '@/components/LoadError';
import { Spinner } from '@/components/Spinner';
import { SubmitButton } from '@/components/SubmitButton';
import { useSessionDraft } from '@/components/useSessionDraft';
import { FormCaptcha } from '@/features/captcha/components/FormCaptcha';
import { useValidatedSubmit } from '@/features/captcha/useValidatedSubmit';
import { FILL_REQUIRED_MESSAGE } from '@/features/inquiries/applicationSchema';
import { PersonFields } from '@/features/inquiries/components/PersonFields';
import { serverMessage } from '@/lib/http';
import { useBookTour, type TourBooking } from '../api/bookTour';
import { useTourSlots } from '../api/getTourSlots';
import { tourConflict } from '../api/tourBookingApi';
import { initialTourValues, toTourRequest, validateTourRequest, type TourErrors, type TourFormValues } from '../bookingForm';
import { localDate } from '../tourTimes';
import { targetLabel, type TourTarget } from '../tourTarget';
import { MAX_TOUR_PEOPLE, type BookedTour } from '../types';
import { BookedTourSummary } from './BookedTourSummary';
import { SlotPicker, type SlotChoice } from './SlotPicker';
import { TakenNotice } from './TakenNotice';
import styles from './TourBookingForm.module.css';

export const TOUR_DRAFT_KEY = 'draft:tour';
const PEOPLE = Array.from({ length: MAX_TOUR_PEOPLE }, (_, index) => index + 1);

/** Who is coming is kept as typed; the time is chosen afresh each time, as yesterday's free time may be gone. */
type PersonValues = Omit<TourFormValues, 'date' | 'start'>;
const initialPerson = (): PersonValues => {
  const { date: _date, start: _start, ...person } = initialTourValues();
  return person;
};

/**
 * Issue 24: booking a tour in the dialog. The community's free times of the next 14 days, then who is coming, the
 * captcha and 'Book the tour'. A time taken meanwhile is said so with the nearest free ones, everything typed kept.
 */
export default function TourBookingForm({ target }: { target: TourTarget }) {
  const slots = useTourSlots(target.propertyId);
  const [choice, setChoice] = useState<SlotChoice>({ date: '', start: '' });
  const person = useSessionDraft<PersonValues>(TOUR_DRAFT_KEY, initialPerson);
  const book = useBookTour();
  const submit = useValidatedSubmit<TourErrors, BookedTour, TourBooking>(book, FILL_REQUIRED_MESSAGE);
  const { formRef, captcha, errors } = submit;
  const conflict = tourConflict(book.error);

  if (book.isSuccess) return <BookedTourSummary booked={book.data} email={book.variables.request.email} />;

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const request = toTourRequest({ ...person.values, ...choice }, target);
    if (!submit.passes(validateTourRequest(request, captcha.token))) return;
    submit.send(
      { request, captchaResponse: captcha.token },
      {
        onSuccess: person.clear,
        // The time is gone: it must not stay chosen (the free times are read again meanwhile).
        onSettled: (_booked, error) => {
          if (tourConflict(error)) setChoice((current) => ({ ...current, start: '' }));
        },
      },
    );
  }

  const timeZone = slots.data?.timeZone ?? '';
  const chooseAlternative = (start: string) => setChoice({ date: localDate(start, timeZone), start });
  const offersNone = slots.data?.days.every((day) => day.slots.length === 0);

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={handleSubmit}>
      <p className={styles.lead}>
        A visit of <strong>{targetLabel(target)}</strong> with the leasing office. Pick a day and a free time.
      </p>
      {slots.isPending ? (
        <Spinner label="Loading the free tour times" />
      ) : slots.isError ? (
        <LoadError what="the free tour times" onRetry={() => void slots.refetch()} />
      ) : offersNone ? (
        <p className="alert">
          The leasing office has no free tour time in the next 14 days. Send them a message or call, and they will find you one.
        </p>
      ) : (
        <SlotPicker slots={slots.data} choice={choice} onChange={setChoice} error={errors.start} />
      )}

      <PersonFields values={person.values} errors={errors} onChange={person.update} />
      <Field label="How many people are coming" error={errors.people}>
        {(control) => (
          <select {...control} name="people" className="input" value={person.values.people} onChange={(event) => person.update({ people: Number(event.target.value) })}>
            {PEOPLE.map((count) => (
              <option key={count} value={count}>
                {count}
              </option>
            ))}
          </select>
        )}
      </Field>
      <FormCaptcha key={captcha.key} solveOnLoad onChange={captcha.setToken} error={errors.captchaResponse} />

      {submit.invalidAlert}
      {conflict ? (
        <TakenNotice conflict={conflict} chosen={choice.start} onChoose={chooseAlternative} />
      ) : (
        book.isError && <FormAlert tone="error">{serverMessage(book.error) ?? 'The tour could not be booked. Please try again.'}</FormAlert>
      )}
      <div className={styles.actions}>
        <SubmitButton pending={book.isPending}>Book the tour</SubmitButton>
      </div>
    </form>
  );
}
