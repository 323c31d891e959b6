import { useQueries } from '@tanstack/react-query';
import { Icon } from '@/components/Icon';
import { floorplanRelationQueryOptions } from '@/features/floorplans/api/getFloorplanRelations';
import { TestimonialList } from '@/features/floorplans/components/TestimonialList';
import { usePropertyFloorplans } from '@/features/floorplans/api/getPropertyFloorplans';
import type { Property } from '../types';
import styles from './CommunitySections.module.css';

/**
 * Spec section 2, Review: the testimonials of all the property's floor plans, shown in pairs, and
 * '{rating} Stars on Google' linked to the reviews. Nothing when there is neither.
 */
export function ReviewSection({ property }: { property: Property }) {
  const plans = usePropertyFloorplans(property.id);
  const testimonials = useQueries({
    queries: (plans.data ?? []).map((plan) => floorplanRelationQueryOptions('testimonials', String(plan.id))),
    combine: (results) => results.flatMap((result) => result.data ?? []),
  });
  if (testimonials.length === 0 && property.rating === null) return null;
  const rating = `${property.rating} Stars on Google`;
  return (
    <section className={`container section ${styles.section}`} aria-labelledby="community-review-title">
      <h2 id="community-review-title">Review</h2>
      {property.rating !== null && (
        <p className={styles.rating}>
          <Icon name="star" />
          {property.ratingLink ? (
            <a href={property.ratingLink} target="_blank" rel="noreferrer">
              {rating}
            </a>
          ) : (
            rating
          )}
        </p>
      )}
      {testimonials.length > 0 && <TestimonialList testimonials={testimonials} />}
    </section>
  );
}
