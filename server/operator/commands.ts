import { z } from 'zod';
import { approve, listReports, listSublets, remind, settle, type OperatorReport } from './sublet-commands';
import { findContactEventCounts } from '../db/queries/analytics';
import { listOutbox, retryMail, showMail } from './outbox-commands';
import { inviteStaff, listAudit } from './staff-commands';
import { STAFF_ROLES } from '@/features/staff/types';
import type { UpkeepContext } from '../jobs/sublet-upkeep';

export type { OperatorReport } from './sublet-commands';
/**
 * What a command needs: the database, for photo removal the uploads, for mails the site's address and, in the server,
 * the nudge that has its outbox sender send queued mail at once.
 */
export type OperatorContext = UpkeepContext;

/** The operator's commands (`npm run admin -- ...`), whether they run in the CLI or in the server it asks. */
const idOf = (what: string) => {
  const message = `ID must be a${what === 'outbox' ? 'n outbox mail' : ' sublet'} id (a positive whole number)`;
  return z.number({ error: message }).int(message).positive(message);
};
const subletId = idOf('sublet');
export const operatorCommandSchema = z.discriminatedUnion('name', [
  z.object({ name: z.literal('sublets'), pending: z.boolean().default(false) }),
  z.object({ name: z.literal('approve'), id: subletId }),
  z.object({ name: z.literal('reject'), id: subletId }),
  z.object({ name: z.literal('restore'), id: subletId }),
  z.object({ name: z.literal('reports') }),
  z.object({ name: z.literal('remind') }),
  z.object({ name: z.literal('outbox'), id: idOf('outbox').optional() }),
  z.object({ name: z.literal('retry'), id: idOf('outbox') }),
  z.object({ name: z.literal('analytics') }),
  z.object({ name: z.literal('staff-invite'), email: z.string().max(254), role: z.enum(STAFF_ROLES), staffName: z.string().max(100).optional() }),
  z.object({ name: z.literal('audit') }),
]);
export type OperatorCommand = z.input<typeof operatorCommandSchema>;

export async function runOperatorCommand(context: OperatorContext, input: OperatorCommand, now: Date): Promise<OperatorReport> {
  const command = operatorCommandSchema.parse(input);
  switch (command.name) {
    case 'sublets':
      return listSublets(context, command.pending, now);
    case 'approve':
      return approve(context, command.id, now);
    case 'reject':
    case 'restore':
      return settle(context, command.id, command.name, now);
    case 'reports':
      return listReports(context);
    case 'remind':
      return remind(context, now);
    case 'outbox':
      return command.id === undefined ? listOutbox(context) : showMail(context, command.id);
    case 'retry':
      return retryMail(context, command.id);
    case 'staff-invite':
      return inviteStaff(context, { email: command.email, role: command.role, name: command.staffName }, now);
    case 'audit':
      return listAudit(context);
    case 'analytics': {
      const counts = await findContactEventCounts(context.db);
      return {
        message: counts.length ? undefined : 'No contact events counted yet.',
        table: {
          columns: ['DAY', 'PROPERTY', 'CLICKED', 'INITIATED', 'SUBMITTED'],
          rows: counts.map((c) => [c.day, `${c.propertyId} ${c.propertyName}`, String(c.clicked), String(c.initiated), String(c.submitted)]),
        },
      };
    }
  }
}
