import { useQueryClient } from '@tanstack/react-query';
import { createContext, Suspense, use, useEffect, useId, useState } from 'react';
import { Link, Navigate, Outlet, useLocation } from 'react-router-dom';
import { Icon } from '@/components/Icon';
import { LoadError } from '@/components/LoadError';
import { Spinner } from '@/components/Spinner';
import { useMe } from '../api/getMe';
import { staffKeys } from '../api/keys';
import { onUnauthorized } from '../api/sessionEnd';
import { signInPath, staffPaths } from '../paths';
import { STAFF_ROLE_LABELS, type StaffMe } from '../types';
import { SignOutButton } from './SignOutButton';
import styles from './StaffFrame.module.css';

const StaffMemberContext = createContext<StaffMe | null>(null);

/** The signed-in member, for any page inside the frame. */
export function useStaffMember(): StaffMe {
  const me = use(StaffMemberContext);
  if (!me) throw new Error('useStaffMember is for pages inside the staff frame');
  return me;
}

/**
 * The workspace's frame around every signed-in page (issue 22): who is signed in, the nav, 'Sign out'. It is also the
 * gate: nobody signed in goes to the sign-in page, which brings them back here after; a 401 from any later request
 * (the session ended) does the same with a word on why, while what they typed stays in its draft.
 */
export function StaffFrame() {
  const me = useMe();
  const location = useLocation();
  const client = useQueryClient();
  const [ended, setEnded] = useState(false);

  useEffect(
    () =>
      onUnauthorized(() => {
        // Only a session that was open can end; the first check's 401 is an ordinary 'please sign in'.
        if (!client.getQueryData(staffKeys.me())) return;
        setEnded(true);
        client.setQueryData(staffKeys.me(), null);
      }),
    [client],
  );

  if (me.isPending) {
    return (
      <div className={styles.checking}>
        <Spinner label="Checking your sign-in" />
      </div>
    );
  }
  if (me.isError) {
    return (
      <main className={`container section ${styles.checking}`}>
        <LoadError what="your account" onRetry={() => void me.refetch()} />
      </main>
    );
  }
  if (me.data === null) {
    return <Navigate replace to={signInPath(location.pathname + location.search, ended ? 'ended' : undefined)} />;
  }
  return <SignedInFrame me={me.data} />;
}

const NAV: { to: string; label: string; admin?: boolean }[] = [
  { to: staffPaths.leads, label: 'Leads' },
  { to: staffPaths.tours, label: 'Tours' },
  { to: staffPaths.listings, label: 'Listings' },
  { to: staffPaths.specials, label: 'Specials' },
  { to: staffPaths.sublets, label: 'Sublets' },
  { to: staffPaths.funnel, label: 'Funnel' },
  { to: staffPaths.alerts, label: 'Alerts' },
  { to: staffPaths.audit, label: 'Audit log', admin: true },
  { to: staffPaths.team, label: 'Team', admin: true },
  { to: staffPaths.account, label: 'Account' },
];

/** The nav item of the page shown: its own address or one below it (a lead under Leads). */
const isWithin = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

function SignedInFrame({ me }: { me: StaffMe }) {
  const navId = useId();
  const { pathname } = useLocation();
  // The phone menu closes itself on the next page: it is open only for the page it was opened on.
  const [menuOpenOn, setMenuOpenOn] = useState<string | null>(null);
  const menuOpen = menuOpenOn === pathname;

  return (
    <div className={styles.frame}>
      <a className="skip-link" href="#staff-main">
        Skip to content
      </a>
      <header className={styles.header}>
        {/* One grid: on a phone its first row is the brand, 'Menu' and 'Sign out'; the name and the nav open under it. */}
        <div className={`${styles.bar} ${menuOpen ? styles.open : ''}`}>
          <Link to={staffPaths.leads} className={styles.brand}>
            Leasing office
          </Link>
          <p className={styles.who}>
            <span className={styles.name}>{me.name}</span> <span className={styles.role}>{STAFF_ROLE_LABELS[me.role]}</span>
          </p>
          <button
            type="button"
            className={`btn btn-ghost ${styles.menuButton}`}
            aria-expanded={menuOpen}
            aria-controls={navId}
            onClick={() => setMenuOpenOn(menuOpen ? null : pathname)}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} />
            Menu
          </button>
          <SignOutButton className={styles.signOut} />
          <nav id={navId} aria-label="Workspace" className={styles.nav}>
            <ul>
              {NAV.filter((item) => !item.admin || me.role === 'admin').map((item) => (
                <li key={item.to}>
                  <Link to={item.to} aria-current={isWithin(pathname, item.to) ? 'page' : undefined}>
                    {item.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main id="staff-main" className={styles.main} tabIndex={-1}>
        <Suspense fallback={<Spinner label="Loading the page" />}>
          <StaffMemberContext value={me}>
            <Outlet />
          </StaffMemberContext>
        </Suspense>
      </main>
    </div>
  );
}
