import type { Queryable } from '../db/database';
import { insertOutboxMail } from '../db/queries/outbox';
import { replaceInvitation, spendInvitation } from '../db/queries/staff-sign-in';
import type { MemberRow } from '../db/queries/staff-members';
import { invitationMail } from '../mail/staff-mails';
import { newToken, tokenHash } from './tokens';

export const INVITATION_HOURS = 24;

/** A new invitation for the member (any open one dies), mailed to the member's own address in `tx`. */
export async function inviteMember(tx: Queryable, member: Pick<MemberRow, 'id' | 'email' | 'name'>, siteUrl: string, now: Date): Promise<void> {
  const key = newToken();
  await replaceInvitation(tx, { memberId: member.id, keyHash: tokenHash(key), now, expiresAt: new Date(now.getTime() + INVITATION_HOURS * 60 * 60_000) });
  await insertOutboxMail(tx, invitationMail(member, key, siteUrl, INVITATION_HOURS));
}

/** Spends an invitation's key (once, before it expires); the invited member's id, or undefined. */
export function acceptInvitation(q: Queryable, key: string, now: Date): Promise<number | undefined> {
  return spendInvitation(q, tokenHash(key), now);
}
