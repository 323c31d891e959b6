import type { StaffMember } from './types';

/** How an account stands: disabled by an admin, invited (no passkey yet: the invitation is open or unused), or active. */
export function memberStatus(member: StaffMember): 'Disabled' | 'Invited' | 'Active' {
  if (member.disabledAt !== null) return 'Disabled';
  return member.passkeys === 0 ? 'Invited' : 'Active';
}
