import type { ReactNode } from 'react';
import { memberStatus } from '../memberStatus';
import type { StaffMember } from '../types';
import { CompanyTime } from './CompanyTime';
import styles from './MemberCard.module.css';

const passkeyCount = (count: number) => (count === 0 ? 'No passkeys' : count === 1 ? '1 passkey' : `${count} passkeys`);

/**
 * A member of the team on a phone: who, how their account stands, and the same role and account controls as the
 * table's row (`role`, `actions`).
 */
export function MemberCard({ member, role, actions }: { member: StaffMember; role: ReactNode; actions: ReactNode }) {
  return (
    <article className={styles.member} aria-label={member.name}>
      <p className={styles.name}>{member.name}</p>
      <p className={styles.facts}>{member.email}</p>
      <p className={styles.facts}>
        {memberStatus(member)} · {passkeyCount(member.passkeys)} · Last sign-in <CompanyTime instant={member.lastSignInAt} />
      </p>
      <div className={styles.controls}>
        {role}
        {actions}
      </div>
    </article>
  );
}
