import { Link } from 'react-router-dom';
import { Icon } from '@/components/Icon';
import { useShortlist } from '../shortlistStore';
import styles from './ShortlistLink.module.css';

/** Issue 16: the header's way to the shortlist, with how many plans are saved. */
export function ShortlistLink({ className }: { className?: string }) {
  const count = useShortlist().length;
  return (
    // Its name is its text ('Shortlist 3 saved'), so it holds what a sighted visitor reads on it: voice control users
    // say what they see (WCAG 2.5.3).
    <Link to="/shortlist" className={`${styles.link} ${className ?? ''}`}>
      <Icon name="heart" className={count > 0 ? styles.filled : undefined} />
      <span className={styles.text}>Shortlist</span>
      {count > 0 && (
        <>
          {' '}
          <span className={styles.count}>{count}</span>{' '}
          <span className="visually-hidden">saved</span>
        </>
      )}
    </Link>
  );
}
