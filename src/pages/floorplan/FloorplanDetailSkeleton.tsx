import { Skeleton } from '@/components/Skeleton';
import styles from './FloorplanDetailView.module.css';

/** The page's shape while the plan loads: the gallery, then the details and a side card. */
export function FloorplanDetailSkeleton() {
  return (
    <div className={`container ${styles.page}`} role="status" aria-label="Loading floor plan">
      <Skeleton height="clamp(14rem, 45vw, 26rem)" radius="var(--radius)" />
      <div className={styles.columns}>
        <div className={styles.main}>
          <Skeleton width="55%" height="2.2rem" />
          <Skeleton width="35%" height="1.4rem" />
          <Skeleton height="6rem" />
          <Skeleton height="10rem" />
        </div>
        <Skeleton height="16rem" radius="var(--radius)" />
      </div>
    </div>
  );
}
