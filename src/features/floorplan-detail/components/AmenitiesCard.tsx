import type { Amenity, FloorplanVariation } from '@/features/floorplans/types';
import styles from './DetailCard.module.css';

/**
 * Spec section 2: the plan's amenities, featured ones in bold, and its variations; nothing when it has neither. The
 * amenities keep the wire's order: the office's (issue 23), featured first where it never ordered them.
 */
export function AmenitiesCard({ amenities, variations }: { amenities: Amenity[]; variations: FloorplanVariation[] }) {
  if (amenities.length === 0 && variations.length === 0) return null;
  return (
    <section className={`card ${styles.card}`} aria-labelledby="amenities-title">
      <h2 id="amenities-title">Amenities</h2>
      {amenities.length > 0 && (
        <ul className={`${styles.list} ${styles.columns}`}>
          {amenities.map((amenity) => (
            <li key={amenity.id}>{amenity.featured ? <strong>{amenity.name}</strong> : amenity.name}</li>
          ))}
        </ul>
      )}
      {variations.length > 0 && (
        <>
          <h3>Variations</h3>
          <ul className={styles.list}>
            {variations.map((variation) => (
              <li key={variation.variation}>{variation.variation}</li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
