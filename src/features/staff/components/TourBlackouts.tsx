import { useState, type FormEvent } from 'react';
import { Field } from '@/components/Field';
import { FormAlert } from '@/components/FormAlert';
import { SubmitButton } from '@/components/SubmitButton';
import { serverMessage } from '@/lib/http';
import { useAddBlackout, useRemoveBlackout } from '../api/tours';
import { dayLabel } from '../tourCalendar';
import { blackoutRequestSchema, clockOf, minutesOf, type OfficeBlackout } from '../tourOffice';
import styles from './TourSettingsForm.module.css';

const blackoutLabel = (blackout: OfficeBlackout) =>
  `${dayLabel(blackout.date)}, ${blackout.hours ? `${clockOf(blackout.hours.from)} to ${clockOf(blackout.hours.to)}` : 'the whole day'}`;

/** Issue 24: days or hours without tours. Adding one does not cancel the tours booked in it: the office calls them. */
export function TourBlackouts({ community, blackouts }: { community: number; blackouts: OfficeBlackout[] }) {
  const add = useAddBlackout(community);
  const remove = useRemoveBlackout(community);
  const [date, setDate] = useState('');
  const [wholeDay, setWholeDay] = useState(true);
  const [from, setFrom] = useState('12:00');
  const [to, setTo] = useState('13:00');
  const [error, setError] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = blackoutRequestSchema.safeParse({ date, hours: wholeDay ? null : { from: minutesOf(from), to: minutesOf(to) } });
    if (!checked.success) return setError(date === '' ? 'Choose a day' : checked.error.issues[0]?.message);
    setError(undefined);
    add.mutate(checked.data, { onSuccess: () => setDate('') });
  };
  const failure = add.isError ? add.error : remove.isError ? remove.error : undefined;

  return (
    <section aria-labelledby="blackouts-heading" className={`card ${styles.form}`}>
      <h2 id="blackouts-heading">Blackouts</h2>
      <p>No tours are offered in these times. Tours already booked then stay booked: call the renter to move them.</p>
      {blackouts.length === 0 ? (
        <p>No blackouts ahead.</p>
      ) : (
        <ul className={styles.days}>
          {blackouts.map((blackout) => (
            <li key={blackout.id} className={styles.check}>
              {blackoutLabel(blackout)}
              <button type="button" className="btn btn-ghost" disabled={remove.isPending} onClick={() => remove.mutate(blackout.id)}>
                Remove <span className="visually-hidden">the blackout of {blackoutLabel(blackout)}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <form onSubmit={submit} noValidate aria-label="Add a blackout">
        <Field label="Day" error={error}>
          {(control) => <input {...control} type="date" className="input" value={date} onChange={(event) => setDate(event.target.value)} />}
        </Field>
        <label className={styles.check}>
          <input type="checkbox" checked={wholeDay} onChange={(event) => setWholeDay(event.target.checked)} />
          The whole day
        </label>
        {!wholeDay && (
          <div className={styles.numbers}>
            <Field label="Closed from">{(control) => <input {...control} type="time" className="input" value={from} onChange={(event) => setFrom(event.target.value)} />}</Field>
            <Field label="Closed until">{(control) => <input {...control} type="time" className="input" value={to} onChange={(event) => setTo(event.target.value)} />}</Field>
          </div>
        )}
        <div aria-live="polite">{failure && <FormAlert tone="error">{serverMessage(failure) ?? 'That did not work. Please try again.'}</FormAlert>}</div>
        <SubmitButton pending={add.isPending}>Add the blackout</SubmitButton>
      </form>
    </section>
  );
}
