import { MapFrame } from '@/components/MapFrame';
import styles from './DetailCard.module.css';

/**
 * Spec section 2: the plan's location map, built from its address (`addressLine`). The map's caption names the address
 * with 'Open in Maps' (issue 27: a line above it repeated the address).
 */
export function LocationCard({ address }: { address: string }) {
  return (
    <section className={`card ${styles.card}`} aria-labelledby="location-title" id="location">
      <h2 id="location-title">Location</h2>
      <MapFrame address={address} title={`Map of ${address}`} />
    </section>
  );
}
