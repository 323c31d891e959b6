import { useState, type FormEvent } from 'react';
import { Field } from '@/components/Field';
import { FormAlert } from '@/components/FormAlert';
import { SubmitButton } from '@/components/SubmitButton';
import { serverMessage } from '@/lib/http';
import type { WeeklyHours } from '@/features/tour-booking/slots';
import { useSaveTourSettings } from '../api/tours';
import { clockOf, DAY_LABELS, minutesOf, tourSettingsChangeSchema, type OfficeTourSettings, type TourSettingsChange } from '../tourOffice';
import styles from './TourSettingsForm.module.css';

type NumberSetting = 'tourMinutes' | 'bufferMinutes' | 'noticeHours' | 'horizonDays' | 'capacity';
const NUMBERS: { name: NumberSetting; label: string; unit: string }[] = [
  { name: 'tourMinutes', label: 'Tour length', unit: 'minutes, 15 to 180' },
  { name: 'bufferMinutes', label: 'Buffer after a tour', unit: 'minutes, 0 to 120' },
  { name: 'noticeHours', label: 'Minimum notice', unit: 'hours, 0 to 72' },
  { name: 'horizonDays', label: 'Days ahead', unit: 'days, 1 to 60' },
  { name: 'capacity', label: 'Tours per time', unit: 'tours at once, 1 to 10' },
];

/** One opening time per day in the form: the first of the day's hours (a day closed: none). */
type DayHours = { open: boolean; from: string; to: string };
const dayRows = (week: WeeklyHours): DayHours[] =>
  week.map((day) => (day[0] ? { open: true, from: clockOf(day[0].from), to: clockOf(day[0].to) } : { open: false, from: '09:00', to: '17:00' }));
const weekOf = (rows: DayHours[]): WeeklyHours => rows.map((row) => (row.open ? [{ from: minutesOf(row.from), to: minutesOf(row.to) }] : []));

/** Issue 24: a community's tour rules, checked with the server's schema before sending. */
export function TourSettingsForm({ view }: { view: OfficeTourSettings }) {
  const save = useSaveTourSettings(view.community);
  const [numbers, setNumbers] = useState<Record<NumberSetting, string>>(() => ({
    tourMinutes: String(view.settings.tourMinutes),
    bufferMinutes: String(view.settings.bufferMinutes),
    noticeHours: String(view.settings.noticeHours),
    horizonDays: String(view.settings.horizonDays),
    capacity: String(view.settings.capacity),
  }));
  const [officeHours, setOfficeHours] = useState(view.settings.weeklyHours === null);
  const [days, setDays] = useState(() => dayRows(view.hoursInForce));
  const [autoConfirm, setAutoConfirm] = useState(view.settings.autoConfirm);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const change = {
      ...Object.fromEntries(NUMBERS.map(({ name }) => [name, numbers[name].trim() === '' ? Number.NaN : Number(numbers[name])])),
      weeklyHours: officeHours ? null : weekOf(days),
      autoConfirm,
    };
    const checked = tourSettingsChangeSchema.safeParse(change);
    if (!checked.success) {
      const found: Record<string, string> = {};
      for (const issue of checked.error.issues) {
        const key = issue.path[0] === 'weeklyHours' ? `day-${String(issue.path[1] ?? '')}` : String(issue.path[0]);
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(checked.data as TourSettingsChange);
  };
  const setDay = (index: number, change: Partial<DayHours>) => setDays((rows) => rows.map((row, at) => (at === index ? { ...row, ...change } : row)));

  return (
    <form onSubmit={submit} noValidate className={`card ${styles.form}`} aria-label="Tour settings">
      <div className={styles.numbers}>
        {NUMBERS.map(({ name, label, unit }) => (
          <Field key={name} label={label} hint={unit} error={errors[name]}>
            {(control) => (
              <input {...control} type="number" inputMode="numeric" className="input" value={numbers[name]} onChange={(event) => setNumbers({ ...numbers, [name]: event.target.value })} />
            )}
          </Field>
        ))}
      </div>
      <fieldset className={styles.group}>
        <legend>Weekly hours for tours (the office's time)</legend>
        <label className={styles.check}>
          <input type="checkbox" checked={officeHours} onChange={(event) => setOfficeHours(event.target.checked)} />
          The leasing office's hours
        </label>
        {errors['day-'] && <p className="field-error">{errors['day-']}</p>}
        {!officeHours && (
          <ul className={styles.days}>
            {days.map((row, index) => (
              <li key={DAY_LABELS[index]} className={styles.day}>
                <label className={styles.check}>
                  <input type="checkbox" checked={row.open} onChange={(event) => setDay(index, { open: event.target.checked })} />
                  {DAY_LABELS[index]}
                </label>
                {row.open && (
                  <>
                    <Field label={`${DAY_LABELS[index]} from`} error={errors[`day-${index}`]}>
                      {(control) => <input {...control} type="time" className="input" value={row.from} onChange={(event) => setDay(index, { from: event.target.value })} />}
                    </Field>
                    <Field label={`${DAY_LABELS[index]} until`}>
                      {(control) => <input {...control} type="time" className="input" value={row.to} onChange={(event) => setDay(index, { to: event.target.value })} />}
                    </Field>
                  </>
                )}
              </li>
            ))}
          </ul>
        )}
      </fieldset>
      <fieldset className={styles.group}>
        <legend>Confirmation</legend>
        <label className={styles.check}>
          <input type="radio" name="confirmation" checked={autoConfirm} onChange={() => setAutoConfirm(true)} />
          Confirm each booking at once
        </label>
        <label className={styles.check}>
          <input type="radio" name="confirmation" checked={!autoConfirm} onChange={() => setAutoConfirm(false)} />
          The office reviews each request (a request not confirmed within 24 hours expires)
        </label>
      </fieldset>
      <div aria-live="polite">
        {save.isSuccess && <FormAlert tone="success">Saved. New bookings follow these settings; tours already booked stay as they are.</FormAlert>}
        {save.isError && <FormAlert tone="error">{serverMessage(save.error) ?? 'The settings were not saved. Please try again.'}</FormAlert>}
      </div>
      <SubmitButton pending={save.isPending}>Save the settings</SubmitButton>
    </form>
  );
}
