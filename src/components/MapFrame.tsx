import { useId } from 'react';
import { config } from '@/config';
import { mapEmbedUrl, mapSearchUrl } from '@/lib/maps';

/**
 * A map of one address, loaded only when scrolled near, in a box that keeps a 4:3 shape. Its caption, inside the box,
 * gives the address and an 'Open in Maps' link (issue 27): an embed that cannot load (no network, a blocker, a
 * refused key) left a blank box, and a page cannot tell, since the frame's content is another site's.
 */
export function MapFrame({ address, title }: { address: string; title: string }) {
  const addressId = useId();
  return (
    <figure className="map-frame" aria-labelledby={addressId}>
      <iframe src={mapEmbedUrl(address, config.mapsEmbedKey)} title={title} loading="lazy" referrerPolicy="no-referrer-when-downgrade" />
      <figcaption className="map-frame-caption">
        <span id={addressId}>{address}</span>
        <a href={mapSearchUrl(address)} target="_blank" rel="noreferrer">
          Open in Maps<span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      </figcaption>
    </figure>
  );
}
