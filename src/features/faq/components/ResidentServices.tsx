import { useId } from 'react';
import { Icon } from '@/components/Icon';
import { config } from '@/config';
import { EmergencyMaintenanceLink } from './EmergencyMaintenanceLink';
import styles from './ResidentServices.module.css';

/**
 * Issue 27: what a resident can use from this site: the emergency maintenance number always, and the online rent
 * payment and repair request only where the company has configured them (the site has no portal of its own).
 */
export function ResidentServices({ services = config.residentServices }: { services?: typeof config.residentServices }) {
  const headingId = useId();
  const links = [
    { href: services.rentPaymentUrl, label: 'Pay rent online' },
    { href: services.repairRequestUrl, label: 'Request a repair online' },
  ].filter((link) => link.href);
  return (
    <section className={`card ${styles.services}`} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Resident services
      </h2>
      <p className={styles.emergency}>
        <Icon name="phone" />
        <EmergencyMaintenanceLink className={styles.phone} phone={services.emergencyPhone} />
      </p>
      <p className={styles.note}>No heat, flooding, a gas smell, no power or a lock-out: call day or night. For other repairs, call or write to your community&apos;s leasing office.</p>
      {links.length > 0 && (
        <ul className={styles.links}>
          {links.map((link) => (
            <li key={link.label}>
              <a className="btn btn-secondary" href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label} <span className="visually-hidden">(opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
