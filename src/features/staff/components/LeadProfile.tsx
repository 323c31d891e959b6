import type { ReactNode } from 'react';
import { formatPhone, telHref } from '@/lib/format';
import { LEAD_KIND_LABELS, type Lead } from '../types';
import styles from './LeadPage.module.css';
import shared from './staff.module.css';
import { CompanyTime } from './CompanyTime';

/**
 * Who the lead is and what they asked. Every value is the renter's own text: React writes it as text, so markup in
 * it shows as the characters typed and never runs.
 */
export function LeadProfile({ lead }: { lead: Lead }) {
  const facts: [string, ReactNode][] = [
    ['E-mail', <a href={`mailto:${lead.email}`}>{lead.email}</a>],
    ['Phone', lead.phone ? <a href={telHref(lead.phone)}>{formatPhone(lead.phone)}</a> : '—'],
    ['Prefers', lead.preferredContact ?? 'Did not say'],
    ['Community', lead.propertyName ?? '—'],
    ['Floor plan', lead.floorPlan ?? '—'],
    ['Sent from', lead.page ?? '—'],
    ['Received', <CompanyTime instant={lead.createdAt} />],
    ...lead.details,
  ];
  return (
    <section className={`card ${shared.panel}`} aria-labelledby="lead-profile">
      <h2 id="lead-profile">{LEAD_KIND_LABELS[lead.kind]}</h2>
      <dl className={styles.facts}>
        {facts.map(([label, value], index) => (
          <div key={index} className={styles.fact}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <h3>What they wrote</h3>
      {lead.message ? <p className={styles.message}>{lead.message}</p> : <p className="muted">No message.</p>}
    </section>
  );
}
