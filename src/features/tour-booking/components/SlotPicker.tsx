import { useId } from 'react';
import type { TourDay, TourSlots } from '../types';
import { tourTime } from '../when';
import { dayLabel, zoneLabel } from '../tourTimes';
import styles from './SlotPicker.module.css';

export interface SlotChoice {
  date: string;
  start: string;
}

export interface SlotPickerProps {
  slots: TourSlots;
  choice: SlotChoice;
  onChange: (choice: SlotChoice) => void;
  /** A message for the time (none chosen, or it cannot be booked). */
  error?: string;
}

/**
 * The day, then a free time of that day, each a group of radio buttons (arrow keys move within a group). A day the
 * office offers nothing is shown struck through, so the 14 days keep their order; a taken time is simply not there.
 */
export function SlotPicker({ slots, choice, onChange, error }: SlotPickerProps) {
  const id = useId();
  const day: TourDay | undefined = slots.days.find((candidate) => candidate.date === choice.date);
  const zone = zoneLabel(slots.timeZone);
  const errorId = `${id}-error`;

  return (
    <>
      <fieldset className={styles.group}>
        <legend className="field-label">Day</legend>
        <ul className={styles.chips}>
          {slots.days.map(({ date, slots: free }) => (
            <li key={date}>
              <label className={styles.chip}>
                <input type="radio" name={`${id}-day`} value={date} checked={choice.date === date} disabled={free.length === 0} onChange={() => onChange({ date, start: '' })} />
                <span>
                  {dayLabel(date)}
                  {free.length === 0 && <span className="visually-hidden">, no times</span>}
                </span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <fieldset className={styles.group}>
        <legend className="field-label">Time</legend>
        <p className={`field-hint ${styles.hint}`}>Times are the community&apos;s own ({zone}).</p>
        {day ? (
          <ul className={styles.chips}>
            {day.slots.map(({ start }) => (
              <li key={start}>
                <label className={styles.chip}>
                  <input
                    type="radio"
                    name={`${id}-time`}
                    value={start}
                    checked={choice.start === start}
                    aria-invalid={error ? true : undefined}
                    aria-describedby={error ? errorId : undefined}
                    onChange={() => onChange({ date: day.date, start })}
                  />
                  <span>{tourTime(start)}</span>
                </label>
              </li>
            ))}
          </ul>
        ) : (
          <p data-invalid={error ? 'true' : undefined} tabIndex={error ? -1 : undefined} aria-describedby={error ? errorId : undefined}>
            Choose a day first.
          </p>
        )}
        {error && (
          <span id={errorId} className="field-error">
            {error}
          </span>
        )}
      </fieldset>
    </>
  );
}
