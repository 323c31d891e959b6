import { AddPasskeyForm } from '@/features/staff/components/AddPasskeyForm';
import { PasskeyList } from '@/features/staff/components/PasskeyList';
import { SignOutButton } from '@/features/staff/components/SignOutButton';
import { useStaffMember } from '@/features/staff/components/StaffFrame';
import styles from '@/features/staff/components/staff.module.css';
import { STAFF_ROLE_LABELS } from '@/features/staff/types';
import { titles } from '@/pages/common/titles';
import { useDocumentTitle } from '@/pages/common/useDocumentTitle';

/** The member's own account: who they are, their passkeys, and signing out of every browser at once. */
export default function AccountPage() {
  useDocumentTitle(titles.staff('Your account'));
  const me = useStaffMember();
  return (
    <>
      <h1>Your account</h1>
      <p>
        {me.name} · {me.email} · {STAFF_ROLE_LABELS[me.role]}
      </p>
      <section aria-labelledby="passkeys-title" className={`card ${styles.panel}`}>
        <h2 id="passkeys-title">Your passkeys</h2>
        <PasskeyList />
        <AddPasskeyForm />
      </section>
      <section aria-labelledby="everywhere-title" className={`card ${styles.panel}`}>
        <h2 id="everywhere-title">Signed in somewhere else?</h2>
        <p>Lost a phone, or left a shared computer signed in? This signs you out of every browser, this one too.</p>
        <SignOutButton everywhere />
      </section>
    </>
  );
}
