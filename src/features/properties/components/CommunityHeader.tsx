import { Skeleton } from '@/components/Skeleton';
import { company } from '@/config';
import { formatPhone, telHref } from '@/lib/format';
import type { Property } from '../types';
import styles from './CommunityHeader.module.css';

/** The top of a community page: its name, address and phone (a skeleton of the same size while it loads). */
export function CommunityHeader({ property }: { property: Property | undefined }) {
  return (
    <header className={`container ${styles.header}`}>
      {property ? (
        <>
          <h1 className={styles.name}>{property.name}</h1>
          <p className={styles.line}>
            {property.address}, {company.city}, {company.state} {property.zipcode}
            {property.phone && (
              <>
                {' · '}
                <a href={telHref(property.phone)}>{formatPhone(property.phone)}</a>
              </>
            )}
          </p>
        </>
      ) : (
        <>
          <h1 className={styles.name}>
            <Skeleton width="14rem" height="1em" />
            <span className="visually-hidden">Loading community</span>
          </h1>
          <Skeleton width="18rem" height="1.5rem" />
        </>
      )}
    </header>
  );
}
