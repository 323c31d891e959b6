import { config } from '@/config';
import { mapEmbedUrl } from '@/lib/maps';

/** A map of one address, loaded only when scrolled near, in a frame that keeps a 4:3 shape. */
export function MapFrame({ address, title }: { address: string; title: string }) {
  return (
    <iframe
      className="map-frame"
      src={mapEmbedUrl(address, config.mapsEmbedKey)}
      title={title}
      loading="lazy"
      referrerPolicy="no-referrer-when-downgrade"
    />
  );
}
