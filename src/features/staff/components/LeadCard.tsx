import { Link } from 'react-router-dom';
import type { LeadRow } from '../types';
import { CompanyTime } from './CompanyTime';
import { LeadStatusSelect } from './LeadStatusSelect';
import styles from './LeadCard.module.css';

/** A lead in the inbox on a phone: who (to open it), where and when it came from, its status to change, who has it. */
export function LeadCard({ lead }: { lead: LeadRow }) {
  return (
    <article className={styles.lead} aria-label={lead.name}>
      <Link to={`/staff/leads/${lead.id}`} className={styles.name}>
        {lead.name}
      </Link>
      <p className={styles.facts}>
        {lead.propertyName ?? 'No community'} · <CompanyTime instant={lead.createdAt} />
      </p>
      <div className={styles.status}>
        <LeadStatusSelect lead={lead} />
        <span>{lead.assigneeName ? `Taken by ${lead.assigneeName}` : 'Unassigned'}</span>
      </div>
    </article>
  );
}
