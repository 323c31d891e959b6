import { useShellActions } from '@/features/inquiries/ShellContext';
import { Banner } from '@/components/Banner';
import styles from './Announcement.module.css';

/** The home page's announcement banner (spec section 2): applications are free (spec section 1). */
export function Announcement() {
  const { openApply } = useShellActions();
  return (
    <Banner label="Announcement">
      <p>
        Applying is free: no application fee, ever.{' '}
        <button type="button" className={styles.action} onClick={() => openApply()}>
          Request an application
        </button>
      </p>
    </Banner>
  );
}
