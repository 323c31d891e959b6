import { z } from 'zod';
import { approve, listReports, listSublets, remind, settle, type OperatorReport } from './sublet-commands';
import { findContactEventCounts } from '../db/queries/analytics';
import { findOutbox, findOutboxMail, type OutboxEntry } from '../db/queries/outbox';
import { notFound } from '../http/errors';
import type { UpkeepContext } from '../jobs/sublet-upkeep';

export type { OperatorReport } from './sublet-commands';
/** What a command needs: the database, and for mails and photo removal the mailer, uploads and the site's address. */
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
  z.object({ name: z.literal('analytics') }),
]);
export type OperatorCommand = z.input<typeof operatorCommandSchema>;

const OUTBOX_ROWS = 50;

/** What became of a stored mail; `whole` for the one-mail view, which says why and when. */
function mailStatus(mail: OutboxEntry, whole: boolean): string {
  if (mail.sentAt) return whole ? `sent ${mail.sentAt}` : 'sent';
  if (mail.heldAt) return whole ? `held ${mail.heldAt} (never sent: its recipient had had enough mail lately)` : 'held';
  if (mail.sendError) return `failed: ${mail.sendError}`;
  return whole ? 'stored (not sent: no SMTP_URL)' : 'stored';
}

async function showMail({ db }: OperatorContext, id: number): Promise<OperatorReport> {
  const mail = await findOutboxMail(db, id);
  if (!mail) throw notFound(`No mail with id ${id} in the outbox`);
  const head = [`To: ${mail.recipients}`, ...(mail.replyTo ? [`Reply-To: ${mail.replyTo}`] : []), `Subject: ${mail.subject}`, `Created: ${mail.createdAt}`, `Status: ${mailStatus(mail, true)}`];
  return { message: [...head, '', mail.body].join('\n') };
}

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
    case 'outbox': {
      if (command.id !== undefined) return showMail(context, command.id);
      const mails = await findOutbox(context.db, OUTBOX_ROWS);
      return {
        message: mails.length ? `The latest ${mails.length} mails, newest first (\`outbox ID\` shows one whole).` : 'The outbox is empty.',
        table: {
          columns: ['ID', 'CREATED', 'KIND', 'TO', 'SUBJECT', 'STATUS'],
          rows: mails.map((m) => [String(m.id), m.createdAt.slice(0, 16).replace('T', ' '), m.kind, m.recipients, m.subject, mailStatus(m, false)]),
        },
      };
    }
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
