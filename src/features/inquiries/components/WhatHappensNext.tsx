import { useId } from 'react';
import { RECEIPT_COOLDOWN, whatHappensNext } from '../receipt';
import type { SentLine } from '../sentSummary';
import styles from './WhatHappensNext.module.css';

export interface WhatHappensNextProps {
  /** The communities whose offices got the request ('Other' names none). */
  communities: readonly string[];
  /** The address the receipt went to, as typed. */
  email: string;
  receiptHeld: boolean;
  sent: readonly SentLine[];
}

/**
 * Issue 27: under 'Rental Application Request Sent!' or 'Message Sent!': who answers and when, whether a receipt was
 * mailed, and what was sent (the receipt mail itself repeats none of the typed text).
 */
export function WhatHappensNext({ communities, email, receiptHeld, sent }: WhatHappensNextProps) {
  const headingId = useId();
  const sentId = useId();
  return (
    <section className={styles.next} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        What happens next
      </h3>
      <p>{whatHappensNext(communities)}</p>
      <p>
        {receiptHeld
          ? `We did not mail a receipt to ${email} this time: that address has had ${RECEIPT_COOLDOWN.mails} from us in the last ${RECEIPT_COOLDOWN.window}.`
          : `We sent a receipt to ${email}.`}
      </p>
      <p id={sentId} className={styles.heading}>
        What you sent
      </p>
      <ul aria-labelledby={sentId} className={styles.sent}>
        {sent.map(([label, value]) => (
          <li key={label}>
            <span className={styles.label}>{label}:</span> {value}
          </li>
        ))}
      </ul>
    </section>
  );
}
