import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { Skeleton } from '@/components/Skeleton';
import { compareFacts, rowText } from '@/features/compare/compareFacts';
import { floorplanQueryOptions } from '@/features/floorplans/api/getFloorplan';
import { Price } from '@/features/floorplans/components/Price';
import { photoAlt } from '@/features/gallery/assets';
import type { SavedPlan } from '@/features/shortlist/shortlist';
import { imageUrl } from '@/lib/assets';
import type { IsoDate } from '@/lib/dates';
import { isRetryable } from '@/lib/http';
import styles from './ShortlistView.module.css';

/**
 * Issue 27: a saved plan as a renter weighs it: its photo, rent, beds and baths and when it is available, read
 * with the comparison's rules from the plan itself (the shortlist stores only its id and names, so what it shows
 * is today's). The name shows at once; a plan gone or no longer listed says so.
 */
export function SavedPlanSummary({ plan, today }: { plan: SavedPlan; today: IsoDate }) {
  const query = useQuery(floorplanQueryOptions(String(plan.id)));
  const listed = query.data && query.data.active && query.data.property?.active !== false ? query.data : undefined;
  const facts = listed && compareFacts(listed, today);

  return (
    <div className={styles.summary}>
      {facts ? (
        <ResponsiveImage className={styles.photo} src={imageUrl(facts.coverImage)} alt={photoAlt({ altText: facts.coverAlt }, `${plan.name} floor plan`)} width={4} height={3} sizes="8rem" />
      ) : (
        // The photo's own width: a placeholder fills its row by default and would push the name out of the card.
        <Skeleton className={styles.photo} width="7rem" height="auto" />
      )}
      <div className={styles.name}>
        <Link to={`/floorplans/${plan.id}`}>{plan.name}</Link>
        {plan.community && <span className="muted">{plan.community}</span>}
        {facts ? (
          <>
            {facts.shortTerm ? <p className={styles.fact}>{rowText('rent', facts)}</p> : <Price price={facts.price} startingAt />}
            <p className={styles.fact}>{facts.rooms}</p>
            <p className={styles.fact}>{facts.availability}</p>
          </>
        ) : query.isPending ? (
          <>
            <Skeleton width="60%" />
            <Skeleton width="40%" />
            <span className="visually-hidden">Loading the details of {plan.name}</span>
          </>
        ) : query.data || !isRetryable(query.error) ? (
          <p className={styles.fact}>No longer listed</p>
        ) : (
          <p className={styles.fact}>
            We couldn't load this plan's details.{' '}
            <button type="button" className="btn btn-ghost" onClick={() => void query.refetch()}>
              Try again
            </button>
          </p>
        )}
      </div>
    </div>
  );
}
