import { Link } from 'react-router-dom';
import { Icon } from '@/components/Icon';
import { useShortlist } from '../shortlistStore';
import styles from './ShortlistLink.module.css';

/** Issue 16: the header's way to the shortlist, with how many plans are saved. */
export function ShortlistLink({ className }: { className?: string }) {
  const count = useShortlist().length;
  return (
    <Link to="/shortlist" className={`${styles.link} ${className ?? ''}`} aria-label={count > 0 ? `Shortlist, ${count} saved` : undefined}>
      <Icon name="heart" className={count > 0 ? styles.filled : undefined} />
      <span className={styles.text}>Shortlist</span>
      {count > 0 && <span className={styles.count}>{count}</span>}
    </Link>
  );
}
