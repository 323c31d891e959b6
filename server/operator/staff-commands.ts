import { inviteSchema, type StaffRole } from '@/features/staff/types';
import { newestAuditEntries } from '../db/queries/audit-log';
import { insertStaffMember, memberByEmail } from '../db/queries/staff-members';
import { HttpError } from '../http/errors';
import type { UpkeepContext } from '../jobs/sublet-upkeep';
import { recordAudit } from '../staff/audit';
import { INVITATION_HOURS, inviteMember } from '../staff/invitations';
import type { OperatorReport } from './sublet-commands';

const AUDIT_ROWS = 50;
/** Where an entry made on the server's own command line came from. */
const COMMAND_LINE = 'command line';

/**
 * Issue 22: `staff invite EMAIL --role ROLE [--name NAME]`: a new member (or a member not yet enrolled, again) gets an
 * invitation mailed to that address; this is how the first admin is made. Recorded in the audit log with no actor.
 */
export async function inviteStaff({ db, siteUrl, mailQueued }: UpkeepContext, input: { email: string; role: StaffRole; name?: string }, now: Date): Promise<OperatorReport> {
  const { email, name, role } = inviteSchema.parse({ ...input, name: input.name ?? input.email.split('@')[0] });
  const outcome = await db.transaction(async (tx) => {
    const existing = await memberByEmail(tx, email);
    if (existing?.disabledAt) throw new HttpError(409, `${email} has a disabled account: enable it in the workspace first`);
    const member = existing ?? (await insertStaffMember(tx, { email, name, role }, now));
    if (!member) throw new HttpError(409, `${email} was added by someone else just now: try again`);
    await inviteMember(tx, member, siteUrl, now);
    await recordAudit(tx, { at: now, actorId: null, action: 'member-invited', target: `member ${member.id}`, from: COMMAND_LINE, after: existing ? { again: true } : { email, name, role } });
    return { member, again: Boolean(existing) };
  });
  mailQueued?.();
  const { member, again } = outcome;
  return {
    message: `${again ? 'A new invitation' : 'An invitation'} for ${member.name} <${member.email}> (${member.role}, member ${member.id}) is in the outbox; it works once, for ${INVITATION_HOURS} hours.`,
  };
}

/** Issue 22: `audit`: the newest entries of the audit log. */
export async function listAudit({ db }: UpkeepContext): Promise<OperatorReport> {
  const entries = await newestAuditEntries(db, AUDIT_ROWS);
  const json = (value: unknown) => (value === null || value === undefined ? '-' : JSON.stringify(value));
  return {
    message: entries.length ? undefined : 'The audit log is empty.',
    table: {
      columns: ['ID', 'AT (UTC)', 'ACTOR', 'ACTION', 'TARGET', 'FROM', 'BEFORE', 'AFTER'],
      rows: entries.map((e) => [
        String(e.id),
        e.at.replace('T', ' ').replace(/\.\d+Z$/, 'Z'),
        e.actorId === null ? '-' : `${e.actorId} ${e.actorName ?? ''}`.trim(),
        e.action,
        e.target ?? '-',
        e.from ?? '-',
        json(e.before),
        json(e.after),
      ]),
    },
  };
}
