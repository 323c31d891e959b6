import { useId, type ReactNode } from 'react';
import { formatCompanyTime } from '../companyTime';
import type { StaffAlerts } from '../types';
// The workspace's tables of numbers look alike: the funnel's table styles them.
import styles from './FunnelTable.module.css';

/** A captioned table that scrolls sideways on a phone, in a box a keyboard can reach to scroll it. */
function NumbersTable({ caption, head, children }: { caption: string; head: string[]; children: ReactNode }) {
  const captionId = useId();
  return (
    <div className={styles.scroll} role="region" aria-labelledby={captionId} tabIndex={0}>
      <table className={styles.table}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead>
          <tr>
            {head.map((label) => (
              <th key={label} scope="col">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** Issue 25: the running alerts per community searched; a search of the home page covers every community. */
export function AlertCountsTable({ communities }: { communities: StaffAlerts['communities'] }) {
  return (
    <NumbersTable caption="Running alerts by community" head={['Community', 'Instant', 'Daily digest']}>
      {communities.map((row) => (
        <tr key={row.propertyId ?? 'all'}>
          <th scope="row">{row.propertyId === null ? 'Every community (home search)' : (row.name ?? `Community ${row.propertyId}`)}</th>
          <td>{row.instant}</td>
          <td>{row.daily}</td>
        </tr>
      ))}
    </NumbersTable>
  );
}

const KIND_LABELS = { instant: 'Instant', digest: 'Daily digest' } as const;

/** Issue 25: the alert mails sent lately; the address column only when the API answered addresses (the admin role). */
export function AlertMailsTable({ sent }: { sent: StaffAlerts['sent'] }) {
  const withAddresses = sent.some((mail) => mail.email !== undefined);
  return (
    <NumbersTable caption="Alert mails sent" head={['Sent', 'Kind', 'Homes', ...(withAddresses ? ['To'] : [])]}>
      {sent.map((mail) => (
        <tr key={mail.id}>
          <th scope="row">{formatCompanyTime(mail.at)}</th>
          <td>{KIND_LABELS[mail.kind]}</td>
          <td>{mail.homes}</td>
          {withAddresses && <td>{mail.email}</td>}
        </tr>
      ))}
    </NumbersTable>
  );
}
