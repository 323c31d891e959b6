import { FormAlert } from '@/components/FormAlert';
import type { TourConflict } from '../types';
import { whenLabel } from '../tourTimes';
import styles from './TourBookingForm.module.css';

export interface TakenNoticeProps {
  conflict: TourConflict;
  chosen: string;
  onChoose: (start: string) => void;
}

/** A 409: the time went to someone else a moment ago; the nearest free times are one tap away. */
export function TakenNotice({ conflict, chosen, onChoose }: TakenNoticeProps) {
  return (
    <FormAlert tone="error">
      <p>{conflict.message}. Please choose another time{conflict.alternatives.length > 0 ? ', for example one of the nearest free ones:' : '.'}</p>
      {conflict.alternatives.length > 0 && (
        <ul className={styles.alternatives}>
          {conflict.alternatives.map(({ start }) => (
            <li key={start}>
              <button type="button" className="btn btn-secondary" aria-pressed={chosen === start} onClick={() => onChoose(start)}>
                {whenLabel(start)}
              </button>
            </li>
          ))}
        </ul>
      )}
    </FormAlert>
  );
}
