import { formatPhone, telHref } from '@/lib/format';
import type { TourView } from '../types';
import { whenLabel, zoneLabel } from '../tourTimes';
import styles from './TourDetails.module.css';

/** What the tour is: when (on the community's clock), where it starts, what is shown, for how many. */
export function TourDetails({ tour }: { tour: TourView }) {
  const home = [tour.floorplanName, tour.unitNumber && `unit ${tour.unitNumber}`].filter(Boolean).join(', ');
  return (
    <dl className={styles.facts}>
      <dt>When</dt>
      <dd>
        {whenLabel(tour.start)} ({zoneLabel(tour.timeZone)})
      </dd>
      <dt>Where</dt>
      <dd>
        {tour.propertyName} leasing office, {tour.address}
      </dd>
      {home && (
        <>
          <dt>Home</dt>
          <dd>{home}</dd>
        </>
      )}
      <dt>People</dt>
      <dd>{tour.people}</dd>
      {tour.officePhone && (
        <>
          <dt>Office</dt>
          <dd>
            <a href={telHref(tour.officePhone)}>{formatPhone(tour.officePhone)}</a>
          </dd>
        </>
      )}
    </dl>
  );
}

/** The invitation for the renter's own calendar: Google and Outlook open their pages, Apple the .ics file. */
export function CalendarLinks({ links }: { links: TourView['calendarLinks'] }) {
  return (
    <ul className={styles.links} aria-label="Add to your calendar">
      <li>
        <a className="btn btn-secondary" href={links.google} target="_blank" rel="noreferrer">
          Add to Google Calendar
        </a>
      </li>
      <li>
        <a className="btn btn-secondary" href={links.outlook} target="_blank" rel="noreferrer">
          Add to Outlook
        </a>
      </li>
      <li>
        <a className="btn btn-secondary" href={links.apple} download="tour.ics">
          Add to Apple Calendar
        </a>
      </li>
    </ul>
  );
}
