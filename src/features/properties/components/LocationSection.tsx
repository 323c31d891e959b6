import { useShellActions } from '@/features/inquiries/ShellContext';
import { MapFrame } from '@/components/MapFrame';
import { ResponsiveImage } from '@/components/ResponsiveImage';
import { addressLine } from '@/features/floorplans/address';
import { imageUrl } from '@/lib/assets';
import { formatPhone, telHref } from '@/lib/format';
import { mapSearchUrl } from '@/lib/maps';
import type { Property } from '../types';
import styles from './CommunitySections.module.css';

/**
 * Spec section 2, Location: the property card (address, phone, text, call and contact-form links, bus routes),
 * the off-site note, the leasing office card and a map.
 */
export function LocationSection({ property }: { property: Property }) {
  const { openContact } = useShellActions();
  const address = addressLine(property);
  const office = property.leasingOffice;
  return (
    <section className={`container section ${styles.section}`} aria-labelledby="community-location-title">
      <h2 id="community-location-title">Location</h2>
      <div className={styles.columns}>
        <div className={styles.cards}>
          <article className={`card ${styles.card}`} aria-labelledby="community-property-title">
            <h3 id="community-property-title">{property.name}</h3>
            <p>
              <a href={mapSearchUrl(address)} target="_blank" rel="noreferrer">
                {address}
              </a>
            </p>
            {property.phone && (
              <p>
                <a href={telHref(property.phone)}>{formatPhone(property.phone)}</a>
              </p>
            )}
            <div className={styles.links}>
              {property.phone && (
                <>
                  <a className="btn btn-secondary" href={telHref(property.phone)}>
                    Call
                  </a>
                  <a className="btn btn-secondary" href={`sms:${property.phone.replace(/\D/g, '')}`}>
                    Text
                  </a>
                </>
              )}
              <button
                type="button"
                className="btn btn-primary"
                onClick={() => openContact({ propertyId: property.id, propertyName: property.name })}
              >
                Contact form
              </button>
            </div>
            {property.busRoutes.length > 0 && (
              <>
                <h4>Bus routes</h4>
                <ul className={styles.list}>
                  {property.busRoutes.map((route) => (
                    <li key={route.busRoute}>
                      <a href={route.busRouteLink} target="_blank" rel="noreferrer">
                        {route.busRoute}
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            )}
            {property.leasingOfficeType === 'OFF_SITE' && <p className={styles.notice}>*There is NO ON-SITE Office</p>}
          </article>
          {office && (
            <article className={`card ${styles.card}`} aria-labelledby="community-office-title">
              <h3 id="community-office-title">{office.name || 'Leasing Office'}</h3>
              {office.officeImage && (
                <ResponsiveImage
                  className={styles.officeImage}
                  src={imageUrl(office.officeImage)}
                  alt={office.officeImageDescription || `${office.name} entrance`}
                  width={640}
                  height={360}
                  sizes="(min-width: 48rem) 36rem, 100vw"
                />
              )}
              <p>
                <a href={office.officeMap || mapSearchUrl(addressLine(office))} target="_blank" rel="noreferrer">
                  {addressLine(office)}
                </a>
              </p>
              {office.phone && (
                <p>
                  <a href={telHref(office.phone)}>{formatPhone(office.phone)}</a>
                </p>
              )}
              {office.officeHours && (
                <p>
                  <strong>Hours:</strong> {office.officeHours}
                </p>
              )}
              {office.direction && (
                <p>
                  <strong>Directions:</strong> {office.direction}
                </p>
              )}
            </article>
          )}
        </div>
        <MapFrame address={address} title={`Map of ${property.name}`} />
      </div>
    </section>
  );
}
