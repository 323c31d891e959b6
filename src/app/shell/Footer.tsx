import { Link } from 'react-router-dom';
import { company } from '@/config';
import { formatPhone, telHref } from '@/lib/format';
import { EmergencyMaintenanceLink } from '@/features/faq/components/EmergencyMaintenanceLink';
import { Logo } from './Logo';
import styles from './Footer.module.css';

export interface FooterProps {
  onApply: () => void;
  onContact: () => void;
}

export function Footer({ onApply, onContact }: FooterProps) {
  return (
    <footer className={styles.footer}>
      <div className={`container ${styles.grid}`}>
        <section aria-label="Get in touch" className={styles.contact}>
          <Logo inverted />
          <p className={styles.tagline}>Rent the Best in Bloomington</p>
          <div className={styles.actions}>
            <button type="button" className="btn btn-primary" onClick={onApply}>
              Apply
            </button>
            <button type="button" className={`btn ${styles.outline}`} onClick={onContact}>
              Contact
            </button>
          </div>
          <a className={styles.phone} href={telHref(company.phone)}>
            {formatPhone(company.phone)}
          </a>
          <EmergencyMaintenanceLink className={styles.emergency} />
          <p className={styles.address}>
            {company.city}, {company.state}
          </p>
        </section>
        <nav aria-label="Footer" className={styles.nav}>
          <ul>
            <li><Link to="/">Find a home</Link></li>
            <li><Link to="/short-term">Short-term stays</Link></li>
            <li><Link to="/sublets">Sublets</Link></li>
            <li><Link to="/residents">Residents</Link></li>
            <li><Link to="/team">Meet Our Team</Link></li>
          </ul>
        </nav>
        <div className={styles.logos}>
          <EqualHousingLogo />
        </div>
      </div>
      <div className={`container ${styles.bottom}`}>
        <span>
          © {new Date().getFullYear()} {company.productName}
        </span>
        <Link to="/accessibility">Accessibility</Link>
      </div>
    </footer>
  );
}

function EqualHousingLogo() {
  return (
    <span className={styles.equalHousing}>
      <svg width="40" height="40" viewBox="0 0 40 40" aria-hidden="true" focusable="false">
        <path d="M20 4 3 17h5v18h24V17h5z" fill="none" stroke="currentColor" strokeWidth="3" />
        <rect x="13" y="19" width="14" height="3" fill="currentColor" />
        <rect x="13" y="25" width="14" height="3" fill="currentColor" />
      </svg>
      Equal Housing Opportunity
    </span>
  );
}
