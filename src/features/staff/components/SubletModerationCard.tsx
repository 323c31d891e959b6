import { ResponsiveImage } from '@/components/ResponsiveImage';
import { assetImageUrl } from '@/lib/assets';
import { formatMoney } from '@/lib/format';
import { REPORT_REASONS, type ReportReason } from '@/features/sublets/types';
import { formatCompanyTime, formatUtc } from '../companyTime';
import { subletAge } from '../subletAge';
import type { ModeratedSublet } from '../types';
import styles from './SubletModerationCard.module.css';
import shared from './staff.module.css';
import { CompanyTime } from './CompanyTime';

const reasonText = (reason: string) => REPORT_REASONS[reason as ReportReason] ?? reason;

interface SubletModerationCardProps {
  sublet: ModeratedSublet;
  now: Date;
  /** The decisions this queue offers, as buttons. */
  actions: { label: string; onClick: () => void }[];
  busy: boolean;
}

/** One sublet as a moderator weighs it: photos, the poster's text (as text), who posted it, how old, what was reported. */
export function SubletModerationCard({ sublet, now, actions, busy }: SubletModerationCardProps) {
  const headingId = `sublet-${sublet.id}`;
  return (
    <article className={`card ${shared.panel} ${styles.card}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.title}>
        {sublet.title}
      </h2>
      {sublet.photoIds.length > 0 ? (
        <ul className={styles.photos} aria-label="Photos">
          {sublet.photoIds.map((photoId, index) => (
            <li key={photoId}>
              <a href={assetImageUrl(photoId)} target="_blank" rel="noreferrer">
                <ResponsiveImage src={assetImageUrl(photoId)} alt={`Photo ${index + 1} of ${sublet.title}`} width={4} height={3} sizes="8rem" className={styles.photo} />
              </a>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No photos.</p>
      )}
      <p className={styles.description}>{sublet.description}</p>
      <dl className={styles.facts}>
        <div>
          <dt>Address</dt>
          <dd>{sublet.address}</dd>
        </div>
        <div>
          <dt>Rent</dt>
          <dd>{formatMoney(sublet.rent)}</dd>
        </div>
        <div>
          <dt>Posted by</dt>
          <dd>
            {sublet.ownerName}, <a href={`mailto:${sublet.email}`}>{sublet.email}</a>
          </dd>
        </div>
        <div>
          <dt>Confirmed</dt>
          <dd>{sublet.confirmed ? 'Yes' : 'Not yet'}</dd>
        </div>
        <div>
          <dt>Age</dt>
          <dd title={formatUtc(sublet.createdDate)}>{subletAge(sublet.createdDate, now)}</dd>
        </div>
        {sublet.listedUntil && (
          <div>
            <dt>Listed until</dt>
            <dd>
              <CompanyTime instant={sublet.listedUntil} />
            </dd>
          </div>
        )}
      </dl>
      {sublet.openReports.length > 0 && (
        <>
          <h3 className={styles.reportsHeading}>Open reports ({sublet.openReports.length})</h3>
          <ul className={styles.reports}>
            {sublet.openReports.map((report, index) => (
              <li key={index}>
                <strong>{reasonText(report.reason)}</strong>
                {report.details && <span className={styles.description}>: {report.details}</span>}{' '}
                <span className="muted">({formatCompanyTime(report.createdAt)})</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {actions.length > 0 && (
        <div className={styles.actions}>
          {actions.map((action) => (
            <button key={action.label} type="button" className="btn btn-secondary" disabled={busy} onClick={action.onClick} aria-describedby={headingId}>
              {action.label}
            </button>
          ))}
        </div>
      )}
    </article>
  );
}
