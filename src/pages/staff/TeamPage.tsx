import { InviteForm } from '@/features/staff/components/InviteForm';
import { MembersTable } from '@/features/staff/components/MembersTable';
import styles from '@/features/staff/components/staff.module.css';
import { titles } from '@/pages/common/titles';
import { useDocumentTitle } from '@/pages/common/useDocumentTitle';

/** The office's team (admin): every account, and inviting a colleague. */
export default function TeamPage() {
  useDocumentTitle(titles.staff('Team'));
  return (
    <>
      <h1>Team</h1>
      <MembersTable />
      <section aria-labelledby="invite-title" className={`card ${styles.panel}`}>
        <h2 id="invite-title">Invite a colleague</h2>
        <InviteForm />
      </section>
    </>
  );
}
