import { MapFrame } from '@/components/MapFrame';
import { mapSearchUrl } from '@/lib/maps';
import styles from './DetailCard.module.css';

/** Spec section 2: the plan's location map, built from its address (`addressLine`). */
export function LocationCard({ address }: { address: string }) {
  return (
    <section className={`card ${styles.card}`} aria-labelledby="location-title" id="location">
      <h2 id="location-title">Location</h2>
      <p>
        <a href={mapSearchUrl(address)} target="_blank" rel="noreferrer">
          {address}
        </a>
      </p>
      <MapFrame address={address} title={`Map of ${address}`} />
    </section>
  );
}
