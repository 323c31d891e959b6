import { useState, type FormEvent } from 'react';
import { FormAlert } from '@/components/FormAlert';
import { SelectInput } from '@/components/SelectInput';
import { SubmitButton } from '@/components/SubmitButton';
import { TextInput } from '@/components/TextInput';
import { useSessionDraft } from '@/components/useSessionDraft';
import { fieldErrors } from '@/lib/validation';
import { useInviteMember } from '../api/members';
import { staffErrorText } from '../errorText';
import { inviteSchema, STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '../types';
import styles from './staff.module.css';

const emptyInvite = () => ({ email: '', name: '', role: 'leasing' as StaffRole | '' });
const roleOfLabel = (label: string) => STAFF_ROLES.find((role) => STAFF_ROLE_LABELS[role] === label) ?? '';

/** An admin invites a colleague: the account is made and an invitation (24 hours, single use) is mailed to them. */
export function InviteForm() {
  const { values, update, clear } = useSessionDraft('staff-invite', emptyInvite);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [invited, setInvited] = useState<string>();
  const invite = useInviteMember();

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    setInvited(undefined);
    const checked = inviteSchema.safeParse(values);
    setErrors(checked.success ? {} : fieldErrors(checked.error.issues));
    if (!checked.success) return;
    invite.mutate(checked.data, {
      onSuccess: (member) => {
        // The form empties for the next colleague, and no draft of this one is kept.
        update(emptyInvite());
        clear();
        setInvited(member.email);
      },
    });
  }

  return (
    <form noValidate onSubmit={handleSubmit}>
      <TextInput label="Name" name="name" autoComplete="off" required maxLength={100} value={values.name} error={errors.name} onChange={(name) => update({ name })} />
      <TextInput label="Work e-mail" name="email" type="email" autoComplete="off" required value={values.email} error={errors.email} onChange={(email) => update({ email })} />
      <SelectInput
        label="Role"
        name="role"
        required
        placeholder="Choose a role"
        options={STAFF_ROLES.map((role) => STAFF_ROLE_LABELS[role])}
        value={values.role ? STAFF_ROLE_LABELS[values.role] : ''}
        error={errors.role && 'Choose a role'}
        onChange={(label) => update({ role: roleOfLabel(label) })}
      />
      <p className="field-hint">Leasing: leads, sublets and the funnel. Admin: all of that, the audit log and the team.</p>
      {invite.isError && <FormAlert tone="error">{staffErrorText(invite.error)}</FormAlert>}
      {invited && <FormAlert tone="success">Invitation sent to {invited}. The link in it works for 24 hours.</FormAlert>}
      <div className={styles.actions}>
        <SubmitButton pending={invite.isPending}>Send invitation</SubmitButton>
      </div>
    </form>
  );
}
