import { Link, useParams } from 'react-router-dom';
import { LoadError } from '@/components/LoadError';
import { Skeleton } from '@/components/Skeleton';
import { useLead } from '@/features/staff/api/getLead';
import { useMe } from '@/features/staff/api/getMe';
import { LeadChangeForm } from '@/features/staff/components/LeadChangeForm';
import { LeadNotes } from '@/features/staff/components/LeadNotes';
import { LeadProfile } from '@/features/staff/components/LeadProfile';
import styles from './LeadPage.module.css';
import { LEAD_STATUS_LABELS } from '@/features/staff/types';
import { titles } from '@/pages/common/titles';
import { useDocumentTitle } from '@/pages/common/useDocumentTitle';
import { answeredWith } from '@/lib/http';

const isNotFound = (error: unknown) => answeredWith(error, 404);

/** `/staff/leads/:id`: one lead, its status, assignee, follow-up and notes. */
export default function LeadPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const lead = useLead(valid ? id : 0);
  const me = useMe();
  useDocumentTitle(titles.page(lead.data ? `Lead: ${lead.data.name}` : 'Lead'));

  const back = (
    <p>
      <Link to="/staff/leads">All leads</Link>
    </p>
  );
  if (!valid || (lead.isError && isNotFound(lead.error))) {
    return (
      <>
        {back}
        <h1>Lead not found</h1>
        <p>There is no lead with this number. It may have been typed wrong.</p>
      </>
    );
  }
  if (lead.isError) {
    return (
      <>
        {back}
        <h1>Lead</h1>
        <LoadError what="this lead" onRetry={() => void lead.refetch()} />
      </>
    );
  }
  if (lead.isPending) {
    return (
      <div aria-busy="true">
        {back}
        <p role="status" className="visually-hidden">
          Loading the lead
        </p>
        <Skeleton height="2.5rem" width="60%" />
        <div className={styles.layout}>
          <Skeleton height="20rem" />
          <Skeleton height="20rem" />
        </div>
      </div>
    );
  }
  return (
    <>
      {back}
      <h1>{lead.data.name}</h1>
      <p className="muted">{LEAD_STATUS_LABELS[lead.data.status]}{lead.data.assigneeName ? `, with ${lead.data.assigneeName}` : ', nobody has taken it yet'}</p>
      <div className={styles.layout}>
        <LeadProfile lead={lead.data} />
        <div>
          <LeadChangeForm key={lead.data.id} lead={lead.data} me={me.data ?? undefined} />
          <LeadNotes lead={lead.data} />
        </div>
      </div>
    </>
  );
}
