import { useId, useState } from 'react';
import { FormAlert } from '@/components/FormAlert';
import { LoadError } from '@/components/LoadError';
import { Skeleton } from '@/components/Skeleton';
import { Table, type TableColumn } from '@/components/Table';
import { useChangeRole, useMembers, useResendInvitation, useSetMemberActive } from '../api/members';
import { staffErrorText } from '../errorText';
import { memberStatus } from '../memberStatus';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffMember, type StaffRole } from '../types';
import { ConfirmDialog } from './ConfirmDialog';
import { MemberCard } from './MemberCard';
import { useStaffMember } from './StaffFrame';
import styles from './staff.module.css';
import { CompanyTime } from './CompanyTime';

interface Notice {
  tone: 'success' | 'error';
  text: string;
}

/**
 * The office's accounts (admin): change a role, disable or enable an account, send a new invitation. A row each, or
 * on a phone a card each with the same controls.
 */
export function MembersTable() {
  const members = useMembers();
  const me = useStaffMember();
  const [notice, setNotice] = useState<Notice>();

  if (members.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading the team">
        <Skeleton height="10rem" />
      </div>
    );
  }
  if (members.isError) return <LoadError what="the team" onRetry={() => void members.refetch()} />;
  if (members.data.length === 0) return <p>Nobody is on the team yet. Invite someone below.</p>;

  // Nobody changes their own role here, so an admin cannot lock the office out of its own team page. A card has no
  // column header above the select, so there its label shows.
  const role = (member: StaffMember, labelShown = false) =>
    member.id === me.id ? `${STAFF_ROLE_LABELS[member.role]} (you)` : <RoleSelect member={member} onNotice={setNotice} labelShown={labelShown} />;
  const actions = (member: StaffMember) => (member.id === me.id ? null : <MemberActions member={member} onNotice={setNotice} />);
  const columns: TableColumn<StaffMember>[] = [
    { key: 'name', header: 'Name', value: (member) => member.name },
    { key: 'email', header: 'E-mail', value: (member) => member.email },
    { key: 'role', header: 'Role', value: (member) => STAFF_ROLE_LABELS[member.role], render: (member) => role(member) },
    { key: 'status', header: 'Status', value: memberStatus },
    { key: 'passkeys', header: 'Passkeys', value: (member) => member.passkeys, kind: 'count' },
    { key: 'lastSignIn', header: 'Last sign-in', kind: 'date', value: (member) => member.lastSignInAt ?? '', render: (member) => <CompanyTime instant={member.lastSignInAt} /> },
    { key: 'actions', header: 'Actions', value: () => '', render: actions, sortable: false },
  ];

  return (
    <>
      {notice && (
        <FormAlert key={notice.text} tone={notice.tone}>
          {notice.text}
        </FormAlert>
      )}
      <Table
        caption="Team members"
        columns={columns}
        rows={members.data}
        rowKey={(member) => member.id}
        initialSort={{ column: 'name', direction: 'asc' }}
        card={(member) => <MemberCard member={member} role={role(member, true)} actions={actions(member)} />}
      />
    </>
  );
}

/** `labelShown`: 'Role' in view (a card), else the column's header says it; either way it is named 'Role of …'. */
function RoleSelect({ member, onNotice, labelShown = false }: { member: StaffMember; onNotice: (notice: Notice) => void; labelShown?: boolean }) {
  const id = useId();
  const change = useChangeRole();
  return (
    <>
      {labelShown ? (
        <label htmlFor={id}>
          Role<span className="visually-hidden"> of {member.name}</span>
        </label>
      ) : (
        <label htmlFor={id} className="visually-hidden">
          Role of {member.name}
        </label>
      )}
      <select
        id={id}
        className="input"
        value={member.role}
        disabled={change.isPending}
        onChange={(event) => {
          const role = event.target.value as StaffRole;
          change.mutate(
            { id: member.id, role },
            {
              onSuccess: () => onNotice({ tone: 'success', text: `${member.name} is now ${STAFF_ROLE_LABELS[role]}.` }),
              onError: (error) => onNotice({ tone: 'error', text: staffErrorText(error) }),
            },
          );
        }}
      >
        {STAFF_ROLES.map((role) => (
          <option key={role} value={role}>
            {STAFF_ROLE_LABELS[role]}
          </option>
        ))}
      </select>
    </>
  );
}

function MemberActions({ member, onNotice }: { member: StaffMember; onNotice: (notice: Notice) => void }) {
  const [confirming, setConfirming] = useState(false);
  const setActive = useSetMemberActive();
  const resend = useResendInvitation();
  const disabled = member.disabledAt !== null;

  return (
    <div className={styles.actions}>
      <button
        type="button"
        className="btn btn-ghost"
        aria-label={`${disabled ? 'Enable' : 'Disable'} ${member.name}`}
        onClick={() => {
          setActive.reset();
          setConfirming(true);
        }}
      >
        {disabled ? 'Enable' : 'Disable'}
      </button>
      {!disabled && member.passkeys === 0 && (
        <button
          type="button"
          className="btn btn-ghost"
          aria-label={`Resend invitation to ${member.name}`}
          disabled={resend.isPending}
          onClick={() =>
            resend.mutate(member.id, {
              onSuccess: () => onNotice({ tone: 'success', text: `A new invitation is on its way to ${member.email}. The earlier link no longer works.` }),
              onError: (error) => onNotice({ tone: 'error', text: staffErrorText(error) }),
            })
          }
        >
          Resend invitation
        </button>
      )}
      <ConfirmDialog
        open={confirming}
        title={disabled ? `Enable ${member.name}?` : `Disable ${member.name}?`}
        confirmLabel={disabled ? 'Enable account' : 'Disable account'}
        pending={setActive.isPending}
        error={setActive.isError ? staffErrorText(setActive.error) : undefined}
        onConfirm={() =>
          setActive.mutate(
            { id: member.id, active: disabled },
            {
              onSuccess: () => {
                setConfirming(false);
                onNotice({ tone: 'success', text: disabled ? `${member.name} can sign in again.` : `${member.name} is disabled and signed out everywhere.` });
              },
            },
          )
        }
        onClose={() => setConfirming(false)}
      >
        <p>
          {disabled
            ? `${member.name} will be able to sign in again with their passkeys.`
            : `${member.name} is signed out at once and cannot sign in until an admin enables the account again.`}
        </p>
      </ConfirmDialog>
    </div>
  );
}
