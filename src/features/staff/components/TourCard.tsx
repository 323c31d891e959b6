import { useId } from 'react';
import { Link } from 'react-router-dom';
import { formatPhone, telHref } from '@/lib/format';
import { officeClock } from '../tourCalendar';
import { TOUR_ACTION_LABELS, TOUR_STATUS_LABELS, tourActionsFor, type OfficeTour, type TourAction } from '../tourOffice';
import { staffPaths } from '../paths';
import styles from './TourCard.module.css';

/** One tour of the calendar: when (the office's time), who, what, how many, its status and what can be done. */
export function TourCard({ tour, busy, onAction }: { tour: OfficeTour; busy: boolean; onAction: (action: TourAction) => void }) {
  const headingId = useId();
  const what = [tour.floorplanName, tour.unitAddress && `Home ${tour.unitAddress}`].filter(Boolean).join(', ');
  return (
    <article className={`card ${styles.card}`} aria-labelledby={headingId}>
      <div className={styles.top}>
        <h3 id={headingId}>
          <time dateTime={tour.start}>{officeClock(tour.start)}</time>–<time dateTime={tour.end}>{officeClock(tour.end)}</time> {tour.name}
        </h3>
        <span className={styles.status}>{TOUR_STATUS_LABELS[tour.status]}</span>
      </div>
      <p className={styles.facts}>
        {what || 'No plan chosen'} · {tour.people} {tour.people === 1 ? 'person' : 'people'} · <a href={telHref(tour.phone)}>{formatPhone(tour.phone)}</a> · {tour.email}
        {tour.leadId !== null && (
          <>
            {' '}
            · <Link to={staffPaths.lead(tour.leadId)}>Lead</Link>
          </>
        )}
      </p>
      {tourActionsFor(tour.status).length > 0 && (
        <div className={styles.actions}>
          {tourActionsFor(tour.status).map((action) => (
            <button key={action} type="button" className={`btn ${action === 'confirm' ? 'btn-primary' : 'btn-ghost'}`} disabled={busy} onClick={() => onAction(action)}>
              {TOUR_ACTION_LABELS[action]}
              <span className="visually-hidden">: {tour.name}, {officeClock(tour.start)}</span>
            </button>
          ))}
        </div>
      )}
    </article>
  );
}
