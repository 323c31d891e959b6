import Cookies from 'js-cookie';
import { useState } from 'react';
import { useOpenDialogCount } from '@/components/openDialogs';
import { useShellActions } from '@/features/inquiries/ShellContext';
import { Banner } from '@/components/Banner';
import styles from './Announcement.module.css';

/** Set when the visitor dismisses the announcement, so it does not come back on every visit (issue 27). */
export const ANNOUNCEMENT_COOKIE = 'announcementClosed';
const ANNOUNCEMENT_COOKIE_DAYS = 30;

/**
 * The home page's announcement banner (spec section 2): applications are free (spec section 1). Once dismissed it
 * stays away for 30 days (a cookie, as the special pop-up's), and it never floats beside a dialog (the special pop-up
 * or a form): it waits until that one is closed.
 */
export function Announcement() {
  const { openApply } = useShellActions();
  // The server renders no banner (it shows after a delay), so reading the cookie here changes no first markup.
  const [closedBefore] = useState(() => Cookies.get(ANNOUNCEMENT_COOKIE) !== undefined);
  const dialogOpen = useOpenDialogCount() > 0;
  if (closedBefore) return null;
  return (
    <Banner
      label="Announcement"
      held={dialogOpen}
      onDismiss={() => Cookies.set(ANNOUNCEMENT_COOKIE, 'true', { expires: ANNOUNCEMENT_COOKIE_DAYS, path: '/' })}
    >
      <p>
        Applying is free: no application fee, ever.{' '}
        <button type="button" className={styles.action} onClick={() => openApply()}>
          Request an application
        </button>
      </p>
    </Banner>
  );
}
