import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { Icon } from '@/components/Icon';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { MonthlyCostBreakdown } from '@/features/cost/components/MonthlyCostBreakdown';
import { ESTIMATE_DISCLAIMER } from '@/features/cost/monthlyCost';
import { Price } from '@/features/floorplans/components/Price';
import { PET_KINDS, petPermissions } from '@/features/floorplans/pets';
import { photoAlt } from '@/features/gallery/assets';
import { SaveButton } from '@/features/shortlist/components/SaveButton';
import { imageUrl } from '@/lib/assets';
import { formatCount } from '@/lib/format';
import { COMPARE_ROWS, rowDiffers, rowText, type CompareFacts, type CompareRowKey } from '../compareFacts';
import styles from './CompareTable.module.css';

/** The cells that show more than their row's text: the photo, the price, the pet matrix and the cost breakdown. */
function Cell({ row, facts }: { row: CompareRowKey; facts: CompareFacts }) {
  switch (row) {
    case 'photo':
      return <ResponsiveImage className={styles.photo} src={imageUrl(facts.coverImage)} alt={photoAlt({ altText: facts.coverAlt }, `${facts.name} floor plan`)} width={4} height={3} sizes="(min-width: 64rem) 240px, 45vw" />;
    case 'community':
      return facts.community ? <Link to={`/communities/${facts.community.id}`}>{facts.community.name}</Link> : null;
    case 'rent':
      return facts.shortTerm ? (
        <>{rowText(row, facts)}</>
      ) : (
        <>
          <div className={styles.price}>
            <Price price={facts.price} startingAt />
          </div>
          {facts.specials.map((special) => (
            <p key={special} className={styles.special}>
              Special Offer: {special}
            </p>
          ))}
        </>
      );
    case 'pets': {
      const permissions = petPermissions(facts.pet);
      return (
        <ul className={styles.pets}>
          {PET_KINDS.map((kind) => (
            <li key={kind.key}>
              <Icon name={permissions[kind.key] ? 'check' : 'close'} />
              {kind.label}: {permissions[kind.key] ? 'permitted' : 'not permitted'}
            </li>
          ))}
        </ul>
      );
    }
    case 'monthly':
      return facts.cost ? <MonthlyCostBreakdown cost={facts.cost} deposit={null} compact /> : <>{rowText(row, facts)}</>;
    default:
      return <>{rowText(row, facts)}</>;
  }
}

export interface CompareTableProps {
  plans: CompareFacts[];
  onRemove: (id: number) => void;
}

/**
 * Issue 16: the plans side by side in a real table, a column per plan and a row header per fact. Rows whose values
 * differ say so in their header. On a phone the table scrolls sideways inside a focusable region while the row
 * headers stay in place.
 */
export function CompareTable({ plans, onRemove }: CompareTableProps) {
  return (
    <>
      <div className={styles.scroller} role="region" aria-label="Comparison table" tabIndex={0}>
        <table className={styles.table} style={{ '--plans': plans.length } as CSSProperties}>
          <caption className="visually-hidden">
            {formatCount(plans.length, 'floor plan')} side by side; rows whose values differ are marked
          </caption>
          <thead>
            <tr>
              <td className={styles.corner} />
              {plans.map((facts) => (
                <th key={facts.id} scope="col" className={styles.planHead}>
                  <Link to={`/floorplans/${facts.id}`} className={styles.planName}>
                    {facts.name}
                  </Link>
                  <span className={styles.planActions}>
                    <SaveButton plan={{ id: facts.id, name: facts.name, community: facts.community?.name ?? null }} />
                    <button type="button" className="btn btn-ghost" aria-label={`Remove ${facts.name}`} onClick={() => onRemove(facts.id)}>
                      Remove
                    </button>
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {COMPARE_ROWS.map((row) => {
              const differs = rowDiffers(row.key, plans);
              return (
                <tr key={row.key} className={differs ? styles.differs : undefined}>
                  <th scope="row" className={styles.rowHead}>
                    {row.label}
                    {differs && <> <span className={styles.tag}>differs</span></>}
                  </th>
                  {plans.map((facts) => (
                    <td key={facts.id}>
                      <Cell row={row.key} facts={facts} />
                    </td>
                  ))}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <p className={styles.note}>Estimated monthly totals: rent plus the average bills of the utilities you pay. {ESTIMATE_DISCLAIMER}</p>
    </>
  );
}
