import { company } from '@/config';
import { STOP_ALERTS_SUBJECT } from '../types';

/**
 * For a link that can no longer stop alerts: a mail to the office from the address they go to, which the office acts
 * on in the workspace (Alerts page, 'Stop an alert asked by mail').
 */
export function StopAlertsByMail() {
  return (
    <p>
      Can&apos;t find a newer mail? Write to us at <a href={`mailto:${company.inquiriesEmail}?subject=${encodeURIComponent(STOP_ALERTS_SUBJECT.all)}`}>{company.inquiriesEmail}</a> from
      the address the alerts go to, and we will stop them for you.
    </p>
  );
}
