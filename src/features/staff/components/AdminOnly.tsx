import type { ReactNode } from 'react';
import { useStaffMember } from './StaffFrame';

/**
 * A page for admins (the audit log, the team). A leasing member who opens its address is told why there is nothing
 * here; the server refuses their requests anyway (403), so this only spares them a page of errors.
 */
export function AdminOnly({ children }: { children: ReactNode }) {
  const me = useStaffMember();
  if (me.role === 'admin') return children;
  return (
    <section aria-labelledby="admin-only-title">
      <h1 id="admin-only-title">Admins only</h1>
      <p role="alert" className="alert alert-error">
        You need the admin role for this page.
      </p>
      <p>Ask an admin of your office if you need it.</p>
    </section>
  );
}
